import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import {
  Refused, TaxFormError, TaxRuleError, computeReturn, ruleSetForReturn, type RefusedFieldInput, type StoredComputation,
  type TaxComputation, type TaxFormByType, type TaxReturnForm, type TaxReturnType, type TaxRuleRows, type TaxRuleSet,
} from '@cis/contracts';
import { TAX_FORM_DTO_BY_TYPE } from '@cis/contracts/dto';
import type { TaxClient } from './tax-returns.sources';

/**
 * The rules module as the authority: the rows in force for the period, the computation, and its refusals as 400s
 * naming the field (`period`, or `form.<path>`). Bad master data (conflicting rows) stays a 500: not the caller's.
 */
export function computeTaxReturn(
  rows: TaxRuleRows, client: Pick<TaxClient, 'category'>, type: TaxReturnType, period: string, form: TaxReturnForm,
): { computation: TaxComputation; ruleSet: TaxRuleSet } {
  try {
    const ruleSet = ruleSetForReturn(rows, type, period);
    const computation = computeReturn({ ...formOfType(type, form), period, client: { category: client.category }, ruleSet });
    return { computation, ruleSet };
  } catch (error) {
    if (error instanceof TaxRuleError && error.isUserError) {
      throw new Refused(error.code, error.message, { field: 'period', params: error.params });
    }
    if (error instanceof TaxFormError) {
      throw new Refused(error.code, error.message, { field: `form.${error.field}`, ...(error.params ? { params: error.params } : {}) });
    }
    throw error;
  }
}

/** A form with the type it is the form of: the pairing computeReturn takes. */
export type TypedTaxReturnForm = { [K in TaxReturnType]: { type: K; form: TaxFormByType[K] } }[TaxReturnType];

/**
 * The form paired with its type. A form is of the type its required fields say: a patent's `activities`, a stamp's
 * `instrument`, an annual's `rateClass`; a monthly form has none of them. The DTOs validated it against its type, so
 * the two agree; a form that does not (a stored one under another type) is refused naming `form`, never computed as
 * the other type's.
 */
export function formOfType(type: TaxReturnType, form: TaxReturnForm): TypedTaxReturnForm {
  switch (type) {
    case 'patent':
      if ('activities' in form) return { type, form };
      break;
    case 'stamp':
      if ('instrument' in form) return { type, form };
      break;
    case 'annual':
      if ('rateClass' in form) return { type, form };
      break;
    case 'monthly':
      if (!('activities' in form) && !('instrument' in form) && !('rateClass' in form)) return { type, form };
      break;
  }
  throw new Refused('formNotOfType', `form is not the form of a ${type} return.`, { field: 'form' });
}

/** The rule rows in force for a return's period (the live preview's rules): a period without rules is 400 naming `period`. */
export function ruleSetOfPeriod(rows: TaxRuleRows, type: TaxReturnType, period: string): TaxRuleSet {
  try {
    return ruleSetForReturn(rows, type, period);
  } catch (error) {
    if (error instanceof TaxRuleError && error.isUserError) throw new Refused(error.code, error.message, { field: 'period', params: error.params });
    throw error;
  }
}

/** What a return stores of a computation: its lines, total and due date. */
export const storedComputation = (computation: TaxComputation): StoredComputation => ({
  lines: computation.lines, totalDue: computation.totalDue, dueDate: computation.dueDate,
});

/** A form sent without its type (PATCH, amend): validated against the stored return's type, fields named `form.<path>`. */
export function validateFormOfType(type: TaxReturnType, form: object): TaxReturnForm {
  const instance = plainToInstance(TAX_FORM_DTO_BY_TYPE[type], form);
  const errors = validateSync(instance, { whitelist: true, forbidNonWhitelisted: true });
  if (errors.length > 0) throw Refused.fields(flatten(errors, 'form'));
  // A plain copy: the DTO classes dropped, as a stored form is plain data (typed: structuredClone answers its argument's type).
  return structuredClone(instance);
}

function flatten(errors: ValidationError[], prefix: string): RefusedFieldInput[] {
  return errors.flatMap((error) => {
    const field = `${prefix}.${error.property}`;
    const own = Object.entries(error.constraints ?? {}).map(([code, message]) => ({ field, code, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}
