import { Refused } from './domain-errors';
import { fieldOf } from './typed';

/**
 * The round trip (issue 11): a client may PATCH back the whole object the API answered. Its read-only fields (`id`,
 * `createdAt`, `updatedAt`, `order`...) are accepted and ignored when they equal the stored values, and refused with a
 * 400 naming the field when they differ (a client that believes it can rename an id, or move a creation date, is told
 * so instead of being silently ignored). Unknown fields stay refused by the DTO's whitelist.
 *
 * DTOs declare the echoable fields as optional (any JSON value the answer carries); the command handler or decider
 * calls this with the stored object, then drops them from the changes.
 */
export function withoutEchoedReadOnly<T extends object>(
  patch: T,
  stored: object,
  readOnly: readonly string[],
  fieldPrefix = '',
): T {
  const changes = { ...patch };
  for (const field of readOnly) {
    const sent = fieldOf(changes, field);
    if (!(field in changes) || sent === undefined) {
      Reflect.deleteProperty(changes, field);
      continue;
    }
    if (!sameJson(sent, fieldOf(stored, field))) {
      const path = fieldPrefix ? `${fieldPrefix}.${field}` : field;
      throw new Refused('readOnly', `${path} is read-only: send the value the API answered, or leave it out.`, { field: path });
    }
    Reflect.deleteProperty(changes, field);
  }
  return changes;
}

/**
 * The fields of `changes` whose value differs from the same field of `current`: what a client sent back as it was is
 * no change (a client PATCHing the whole object records only its edit). Undefined values are no change either.
 */
export function differingFields<C extends object>(current: object, changes: C): Partial<C> {
  const differing: Partial<C> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined && !sameJson(value, Reflect.get(current, key))) Reflect.set(differing, key, value);
  }
  return differing;
}

/** Equal as JSON values (key order ignored): what a client echoing an answer sends back. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return (a ?? null) === (b ?? null);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  const keysA = Object.keys(a).filter((k) => fieldOf(a, k) !== undefined);
  const keysB = Object.keys(b).filter((k) => fieldOf(b, k) !== undefined);
  return keysA.length === keysB.length && keysA.every((k) => sameJson(fieldOf(a, k), fieldOf(b, k)));
}
