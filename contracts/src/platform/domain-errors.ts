/**
 * The refusals a pure rule may throw: deciders, the tax rules, anything in contracts. Free of any framework: the BFF's
 * error filter maps each to its status and the spec's envelope; the web's rules module (live preview) shows them.
 *
 * - NotFound: the resource a call addresses does not exist (or the caller may not know it exists): 404.
 * - Refused: the input breaks a rule: 400, naming the field when there is one, with a stable code to word it by.
 * - Forbidden: the caller may not do this to this resource (e.g. a preparer approving their own return): 403.
 * - Conflict: the resource's state does not allow it now (a status, a version, a taken TIN): 409.
 */
import type { ErrorParams } from './errors';

export abstract class DomainError extends Error {
  abstract readonly status: 400 | 403 | 404 | 409 | 413 | 429 | 503;
  /** Stable, for clients to word the refusal in their language (`error.code.<code>` on the web). */
  readonly code: string;
  readonly params?: ErrorParams;
  protected constructor(code: string, message: string, params?: ErrorParams) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    if (params) this.params = params;
  }
}

export class NotFound extends DomainError {
  readonly status = 404 as const;
  constructor(message = 'Resource does not exist!') {
    super('notFound', message);
  }
}

/** One refused field of a 400. */
export interface RefusedFieldInput {
  field: string;
  code: string;
  message: string;
  params?: ErrorParams;
}

export class Refused extends DomainError {
  readonly status = 400 as const;
  /** The fields the refusal names; empty when it is about the request as a whole. */
  readonly fields: readonly RefusedFieldInput[];
  constructor(code: string, message: string, options: { field?: string; params?: ErrorParams; fields?: readonly RefusedFieldInput[] } = {}) {
    super(code, message, options.params);
    this.fields = options.fields
      ?? (options.field ? [{ field: options.field, code, message, ...(options.params ? { params: options.params } : {}) }] : []);
  }

  /** Several fields at once (an import row, a form with many bad lines). */
  static fields(fields: readonly RefusedFieldInput[]): Refused {
    return new Refused(fields[0]?.code ?? 'invalid', fields.map((f) => f.message).join('; ') || 'Invalid input.', { fields });
  }
}

/** A field naming something that does not exist (a tag, a label, a gazetteer code...): 400 with code 'unknownReference'. */
export function unknownReference(field: string, message: string): Refused {
  return new Refused('unknownReference', message, { field });
}

export class Forbidden extends DomainError {
  readonly status = 403 as const;
  constructor(code: string, message: string, params?: ErrorParams) {
    super(code, message, params);
  }
}

export class Conflict extends DomainError {
  readonly status = 409 as const;
  /** Extra context for the client (the record as it stands now, the other change...). Kept small. */
  readonly details?: Record<string, unknown>;
  constructor(code: string, message: string, params?: ErrorParams, details?: Record<string, unknown>) {
    super(code, message, params);
    if (details) this.details = details;
  }
}

/** The upload is over its limit (a client's document over 10 MiB): 413. */
export class PayloadTooLarge extends DomainError {
  readonly status = 413 as const;
  constructor(code: string, message: string, params?: ErrorParams) {
    super(code, message, params);
  }
}

/**
 * 503 with a message the reader should see (maintenance mode, issue 14): a state of the deployment, not a fault.
 * The envelope keeps the message and the code, unlike a 503 of the health check (catalogue text only).
 */
export class Unavailable extends DomainError {
  readonly status = 503 as const;
  constructor(code: string, message: string, params?: ErrorParams) {
    super(code, message, params);
  }
}
