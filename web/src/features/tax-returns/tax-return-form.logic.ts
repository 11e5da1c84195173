import {
  RULE_CODES, TAX_PERIOD_FORMATS, TAX_RETURN_LIMITS, TaxFormError, TaxRuleError, computeReturn, isTaxPeriod,
  type AnnualRateClass, type ComputeReturnInput, type LocalizedText, type StampInstrument, type TaxComputation, type TaxCurrency,
  type TaxpayerCategory, type TaxReturnForm, type TaxReturnRulesAnswer, type TaxReturnType, type TaxRuleSet,
} from '@cis/contracts';

/**
 * The forms of the four returns as the screen holds them while they are typed (blank amounts are null, list rows
 * may be half filled), and what is sent: `wireForm` leaves blanks and empty rows out, so a draft being typed is a
 * valid partial form. The preview runs the contracts' own `computeReturn` on it with the period's rule rows.
 */

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
}
export interface DraftByType { patent: PatentDraft; stamp: StampDraft; monthly: MonthlyDraft; annual: AnnualDraft }
export type AnyDraft = DraftByType[TaxReturnType];

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
    annual: { turnover: null, taxableIncome: null, rateClass: 'standard', properRecords: true, lossesBroughtForward: null, prepaymentCredits: null },
  };
  return drafts[type] as DraftByType[T];
}

/** A stored form back into the screen's draft (fields it leaves out are blank). */
export function draftOf<T extends TaxReturnType>(type: T, form: TaxReturnForm | null | undefined): DraftByType[T] {
  const empty = emptyDraft(type) as unknown as Record<string, unknown>;
  const stored = (form ?? {}) as Record<string, unknown>;
  const draft: Record<string, unknown> = { ...empty };
  for (const [key, value] of Object.entries(stored)) {
    if (value === undefined || value === null) continue;
    if (key === 'vat') draft.vat = { ...(empty.vat as object), ...(value as object) };
    else if (Array.isArray(value)) {
      const blank = key === 'activities' ? EMPTY_ROWS.activity() : key === 'salaries' ? EMPTY_ROWS.salary()
        : key === 'withholdings' ? EMPTY_ROWS.withholding() : EMPTY_ROWS.specificTax();
      draft[key] = value.map((row) => ({ ...blank, ...(row as object) }));
    } else draft[key] = value;
  }
  return draft as unknown as DraftByType[T];
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
export function wireForm(type: TaxReturnType, draft: AnyDraft): TaxReturnForm {
  const d = draft as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(d)) {
    if (Array.isArray(value)) {
      const rows = value.filter((row) => typed(row as Record<string, unknown>)).map((row) => compact(row as Record<string, unknown>));
      if (rows.length > 0 || key === 'activities') out[key] = rows;
    } else if (value && typeof value === 'object') {
      const inner = compact(value as Record<string, unknown>);
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
    for (const row of (out.withholdings ?? []) as Record<string, unknown>[]) if (row.netOfTax === false) delete row.netOfTax;
  }
  return out as unknown as TaxReturnForm;
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
  | { kind: 'incomplete'; field: string; message: string };

/**
 * The live preview: the same pure computation the BFF runs, on the rule rows of the period fetched once. A form the
 * rules cannot compute yet names the field it waits for.
 */
export function previewOf(type: TaxReturnType, period: string, form: TaxReturnForm, rules: TaxReturnRulesAnswer): Preview {
  try {
    const computation = computeReturn({ type, period, form, client: rules.client, ruleSet: rules.rules } as ComputeReturnInput);
    return { kind: 'computed', computation };
  } catch (error) {
    if (error instanceof TaxFormError) return { kind: 'incomplete', field: error.field, message: error.message };
    if (error instanceof TaxRuleError) return { kind: 'incomplete', field: 'period', message: error.message };
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

export interface StaleChange { version: number; changedBy: string | null; changedAt: string | null; form: TaxReturnForm }

/** The other change a 409 taxReturnStale carries in its details (null for any other refusal). */
export function staleChangeOf(error: unknown): StaleChange | null {
  const envelope = (error as { envelope?: { code?: string; details?: Record<string, unknown> } | null } | null)?.envelope;
  if (!envelope || envelope.code !== 'taxReturnStale' || !envelope.details) return null;
  const d = envelope.details;
  if (typeof d.version !== 'number' || !d.form || typeof d.form !== 'object') return null;
  return {
    version: d.version, form: d.form as TaxReturnForm,
    changedBy: typeof d.changedBy === 'string' ? d.changedBy : null, changedAt: typeof d.changedAt === 'string' ? d.changedAt : null,
  };
}

/** The form's fields (top level: a list is one field) where mine and theirs differ. */
export function conflictingFields(mine: TaxReturnForm, theirs: TaxReturnForm): string[] {
  const a = mine as unknown as Record<string, unknown>;
  const b = theirs as unknown as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((key) => JSON.stringify(a[key] ?? null) !== JSON.stringify(b[key] ?? null)).sort();
}

export type MergeChoice = 'mine' | 'theirs';

/**
 * The side each conflicting field starts on: theirs where this user did not change the field since the last save
 * (`base`), mine where they did. Taking the defaults keeps both changes; the user may still pick either side.
 */
export function defaultChoices(base: TaxReturnForm, mine: TaxReturnForm, theirs: TaxReturnForm): Record<string, MergeChoice> {
  const before = base as unknown as Record<string, unknown>;
  const a = mine as unknown as Record<string, unknown>;
  const same = (x: unknown, y: unknown) => JSON.stringify(x ?? null) === JSON.stringify(y ?? null);
  return Object.fromEntries(conflictingFields(mine, theirs).map((key) => [key, same(a[key], before[key]) ? 'theirs' : 'mine']));
}

/** Their form with each conflicting field taken from the side chosen (mine unless said otherwise). */
export function mergeForms(mine: TaxReturnForm, theirs: TaxReturnForm, choices: Record<string, MergeChoice>): TaxReturnForm {
  const a = mine as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = { ...(theirs as unknown as Record<string, unknown>) };
  for (const key of conflictingFields(mine, theirs)) {
    if ((choices[key] ?? 'mine') !== 'mine') continue;
    if (a[key] === undefined) delete out[key];
    else out[key] = a[key];
  }
  return out as unknown as TaxReturnForm;
}

/** A field's value as the merge dialog shows it (lists as their rows' main text). */
export function describeValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value.map((row) => Object.values(row as Record<string, unknown>).filter((v) => typeof v !== 'boolean').join(' ')).join('; ');
  }
  if (typeof value === 'object') return Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}: ${String(v)}`).join(', ');
  return String(value);
}
