import type { FieldError, ErrorParams } from '../platform/errors';
import type { IsoDate, TaxRuleKind } from './tax-rules';

/**
 * Stable codes of the rules module's refusals (FieldError.code), for clients to word them in their language:
 * - taxRulesNotInForce: no row of a kind the return needs is in force for the period (a period before the rules'
 *   first date); the field is `period`.
 * - taxRuleMissing: one rule (kind + code) has no row in force for the period; the field is `period`.
 * - taxRuleConflict: two rows of one kind and code start on the same day (the master data must not allow it).
 * - taxRuleInvalid: a row in force does not have the shape its code needs (a percent rate with a riel unit).
 * Form refusals (TaxFormError) use class-validator's names where one fits ('min', 'isInt', 'isDefined') and:
 * unknownWithholdingType, unknownSpecificTaxProduct, notWithheldForResidency, afterPeriod, duplicateActivity,
 * bothHomeReliefs.
 */
export type TaxRuleErrorCode = 'taxRulesNotInForce' | 'taxRuleMissing' | 'taxRuleConflict' | 'taxRuleInvalid';

/** The rules in force cannot compute this period. Answered 400 naming `period` (or 500 for a conflict in the data). */
export class TaxRuleError extends Error {
  override readonly name = 'TaxRuleError';
  readonly field = 'period';

  constructor(
    readonly code: TaxRuleErrorCode,
    readonly kind: TaxRuleKind,
    readonly date: IsoDate,
    message: string,
    readonly ruleCode?: string,
    /** The return's period as the user typed it, when known. */
    readonly period?: string,
  ) {
    super(message);
  }

  get params(): ErrorParams {
    return {
      kind: this.kind,
      date: this.date,
      ...(this.ruleCode ? { rule: this.ruleCode } : {}),
      ...(this.period ? { period: this.period } : {}),
    };
  }

  /** True for a gap the user can act on (another period); false for rows that contradict each other. */
  get isUserError(): boolean {
    return this.code === 'taxRulesNotInForce' || this.code === 'taxRuleMissing';
  }

  toFieldError(): FieldError {
    return { field: this.field, code: this.code, params: this.params, userMessage: this.message, developerMessage: this.message };
  }
}

/** A form value the rules cannot compute with, named by its dotted path (`withholdings.2.type`). Answered 400. */
export class TaxFormError extends Error {
  override readonly name = 'TaxFormError';

  constructor(
    readonly field: string,
    readonly code: string,
    message: string,
    readonly params?: ErrorParams,
  ) {
    super(message);
  }

  toFieldError(): FieldError {
    return {
      field: this.field,
      code: this.code,
      ...(this.params ? { params: this.params } : {}),
      userMessage: this.message,
      developerMessage: this.message,
    };
  }
}
