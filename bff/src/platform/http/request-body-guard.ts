import type { NextFunction, Request, Response } from 'express';
import { MAX_OBJECT_KEYS, MAX_REQUEST_KEYS } from '@cis/contracts';
import { ValidationFailed } from '../errors/error-envelope.filter';

/** No DTO nests deeper than a handful of levels; deeper JSON only exhausts the validators' recursion (a 500). */
export const MAX_BODY_DEPTH = 32;

/**
 * Keys that name an object's prototype machinery: every member of Object.prototype (__proto__, constructor,
 * toString, valueOf, hasOwnProperty, isPrototypeOf, __defineGetter__ ...) and `prototype`. No DTO declares one, and
 * class-transformer silently skips a key whose name is a function on the instance, so without this check such a key
 * passed `forbidNonWhitelisted` unnoticed (a body with `toString` was stored as if the key were not there).
 */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

/** The body types the API reads: JSON, forms (the payment provider's callback) and multipart (uploads). */
const ACCEPTED_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Refuses, with a 400 in the envelope:
 * - a JSON array as the body (every command is an object);
 * - a body of a type the API does not read (it would be dropped unread, and a route whose fields are all optional
 *   would act on an empty command);
 * - a JSON or form body or a query string that nests deeper than MAX_BODY_DEPTH or carries a FORBIDDEN_KEYS key at
 *   any depth (in a query also as a bracket segment, `a[toString]=1`). The walk is iterative, so the check itself
 *   cannot overflow. Multipart fields are parsed later, by the upload interceptor: the validation pipe runs the same
 *   check on them (findForbiddenKey);
 * - an object with more than MAX_OBJECT_KEYS keys, or more than MAX_REQUEST_KEYS keys in all: validation's cost grows
 *   with the square of an object's key count (class-transformer), so such a body would hold the event loop for
 *   seconds. Counting is linear and stops at the first object over the limit.
 */
export function requestBodyGuard(request: Request, _response: Response, next: NextFunction): void {
  const hasBody = request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
  const malformedMultipart = request.is('multipart/form-data') && !/;\s*boundary=/i.test(request.headers['content-type'] ?? '');
  if (hasBody && (!request.is(ACCEPTED_TYPES) || malformedMultipart)) {
    const type = request.headers['content-type'] ?? 'none';
    next(new ValidationFailed([{
      field: 'Content-Type', userMessage: 'The request body has a type the server does not read.',
      developerMessage: `Content-Type ${type} is not accepted; send application/json`,
    }]));
    return;
  }
  if (Array.isArray(request.body)) {
    // Every DTO is an object; class-validator passes an empty array through as if it were an empty command.
    next(new ValidationFailed([{ field: 'body', userMessage: 'The request body must be an object.', developerMessage: 'body must be a JSON object, not an array' }]));
    return;
  }
  const problem = findForbiddenKey(request.body, 'body') ?? findForbiddenKey(request.query, 'query');
  next(problem ? new ValidationFailed([problem]) : undefined);
}

type Problem = { field: string; code?: string; params?: Record<string, number>; userMessage: string; developerMessage: string };

/** Query keys arrive flat (`a[b][c]`) from the simple parser; a bracket segment is a key all the same. */
const keySegments = (key: string): string[] => key.split(/[[\]]+/).filter(Boolean);

/**
 * The first problem of root (at any depth), as an envelope field error: nesting too deep, a FORBIDDEN_KEYS name, an
 * object with more than MAX_OBJECT_KEYS keys or more than MAX_REQUEST_KEYS keys in all.
 */
export function findForbiddenKey(root: unknown, name: string): Problem | null {
  if (root === null || typeof root !== 'object') return null;
  const stack: Array<{ value: object; path: string; depth: number }> = [{ value: root, path: '', depth: 1 }];
  let total = 0;
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (depth > MAX_BODY_DEPTH) {
      return { field: path || name, userMessage: 'The request is nested too deeply.', developerMessage: `${name} nests deeper than ${MAX_BODY_DEPTH} levels` };
    }
    const keys = Object.keys(value);
    // Arrays are walked for what they hold; their indexes are not keys anyone validates one by one.
    if (!Array.isArray(value)) {
      if (keys.length > MAX_OBJECT_KEYS) {
        return {
          field: path || name, code: 'tooManyKeys', params: { max: MAX_OBJECT_KEYS },
          userMessage: `${path || name} has too many fields.`, developerMessage: `${path || name} has ${keys.length} keys; at most ${MAX_OBJECT_KEYS} per object`,
        };
      }
      total += keys.length;
      if (total > MAX_REQUEST_KEYS) {
        return {
          field: name, code: 'tooManyKeys', params: { max: MAX_REQUEST_KEYS },
          userMessage: `${name} has too many fields.`, developerMessage: `${name} has more than ${MAX_REQUEST_KEYS} keys in all`,
        };
      }
    }
    for (const key of keys) {
      const field = path ? `${path}.${key}` : key;
      const forbidden = FORBIDDEN_KEYS.has(key) ? key : keySegments(key).find((segment) => FORBIDDEN_KEYS.has(segment));
      if (forbidden !== undefined) {
        return { field, userMessage: `${field} is not an accepted field.`, developerMessage: `property ${forbidden} should not exist` };
      }
      const child: unknown = Reflect.get(value, key);
      if (child !== null && typeof child === 'object') stack.push({ value: child, path: field, depth: depth + 1 });
    }
  }
  return null;
}
