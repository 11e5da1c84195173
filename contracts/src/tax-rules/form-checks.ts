import type { TaxCurrency } from './tax-rules';
import { TAX_RETURN_LIMITS } from './tax-rules';
import { hasAtMostTwoDecimals } from './money';
import { isIsoDate } from './dates';
import { TaxFormError } from './tax-rules.errors';
import { isOneOf } from '../platform/typed';

/**
 * The computation checks what it reads, because the web preview runs it on a form being typed (the DTOs check the
 * same on the server first). Each check refuses naming the field, with class-validator's rule names as codes.
 */

const { maxAmount } = TAX_RETURN_LIMITS;

/** A form as the computation reads it: its fields by name, each checked as it is read (see above). */
export type UncheckedForm = Readonly<Record<string, unknown>>;

/** An object's own fields by name, to be read with the checks below. */
export const fieldsOf = (value: object): UncheckedForm => Object.fromEntries(Object.entries(value));

/** A riel amount: a whole number from 0 (or from -max with `signed`) to the limit; absent counts as 0. */
export function rielAmount(field: string, value: unknown, options: { optional?: boolean; signed?: boolean } = {}): number {
  if (value === undefined || value === null) {
    if (options.optional !== false) return 0;
    throw new TaxFormError(field, 'isDefined', `${field} is required`);
  }
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new TaxFormError(field, 'isInt', `${field} must be a whole riel amount`);
  if (!options.signed && value < 0) throw new TaxFormError(field, 'min', `${field} must not be negative`, { min: 0 });
  if (value > maxAmount || value < -maxAmount) throw new TaxFormError(field, 'max', `${field} is too large`, { max: maxAmount });
  return value;
}

/** An amount in a currency: whole riel, or dollars with at most two decimals. */
export function currencyAmount(field: string, value: unknown, currency: TaxCurrency, required: boolean): number {
  if (currency === 'KHR') return rielAmount(field, value, { optional: !required });
  if (value === undefined || value === null) {
    if (!required) return 0;
    throw new TaxFormError(field, 'isDefined', `${field} is required`);
  }
  if (typeof value !== 'number' || !hasAtMostTwoDecimals(value)) {
    throw new TaxFormError(field, 'isNumber', `${field} must be an amount with at most 2 decimals`, { maxDecimalPlaces: 2 });
  }
  if (value < 0) throw new TaxFormError(field, 'min', `${field} must not be negative`, { min: 0 });
  if (value > maxAmount) throw new TaxFormError(field, 'max', `${field} is too large`, { max: maxAmount });
  return value;
}

export function wholeCount(field: string, value: unknown, min: number, max: number, optional = true): number {
  if (value === undefined || value === null) {
    if (optional) return 0;
    throw new TaxFormError(field, 'isDefined', `${field} is required`);
  }
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new TaxFormError(field, 'isInt', `${field} must be a whole number`);
  if (value < min) throw new TaxFormError(field, 'min', `${field} must be at least ${min}`, { min });
  if (value > max) throw new TaxFormError(field, 'max', `${field} must be at most ${max}`, { max });
  return value;
}

export function flag(field: string, value: unknown, required = false): boolean {
  if (value === undefined || value === null) {
    if (!required) return false;
    throw new TaxFormError(field, 'isDefined', `${field} is required`);
  }
  if (typeof value !== 'boolean') throw new TaxFormError(field, 'isBoolean', `${field} must be true or false`);
  return value;
}

export function text(field: string, value: unknown, maxLength: number = TAX_RETURN_LIMITS.maxNameLength): string {
  if (typeof value !== 'string' || value.trim() === '') throw new TaxFormError(field, 'isNotEmpty', `${field} is required`);
  if (value.length > maxLength) throw new TaxFormError(field, 'maxLength', `${field} must be at most ${maxLength} characters`, { max: maxLength });
  return value.trim();
}

export function day(field: string, value: unknown): string {
  if (!isIsoDate(value)) throw new TaxFormError(field, 'isIsoDate', `${field} must be a YYYY-MM-DD day`);
  return value;
}

export function oneOf<T extends string>(field: string, value: unknown, values: readonly T[]): T {
  if (!isOneOf(values, value)) {
    throw new TaxFormError(field, 'isIn', `${field} must be one of ${values.join(', ')}`, { values: values.join(', ') });
  }
  return value;
}

/** A list of items read as forms: their fields are checked as they are read (an item that is no object has none). */
export function list(field: string, value: unknown, max: number): UncheckedForm[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new TaxFormError(field, 'isArray', `${field} must be a list`);
  if (value.length > max) throw new TaxFormError(field, 'arrayMaxSize', `${field} must have at most ${max} lines`, { max });
  return value.map((item: unknown) => (typeof item === 'object' && item !== null ? fieldsOf(item) : {}));
}

export function exchangeRateOf(field: string, value: unknown): number {
  const { min, max } = TAX_RETURN_LIMITS.exchangeRate;
  if (value === undefined || value === null) throw new TaxFormError(field, 'isDefined', `${field} is required for dollar amounts`);
  if (typeof value !== 'number' || !hasAtMostTwoDecimals(value)) {
    throw new TaxFormError(field, 'isNumber', `${field} must be a number with at most 2 decimals`, { maxDecimalPlaces: 2 });
  }
  if (value < min) throw new TaxFormError(field, 'min', `${field} must be at least ${min}`, { min });
  if (value > max) throw new TaxFormError(field, 'max', `${field} must be at most ${max}`, { max });
  return value;
}
