import { Permission, type PermissionCode } from '../auth/permissions';
import { isOneOf } from '../platform/typed';
import { BASIS_POINTS } from '../tax-rules/money';
import { DUE_RULES, RATE_UNITS, TAX_RETURN_TYPES, TAXPAYER_CATEGORIES, THRESHOLD_UNITS, type LocalizedText } from '../tax-rules/tax-rules';

/**
 * Every master-data kind of spec s6, by its UPDATE_* code in kebab-case. Declared once here: the BFF's generic area
 * validates, stores, searches and exports rows from these declarations; the web's generic screen builds its table and
 * form from them.
 */
export const MASTER_DATA_KINDS = [
  'help', 'page', 'product-type', 'pricing-policy', 'rate', 'threshold', 'template', 'institution', 'document-type',
  'library', 'chart-of-account', 'video', 'tag', 'withholding-tax-type', 'supply-type', 'asset-class', 'company-profile',
  'bank', 'tax-service', 'tax-account-number', 'patent-tax-payable', 'daily-exchange-rate', 'position', 'tax-code',
  'customer', 'payment-method', 'coupon', 'referral', 'country', 'province', 'district', 'commune', 'village', 'wall',
  // Beyond spec s6's list (issue 14 "Administration"): the firm's branches, edited with UPDATE_COMPANY_PROFILE.
  'branch',
] as const;
export type MasterDataKind = (typeof MASTER_DATA_KINDS)[number];

export const isMasterDataKind = (value: string): value is MasterDataKind => isOneOf(MASTER_DATA_KINDS, value);

/**
 * Categories of the help content (help articles, videos, library): the help pages (/helps, /tutorials,
 * /vendor-dashboard/tutorials) list by them. `vendors` is what the vendor tutorials show first.
 */
export const HELP_CATEGORIES = ['getting-started', 'returns', 'payments', 'due-dates', 'vendors'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];
export const HELP_CATEGORY_LABELS: Readonly<Record<HelpCategory, LocalizedText>> = {
  'getting-started': { en: 'Getting started', km: 'ការចាប់ផ្តើម' },
  returns: { en: 'Tax returns', km: 'លិខិតប្រកាសពន្ធ' },
  payments: { en: 'Payments and balance', km: 'ការទូទាត់ និងសមតុល្យ' },
  'due-dates': { en: 'Due dates', km: 'កាលបរិច្ឆេទកំណត់' },
  vendors: { en: 'For vendors', km: 'សម្រាប់អ្នកផ្គត់ផ្គង់' },
};

/** The company profile's logo: PNG or JPEG up to 512 KiB, kept as a blob; the row's `logo` field holds its SHA-256. */
export const COMPANY_LOGO = { maxBytes: 512 * 1024, contentTypes: ['image/png', 'image/jpeg'] as const, firmCode: 'firm' } as const;

/** How the screen groups the kinds. */
export const MASTER_DATA_GROUPS = ['tax-rules', 'address', 'firm', 'finance', 'content'] as const;
export type MasterDataGroup = (typeof MASTER_DATA_GROUPS)[number];
export const MASTER_DATA_GROUP_LABELS: Readonly<Record<MasterDataGroup, LocalizedText>> = {
  'tax-rules': { en: 'Tax rules', km: 'វិធានពន្ធ' },
  address: { en: 'Addresses', km: 'អាសយដ្ឋាន' },
  firm: { en: 'The firm and its customers', km: 'ក្រុមហ៊ុន និងអតិថិជន' },
  finance: { en: 'Banks and payments', km: 'ធនាគារ និងការទូទាត់' },
  content: { en: 'Content', km: 'មាតិកា' },
};

export type MasterDataFieldType =
  | 'text' | 'long-text' | 'integer' | 'decimal' | 'date' | 'boolean' | 'enum' | 'reference' | 'email' | 'url' | 'phone';

export interface MasterDataField {
  name: string;
  type: MasterDataFieldType;
  label: LocalizedText;
  /** A value must be given (not null, not empty). */
  required: boolean;
  /** Text: at most this many characters. */
  maxLength?: number;
  /** Numbers: bounds (inclusive). */
  min?: number;
  max?: number;
  /** Integer: a percentage in basis points, 0 to 10,000 (`isBasisPoints`); refused as `basisPoints` outside. */
  basisPoints?: true;
  /** Decimals: at most this many digits after the point. */
  decimals?: number;
  /** Text: a regular expression (source) the value must match, and the words of the rule. */
  pattern?: string;
  patternHint?: LocalizedText;
  /** Enum: the values allowed. */
  options?: readonly string[];
  /** Reference: the kind whose row `code` the value names. */
  ref?: MasterDataKind;
  /** Shown and filled by the system, never by the form (coupon claims). */
  readOnly?: boolean;
}

export interface MasterDataKindDeclaration {
  kind: MasterDataKind;
  group: MasterDataGroup;
  label: LocalizedText;
  /** The code that edits the kind (ALL_FUNCTIONS edits every kind; ALL_FUNCTIONS_READ reads every kind). */
  permission: PermissionCode;
  /** Who reads it besides editors: 'signed-in' (everyone: addresses, banks, document types...) or 'staff'. */
  readers: 'signed-in' | 'staff';
  /**
   * Rows carry `validFrom` / `validTo` (inclusive days) and several rows may share a code; per code the row with the
   * latest `validFrom` on or before a day is in force that day. A row in force is never edited in what it says (a
   * change is a new row with a later validFrom), so an earlier day reads what it always read.
   */
  effectiveDated: boolean;
  /** The kind a row's `parent` code names (the gazetteer chain); rows are listed by parent with `?parent=`. */
  parent?: MasterDataKind;
  /** What a `code` looks like (regular expression source) and its words. */
  codePattern: string;
  codeHint: LocalizedText;
  codeMaxLength: number;
  /** Fields beside `code` (and `parent`, `validFrom`, `validTo` when the kind has them), in form order. */
  fields: readonly MasterDataField[];
  /** Fields `?search=` looks in (besides `code`), Khmer and Latin. */
  searchable: readonly string[];
  /** Columns the table shows (besides `code`). */
  columns: readonly string[];
  /** Default order of a list. */
  defaultSort: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------------------------

export const MASTER_DATA_LIMITS = {
  codeLength: 60,
  nameLength: 200,
  textLength: 500,
  longTextLength: 20_000,
  urlLength: 2000,
  pageSize: { default: 10, max: 100 },
  searchLength: 100,
  /** Rows of one CSV import. */
  importRows: 20_000,
  /** Characters of one CSV import (the body limit is 2 MiB; the whole gazetteer's villages are about 0.8 MB). */
  importBytes: 2_000_000,
  maxAmount: 1_000_000_000_000_000,
} as const;

const LOWER_CODE = '^[a-z0-9]+(?:[.-][a-z0-9]+)*$';
const LOWER_CODE_HINT: LocalizedText = {
  en: 'lower case letters and digits, joined by . or -', km: 'អក្សរតូច និងលេខ ភ្ជាប់ដោយ . ឬ -',
};

const t = (name: string, en: string, km: string, extra: Partial<MasterDataField> = {}): MasterDataField => ({
  name, type: 'text', label: { en, km }, required: false, maxLength: MASTER_DATA_LIMITS.textLength, ...extra,
});
const nameEn = (en = 'Name (English)', km = 'ឈ្មោះ (អង់គ្លេស)'): MasterDataField =>
  t('nameEn', en, km, { required: true, maxLength: MASTER_DATA_LIMITS.nameLength });
const nameKm = (en = 'Name (Khmer)', km = 'ឈ្មោះ (ខ្មែរ)'): MasterDataField =>
  t('nameKm', en, km, { required: true, maxLength: MASTER_DATA_LIMITS.nameLength });
const names = [nameEn(), nameKm()];
const longText = (name: string, en: string, km: string, required = false): MasterDataField =>
  ({ name, type: 'long-text', label: { en, km }, required, maxLength: MASTER_DATA_LIMITS.longTextLength });
const int = (name: string, en: string, km: string, min: number, max: number, required = true): MasterDataField =>
  ({ name, type: 'integer', label: { en, km }, required, min, max });
/** A percentage held in basis points: 0 to 10,000 (100 %), one rule for every such field (docs/decisions.md). */
const basisPoints = (name: string, en: string, km: string, required = true): MasterDataField =>
  ({ ...int(name, en, km, 0, BASIS_POINTS, required), basisPoints: true });
const choice = (name: string, en: string, km: string, options: readonly string[], required = true): MasterDataField =>
  ({ name, type: 'enum', label: { en, km }, required, options });
const ref = (name: string, en: string, km: string, kind: MasterDataKind, required = false): MasterDataField =>
  ({ name, type: 'reference', label: { en, km }, required, ref: kind, maxLength: MASTER_DATA_LIMITS.codeLength });
const url = (name: string, en: string, km: string, required = false): MasterDataField =>
  ({ name, type: 'url', label: { en, km }, required, maxLength: MASTER_DATA_LIMITS.urlLength });
const bool = (name: string, en: string, km: string): MasterDataField => ({ name, type: 'boolean', label: { en, km }, required: true });
const date = (name: string, en: string, km: string, required = true): MasterDataField => ({ name, type: 'date', label: { en, km }, required });
const source = t('source', 'Source', 'ប្រភព', { required: true });

interface KindInput extends Omit<MasterDataKindDeclaration, 'codePattern' | 'codeHint' | 'codeMaxLength' | 'searchable' | 'columns' | 'defaultSort' | 'readers' | 'effectiveDated'> {
  codePattern?: string;
  codeHint?: LocalizedText;
  codeMaxLength?: number;
  searchable?: readonly string[];
  columns?: readonly string[];
  defaultSort?: string;
  readers?: 'signed-in' | 'staff';
  effectiveDated?: boolean;
}

function kind(input: KindInput): MasterDataKindDeclaration {
  const hasNames = input.fields.some((f) => f.name === 'nameEn');
  return {
    codePattern: LOWER_CODE,
    codeHint: LOWER_CODE_HINT,
    codeMaxLength: MASTER_DATA_LIMITS.codeLength,
    searchable: hasNames ? ['nameEn', 'nameKm'] : [],
    columns: hasNames ? ['nameEn', 'nameKm'] : input.fields.slice(0, 2).map((f) => f.name),
    defaultSort: 'code',
    readers: 'staff',
    effectiveDated: false,
    ...input,
  };
}

const gazetteerCode = (digits: number): Pick<MasterDataKindDeclaration, 'codePattern' | 'codeHint' | 'codeMaxLength'> => ({
  codePattern: `^\\d{${digits}}$`,
  codeHint: { en: `${digits} digits`, km: `លេខ ${digits} ខ្ទង់` },
  codeMaxLength: digits,
});

const taxRule = (input: Omit<KindInput, 'group'>): MasterDataKindDeclaration =>
  kind({ effectiveDated: true, readers: 'signed-in', ...input, group: 'tax-rules', fields: [...names, ...input.fields, source] });

const intOrNull = (name: string, en: string, km: string, min: number, max: number) => int(name, en, km, min, max, false);

// ---------------------------------------------------------------------------------------------------------------
// The kinds
// ---------------------------------------------------------------------------------------------------------------

export const MASTER_DATA_DECLARATIONS: Readonly<Record<MasterDataKind, MasterDataKindDeclaration>> = {
  // Tax rules: the row shapes of contracts/src/tax-rules (ruleSetForReturn reads these rows unchanged).
  rate: taxRule({
    kind: 'rate', label: { en: 'Rates', km: 'អត្រា' }, permission: Permission.UPDATE_RATE,
    fields: [
      choice('unit', 'Unit', 'ឯកតា', RATE_UNITS),
      int('value', 'Value (basis points or riel)', 'តម្លៃ (បាស៊ីសពយ ឬ រៀល)', 0, MASTER_DATA_LIMITS.maxAmount),
      t('bandTable', 'Band table', 'តារាងកម្រិត', { pattern: LOWER_CODE, patternHint: LOWER_CODE_HINT, maxLength: MASTER_DATA_LIMITS.codeLength }),
      intOrNull('bandFrom', 'Band starts above (riel)', 'កម្រិតចាប់ផ្តើមលើស (រៀល)', 0, MASTER_DATA_LIMITS.maxAmount),
    ],
    columns: ['nameEn', 'unit', 'value', 'validFrom', 'validTo'],
  }),
  threshold: taxRule({
    kind: 'threshold', label: { en: 'Thresholds and settings', km: 'កម្រិត និងការកំណត់' }, permission: Permission.UPDATE_THRESHOLD,
    fields: [choice('unit', 'Unit', 'ឯកតា', THRESHOLD_UNITS), int('value', 'Value', 'តម្លៃ', 0, MASTER_DATA_LIMITS.maxAmount)],
    columns: ['nameEn', 'unit', 'value', 'validFrom', 'validTo'],
  }),
  'tax-code': taxRule({
    kind: 'tax-code', label: { en: 'Tax codes and due dates', km: 'លេខកូដពន្ធ និងកាលបរិច្ឆេទកំណត់' }, permission: Permission.UPDATE_TAX_CODE,
    fields: [
      choice('returnType', 'Return', 'លិខិតប្រកាស', TAX_RETURN_TYPES),
      choice('dueRule', 'Due rule', 'វិធានកាលកំណត់', DUE_RULES),
      intOrNull('dueDay', 'Due day', 'ថ្ងៃកំណត់', 1, 31),
      intOrNull('dueMonth', 'Due month', 'ខែកំណត់', 1, 12),
      intOrNull('dueMonths', 'Months after', 'ចំនួនខែបន្ទាប់', 0, 120),
      intOrNull('startGraceDays', 'Days after a start', 'ចំនួនថ្ងៃបន្ទាប់ពីចាប់ផ្តើម', 0, 366),
    ],
    columns: ['nameEn', 'returnType', 'dueRule', 'dueDay', 'validFrom'],
  }),
  'withholding-tax-type': taxRule({
    kind: 'withholding-tax-type', label: { en: 'Withholding tax types', km: 'ប្រភេទពន្ធកាត់ទុក' }, permission: Permission.UPDATE_WITHHOLDING_TAX_TYPE,
    fields: [
      basisPoints('residentBasisPoints', 'Resident (basis points)', 'និវាសនជន (បាស៊ីសពយ)', false),
      basisPoints('nonResidentBasisPoints', 'Non-resident (basis points)', 'អនិវាសនជន (បាស៊ីសពយ)', false),
    ],
    columns: ['nameEn', 'residentBasisPoints', 'nonResidentBasisPoints', 'validFrom'],
  }),
  'patent-tax-payable': taxRule({
    kind: 'patent-tax-payable', label: { en: 'Patent tax payable', km: 'ពន្ធប៉ាតង់ត្រូវបង់' }, permission: Permission.UPDATE_PATENT_TAX_PAYABLE,
    fields: [
      choice('category', 'Taxpayer category', 'ប្រភេទអ្នកជាប់ពន្ធ', TAXPAYER_CATEGORIES),
      intOrNull('turnoverAbove', 'Turnover above (riel)', 'ផលរបរលើស (រៀល)', 0, MASTER_DATA_LIMITS.maxAmount),
      int('amount', 'Amount a year (riel)', 'ចំនួនក្នុងមួយឆ្នាំ (រៀល)', 0, MASTER_DATA_LIMITS.maxAmount),
    ],
    columns: ['nameEn', 'category', 'turnoverAbove', 'amount', 'validFrom'],
  }),
  'daily-exchange-rate': kind({
    kind: 'daily-exchange-rate', group: 'tax-rules', label: { en: 'Daily exchange rates', km: 'អត្រាប្តូរប្រាក់ប្រចាំថ្ងៃ' },
    permission: Permission.UPDATE_DAILY_EXCHANGE_RATE, readers: 'signed-in', effectiveDated: true,
    // One code per currency pair; each day's rate is a row of it starting that day.
    codePattern: '^[A-Z]{3}-[A-Z]{3}$', codeHint: { en: 'currency pair, e.g. USD-KHR', km: 'គូរូបិយប័ណ្ណ ឧ. USD-KHR' }, codeMaxLength: 7,
    fields: [{ name: 'rate', type: 'decimal', label: { en: 'Riel per unit', km: 'រៀលក្នុងមួយឯកតា' }, required: true, min: 1, max: 1_000_000, decimals: 2 }],
    columns: ['rate', 'validFrom', 'validTo'], defaultSort: 'validFrom',
  }),
  'supply-type': kind({
    kind: 'supply-type', group: 'tax-rules', label: { en: 'Supply types', km: 'ប្រភេទការផ្គត់ផ្គង់' }, permission: Permission.UPDATE_SUPPLY_TYPE,
    fields: [...names, choice('vatTreatment', 'VAT treatment', 'ការអនុវត្តអាករលើតម្លៃបន្ថែម', ['standard', 'zero-rated', 'exempt', 'non-taxable'])],
  }),
  'asset-class': kind({
    kind: 'asset-class', group: 'tax-rules', label: { en: 'Asset classes', km: 'ថ្នាក់ទ្រព្យសកម្ម' }, permission: Permission.UPDATE_ASSET_CLASS,
    fields: [
      ...names, choice('method', 'Depreciation method', 'វិធីរំលស់', ['straight-line', 'declining-balance']),
      basisPoints('depreciationBasisPoints', 'Depreciation a year (basis points)', 'រំលស់ក្នុងមួយឆ្នាំ (បាស៊ីសពយ)'),
    ],
  }),
  'chart-of-account': kind({
    kind: 'chart-of-account', group: 'finance', label: { en: 'Chart of accounts', km: 'តារាងគណនី' }, permission: Permission.UPDATE_CHART_OF_ACCOUNT,
    codePattern: '^\\d{3,10}$', codeHint: { en: 'account number, 3 to 10 digits', km: 'លេខគណនី ៣ ដល់ ១០ ខ្ទង់' }, codeMaxLength: 10,
    fields: [...names, choice('accountType', 'Type', 'ប្រភេទ', ['asset', 'liability', 'equity', 'income', 'expense'])],
  }),
  'tax-account-number': kind({
    kind: 'tax-account-number', group: 'finance', label: { en: 'Tax payment accounts', km: 'គណនីបង់ពន្ធ' }, permission: Permission.UPDATE_TAX_ACCOUNT_NUMBER,
    fields: [
      ...names, ref('bank', 'Bank (BIC)', 'ធនាគារ (BIC)', 'bank', true),
      t('accountNumber', 'Account number', 'លេខគណនី', { required: true, maxLength: 40, pattern: '^[0-9A-Z -]{4,40}$', patternHint: { en: 'digits, capitals, spaces or -', km: 'លេខ អក្សរធំ ដកឃ្លា ឬ -' } }),
      choice('currency', 'Currency', 'រូបិយប័ណ្ណ', ['KHR', 'USD']),
    ],
  }),
  bank: kind({
    kind: 'bank', group: 'finance', label: { en: 'Banks', km: 'ធនាគារ' }, permission: Permission.UPDATE_BANK, readers: 'signed-in',
    codePattern: '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$', codeHint: { en: 'BIC (SWIFT code), 8 or 11 characters', km: 'BIC (លេខកូដ SWIFT) ៨ ឬ ១១ តួ' }, codeMaxLength: 11,
    fields: [
      nameEn(), t('nameKm', 'Name (Khmer)', 'ឈ្មោះ (ខ្មែរ)', { maxLength: MASTER_DATA_LIMITS.nameLength }),
      t('branch', 'Branch', 'សាខា'), t('address', 'Address', 'អាសយដ្ឋាន'), t('city', 'City', 'ទីក្រុង', { maxLength: 100 }),
      t('postcode', 'Postcode', 'លេខកូដប្រៃសណីយ៍', { maxLength: 10 }), bool('active', 'Active', 'សកម្ម'),
    ],
    searchable: ['nameEn', 'nameKm', 'branch', 'city'], columns: ['nameEn', 'branch', 'city', 'active'],
  }),
  'payment-method': kind({
    kind: 'payment-method', group: 'finance', label: { en: 'Payment methods', km: 'វិធីទូទាត់' }, permission: Permission.UPDATE_PAYMENT_METHOD, readers: 'signed-in',
    fields: [...names, bool('active', 'Active', 'សកម្ម')],
  }),
  coupon: kind({
    kind: 'coupon', group: 'finance', label: { en: 'Coupons', km: 'គូប៉ុង' }, permission: Permission.UPDATE_COUPON,
    codePattern: '^[A-Z0-9][A-Z0-9-]{2,39}$', codeHint: { en: 'capitals, digits and -, 3 to 40', km: 'អក្សរធំ លេខ និង - ៣ ដល់ ៤០' }, codeMaxLength: 40,
    fields: [
      t('description', 'Description', 'ការពិពណ៌នា', { maxLength: 200 }),
      int('amount', 'Amount (riel)', 'ចំនួន (រៀល)', 1, 100_000_000),
      date('validFrom', 'Valid from', 'មានសុពលភាពពី'), date('validTo', 'Valid to', 'មានសុពលភាពដល់'),
      int('maxClaims', 'Claims allowed', 'ចំនួនទាមទារអនុញ្ញាត', 1, 1_000_000),
      { ...int('claims', 'Claims so far', 'ចំនួនបានទាមទារ', 0, 1_000_000, false), readOnly: true },
    ],
    searchable: ['description'], columns: ['description', 'amount', 'validFrom', 'validTo', 'claims'],
  }),
  referral: kind({
    kind: 'referral', group: 'finance', label: { en: 'Referral programmes', km: 'កម្មវិធីណែនាំ' }, permission: Permission.UPDATE_REFERRAL,
    fields: [...names, int('rewardKhr', 'Reward (riel)', 'រង្វាន់ (រៀល)', 0, 100_000_000), t('description', 'Description', 'ការពិពណ៌នា')],
  }),
  'company-profile': kind({
    kind: 'company-profile', group: 'firm', label: { en: 'Company profile', km: 'ព័ត៌មានក្រុមហ៊ុន' }, permission: Permission.UPDATE_COMPANY_PROFILE, readers: 'signed-in',
    fields: [
      ...names,
      t('tin', 'TIN', 'លេខអត្តសញ្ញាណកម្មសារពើពន្ធ', { required: true, maxLength: 20, pattern: '^[A-Z]?\\d{3}-?\\d{9}$', patternHint: { en: 'e.g. K001-123456789', km: 'ឧ. K001-123456789' } }),
      t('address', 'Address', 'អាសយដ្ឋាន'), ref('villageCode', 'Village', 'ភូមិ', 'village'),
      { name: 'phone', type: 'phone', label: { en: 'Phone', km: 'ទូរស័ព្ទ' }, required: false, maxLength: 30, pattern: '^\\+?[0-9 ()-]{6,30}$' },
      { name: 'email', type: 'email', label: { en: 'Email', km: 'អ៊ីមែល' }, required: false, maxLength: 200 },
      url('website', 'Website', 'គេហទំព័រ'),
      // Set by POST api/organization/logo (the SHA-256 of the blob, read with EventStore.readBlob): see docs/help.md.
      { ...t('logo', 'Logo (file key)', 'ឡូហ្គោ (សោឯកសារ)', { maxLength: 64, pattern: '^[0-9a-f]{64}$', patternHint: { en: 'SHA-256, 64 hex digits', km: 'SHA-256 លេខគោលដប់ប្រាំមួយ ៦៤ ខ្ទង់' } }), readOnly: true },
    ],
    columns: ['nameEn', 'nameKm', 'tin'],
  }),
  branch: kind({
    kind: 'branch', group: 'firm', label: { en: 'Branches', km: 'សាខា' }, permission: Permission.UPDATE_COMPANY_PROFILE, readers: 'signed-in',
    fields: [
      ...names,
      t('address', 'Address', 'អាសយដ្ឋាន'), ref('villageCode', 'Village', 'ភូមិ', 'village'),
      { name: 'phone', type: 'phone', label: { en: 'Phone', km: 'ទូរស័ព្ទ' }, required: false, maxLength: 30, pattern: '^\\+?[0-9 ()-]{6,30}$' },
      { name: 'email', type: 'email', label: { en: 'Email', km: 'អ៊ីមែល' }, required: false, maxLength: 200 },
      t('manager', 'Manager', 'អ្នកគ្រប់គ្រង', { maxLength: MASTER_DATA_LIMITS.nameLength }),
    ],
    searchable: ['nameEn', 'nameKm', 'address', 'manager'], columns: ['nameEn', 'nameKm', 'phone', 'manager'],
  }),
  'tax-service': kind({
    kind: 'tax-service', group: 'firm', label: { en: 'Tax services and prices', km: 'សេវាពន្ធ និងតម្លៃ' }, permission: Permission.UPDATE_TAX_SERVICE, readers: 'signed-in',
    fields: [
      ...names, ref('taxCode', 'Return filed', 'លិខិតប្រកាសដែលដាក់', 'tax-code'),
      int('priceUsd', 'Price (US dollars)', 'តម្លៃ (ដុល្លារ)', 0, 1_000_000),
      choice('per', 'Charged per', 'គិតថ្លៃក្នុងមួយ', ['return', 'month', 'year', 'once']),
    ],
    columns: ['nameEn', 'priceUsd', 'per'],
  }),
  'pricing-policy': kind({
    kind: 'pricing-policy', group: 'firm', label: { en: 'Pricing policies', km: 'គោលនយោបាយតម្លៃ' }, permission: Permission.UPDATE_PRICING_POLICY,
    fields: [...names, basisPoints('discountBasisPoints', 'Discount (basis points)', 'បញ្ចុះតម្លៃ (បាស៊ីសពយ)'), int('minServices', 'From services', 'ចាប់ពីចំនួនសេវា', 1, 1000)],
  }),
  'product-type': kind({
    kind: 'product-type', group: 'firm', label: { en: 'Product types', km: 'ប្រភេទផលិតផល' }, permission: Permission.UPDATE_PRODUCT_TYPE, fields: names,
  }),
  customer: kind({
    kind: 'customer', group: 'firm', label: { en: 'Customer types', km: 'ប្រភេទអតិថិជន' }, permission: Permission.UPDATE_CUSTOMER,
    fields: [...names, t('description', 'Description', 'ការពិពណ៌នា')],
  }),
  position: kind({
    kind: 'position', group: 'firm', label: { en: 'Positions', km: 'មុខតំណែង' }, permission: Permission.UPDATE_POSITION, readers: 'signed-in', fields: names,
  }),
  institution: kind({
    kind: 'institution', group: 'firm', label: { en: 'Institutions', km: 'ស្ថាប័ន' }, permission: Permission.UPDATE_INSTITUTION, readers: 'signed-in',
    fields: [...names, t('abbreviation', 'Abbreviation', 'អក្សរកាត់', { maxLength: 20 }), url('website', 'Website', 'គេហទំព័រ')],
  }),
  'document-type': kind({
    kind: 'document-type', group: 'firm', label: { en: 'Document types', km: 'ប្រភេទឯកសារ' }, permission: Permission.UPDATE_DOCUMENT_TYPE, readers: 'signed-in',
    fields: [...names, choice('appliesTo', 'Belongs to', 'ជាកម្មសិទ្ធិរបស់', ['client', 'tax-return', 'firm']), intOrNull('validMonths', 'Valid for (months)', 'មានសុពលភាព (ខែ)', 1, 600)],
  }),
  // Addresses: the gazetteer chain (province -> district -> commune -> village) and the countries.
  country: kind({
    kind: 'country', group: 'address', label: { en: 'Countries', km: 'ប្រទេស' }, permission: Permission.UPDATE_COUNTRY, readers: 'signed-in',
    codePattern: '^[A-Z]{2}$', codeHint: { en: 'ISO 3166 code, 2 capitals', km: 'លេខកូដ ISO 3166 អក្សរធំ ២' }, codeMaxLength: 2,
    fields: [...names, t('callingCode', 'Calling code', 'លេខកូដហៅ', { maxLength: 8, pattern: '^\\+\\d{1,4}$' })],
    defaultSort: 'nameEn',
  }),
  province: kind({
    kind: 'province', group: 'address', label: { en: 'Provinces', km: 'រាជធានី/ខេត្ត' }, permission: Permission.UPDATE_PROVINCE, readers: 'signed-in',
    ...gazetteerCode(2), fields: names,
  }),
  district: kind({
    kind: 'district', group: 'address', label: { en: 'Districts', km: 'ស្រុក/ខណ្ឌ' }, permission: Permission.UPDATE_DISTRICT, readers: 'signed-in',
    parent: 'province', ...gazetteerCode(4), fields: names,
  }),
  commune: kind({
    kind: 'commune', group: 'address', label: { en: 'Communes', km: 'ឃុំ/សង្កាត់' }, permission: Permission.UPDATE_COMMUNE, readers: 'signed-in',
    parent: 'district', ...gazetteerCode(6), fields: names,
  }),
  village: kind({
    kind: 'village', group: 'address', label: { en: 'Villages', km: 'ភូមិ' }, permission: Permission.UPDATE_VILLAGE, readers: 'signed-in',
    parent: 'commune', ...gazetteerCode(8), fields: names,
  }),
  // Content.
  help: kind({
    kind: 'help', group: 'content', label: { en: 'Help articles', km: 'អត្ថបទជំនួយ' }, permission: Permission.UPDATE_HELP, readers: 'signed-in',
    fields: [nameEn('Title (English)', 'ចំណងជើង (អង់គ្លេស)'), nameKm('Title (Khmer)', 'ចំណងជើង (ខ្មែរ)'), choice('category', 'Category', 'ប្រភេទ', HELP_CATEGORIES),
      longText('bodyEn', 'Text (English)', 'អត្ថបទ (អង់គ្លេស)'), longText('bodyKm', 'Text (Khmer)', 'អត្ថបទ (ខ្មែរ)')],
    searchable: ['nameEn', 'nameKm', 'bodyEn', 'bodyKm'], columns: ['nameEn', 'nameKm', 'category'],
  }),
  page: kind({
    kind: 'page', group: 'content', label: { en: 'Pages', km: 'ទំព័រ' }, permission: Permission.UPDATE_PAGE, readers: 'signed-in',
    fields: [nameEn('Title (English)', 'ចំណងជើង (អង់គ្លេស)'), nameKm('Title (Khmer)', 'ចំណងជើង (ខ្មែរ)'), longText('bodyEn', 'Text (English)', 'អត្ថបទ (អង់គ្លេស)'), longText('bodyKm', 'Text (Khmer)', 'អត្ថបទ (ខ្មែរ)')],
  }),
  template: kind({
    kind: 'template', group: 'content', label: { en: 'Message templates', km: 'គំរូសារ' }, permission: Permission.UPDATE_TEMPLATE,
    fields: [...names, t('subjectEn', 'Subject (English)', 'ប្រធានបទ (អង់គ្លេស)', { maxLength: 200 }), longText('bodyEn', 'Text (English)', 'អត្ថបទ (អង់គ្លេស)'),
      t('subjectKm', 'Subject (Khmer)', 'ប្រធានបទ (ខ្មែរ)', { maxLength: 200 }), longText('bodyKm', 'Text (Khmer)', 'អត្ថបទ (ខ្មែរ)')],
  }),
  library: kind({
    kind: 'library', group: 'content', label: { en: 'Library', km: 'បណ្ណាល័យ' }, permission: Permission.UPDATE_LIBRARY, readers: 'signed-in',
    fields: [...names, url('url', 'Link', 'តំណ', true), t('description', 'Description', 'ការពិពណ៌នា'),
      { ...choice('category', 'Category', 'ប្រភេទ', HELP_CATEGORIES), required: false }, t('descriptionKm', 'Description (Khmer)', 'ការពិពណ៌នា (ខ្មែរ)')],
    searchable: ['nameEn', 'nameKm', 'description', 'descriptionKm'],
  }),
  video: kind({
    kind: 'video', group: 'content', label: { en: 'Videos', km: 'វីដេអូ' }, permission: Permission.UPDATE_VIDEO, readers: 'signed-in',
    fields: [...names, url('url', 'Link', 'តំណ', true), intOrNull('durationSeconds', 'Length (seconds)', 'រយៈពេល (វិនាទី)', 1, 86_400),
      { ...choice('category', 'Category', 'ប្រភេទ', HELP_CATEGORIES), required: false }, t('description', 'Description (English)', 'ការពិពណ៌នា (អង់គ្លេស)'), t('descriptionKm', 'Description (Khmer)', 'ការពិពណ៌នា (ខ្មែរ)')],
    searchable: ['nameEn', 'nameKm', 'description', 'descriptionKm'], columns: ['nameEn', 'nameKm', 'category'],
  }),
  tag: kind({
    kind: 'tag', group: 'content', label: { en: 'Tags', km: 'ស្លាក' }, permission: Permission.UPDATE_TAG,
    fields: [...names, t('color', 'Colour', 'ពណ៌', { maxLength: 7, pattern: '^#[0-9a-fA-F]{6}$', patternHint: { en: 'e.g. #1e88e5', km: 'ឧ. #1e88e5' } })],
  }),
  wall: kind({
    kind: 'wall', group: 'content', label: { en: 'Wall posts', km: 'ការប្រកាសលើជញ្ជាំង' }, permission: Permission.UPDATE_WALL,
    fields: [nameEn('Title (English)', 'ចំណងជើង (អង់គ្លេស)'), nameKm('Title (Khmer)', 'ចំណងជើង (ខ្មែរ)'), longText('bodyEn', 'Text (English)', 'អត្ថបទ (អង់គ្លេស)'),
      longText('bodyKm', 'Text (Khmer)', 'អត្ថបទ (ខ្មែរ)'), date('publishedOn', 'Published on', 'បានផ្សាយនៅ')],
    defaultSort: 'publishedOn',
  }),
};

export const masterDataDeclaration = (kind: MasterDataKind): MasterDataKindDeclaration => MASTER_DATA_DECLARATIONS[kind];

/** Every field a row of the kind holds besides the bookkeeping: code, parent, validFrom/validTo, the declared fields. */
export function masterDataFieldNames(declaration: MasterDataKindDeclaration): string[] {
  return [
    'code',
    ...(declaration.parent ? ['parent'] : []),
    ...(declaration.effectiveDated ? ['validFrom', 'validTo'] : []),
    ...declaration.fields.map((f) => f.name),
  ];
}
