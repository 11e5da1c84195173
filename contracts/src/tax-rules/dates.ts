import type { IsoDate, TaxReturnType } from './tax-rules';
import { TAX_PERIOD_FORMATS, TAX_PERIOD_PATTERNS } from './tax-rules';
import { TaxFormError } from './tax-rules.errors';

/** Calendar arithmetic on `YYYY-MM-DD` days, free of time zones (a due day is a day, not an instant). */

export interface Ymd {
  year: number;
  month: number;
  day: number;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The day, or null when the text is not a real calendar day (2026-02-30). */
export function parseIsoDate(text: string): Ymd | null {
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(text: unknown): text is IsoDate {
  return typeof text === 'string' && parseIsoDate(text) !== null;
}

export function formatIsoDate({ year, month, day }: Ymd): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function mustParse(text: IsoDate): Ymd {
  const parsed = parseIsoDate(text);
  if (!parsed) throw new RangeError(`not a calendar day: ${text}`);
  return parsed;
}

/** The same day `months` later; a day the month lacks becomes its last day (31 January + 1 month = 28/29 February). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = mustParse(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return formatIsoDate({ year: targetYear, month: targetMonth, day: Math.min(day, daysInMonth(targetYear, targetMonth)) });
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = mustParse(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Last day of the month `months` after the month of `date`. */
export function endOfMonthAfter(date: IsoDate, months: number): IsoDate {
  const { year, month } = mustParse(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return formatIsoDate({ year: targetYear, month: targetMonth, day: daysInMonth(targetYear, targetMonth) });
}

export const laterOf = (a: IsoDate, b: IsoDate): IsoDate => (a >= b ? a : b);

export interface PeriodBounds {
  start: IsoDate;
  end: IsoDate;
}

/** True when `period` has the format of its return type (and a stamp date is a real day). */
export function isTaxPeriod(type: TaxReturnType, period: unknown): period is string {
  if (typeof period !== 'string' || !TAX_PERIOD_PATTERNS[type]?.test(period)) return false;
  return type !== 'stamp' || parseIsoDate(period) !== null;
}

/** First and last day of a return's period; refuses a period of the wrong format naming `period`. */
export function periodBounds(type: TaxReturnType, period: string): PeriodBounds {
  if (!isTaxPeriod(type, period)) {
    throw new TaxFormError('period', 'isTaxPeriod', `period must be ${TAX_PERIOD_FORMATS[type]} for a ${type} return`, {
      format: TAX_PERIOD_FORMATS[type],
    });
  }
  switch (type) {
    case 'patent':
    case 'annual':
      return { start: `${period}-01-01`, end: `${period}-12-31` };
    case 'monthly': {
      const start = `${period}-01`;
      return { start, end: endOfMonthAfter(start, 0) };
    }
    case 'stamp':
      return { start: period, end: period };
  }
}

/** The date whose rules compute a return: the period's first day (a stamp document: its date). */
export function periodRulesDate(type: TaxReturnType, period: string): IsoDate {
  return periodBounds(type, period).start;
}

/**
 * Months from `from` to `to` counted as the interest on late payment counts them: whole months, plus one for a
 * started month of at least `partMonthMinDays` days (1: every started month counts). Zero when `to` <= `from`.
 */
export function monthsBetween(from: IsoDate, to: IsoDate, partMonthMinDays: number): number {
  if (to <= from) return 0;
  let whole = 0;
  // At most a few hundred iterations for any real lateness; exact whatever the month lengths.
  while (addMonths(from, whole + 1) <= to) whole += 1;
  const rest = daysBetween(addMonths(from, whole), to);
  return rest > 0 && rest >= partMonthMinDays ? whole + 1 : whole;
}

export function daysBetween(from: IsoDate, to: IsoDate): number {
  const a = mustParse(from);
  const b = mustParse(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}
