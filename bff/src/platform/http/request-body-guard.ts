import type { NextFunction, Request, Response } from 'express';
import { ValidationFailed } from '../errors/error-envelope.filter';

/** No DTO nests deeper than a handful of levels; deeper JSON only exhausts the validators' recursion (a 500). */
export const MAX_BODY_DEPTH = 32;

/** Keys that name an object's prototype machinery: never a field of any DTO, dropped silently by class-transformer. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The body types the API reads: JSON, forms (the payment provider's callback) and multipart (uploads). */
const ACCEPTED_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Refuses, with a 400 in the envelope:
 * - a JSON array as the body (every command is an object);
 * - a body of a type the API does not read (it would be dropped unread, and a route whose fields are all optional
 *   would act on an empty command);
 * - a JSON body or query string that nests deeper than MAX_BODY_DEPTH or carries a __proto__ / constructor /
 *   prototype key anywhere. The walk is iterative, so the check itself cannot overflow.
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
  const problem = inspect(request.body, 'body') ?? inspect(request.query, 'query');
  next(problem ? new ValidationFailed([problem]) : undefined);
}

function inspect(root: unknown, name: string): { field: string; userMessage: string; developerMessage: string } | null {
  if (root === null || typeof root !== 'object') return null;
  const stack: Array<{ value: object; path: string; depth: number }> = [{ value: root, path: '', depth: 1 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (depth > MAX_BODY_DEPTH) {
      return { field: path || name, userMessage: 'The request is nested too deeply.', developerMessage: `${name} nests deeper than ${MAX_BODY_DEPTH} levels` };
    }
    for (const key of Object.keys(value)) {
      const field = path ? `${path}.${key}` : key;
      if (FORBIDDEN_KEYS.has(key)) {
        return { field, userMessage: `${key} is not an accepted field.`, developerMessage: `property ${key} should not exist` };
      }
      const child = (value as Record<string, unknown>)[key];
      if (child !== null && typeof child === 'object') stack.push({ value: child, path: field, depth: depth + 1 });
    }
  }
  return null;
}
