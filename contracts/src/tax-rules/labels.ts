import type { AnnualRateClass, LocalizedText, NegligenceLevel, StampInstrument } from './tax-rules';

/**
 * The English and Khmer wording of every line and note the rules produce. Names that come from master data (a
 * withholding type, a specific-tax product) are read from the row's nameEn/nameKm; names typed into the form
 * (employee, payee, activity) are shown as typed.
 */
export const TAX_LINE_LABELS = {
  'patent.activity': { en: 'Patent tax', km: 'ពន្ធប៉ាតង់' },
  'patent.exemption': { en: 'Patent tax exemption (SME)', km: 'ការលើកលែងពន្ធប៉ាតង់ (សហគ្រាសធុនតូច និងមធ្យម)' },
  'stamp.immovable-property': { en: 'Stamp tax: transfer of immovable property', km: 'ពន្ធប្រថាប់ត្រា៖ ការផ្ទេរកម្មសិទ្ធិអចលនវត្ថុ' },
  'stamp.vehicle': { en: 'Stamp tax: vehicle or means of transport', km: 'ពន្ធប្រថាប់ត្រា៖ យានជំនិះ ឬមធ្យោបាយដឹកជញ្ជូន' },
  'stamp.share-transfer': { en: 'Stamp tax: transfer of shares', km: 'ពន្ធប្រថាប់ត្រា៖ ការផ្ទេរភាគហ៊ុន' },
  'stamp.state-supply-contract': {
    en: 'Stamp tax: supply contract paid from the state budget',
    km: 'ពន្ធប្រថាប់ត្រា៖ កិច្ចសន្យាផ្គត់ផ្គង់ដែលទូទាត់ពីថវិកាជាតិ',
  },
  'stamp.legal-document': {
    en: 'Stamp tax: merger, dissolution or liquidation letter',
    km: 'ពន្ធប្រថាប់ត្រា៖ លិខិតស្តីពីការរួមបញ្ចូល ការរំលាយ ឬការជម្រះបញ្ជី',
  },
  'stamp.signboard': { en: 'Signboard tax', km: 'ពន្ធលើស្លាកយីហោ' },
  'stamp.first-home-relief': { en: 'First-home relief', km: 'ការកាត់បន្ថយសម្រាប់លំនៅដ្ឋានដំបូង' },
  'stamp.later-home-relief': { en: 'Relief for a second or later home', km: 'ការកាត់បន្ថយសម្រាប់លំនៅដ្ឋានទីពីរ ឬបន្ទាប់' },
  'monthly.ptoi': { en: 'Prepayment of tax on income', km: 'ប្រាក់រំដោះពន្ធលើប្រាក់ចំណូល' },
  'monthly.vat.output': { en: 'VAT on sales (output)', km: 'អាករលើតម្លៃបន្ថែមលើការលក់ (ធាតុចេញ)' },
  'monthly.vat.export': { en: 'VAT on export sales (zero-rated)', km: 'អាករលើតម្លៃបន្ថែមលើការនាំចេញ (អត្រា ០%)' },
  'monthly.vat.input': { en: 'VAT on purchases (input)', km: 'អាករលើតម្លៃបន្ថែមលើការទិញ (ធាតុចូល)' },
  'monthly.vat.credit-brought-forward': { en: 'VAT credit brought forward', km: 'ឥណទានអាករលើតម្លៃបន្ថែមយោងពីខែមុន' },
  'monthly.vat.credit-carried-forward': { en: 'VAT credit carried forward to next month', km: 'ឥណទានអាករលើតម្លៃបន្ថែមយោងទៅខែបន្ទាប់' },
  'monthly.vat.small-deemed-input-credit': {
    en: 'Deemed input credit (small taxpayer)',
    km: 'ឥណទានធាតុចូលប៉ាន់ស្មាន (អ្នកជាប់ពន្ធតូច)',
  },
  'monthly.salary.resident': { en: 'Tax on salary, resident', km: 'ពន្ធលើប្រាក់បៀវត្ស និវាសនជន' },
  'monthly.salary.non-resident': { en: 'Tax on salary, non-resident', km: 'ពន្ធលើប្រាក់បៀវត្ស អនិវាសនជន' },
  'monthly.salary.dependant-allowance': { en: 'Dependant allowance', km: 'ការកាត់បន្ថយសម្រាប់បន្ទុកគ្រួសារ' },
  'monthly.fringe-benefits': { en: 'Tax on fringe benefits', km: 'ពន្ធលើអត្ថប្រយោជន៍បន្ថែម' },
  'monthly.withholding': { en: 'Withholding tax', km: 'ពន្ធកាត់ទុក' },
  'monthly.specific-tax': { en: 'Specific tax', km: 'អាករពិសេស' },
  'monthly.public-lighting': { en: 'Public lighting tax', km: 'អាករបំភ្លឺសាធារណៈ' },
  'monthly.accommodation': { en: 'Accommodation tax', km: 'អាករលើការស្នាក់នៅ' },
  'annual.losses-used': { en: 'Losses brought forward deducted', km: 'ការខាតយោងពីមុនដែលបានកាត់កង' },
  'annual.toi': { en: 'Tax on income', km: 'ពន្ធលើប្រាក់ចំណូល' },
  'annual.minimum-tax': { en: 'Minimum tax (records not proper)', km: 'ពន្ធអប្បបរមា (បញ្ជីគណនេយ្យមិនត្រឹមត្រូវ)' },
  'annual.prepayment-credits': { en: 'Prepayments of tax on income', km: 'ប្រាក់រំដោះពន្ធលើប្រាក់ចំណូលដែលបានបង់' },
  'annual.dividend-tax-credits': { en: 'Advance tax paid on dividends', km: 'ពន្ធលើប្រាក់ចំណូលបង់មុនលើការបែងចែកភាគលាភ' },
  'annual.credit-carried-forward': { en: 'Tax credit carried forward', km: 'ឥណទានពន្ធយោងទៅឆ្នាំបន្ទាប់' },
  'penalty.additional-tax': { en: 'Additional tax (penalty)', km: 'ពន្ធបន្ថែម (ការពិន័យ)' },
  'penalty.interest': { en: 'Interest on late payment', km: 'ការប្រាក់លើការបង់យឺត' },
} as const satisfies Record<string, LocalizedText>;
export type TaxLineCode = keyof typeof TAX_LINE_LABELS;

export const TAX_NOTE_LABELS = {
  'stamp.no-home-relief-in-force': {
    en: 'No home relief is in force on this date: the full value is taxed.',
    km: 'មិនមានការកាត់បន្ថយសម្រាប់លំនៅដ្ឋាននៅកាលបរិច្ឆេទនេះទេ៖ តម្លៃពេញត្រូវជាប់ពន្ធ។',
  },
  'monthly.small-vat-ignores-purchases': {
    en: 'Small taxpayer: the deemed input credit replaces purchases and credit brought forward.',
    km: 'អ្នកជាប់ពន្ធតូច៖ ឥណទានធាតុចូលប៉ាន់ស្មានជំនួសការទិញ និងឥណទានយោងពីខែមុន។',
  },
  'monthly.non-resident-dependants-ignored': {
    en: 'Non-residents have no dependant allowance.',
    km: 'អនិវាសនជនមិនមានការកាត់បន្ថយសម្រាប់បន្ទុកគ្រួសារទេ។',
  },
  'annual.qip-no-minimum-tax': {
    en: 'A QIP in its tax holiday pays no minimum tax.',
    km: 'គម្រោងវិនិយោគមានលក្ខណៈសម្បត្តិគ្រប់គ្រាន់ក្នុងរយៈពេលលើកលែងពន្ធ មិនបង់ពន្ធអប្បបរមាទេ។',
  },
} as const satisfies Record<string, LocalizedText>;
export type TaxNoteCode = keyof typeof TAX_NOTE_LABELS;

export const STAMP_INSTRUMENT_LABELS: Readonly<Record<StampInstrument, LocalizedText>> = {
  'immovable-property': { en: 'Transfer of immovable property or capital contribution', km: 'ការផ្ទេរកម្មសិទ្ធិអចលនវត្ថុ ឬការចូលហ៊ុនជាអចលនវត្ថុ' },
  vehicle: { en: 'Vehicle or means of transport', km: 'យានជំនិះ ឬមធ្យោបាយដឹកជញ្ជូន' },
  'share-transfer': { en: 'Transfer of shares', km: 'ការផ្ទេរភាគហ៊ុន' },
  'state-supply-contract': { en: 'Supply contract paid from the state budget', km: 'កិច្ចសន្យាផ្គត់ផ្គង់ដែលទូទាត់ពីថវិកាជាតិ' },
  'legal-document': { en: 'Merger, dissolution or liquidation letter', km: 'លិខិតស្តីពីការរួមបញ្ចូល ការរំលាយ ឬការជម្រះបញ្ជី' },
  signboard: { en: 'Signboard', km: 'ស្លាកយីហោ' },
};

/** The annual form's rate choices, capitalised as a choice is (as the stamp documents): 'Standard rate'. */
export const ANNUAL_RATE_CLASS_LABELS: Readonly<Record<AnnualRateClass, LocalizedText>> = {
  standard: { en: 'Standard rate', km: 'អត្រាស្តង់ដារ' },
  'natural-resources': { en: 'Oil, gas and natural resources', km: 'ប្រេង ឧស្ម័ន និងធនធានធម្មជាតិ' },
  insurance: { en: 'General insurance, on gross premiums', km: 'ធានារ៉ាប់រងទូទៅ លើបុព្វលាភសរុប' },
  'qip-holiday': { en: 'QIP in its tax holiday', km: 'គម្រោងវិនិយោគមានលក្ខណៈសម្បត្តិគ្រប់គ្រាន់ ក្នុងរយៈពេលលើកលែងពន្ធ' },
  'sole-proprietor': { en: 'Sole proprietor or partner, yearly bands', km: 'សហគ្រាសឯកបុគ្គល ឬដៃគូ តាមថ្នាក់ប្រចាំឆ្នាំ' },
};

export const NEGLIGENCE_LABELS: Readonly<Record<NegligenceLevel, LocalizedText>> = {
  ordinary: { en: 'ordinary negligence', km: 'ការធ្វេសប្រហែសធម្មតា' },
  serious: { en: 'serious negligence', km: 'ការធ្វេសប្រហែសធ្ងន់ធ្ងរ' },
  unilateral: { en: 'unilateral assessment', km: 'ការវាយតម្លៃពន្ធដោយឯកតោភាគី' },
};

/** A line label with a detail after it: "Tax on salary, resident: Sok Dara". */
export function labelWith(code: TaxLineCode, ...details: Array<string | LocalizedText | null | undefined>): LocalizedText {
  const base: LocalizedText = TAX_LINE_LABELS[code];
  const parts = details.filter((detail): detail is string | LocalizedText => detail !== null && detail !== undefined && detail !== '');
  if (parts.length === 0) return { en: base.en, km: base.km };
  const en = parts.map((part) => (typeof part === 'string' ? part : part.en)).join(', ');
  const km = parts.map((part) => (typeof part === 'string' ? part : part.km)).join(', ');
  return { en: `${base.en}: ${en}`, km: `${base.km}៖ ${km}` };
}

export function noteOf(code: TaxNoteCode): { code: TaxNoteCode; label: LocalizedText } {
  const label: LocalizedText = TAX_NOTE_LABELS[code];
  return { code, label: { en: label.en, km: label.km } };
}
