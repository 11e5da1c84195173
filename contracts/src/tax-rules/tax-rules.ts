/**
 * The Cambodian tax rules as data: the row shapes of the master-data kinds that hold rates, thresholds and due
 * dates, the rule set in force on one date, the four return forms and the computation's answer. Pure types and
 * constants (no decorators, no Node APIs): the BFF and the browser import the same file.
 *
 * Numbers: riel amounts are integers (whole riel). Percentages are integers in basis points (1 bp = 0.01 %, so
 * 10 % = 1000, 1.5 % = 150, 0.1 % = 10). US dollar amounts carry at most two decimals (cents). Dates are calendar
 * days `YYYY-MM-DD`.
 */

/** A calendar day, `YYYY-MM-DD`. */
export type IsoDate = string;

/** English and Khmer text of one label. */
export interface LocalizedText {
  en: string;
  km: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Master-data rows
// ---------------------------------------------------------------------------------------------------------------

/** The master-data kinds (issue 12, spec s6 UPDATE_* codes in kebab-case) that hold the tax rules. */
export const TAX_RULE_KINDS = ['rate', 'threshold', 'tax-code', 'withholding-tax-type', 'patent-tax-payable'] as const;
export type TaxRuleKind = (typeof TAX_RULE_KINDS)[number];

/**
 * What every rule row carries. A rule keeps its `code` across years: a change for next year is a NEW row with the
 * same code and a later `validFrom` (the old row's `validTo` closed the day before, or left open: the latest
 * `validFrom` in force wins), so a return of an earlier period still reads the old row.
 */
export interface EffectiveDatedRow {
  /** Stable, lower case, dot or dash separated (`vat.standard`, `salary-resident.band-3`). */
  code: string;
  /** First day the row is in force (inclusive). */
  validFrom: IsoDate;
  /** Last day the row is in force (inclusive); null while no end is known. */
  validTo: IsoDate | null;
  nameEn: string;
  nameKm: string;
  /** Where the figure comes from (the brief's source, a law, or the decision in docs/decisions.md). */
  source: string;
}

/** How a `rate` row's `value` reads. */
export const RATE_UNITS = ['basis-points', 'riel', 'riel-per-dm2'] as const;
export type RateUnit = (typeof RATE_UNITS)[number];

/**
 * Kind `rate`: a percentage or a fixed riel amount. Rows that share a `bandTable` form a progressive scale (salary
 * bands, sole-proprietor tax on income): each applies its rate to the part of the base above `bandFrom`.
 */
export interface RateRow extends EffectiveDatedRow {
  unit: RateUnit;
  /** Integer: basis points, riel, or riel per dm² per year, as `unit` says. */
  value: number;
  /** Name of the progressive scale the row is one band of; null for a plain rate. */
  bandTable: string | null;
  /** Riel: the band's rate applies to the part of the base above this amount; null for a plain rate. */
  bandFrom: number | null;
}

export const THRESHOLD_UNITS = ['KHR', 'USD', 'days', 'month-of-year'] as const;
export type ThresholdUnit = (typeof THRESHOLD_UNITS)[number];

/** Kind `threshold`: one amount, a number of days, or a month of the year (category ceilings, reliefs, allowances). */
export interface ThresholdRow extends EffectiveDatedRow {
  unit: ThresholdUnit;
  /** Integer in `unit`: whole riel, whole dollars, days, or a month 1-12. */
  value: number;
}

export const TAX_RETURN_TYPES = ['patent', 'stamp', 'monthly', 'annual'] as const;
export type TaxReturnType = (typeof TAX_RETURN_TYPES)[number];

/** How a due date follows from the period. */
export const DUE_RULES = ['day-of-next-month', 'day-of-year', 'months-after-period-end', 'months-after-document'] as const;
export type DueRule = (typeof DUE_RULES)[number];

/**
 * Kind `tax-code`: a return the firm files, with its due-date rule (the due-date calendar). Codes in the seed:
 * `patent`, `stamp`, `stamp-signboard`, `monthly`, `monthly-small`, `annual`. One period's exception (a moved due
 * day) is a row of the same code valid for that period only: the latest `validFrom` in force wins.
 *
 * - `day-of-next-month`: `dueDay` of the month after the period (monthly: 25).
 * - `day-of-year`: `dueMonth`/`dueDay` of the period's year (patent: 31 March); with `startGraceDays`, a start (an
 *   activity, a signboard) later in the year is due that many days after it, if that is later.
 * - `months-after-period-end`: last day of the `dueMonths`-th month after the period's last month (annual: 3).
 * - `months-after-document`: the document date plus `dueMonths` months (stamp: 3).
 */
export interface TaxCodeRow extends EffectiveDatedRow {
  returnType: TaxReturnType;
  dueRule: DueRule;
  dueDay: number | null;
  dueMonth: number | null;
  dueMonths: number | null;
  startGraceDays: number | null;
}

/** Kind `withholding-tax-type`: the rate withheld from a resident and from a non-resident payee (null: not withheld). */
export interface WithholdingTaxTypeRow extends EffectiveDatedRow {
  residentBasisPoints: number | null;
  nonResidentBasisPoints: number | null;
}

export const TAXPAYER_CATEGORIES = ['small', 'medium', 'large'] as const;
export type TaxpayerCategory = (typeof TAXPAYER_CATEGORIES)[number];

/**
 * Kind `patent-tax-payable`: the yearly patent tax of a category; several rows of one category split it by turnover
 * (large: up to KHR 10 bn, above). The row with the highest `turnoverAbove` below the turnover applies.
 */
export interface PatentTaxPayableRow extends EffectiveDatedRow {
  category: TaxpayerCategory;
  /** Riel, exclusive: the row applies to a turnover above this; null for any turnover. */
  turnoverAbove: number | null;
  /** Riel per activity per year. */
  amount: number;
}

/** Every rule row, by the master-data kind that holds it (what the BFF reads from master data). */
export interface TaxRuleRows {
  rate: readonly RateRow[];
  threshold: readonly ThresholdRow[];
  'tax-code': readonly TaxCodeRow[];
  'withholding-tax-type': readonly WithholdingTaxTypeRow[];
  'patent-tax-payable': readonly PatentTaxPayableRow[];
}

/** The rows in force on one date: at most one row per kind and code. Plain data (serialisable). */
export interface TaxRuleSet {
  /** The date the rows were picked for (the period's first day, or a stamp document's date). */
  date: IsoDate;
  rate: RateRow[];
  threshold: ThresholdRow[];
  'tax-code': TaxCodeRow[];
  'withholding-tax-type': WithholdingTaxTypeRow[];
  'patent-tax-payable': PatentTaxPayableRow[];
}

/**
 * Rule codes the computation reads. Each names a row that must be in force for the period (the seed holds them all
 * from 2024-01-01); renaming one is a data migration.
 */
export const RULE_CODES = {
  rate: {
    ptoi: 'ptoi',
    ptoiQipHoliday: 'ptoi.qip-holiday',
    vatStandard: 'vat.standard',
    vatExport: 'vat.export',
    vatSmallDeemedInputCredit: 'vat.small-taxpayer.deemed-input-credit',
    salaryResidentTable: 'salary-resident',
    salaryNonResident: 'salary.non-resident',
    fringeBenefits: 'salary.fringe-benefits',
    specificTaxPrefix: 'specific-tax.',
    publicLighting: 'public-lighting',
    accommodation: 'accommodation',
    toiPrefix: 'toi.',
    toiSoleProprietorTable: 'toi-sole-proprietor',
    minimumTax: 'minimum-tax',
    patentHalfYearShare: 'patent.half-year-share',
    stampPrefix: 'stamp.',
    signboardPrefix: 'signboard.',
    signboardHalfYearShare: 'signboard.half-year-share',
    penaltyPrefix: 'penalty.',
    interestMonthly: 'interest.monthly',
  },
  threshold: {
    roundingIncrement: 'rounding.increment',
    categorySmallMin: 'category.small.min',
    categorySmallQuarterTrigger: 'category.small.quarter-trigger',
    categorySmallMaxPrefix: 'category.small.max.',
    categoryMediumMaxPrefix: 'category.medium.max.',
    dependantAllowance: 'salary.dependant-allowance',
    firstHomeRelief: 'stamp.first-home-relief',
    laterHomeRelief: 'stamp.later-home-relief',
    patentHalfYearFromMonth: 'patent.half-year-from-month',
    signboardHalfYearFromMonth: 'signboard.half-year-from-month',
    interestPartMonthMinDays: 'interest.part-month-min-days',
  },
  taxCode: {
    patent: 'patent',
    stamp: 'stamp',
    stampSignboard: 'stamp-signboard',
    monthly: 'monthly',
    monthlySmall: 'monthly-small',
    annual: 'annual',
  },
} as const;

/** Kinds a return of each type reads (ruleSetForReturn refuses the period when one has no row in force). */
export const RULE_KINDS_BY_RETURN: Readonly<Record<TaxReturnType, readonly TaxRuleKind[]>> = {
  patent: ['rate', 'threshold', 'tax-code', 'patent-tax-payable'],
  stamp: ['rate', 'threshold', 'tax-code'],
  monthly: ['rate', 'threshold', 'tax-code', 'withholding-tax-type'],
  annual: ['rate', 'threshold', 'tax-code'],
};

// ---------------------------------------------------------------------------------------------------------------
// Periods
// ---------------------------------------------------------------------------------------------------------------

/** The period of a return on the wire: a year for patent and annual, a month for monthly, the document's date for stamp. */
export const TAX_PERIOD_PATTERNS: Readonly<Record<TaxReturnType, RegExp>> = {
  patent: /^\d{4}$/,
  annual: /^\d{4}$/,
  monthly: /^\d{4}-(0[1-9]|1[0-2])$/,
  stamp: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
};
export const TAX_PERIOD_FORMATS: Readonly<Record<TaxReturnType, string>> = {
  patent: 'YYYY',
  annual: 'YYYY',
  monthly: 'YYYY-MM',
  stamp: 'YYYY-MM-DD',
};

// ---------------------------------------------------------------------------------------------------------------
// Forms (the wire names of issue 13)
// ---------------------------------------------------------------------------------------------------------------

export const TAXPAYER_SECTORS = ['agriculture', 'services', 'industry'] as const;
/** Prakas 009 sectors: `services` is services and commerce. */
export type TaxpayerSector = (typeof TAXPAYER_SECTORS)[number];

/** Only sole proprietorships and partnerships can be small; every other form is at least medium. */
export const TAXPAYER_LEGAL_FORMS = ['sole-proprietorship', 'partnership', 'company', 'ngo', 'state-body'] as const;
export type TaxpayerLegalForm = (typeof TAXPAYER_LEGAL_FORMS)[number];

/** What a computation needs to know about the client (from the taxpayer registry). */
export interface TaxClientContext {
  category: TaxpayerCategory;
  /** A qualified investment project in its tax holiday: no prepayment of tax on income. */
  qipTaxHoliday?: boolean;
  /** SME patent exemption (registration + 2 years): patent tax is 0 for a year starting on or before this day. */
  patentExemptUntil?: IsoDate | null;
}

export interface PatentActivity {
  name: string;
  /** Gazetteer province code, 2 digits. */
  provinceCode: string;
  startDate: IsoDate;
}
export interface PatentForm {
  activities: PatentActivity[];
  /** Riel. Chooses the large category's tariff (up to or above KHR 10 bn). */
  annualTurnover: number;
  /** Default: the client's category. */
  category?: TaxpayerCategory;
}

export const STAMP_INSTRUMENTS = [
  'immovable-property', 'vehicle', 'share-transfer', 'state-supply-contract', 'legal-document', 'signboard',
] as const;
export type StampInstrument = (typeof STAMP_INSTRUMENTS)[number];
/** Instruments taxed on a value (the others are per document or per dm²). */
export const VALUED_STAMP_INSTRUMENTS: readonly StampInstrument[] = ['immovable-property', 'vehicle', 'share-transfer', 'state-supply-contract'];

export const TAX_CURRENCIES = ['KHR', 'USD'] as const;
export type TaxCurrency = (typeof TAX_CURRENCIES)[number];

export interface StampForm {
  instrument: StampInstrument;
  /** In `currency`: whole riel, or dollars with at most 2 decimals. Required for the valued instruments. */
  contractValue?: number;
  /** MEF reference value (Prakas 343), immovable property only, in `currency`. */
  referenceValue?: number | null;
  /** Default KHR. */
  currency?: TaxCurrency;
  /** KHR per USD used for this document; required with USD amounts or a dollar relief. */
  exchangeRate?: number | null;
  /** A first home bought from a registered developer (Notification 020): USD 210,000 relief. */
  firstHome?: boolean;
  /** A second or later home (Notification 020): USD 70,000 relief. Not with `firstHome`. */
  laterHome?: boolean;
  /** Signboard only: area in whole dm². */
  areaDm2?: number;
  lit?: boolean;
  foreignScript?: boolean;
  installedOn?: IsoDate;
}

export interface MonthlyVatInput {
  /** Taxable sales, VAT excluded. */
  sales?: number;
  /** Zero-rated export sales. */
  exportSales?: number;
  /** Creditable purchases, VAT excluded (ignored for small taxpayers: the deemed credit replaces them). */
  purchases?: number;
  /** VAT credit carried from the previous month (ignored for small taxpayers). */
  creditBroughtForward?: number;
}
export interface MonthlySalaryLine {
  employee: string;
  resident: boolean;
  /** Monthly taxable salary, riel. */
  gross: number;
  /** Non-working spouse and children (residents only). */
  dependants?: number;
  /** Value of the month's fringe benefits (market value, taxes included), riel. */
  fringeBenefits?: number;
}
export interface MonthlyWithholdingLine {
  payee: string;
  /** A `withholding-tax-type` code in force for the period. */
  type: string;
  resident: boolean;
  /** Riel paid (the gross, or what the payee received when `netOfTax`). */
  amount: number;
  /** The payee received `amount` clear of tax: the base is grossed up. */
  netOfTax?: boolean;
}
/** One product's specific tax base: `product` is the rate code without `specific-tax.` (e.g. `entertainment`). */
export interface MonthlySpecificTaxLine {
  product: string;
  base: number;
}
export interface MonthlyForm {
  /** Turnover of the month, all taxes included except VAT: the prepayment's base. */
  turnover?: number;
  vat?: MonthlyVatInput;
  salaries?: MonthlySalaryLine[];
  withholdings?: MonthlyWithholdingLine[];
  /** The issue names one base; specific tax rates differ by product, so the base is given per product. */
  specificTax?: MonthlySpecificTaxLine[];
  /** Sales of alcohol and tobacco: public lighting tax base. */
  publicLighting?: number;
  /** Accommodation services: accommodation tax base. */
  accommodation?: number;
}

export const ANNUAL_RATE_CLASSES = ['standard', 'natural-resources', 'insurance', 'qip-holiday', 'sole-proprietor'] as const;
export type AnnualRateClass = (typeof ANNUAL_RATE_CLASSES)[number];

export interface AnnualForm {
  /** Turnover of the year, VAT excluded (gross premiums for insurance). */
  turnover: number;
  /** Taxable income of the year before losses brought forward; negative for a tax loss. */
  taxableIncome: number;
  rateClass: AnnualRateClass;
  /** Proper accounting records kept (Prakas 638): no minimum tax. */
  properRecords: boolean;
  lossesBroughtForward?: number;
  /** Prepayments of tax on income paid for the year (default, filled by the BFF: the PToI of the year's filed monthly returns). */
  prepaymentCredits?: number;
  /** Advance tax on income paid on dividends distributed during the year: a credit like the prepayments. */
  dividendTaxCredits?: number;
}

export type TaxReturnForm = PatentForm | StampForm | MonthlyForm | AnnualForm;
export interface TaxFormByType {
  patent: PatentForm;
  stamp: StampForm;
  monthly: MonthlyForm;
  annual: AnnualForm;
}

/** Limits of the forms, declared once: the DTOs and the web forms use them. */
export const TAX_RETURN_LIMITS = {
  maxActivities: 50,
  /**
   * Employees per monthly return. Measured (Node 20, one core): the DTO validates a line in about 0.1 ms and the
   * rules compute one in about 0.03 ms, so 2,000 lines cost the BFF about 0.25 s and the browser's preview about
   * 60 ms. A larger payroll needs an import path of its own, not a bigger form.
   */
  maxSalaries: 2_000,
  maxWithholdings: 1_000,
  maxSpecificTaxLines: 50,
  maxDependants: 20,
  /** Riel, and dollars: any single amount. */
  maxAmount: 1_000_000_000_000_000,
  maxAreaDm2: 1_000_000,
  maxNameLength: 200,
  /** KHR per USD (the same bounds as the daily exchange rate). */
  exchangeRate: { min: 1_000, max: 10_000 },
} as const;

// ---------------------------------------------------------------------------------------------------------------
// The answer
// ---------------------------------------------------------------------------------------------------------------

/**
 * The rate of a line, as it was in force. A line's magnitude is always reached from its base and rate alone:
 * - `percent`: round(base × basisPoints / 10,000 × months × share)
 * - `progressive`: round(base × basisPoints / 10,000 − deduction) (the band's "quick formula"; the same as the
 *   sum over the bands)
 * - `per-unit`: round(base × amount × share), base counting `unit`s
 * - `none`: the base itself (a credit, a carried amount)
 * Rounding: half up (away from zero) to the rounding increment in force (threshold `rounding.increment`).
 */
export type LineRate =
  | { kind: 'percent'; basisPoints: number; ruleCode: string; months?: number }
  | { kind: 'progressive'; basisPoints: number; deduction: number; ruleCode: string }
  | { kind: 'per-unit'; amount: number; unit: 'activity' | 'document' | 'dm2' | 'dependant'; ruleCode: string }
  | { kind: 'none' };

/**
 * - `tax`: adds to the total.
 * - `credit`: subtracts (input VAT, credits, reliefs); its amount is negative.
 * - `carry-forward`: the part of a credit not used this period, carried to the next; added back so that credits
 *   never make another tax negative (the VAT lines of a month in credit sum to zero).
 * - `info`: shown for the record (the tax on income when the minimum tax applies, the dependant allowance, losses
 *   used); not counted.
 */
export type TaxLineKind = 'tax' | 'credit' | 'carry-forward' | 'info';

/** A USD amount behind a riel base: the original and the rate used (Instruction 26118). */
export interface OriginalAmount {
  currency: 'USD';
  amount: number;
  /** KHR per USD. */
  exchangeRate: number;
}

export interface TaxReturnLine {
  code: string;
  label: LocalizedText;
  kind: TaxLineKind;
  /** Riel (or units for a per-unit rate). */
  base: number;
  rate: LineRate;
  /** Whole riel; negative for a credit. */
  amount: number;
  /** A share of the rate (50 % for a patent or signboard started in the second half of the year). */
  share?: { basisPoints: number; ruleCode: string };
  /** The base came from dollars. */
  original?: OriginalAmount;
  /** The base was grossed up from this net amount (withholding net of tax). */
  grossedUpFrom?: number;
}

/** A remark on the computation (a relief not in force, an input the variant ignores). */
export interface TaxNote {
  code: string;
  label: LocalizedText;
}

export interface TaxCarryForward {
  /** VAT credit to bring forward next month. */
  vatCredit: number;
  /** Tax on income prepaid beyond the year's liability. */
  toiCredit: number;
  /** Tax losses still to deduct from later years. */
  losses: number;
}

/** The answer of a computation (POST api/tax-returns/compute). totalDue is the sum of the lines that are not `info`. */
export interface TaxComputation {
  type: TaxReturnType;
  period: string;
  lines: TaxReturnLine[];
  totalDue: number;
  dueDate: IsoDate;
  /** The date whose rules were used (the period's first day, or the stamp document's date). */
  rulesDate: IsoDate;
  carryForward: TaxCarryForward;
  notes: TaxNote[];
}

export const NEGLIGENCE_LEVELS = ['ordinary', 'serious', 'unilateral'] as const;
/** Law on Taxation 2023 art. 231: late or under-declared < 10 % / > 10 % or unpaid after a reminder / assessed by the GDT. */
export type NegligenceLevel = (typeof NEGLIGENCE_LEVELS)[number];

export interface PenaltyEstimate {
  monthsLate: number;
  lines: TaxReturnLine[];
  total: number;
}

/**
 * What paying a return asks for on a day: the tax still unpaid, the penalty and interest estimated on that day (0 on
 * or before the due date), and their sum: what the payer is charged.
 */
export interface TaxPaymentDue {
  tax: number;
  penalty: number;
  total: number;
}

export interface CategoryDerivation {
  category: TaxpayerCategory;
  /** False when the turnover is below every registration trigger (the taxpayer may still register, as small). */
  registrationRequired: boolean;
  /** The threshold codes that decided it. */
  ruleCodes: string[];
}

export interface AmendmentDifference {
  /** New total due minus what was paid: positive to pay, negative to refund. */
  difference: number;
  toPay: number;
  toRefund: number;
}
