import type { IsoDate, StampInstrument, TaxCodeRow, TaxpayerCategory, TaxReturnType, TaxRuleSet } from './tax-rules';
import { RULE_CODES } from './tax-rules';
import { addDays, addMonths, daysInMonth, endOfMonthAfter, formatIsoDate, laterOf, parseIsoDate, periodBounds } from './dates';
import { taxCodeRow } from './rule-set';
import { TaxRuleError } from './tax-rules.errors';

export interface DueDateContext {
  /** The client's category: a small taxpayer's monthly return follows `monthly-small` when it is in force. */
  category?: TaxpayerCategory;
  /** A stamp return's instrument: signboards follow `stamp-signboard` when it is in force. */
  instrument?: StampInstrument;
  /** Start of an activity (patent) or a signboard put up during the period's year: due after it, with the grace days. */
  startDate?: IsoDate | null;
}

function calendarRow(type: TaxReturnType, set: TaxRuleSet, context: DueDateContext): TaxCodeRow {
  const codes = RULE_CODES.taxCode;
  const preferred =
    type === 'monthly' && context.category === 'small' ? codes.monthlySmall
      : type === 'stamp' && context.instrument === 'signboard' ? codes.stampSignboard
        : null;
  if (preferred) {
    const specific = set['tax-code'].find((row) => row.code === preferred);
    if (specific) return specific;
  }
  return taxCodeRow(set, type);
}

function need(value: number | null, row: TaxCodeRow, field: string, set: TaxRuleSet): number {
  if (value === null) {
    throw new TaxRuleError('taxRuleInvalid', 'tax-code', set.date, `The tax-code rule ${row.code} has no ${field}.`, row.code);
  }
  return value;
}

/**
 * The due date of a return, from the due-date calendar in force for its period (kind `tax-code`): monthly 2026-10
 * -> 2026-11-25, patent 2027 -> 2027-03-31, annual 2025 -> 2026-03-31, stamp: the document date + 3 months.
 */
export function dueDateFor(type: TaxReturnType, period: string, ruleSet: TaxRuleSet, context: DueDateContext = {}): IsoDate {
  const bounds = periodBounds(type, period);
  const row = calendarRow(type, ruleSet, context);
  switch (row.dueRule) {
    case 'day-of-next-month': {
      const next = parseIsoDate(addDays(bounds.end, 1))!;
      const day = Math.min(need(row.dueDay, row, 'dueDay', ruleSet), daysInMonth(next.year, next.month));
      return formatIsoDate({ year: next.year, month: next.month, day });
    }
    case 'day-of-year': {
      const { year } = parseIsoDate(bounds.start)!;
      const month = need(row.dueMonth, row, 'dueMonth', ruleSet);
      const fixed = formatIsoDate({ year, month, day: Math.min(need(row.dueDay, row, 'dueDay', ruleSet), daysInMonth(year, month)) });
      const start = context.startDate;
      if (row.startGraceDays === null || !start || start.slice(0, 4) !== String(year)) return fixed;
      return laterOf(fixed, addDays(start, row.startGraceDays));
    }
    case 'months-after-period-end':
      return endOfMonthAfter(bounds.end, need(row.dueMonths, row, 'dueMonths', ruleSet));
    case 'months-after-document':
      return addMonths(bounds.start, need(row.dueMonths, row, 'dueMonths', ruleSet));
  }
}
