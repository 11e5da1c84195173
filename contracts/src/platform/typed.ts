/**
 * Typed reads of constant tables and of values not yet known, so that no code needs a cast (`as`) to say what data
 * is: the answer's type follows from a check, not from a claim. docs/decisions.md, "No casts on data".
 */

/** Whether `value` is one of `values` (a constant tuple such as TAX_RETURN_TYPES): narrows it to the tuple's type. */
export function isOneOf<T extends string | number | boolean>(values: readonly T[], value: unknown): value is T {
  return values.some((candidate) => candidate === value);
}

/** The own keys of a constant table, typed as its keys (Object.keys answers string[]). */
export function keysOf<T extends object>(table: T): Array<keyof T & string> {
  return Object.keys(table).filter((key): key is keyof T & string => Object.prototype.hasOwnProperty.call(table, key));
}

/** A field of an object known only as `object` (a validator's request object, a parsed body), as unknown. */
export function fieldOf(value: object | null | undefined, name: string): unknown {
  return value === null || value === undefined ? undefined : Reflect.get(value, name);
}
