/**
 * The fields of `source` that `keep` admits, typed as a part of it: each field's key and value travel together, so
 * the answer needs no cast (Object.fromEntries would answer a string-keyed record). Own fields only, as Object.entries.
 */
export function pickFields<T extends object>(source: T, keep: <K extends keyof T>(key: K, value: T[K]) => boolean): Partial<T> {
  const picked: Partial<T> = {};
  for (const key in source) {
    if (Object.prototype.hasOwnProperty.call(source, key) && keep(key, source[key])) picked[key] = source[key];
  }
  return picked;
}

/** The fields the client sent (DTO instances may carry undefined for the rest). */
export function definedFields<T extends object>(source: T): Partial<T> {
  return pickFields(source, (_key, value) => value !== undefined);
}

/** What a caught value says, for a log line: a thrown value need not be an Error. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
