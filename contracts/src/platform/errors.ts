/** The one error envelope every failing BFF answer carries (spec 001 section 8, spec 000 section 8). */
export interface FieldError {
  field: string;
  userMessage: string;
  developerMessage: string;
}

export interface ErrorEnvelope {
  status: number;
  /** The catalogue's type, e.g. 'Bad Request'. */
  error: string;
  developerMessage: string;
  errors?: FieldError[];
  /** OAuth-style code; for invalid_grant the client shows error_description. */
  error_code?: string;
  error_description?: string;
}

export interface CatalogueEntry {
  type: string;
  message: string;
}

/** Spec section 8: situation -> (type, generic message). Used by the BFF to answer and the web to show. */
export const ERROR_CATALOGUE = {
  401: { type: 'Authentication Error', message: 'Invalid User Details. Please try again!' },
  invalidToken: { type: 'Invalid Token', message: 'Invalid Token. Please try again!' },
  400: { type: 'Bad Request', message: 'Invalid parameters were passed in the request!' },
  403: { type: 'Unauthorized Request', message: 'You are not authorized for this request!' },
  404: { type: 'Resource does not exist', message: 'Resource does not exist!' },
  409: { type: 'Conflict', message: 'The record was changed by someone else. Please try again!' },
  413: { type: 'Bad Request', message: 'The request body is too large.' },
  429: { type: 'Too Many Requests', message: 'Too many attempts. Please wait a moment and try again.' },
  500: { type: 'Internal Server Error', message: 'Internal Server Error. Please try again later.' },
  /** Not ready (GET /health when the store does not answer): load balancers take the instance out of rotation. */
  503: { type: 'Service Unavailable', message: 'The service is not available right now. Please try again later.' },
  unknown: { type: 'Unknown Error', message: 'Unknown Error. Please try again later.' },
} as const satisfies Record<string | number, CatalogueEntry>;

/** Server message that turns a 403 into the 'Invalid Token' entry. */
export const ONE_TIME_TOKEN_INVALID = 'The provided one time token is invalid';

export function catalogueEntryFor(status: number, serverMessage?: string): CatalogueEntry {
  if (status === 403 && serverMessage === ONE_TIME_TOKEN_INVALID) return ERROR_CATALOGUE.invalidToken;
  const entry = (ERROR_CATALOGUE as Record<string | number, CatalogueEntry>)[status];
  return entry ?? ERROR_CATALOGUE.unknown;
}

/**
 * The message a user sees for an error envelope: first entry of errors (user message, else developer
 * message), else the developer message, else the catalogue's generic message. 401 and 500 always show the
 * catalogue's text. invalid_grant shows error_description.
 */
export function messageFor(status: number, body?: Partial<ErrorEnvelope> | null): string {
  const entry = catalogueEntryFor(status, body?.developerMessage);
  if (body?.error_code === 'invalid_grant' && body.error_description) return body.error_description;
  if (status === 401 || status === 500 || entry === ERROR_CATALOGUE.invalidToken || entry === ERROR_CATALOGUE.unknown) {
    return entry.message;
  }
  const first = body?.errors?.[0];
  return first?.userMessage || first?.developerMessage || body?.developerMessage || entry.message;
}

export const NOT_FOUND_MESSAGE = 'Resource does not exist!';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid User Details. Please try again!';
export const INVALID_TOKEN_MESSAGE = 'Invalid token';
