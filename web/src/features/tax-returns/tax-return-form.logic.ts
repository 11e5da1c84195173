import { formatNumber } from '../../lib/format';
import {
  ANNUAL_RATE_CLASSES, RULE_CODES, STAMP_INSTRUMENTS, TAXPAYER_CATEGORIES, TAX_CURRENCIES, TAX_PERIOD_FORMATS, TAX_RETURN_LIMITS, TaxFormError, TaxRuleError, computeReturn, isTaxPeriod,
  type AnnualRateClass, type LocalizedText, type StampInstrument, type TaxComputation, type TaxCurrency,
  type TaxpayerCategory, type TaxReturnForm, type TaxReturnRulesAnswer, type TaxReturnType, type TaxRuleSet,
} from '@cis/contracts';
import { isRecord } from '../../lib/guards';
import { validationCount } from '../../lib/validation-plural';

/**
 * The forms of the four returns as the screen holds them while they are typed (blank amounts are null, list rows
 * may be half filled), and what is sent: `wireForm` leaves blanks and empty rows out, so a draft being typed is a
 * valid partial form. The preview runs the contracts' own `computeReturn` on it with the period's rule rows.
 */

/**
 * A return's form as the screen sends, previews and merges it: its fields by name. Not typed as the contracts'
 * TaxReturnForm because it is not one yet: a draft is partial on purpose (blank required fields are left out, so a
 * half-typed draft saves and previews), and the contracts have no type for a half-typed form. computeReturn and
 * the BFF check every field at run time and name the one missing.
 */
export type FormFields = Record<string, unknown>;

type Amount = number | null;
export interface ActivityDraft { name: string; provinceCode: string | null; startDate: string }
export interface SalaryDraft { employee: string; resident: boolean; gross: Amount; dependants: Amount; fringeBenefits: Amount }
export interface WithholdingDraft { payee: string; type: string | null; resident: boolean; amount: Amount; netOfTax: boolean }
export interface SpecificTaxDraft { product: string | null; base: Amount }

export interface PatentDraft { activities: ActivityDraft[]; annualTurnover: Amount; category: TaxpayerCategory | null }
export interface StampDraft {
  instrument: StampInstrument | null; contractValue: Amount; referenceValue: Amount; currency: TaxCurrency; exchangeRate: Amount;
  firstHome: boolean; laterHome: boolean; areaDm2: Amount; lit: boolean; foreignScript: boolean; installedOn: string;
}
export interface MonthlyDraft {
  turnover: Amount;
  vat: { sales: Amount; exportSales: Amount; purchases: Amount; creditBroughtForward: Amount };
  salaries: SalaryDraft[];
  withholdings: WithholdingDraft[];
  specificTax: SpecificTaxDraft[];
  publicLighting: Amount;
  accommodation: Amount;
}
export interface AnnualDraft {
  turnover: Amount; taxableIncome: Amount; rateClass: AnnualRateClass; properRecords: boolean; lossesBroughtForward: Amount;
  prepaymentCredits: Amount;
  /** Not typed on this form, but a stored value is kept through an edit. */
  dividendTaxCredits: Amount;
}
export interface DraftByType { patent: PatentDraft; stamp: StampDraft; monthly: MonthlyDraft; annual: AnnualDraft }
export type AnyDraft = DraftByType[TaxReturnType];
/** A draft with the return type it is for: a switch on `type` narrows `draft`. */
export type TypedDraft = { [T in TaxReturnType]: { type: T; draft: DraftByType[T] } }[TaxReturnType];

export const EMPTY_ROWS = {
  activity: (): ActivityDraft => ({ name: '', provinceCode: null, startDate: '' }),
  salary: (): SalaryDraft => ({ employee: '', resident: true, gross: null, dependants: null, fringeBenefits: null }),
  withholding: (): WithholdingDraft => ({ payee: '', type: null, resident: true, amount: null, netOfTax: false }),
  specificTax: (): SpecificTaxDraft => ({ product: null, base: null }),
};

/** The most rows each list takes (contracts' limits). */
export const LIST_LIMITS = {
  activities: TAX_RETURN_LIMITS.maxActivities,
  salaries: TAX_RETURN_LIMITS.maxSalaries,
  withholdings: TAX_RETURN_LIMITS.maxWithholdings,
  specificTax: TAX_RETURN_LIMITS.maxSpecificTaxLines,
} as const;

export function emptyDraft<T extends TaxReturnType>(type: T): DraftByType[T] {
  const drafts: DraftByType = {
    patent: { activities: [EMPTY_ROWS.activity()], annualTurnover: null, category: null },
    stamp: {
      instrument: null, contractValue: null, referenceValue: null, currency: 'KHR', exchangeRate: null, firstHome: false, laterHome: false,
      areaDm2: null, lit: false, foreignScript: false, installedOn: '',
    },
    monthly: {
      turnover: null, vat: { sales: null, exportSales: null, purchases: null, creditBroughtForward: null },
      salaries: [], withholdings: [], specificTax: [], publicLighting: null, accommodation: null,
    },
    annual: {
      turnover: null, taxableIncome: null, rateClass: 'standard', properRecords: true, lossesBroughtForward: null, prepaymentCredits: null,
      dividendTaxCredits: null,
    },
  };
  return drafts[type];
}

// A stored form is data from the server: its fields are read with these checks, not taken on trust.
/** An object's own fields by name (a typed form or draft read field by field). */
export const fieldsOf = (value: object): Record<string, unknown> => Object.fromEntries(Object.entries(value));
const amount = (value: unknown, blank: Amount): Amount => (typeof value === 'number' ? value : blank);
const text = (value: unknown, blank: string): string => (typeof value === 'string' ? value : blank);
const flag = (value: unknown, blank: boolean): boolean => (typeof value === 'boolean' ? value : blank);
const textOrNull = (value: unknown, blank: string | null): string | null => (typeof value === 'string' ? value : blank);
const oneOf = <V extends string>(values: readonly V[], value: unknown, blank: V | null): V | null =>
  values.find((v) => v === value) ?? blank;
/** A stored list's rows, each read onto the blank row (a list not stored keeps the blank draft's rows). */
const rowsOf = <R>(value: unknown, blank: R[], read: (row: Record<string, unknown>) => R): R[] =>
  (Array.isArray(value) ? value.filter(isRecord).map(read) : blank);

/** How each type's stored form reads back into its draft: fields it leaves out (or null) stay as the blank draft has them. */
const DRAFT_READERS: { [T in TaxReturnType]: (stored: Record<string, unknown>, empty: DraftByType[T]) => DraftByType[T] } = {
  patent: (f, e) => ({
    activities: rowsOf(f.activities, e.activities, (r) => {
      const b = EMPTY_ROWS.activity();
      return { name: text(r.name, b.name), provinceCode: textOrNull(r.provinceCode, b.provinceCode), startDate: text(r.startDate, b.startDate) };
    }),
    annualTurnover: amount(f.annualTurnover, e.annualTurnover),
    category: oneOf(TAXPAYER_CATEGORIES, f.category, e.category),
  }),
  stamp: (f, e) => ({
    instrument: oneOf(STAMP_INSTRUMENTS, f.instrument, e.instrument), contractValue: amount(f.contractValue, e.contractValue),
    referenceValue: amount(f.referenceValue, e.referenceValue), currency: oneOf(TAX_CURRENCIES, f.currency, null) ?? e.currency,
    exchangeRate: amount(f.exchangeRate, e.exchangeRate), firstHome: flag(f.firstHome, e.firstHome), laterHome: flag(f.laterHome, e.laterHome),
    areaDm2: amount(f.areaDm2, e.areaDm2), lit: flag(f.lit, e.lit), foreignScript: flag(f.foreignScript, e.foreignScript),
    installedOn: text(f.installedOn, e.installedOn),
  }),
  monthly: (f, e) => {
    const vat = isRecord(f.vat) ? f.vat : {};
    return {
      turnover: amount(f.turnover, e.turnover),
      vat: {
        sales: amount(vat.sales, e.vat.sales), exportSales: amount(vat.exportSales, e.vat.exportSales),
        purchases: amount(vat.purchases, e.vat.purchases), creditBroughtForward: amount(vat.creditBroughtForward, e.vat.creditBroughtForward),
      },
      salaries: rowsOf(f.salaries, e.salaries, (r) => {
        const b = EMPTY_ROWS.salary();
        return {
          employee: text(r.employee, b.employee), resident: flag(r.resident, b.resident), gross: amount(r.gross, b.gross),
          dependants: amount(r.dependants, b.dependants), fringeBenefits: amount(r.fringeBenefits, b.fringeBenefits),
        };
      }),
      withholdings: rowsOf(f.withholdings, e.withholdings, (r) => {
        const b = EMPTY_ROWS.withholding();
        return {
          payee: text(r.payee, b.payee), type: textOrNull(r.type, b.type), resident: flag(r.resident, b.resident),
          amount: amount(r.amount, b.amount), netOfTax: flag(r.netOfTax, b.netOfTax),
        };
      }),
      specificTax: rowsOf(f.specificTax, e.specificTax, (r) => {
        const b = EMPTY_ROWS.specificTax();
        return { product: textOrNull(r.product, b.product), base: amount(r.base, b.base) };
      }),
      publicLighting: amount(f.publicLighting, e.publicLighting),
      accommodation: amount(f.accommodation, e.accommodation),
    };
  },
  annual: (f, e) => ({
    turnover: amount(f.turnover, e.turnover), taxableIncome: amount(f.taxableIncome, e.taxableIncome),
    rateClass: oneOf(ANNUAL_RATE_CLASSES, f.rateClass, null) ?? e.rateClass, properRecords: flag(f.properRecords, e.properRecords),
    lossesBroughtForward: amount(f.lossesBroughtForward, e.lossesBroughtForward), prepaymentCredits: amount(f.prepaymentCredits, e.prepaymentCredits),
    dividendTaxCredits: amount(f.dividendTaxCredits, e.dividendTaxCredits),
  }),
};

/** A stored form back into the screen's draft (fields it leaves out are blank). */
export function draftOf<T extends TaxReturnType>(type: T, form: TaxReturnForm | FormFields | null | undefined): DraftByType[T] {
  return DRAFT_READERS[type](form ? fieldsOf(form) : {}, emptyDraft(type));
}

/** The typed draft of a type: blank, or read from a stored form. */
export function typedDraftOf(type: TaxReturnType, form?: TaxReturnForm | FormFields | null): TypedDraft {
  switch (type) {
    case 'patent': return { type, draft: draftOf(type, form) };
    case 'stamp': return { type, draft: draftOf(type, form) };
    case 'monthly': return { type, draft: draftOf(type, form) };
    case 'annual': return { type, draft: draftOf(type, form) };
  }
}

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** An object without its blank fields (text trimmed). */
function compact(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (blank(value)) continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

/** A list row counts once something other than its yes/no switches is typed. */
const typed = (row: Record<string, unknown>) => Object.values(row).some((v) => !blank(v) && typeof v !== 'boolean');

/** What is sent (create, PATCH, preview): blanks and untouched rows left out, fields of another instrument dropped. */
export function wireForm(type: TaxReturnType, draft: AnyDraft): FormFields {
  const out: FormFields = {};
  for (const [key, value] of Object.entries(fieldsOf(draft))) {
    if (Array.isArray(value)) {
      const rows = value.filter(isRecord).filter(typed).map(compact);
      if (rows.length > 0 || key === 'activities') out[key] = rows;
    } else if (isRecord(value)) {
      const inner = compact(value);
      if (Object.keys(inner).length > 0) out[key] = inner;
    } else if (!blank(value)) {
      out[key] = typeof value === 'string' ? value.trim() : value;
    }
  }
  if (type === 'stamp') {
    if (out.instrument !== 'signboard') for (const key of ['areaDm2', 'lit', 'foreignScript', 'installedOn']) delete out[key];
    else for (const key of ['contractValue', 'referenceValue', 'firstHome', 'laterHome']) delete out[key];
    if (out.instrument !== 'immovable-property') for (const key of ['referenceValue', 'firstHome', 'laterHome']) delete out[key];
    if (out.currency !== 'USD') delete out.exchangeRate;
    if (out.firstHome === false) delete out.firstHome;
    if (out.laterHome === false) delete out.laterHome;
  }
  if (type === 'monthly') {
    // A withholding keeps netOfTax only when set (false is the default).
    for (const row of Array.isArray(out.withholdings) ? out.withholdings.filter(isRecord) : []) if (row.netOfTax === false) delete row.netOfTax;
  }
  return out;
}

/** Whether a period is written as the type asks (YYYY, YYYY-MM, or a real YYYY-MM-DD day for stamp). */
export const periodOk = (type: TaxReturnType, period: string) => isTaxPeriod(type, period.trim());
export const periodFormat = (type: TaxReturnType) => TAX_PERIOD_FORMATS[type];

/** The period a new return is usually for: last month (monthly), last year (annual), this year (patent), today (stamp). */
export function defaultPeriod(type: TaxReturnType, today: Date): string {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth();
  switch (type) {
    case 'monthly': {
      const d = new Date(Date.UTC(y, m - 1, 1));
      return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    }
    case 'annual': return String(y - 1);
    case 'patent': return String(y);
    default: return today.toISOString().slice(0, 10);
  }
}

export type Preview =
  | { kind: 'computed'; computation: TaxComputation }
  | { kind: 'incomplete'; field: string; message: string; code?: string; params?: Record<string, string | number> };

/**
 * The live preview: the same pure computation the BFF runs, on the rule rows of the period fetched once. A form the
 * rules cannot compute yet names the field it waits for.
 */
export function previewOf(type: TaxReturnType, period: string, form: FormFields, rules: TaxReturnRulesAnswer): Preview {
  try {
    // A form typed in is not proved to be of `type` (see FormFields): computeReturn takes it as such (UncheckedReturnInput),
    // checks it field by field and names what is missing.
    const computation = computeReturn({ type, period, form, client: rules.client, ruleSet: rules.rules });
    return { kind: 'computed', computation };
  } catch (error) {
    if (error instanceof TaxFormError) return { kind: 'incomplete', field: error.field, message: error.message, code: error.code, params: error.params };
    if (error instanceof TaxRuleError) return { kind: 'incomplete', field: 'period', message: error.message, code: error.code, params: { period } };
    return { kind: 'incomplete', field: 'form', message: error instanceof Error ? error.message : String(error) };
  }
}

/** Withholding types in force for the period (their codes and names, from the rule rows). */
export function withholdingTypes(rules: TaxRuleSet | null): { code: string; name: LocalizedText }[] {
  return (rules?.['withholding-tax-type'] ?? []).map((row) => ({ code: row.code, name: { en: row.nameEn, km: row.nameKm } }));
}

/** Specific-tax products in force (rate rows `specific-tax.<product>`), by product code. */
export function specificTaxProducts(rules: TaxRuleSet | null): { code: string; name: LocalizedText }[] {
  const prefix = RULE_CODES.rate.specificTaxPrefix;
  return (rules?.rate ?? []).filter((row) => row.code.startsWith(prefix))
    .map((row) => ({ code: row.code.slice(prefix.length), name: { en: row.nameEn, km: row.nameKm } }));
}

// ---------------------------------------------------------------------------------------------------------------
// A stale save (409 taxReturnStale): both versions side by side, merged field by field, nothing lost
// ---------------------------------------------------------------------------------------------------------------

export interface StaleChange { version: number; changedBy: string | null; changedAt: string | null; form: FormFields }

/** The other change a 409 taxReturnStale carries in its details (null for any other refusal). */
export function staleChangeOf(error: unknown): StaleChange | null {
  const envelope = isRecord(error) && isRecord(error.envelope) ? error.envelope : null;
  if (!envelope || envelope.code !== 'taxReturnStale' || !isRecord(envelope.details)) return null;
  const d = envelope.details;
  if (typeof d.version !== 'number' || !isRecord(d.form)) return null;
  return {
    version: d.version, form: d.form,
    changedBy: typeof d.changedBy === 'string' ? d.changedBy : null, changedAt: typeof d.changedAt === 'string' ? d.changedAt : null,
  };
}

/** The form's fields (top level: a list is one field) where mine and theirs differ. */
export function conflictingFields(mine: FormFields, theirs: FormFields): string[] {
  const a = fieldsOf(mine);
  const b = fieldsOf(theirs);
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((key) => JSON.stringify(a[key] ?? null) !== JSON.stringify(b[key] ?? null)).sort();
}

export type MergeChoice = 'mine' | 'theirs';

/**
 * The side each conflicting field starts on: theirs where this user did not change the field since the last save
 * (`base`), mine where they did. Taking the defaults keeps both changes; the user may still pick either side.
 */
export function defaultChoices(base: FormFields, mine: FormFields, theirs: FormFields): Record<string, MergeChoice> {
  const before = fieldsOf(base);
  const a = fieldsOf(mine);
  const same = (x: unknown, y: unknown) => JSON.stringify(x ?? null) === JSON.stringify(y ?? null);
  return Object.fromEntries(conflictingFields(mine, theirs).map((key) => [key, same(a[key], before[key]) ? 'theirs' : 'mine']));
}

/** Their form with each conflicting field taken from the side chosen (mine unless said otherwise). */
export function mergeForms(mine: FormFields, theirs: FormFields, choices: Record<string, MergeChoice>): FormFields {
  const a = fieldsOf(mine);
  const out = fieldsOf(theirs);
  for (const key of conflictingFields(mine, theirs)) {
    if ((choices[key] ?? 'mine') !== 'mine') continue;
    if (a[key] === undefined) delete out[key];
    else out[key] = a[key];
  }
  return out;
}

/** A field's value as the merge dialog shows it (lists as their rows' main text). */
export function describeValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value.map((row) => Object.values(isRecord(row) ? row : { row }).filter((v) => typeof v !== 'boolean').join(' ')).join('; ');
  }
  if (typeof value === 'object') return Object.entries(value).map(([k, v]) => `${k}: ${String(v)}`).join(', ');
  return String(value);
}

/** Inner field names of the rules' refusals as the form labels them. */
const INNER_FIELD: Record<string, string> = { name: 'activityName', provinceCode: 'province', type: 'withholdingType', amount: 'amountPaid' };

/** A refusal's dotted field (`activities.0.provinceCode`) in the form's words: "Business activities 1 · Province". */
export function fieldName(field: string, t: (key: string, options?: Record<string, unknown>) => string): string {
  const [top, index, inner] = field.split('.');
  const label = (key: string) => t(`taxReturns.form.field.${key}`, { defaultValue: key });
  let text = top === 'period' ? t('taxReturns.field.period') : label(top ?? field);
  if (index !== undefined && /^\d+$/.test(index)) text += ` ${Number(index) + 1}`;
  else if (index !== undefined) text += ` · ${label(index)}`;
  if (inner) text += ` · ${label(INNER_FIELD[inner] ?? inner)}`;
  return text;
}

/** The rules of a field left out: the preview waits for it ("Still to fill in …"). */
const LEFT_OUT = new Set(['isDefined', 'isNotEmpty', 'required']);

/**
 * What the preview says of a form it cannot compute yet: a field left out is still to fill in; a field filled in
 * but refused (a start after the year, both home reliefs, a negative amount) says why, as the BFF's refusal would.
 */
export function incompleteText(
  preview: { field: string; code?: string; params?: Record<string, string | number> },
  t: (key: string, options?: Record<string, unknown>) => string, lang: string,
): string {
  const field = fieldName(preview.field, t);
  if (preview.code && !LEFT_OUT.has(preview.code)) {
    const params: Record<string, unknown> = { field };
    for (const [key, value] of Object.entries(preview.params ?? {})) params[key] = typeof value === 'number' ? formatNumber(value, lang) : value;
    const text = t(`error.validation.${preview.code}`, { ...params, ...validationCount(preview.code, preview.params), defaultValue: '' });
    if (text) return text;
  }
  return t('taxReturns.form.incomplete', { field });
}
