// The tax rules module: pure, browser-safe. See README.md beside this file.
export * from './tax-rules';
export * from './tax-rules.errors';
export { parseIsoDate, isIsoDate, addMonths, addDays, endOfMonthAfter, monthsBetween, isTaxPeriod, periodBounds, periodRulesDate } from './dates';
export type { PeriodBounds } from './dates';
export { usdToRiel, divideHalfUp } from './money';
export {
  inForce, ruleSetFor, ruleSetForReturn, checkRuleRow, ruleConflicts, basisPointsOf, thresholdOf, bandTable, patentTariff,
  taxCodeRow, withholdingType,
} from './rule-set';
export type { RuleRowProblem } from './rule-set';
export { lineMagnitude, totalOf, roundingIncrementOf, grossUp } from './lines';
export { TAX_LINE_LABELS, TAX_NOTE_LABELS, STAMP_INSTRUMENT_LABELS, ANNUAL_RATE_CLASS_LABELS, NEGLIGENCE_LABELS } from './labels';
export type { TaxLineCode, TaxNoteCode } from './labels';
export { dueDateFor } from './due-dates';
export type { DueDateContext } from './due-dates';
export { computeReturn, penaltyEstimate, taxPaymentDue, deriveCategory, amendmentDifference } from './compute';
export type { ComputeReturnInput, CategoryInput, UncheckedReturnInput } from './compute';
