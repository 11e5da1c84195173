import type {
  EffectiveDatedRow, IsoDate, PatentTaxPayableRow, RateRow, RateUnit, TaxCodeRow, TaxpayerCategory, TaxReturnType,
  TaxRuleKind, TaxRuleRows, TaxRuleSet, ThresholdRow, ThresholdUnit, WithholdingTaxTypeRow,
} from './tax-rules';
import { DUE_RULES, RATE_UNITS, RULE_KINDS_BY_RETURN, TAX_RETURN_TYPES, TAX_RULE_KINDS, TAXPAYER_CATEGORIES, THRESHOLD_UNITS } from './tax-rules';
import { isIsoDate, periodRulesDate } from './dates';
import { TaxRuleError } from './tax-rules.errors';
import { isOneOf } from '../platform/typed';
import { BASIS_POINTS, isBasisPoints } from './money';

/** True when the row is in force on `date` (both ends inclusive). */
export function inForce(row: EffectiveDatedRow, date: IsoDate): boolean {
  return row.validFrom <= date && (row.validTo === null || date <= row.validTo);
}

function pickInForce<T extends EffectiveDatedRow>(kind: TaxRuleKind, rows: readonly T[], date: IsoDate): T[] {
  const byCode = new Map<string, T>();
  for (const row of rows) {
    if (!inForce(row, date)) continue;
    const current = byCode.get(row.code);
    if (!current || row.validFrom > current.validFrom) {
      byCode.set(row.code, row);
    } else if (row.validFrom === current.validFrom) {
      throw new TaxRuleError(
        'taxRuleConflict', kind, date,
        `Two ${kind} rows with code ${row.code} start on ${row.validFrom}: the rules for ${date} are ambiguous.`,
        row.code,
      );
    }
  }
  return [...byCode.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

function earliestStart(rows: readonly EffectiveDatedRow[]): IsoDate | null {
  return rows.reduce<IsoDate | null>((min, row) => (min === null || row.validFrom < min ? row.validFrom : min), null);
}

/**
 * The rows in force on `date`: per kind and code, the row whose `validFrom` is the latest on or before the date and
 * whose `validTo` is not passed. A row entered for next year is not in force today, so a return of this year reads
 * exactly what it read before. Refuses (TaxRuleError taxRulesNotInForce, naming the kind) when a kind in `needs`
 * has no row in force, e.g. for a period before the rules' first date.
 */
export function ruleSetFor(rows: TaxRuleRows, date: IsoDate, needs: readonly TaxRuleKind[] = TAX_RULE_KINDS, period?: string): TaxRuleSet {
  if (!isIsoDate(date)) throw new RangeError(`ruleSetFor: not a calendar day: ${date}`);
  const set: TaxRuleSet = {
    date,
    rate: pickInForce('rate', rows.rate, date),
    threshold: pickInForce('threshold', rows.threshold, date),
    'tax-code': pickInForce('tax-code', rows['tax-code'], date),
    'withholding-tax-type': pickInForce('withholding-tax-type', rows['withholding-tax-type'], date),
    'patent-tax-payable': pickInForce('patent-tax-payable', rows['patent-tax-payable'], date),
  };
  for (const kind of needs) {
    if (set[kind].length > 0) continue;
    const first = earliestStart(rows[kind]);
    const what = period ? `period ${period} (${date})` : date;
    const message = first === null
      ? `No ${kind} rules exist: the tax rules cannot compute ${what}.`
      : first > date
        ? `No ${kind} rules are in force for ${what}: the first start on ${first}.`
        : `No ${kind} rules are in force for ${what}.`;
    throw new TaxRuleError('taxRulesNotInForce', kind, date, message, undefined, period);
  }
  return set;
}

/** The rule set for a return's period (its first day; a stamp document's date), with the kinds that type reads. */
export function ruleSetForReturn(rows: TaxRuleRows, type: TaxReturnType, period: string): TaxRuleSet {
  return ruleSetFor(rows, periodRulesDate(type, period), RULE_KINDS_BY_RETURN[type], period);
}

// ---------------------------------------------------------------------------------------------------------------
// Reading one rule (refusing, naming kind and code, when it is not in force)
// ---------------------------------------------------------------------------------------------------------------

function missing(kind: TaxRuleKind, code: string, set: TaxRuleSet): TaxRuleError {
  return new TaxRuleError('taxRuleMissing', kind, set.date, `No ${kind} rule ${code} is in force on ${set.date}.`, code);
}

function invalid(kind: TaxRuleKind, code: string, set: TaxRuleSet, why: string): TaxRuleError {
  return new TaxRuleError('taxRuleInvalid', kind, set.date, `The ${kind} rule ${code} in force on ${set.date} ${why}.`, code);
}

export function findRate(set: TaxRuleSet, code: string): RateRow | undefined {
  return set.rate.find((row) => row.code === code && row.bandTable === null);
}

export function rateRow(set: TaxRuleSet, code: string, unit: RateUnit): RateRow {
  const row = findRate(set, code);
  if (!row) throw missing('rate', code, set);
  if (row.unit !== unit) throw invalid('rate', code, set, `is in ${row.unit}, expected ${unit}`);
  return row;
}

/** A percentage in basis points. */
export function basisPointsOf(set: TaxRuleSet, code: string): number {
  return rateRow(set, code, 'basis-points').value;
}

export function thresholdRow(set: TaxRuleSet, code: string, unit: ThresholdUnit): ThresholdRow {
  const row = set.threshold.find((candidate) => candidate.code === code);
  if (!row) throw missing('threshold', code, set);
  if (row.unit !== unit) throw invalid('threshold', code, set, `is in ${row.unit}, expected ${unit}`);
  return row;
}

export function findThreshold(set: TaxRuleSet, code: string): ThresholdRow | undefined {
  return set.threshold.find((row) => row.code === code);
}

export function thresholdOf(set: TaxRuleSet, code: string, unit: ThresholdUnit): number {
  return thresholdRow(set, code, unit).value;
}

/** The bands of a progressive scale, lowest first; the first must start at 0. */
export function bandTable(set: TaxRuleSet, table: string): RateRow[] {
  const bands = set.rate.filter((row) => row.bandTable === table).sort((a, b) => (a.bandFrom ?? 0) - (b.bandFrom ?? 0));
  if (bands.length === 0) throw missing('rate', table, set);
  for (const band of bands) {
    if (band.unit !== 'basis-points' || band.bandFrom === null) throw invalid('rate', band.code, set, 'is not a band in basis points');
  }
  if (bands[0].bandFrom !== 0) throw invalid('rate', table, set, 'has no band starting at 0');
  return bands;
}

export function withholdingType(set: TaxRuleSet, code: string): WithholdingTaxTypeRow | undefined {
  return set['withholding-tax-type'].find((row) => row.code === code);
}

export function taxCodeRow(set: TaxRuleSet, code: string): TaxCodeRow {
  const row = set['tax-code'].find((candidate) => candidate.code === code);
  if (!row) throw missing('tax-code', code, set);
  return row;
}

/** The patent tariff of a category: the row with the highest `turnoverAbove` below the turnover. */
export function patentTariff(set: TaxRuleSet, category: TaxpayerCategory, turnover: number): PatentTaxPayableRow {
  const candidates = set['patent-tax-payable']
    .filter((row) => row.category === category && (row.turnoverAbove === null || turnover > row.turnoverAbove))
    .sort((a, b) => (b.turnoverAbove ?? -1) - (a.turnoverAbove ?? -1));
  if (candidates.length === 0) throw missing('patent-tax-payable', category, set);
  return candidates[0];
}

// ---------------------------------------------------------------------------------------------------------------
// Row checks, for the master-data area to refuse a bad row on write (field -> problem)
// ---------------------------------------------------------------------------------------------------------------

export interface RuleRowProblem {
  field: string;
  code: string;
  message: string;
}

const CODE_PATTERN = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;
const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const isIntOrNull = (value: unknown) => value === null || isInt(value);
const isNegativeInt = (value: unknown) => isInt(value) && value < 0;
const BASIS_POINTS_MESSAGE = (field: string) => `${field} is a percentage in basis points: 0 to ${BASIS_POINTS.toLocaleString('en-US')} (100 %)`;

/**
 * What is wrong with one row of a rule kind (empty when nothing): shape, dates in order, units, integers. Rows that
 * contradict each other (same code, same `validFrom`) are found by `ruleConflicts`.
 */
export function checkRuleRow(kind: TaxRuleKind, row: Record<string, unknown>): RuleRowProblem[] {
  const problems: RuleRowProblem[] = [];
  const add = (field: string, code: string, message: string) => problems.push({ field, code, message });
  if (typeof row.code !== 'string' || !CODE_PATTERN.test(row.code)) add('code', 'matches', 'code must be lower case words joined by . or -');
  if (!isIsoDate(row.validFrom)) add('validFrom', 'isIsoDate', 'validFrom must be a YYYY-MM-DD day');
  if (row.validTo !== null && !isIsoDate(row.validTo)) add('validTo', 'isIsoDate', 'validTo must be a YYYY-MM-DD day or null');
  if (isIsoDate(row.validFrom) && isIsoDate(row.validTo) && row.validTo < row.validFrom) {
    add('validTo', 'notBeforeValidFrom', 'validTo must not be before validFrom');
  }
  for (const field of ['nameEn', 'nameKm', 'source']) {
    if (typeof row[field] !== 'string') add(field, 'isString', `${field} must be text`);
  }
  switch (kind) {
    case 'rate':
      if (!isOneOf(RATE_UNITS, row.unit)) add('unit', 'isIn', `unit must be one of ${RATE_UNITS.join(', ')}`);
      if (!isInt(row.value) || row.value < 0) add('value', 'isInt', 'value must be a whole number, 0 or more');
      else if (row.unit === 'basis-points' && !isBasisPoints(row.value)) add('value', 'basisPoints', BASIS_POINTS_MESSAGE('value'));
      if (row.bandTable !== null && (typeof row.bandTable !== 'string' || !CODE_PATTERN.test(row.bandTable))) {
        add('bandTable', 'matches', 'bandTable must be null or a code');
      }
      if (!isIntOrNull(row.bandFrom) || isNegativeInt(row.bandFrom)) add('bandFrom', 'isInt', 'bandFrom must be null or a whole riel amount');
      if ((row.bandTable === null) !== (row.bandFrom === null)) add('bandFrom', 'bandPair', 'bandTable and bandFrom are set together');
      break;
    case 'threshold':
      if (!isOneOf(THRESHOLD_UNITS, row.unit)) add('unit', 'isIn', `unit must be one of ${THRESHOLD_UNITS.join(', ')}`);
      if (!isInt(row.value) || row.value < 0) add('value', 'isInt', 'value must be a whole number, 0 or more');
      if (row.unit === 'month-of-year' && isInt(row.value) && (row.value < 1 || row.value > 12)) add('value', 'max', 'a month is 1 to 12');
      break;
    case 'tax-code':
      if (!isOneOf(TAX_RETURN_TYPES, row.returnType)) add('returnType', 'isIn', `returnType must be one of ${TAX_RETURN_TYPES.join(', ')}`);
      if (!isOneOf(DUE_RULES, row.dueRule)) add('dueRule', 'isIn', `dueRule must be one of ${DUE_RULES.join(', ')}`);
      for (const field of ['dueDay', 'dueMonth', 'dueMonths', 'startGraceDays']) {
        if (!isIntOrNull(row[field]) || isNegativeInt(row[field])) add(field, 'isInt', `${field} must be null or a whole number`);
      }
      if ((row.dueRule === 'day-of-next-month' || row.dueRule === 'day-of-year') && !(isInt(row.dueDay) && row.dueDay >= 1 && row.dueDay <= 31)) {
        add('dueDay', 'isDefined', 'dueDay (1-31) is needed by this due rule');
      }
      if (row.dueRule === 'day-of-year' && !(isInt(row.dueMonth) && row.dueMonth >= 1 && row.dueMonth <= 12)) {
        add('dueMonth', 'isDefined', 'dueMonth (1-12) is needed by this due rule');
      }
      if ((row.dueRule === 'months-after-period-end' || row.dueRule === 'months-after-document') && !isInt(row.dueMonths)) {
        add('dueMonths', 'isDefined', 'dueMonths is needed by this due rule');
      }
      break;
    case 'withholding-tax-type':
      for (const field of ['residentBasisPoints', 'nonResidentBasisPoints']) {
        const value = row[field];
        if (!isIntOrNull(value)) add(field, 'isInt', `${field} must be null or a whole number of basis points`);
        else if (value !== null && !isBasisPoints(value)) add(field, 'basisPoints', BASIS_POINTS_MESSAGE(field));
      }
      break;
    case 'patent-tax-payable':
      if (!isOneOf(TAXPAYER_CATEGORIES, row.category)) add('category', 'isIn', `category must be one of ${TAXPAYER_CATEGORIES.join(', ')}`);
      if (!isIntOrNull(row.turnoverAbove) || isNegativeInt(row.turnoverAbove)) add('turnoverAbove', 'isInt', 'turnoverAbove must be null or whole riel');
      if (!isInt(row.amount) || row.amount < 0) add('amount', 'isInt', 'amount must be whole riel');
      break;
  }
  return problems;
}

/** Pairs of rows of one kind with the same code and the same `validFrom` (which one is in force would be ambiguous). */
export function ruleConflicts<T extends EffectiveDatedRow>(rows: readonly T[]): Array<[T, T]> {
  const seen = new Map<string, T>();
  const conflicts: Array<[T, T]> = [];
  for (const row of rows) {
    const key = `${row.code}\u0000${row.validFrom}`;
    const other = seen.get(key);
    if (other) conflicts.push([other, row]);
    else seen.set(key, row);
  }
  return conflicts;
}
