/**
 * The one error envelope every failing BFF answer carries (spec 001 section 8, spec 000 section 8), with stable,
 * machine-readable codes so that a client words every refusal in its own language and keeps the server's English
 * text only for what it does not know.
 */
import { keysOf } from './typed';

/** Parameters of a failed rule or of a refusal, for the client's message ({ max: 100 } for maxLength). */
export type ErrorParams = Record<string, string | number>;

/** One invalid field of a 400. */
export interface FieldError {
  /** Dotted path of the field in the request ('shortcut.label', 'tags.0'). */
  field: string;
  /**
   * The failed rule: the class-validator constraint name ('isNotEmpty', 'maxLength', 'isIn', 'whitelistValidation'
   * for a field the route does not accept...), or 'invalid' when the server names no rule. Stable: clients key
   * their translations on it.
   */
  code: string;
  /** The rule's parameters when a message needs them (maxLength: { max }, isIn: { values }). */
  params?: ErrorParams;
  userMessage: string;
  developerMessage: string;
}

export interface ErrorEnvelope {
  status: number;
  /** The catalogue's type, e.g. 'Bad Request'. */
  error: string;
  developerMessage: string;
  /** A known refusal (REFUSAL_CODES): stable, for clients to word developerMessage in their language. */
  code?: string;
  /** The refusal's parameters, when its message needs them. */
  params?: ErrorParams;
  errors?: FieldError[];
  /** A conflict's context (the record as it stands now, the other change), when the refusal carries one. */
  details?: Record<string, unknown>;
  /** How many more field errors there were beyond the MAX_LISTED_FIELD_ERRORS listed in errors. */
  errorsOmitted?: number;
  /** OAuth answers carry `error: 'invalid_grant'` with this description; the client shows it. */
  error_description?: string;
}

/**
 * An envelope as a client reads it off a failed answer: any field may be missing (a proxy's answer, an OAuth
 * server's `{ error, error_description }`), a field error's too (a server that names no rule). The message rules
 * (errorDetailFor) read nothing more.
 */
export type ErrorEnvelopeAsRead = Partial<Omit<ErrorEnvelope, 'errors'>> & { errors?: Partial<FieldError>[] };

export interface CatalogueEntry {
  type: string;
  message: string;
}

/**
 * Spec section 8, exactly: situation -> (type, generic message). Any status not named here (409, 413, 429, 0 for a
 * network failure...) is 'Unknown Error'; its message still follows the message rules (messageFor), so the server's
 * own text (or its code's translation) shows.
 */
export const ERROR_CATALOGUE = {
  401: { type: 'Authentication Error', message: 'Invalid User Details. Please try again!' },
  invalidToken: { type: 'Invalid Token', message: 'Invalid Token. Please try again!' },
  400: { type: 'Bad Request', message: 'Invalid parameters were passed in the request!' },
  403: { type: 'Unauthorized Request', message: 'You are not authorized for this request!' },
  404: { type: 'Resource does not exist', message: 'Resource does not exist!' },
  500: { type: 'Internal Server Error', message: 'Internal Server Error. Please try again later.' },
  /** Not ready (GET /health when the store does not answer): load balancers take the instance out of rotation. */
  503: { type: 'Service Unavailable', message: 'The service is not available right now. Please try again later.' },
  unknown: { type: 'Unknown Error', message: 'Unknown Error. Please try again later.' },
} as const satisfies Record<string | number, CatalogueEntry>;

/**
 * The `error` the BFF writes for statuses the catalogue leaves to 'Unknown Error' (HTTP's own reason phrases, for
 * logs and API users). The web client does not read `error`: it applies the catalogue itself.
 */
export const SERVER_ERROR_TYPES: Readonly<Record<number, string>> = {
  409: 'Conflict',
  413: 'Bad Request',
  429: 'Too Many Requests',
};

/** Server message that turns a 403 into the 'Invalid Token' entry. */
export const ONE_TIME_TOKEN_INVALID = 'The provided one time token is invalid';

/**
 * Known refusals: a stable code and the BFF's English text (the envelope's developerMessage). The BFF adds `code`
 * to the envelope for these; clients translate `error.code.<code>` and fall back to the text. A 401 carries no code:
 * every client shows the catalogue's fixed text for it (section 8).
 */
export const REFUSALS = {
  oneTimeTokenInvalid: ONE_TIME_TOKEN_INVALID,
  tenantForbidden: 'You are not authorized for this tenant!',
  emailTaken: 'An account with this email already exists.',
  conflict: 'The record was changed by someone else at the same time. Please try again!',
  payloadTooLarge: 'The request body is too large.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  invalidJson: 'The request body is not valid JSON.',
} as const;
export type RefusalCode = keyof typeof REFUSALS;

/** Statuses whose every answer is one refusal, whatever the text (a throttler's own wording, a proxy's). */
export const REFUSAL_BY_STATUS: Readonly<Record<number, RefusalCode>> = {
  413: 'payloadTooLarge',
  429: 'tooManyRequests',
};

/** The refusal a server text names, if it is a known one. */
export function refusalFor(status: number, message: string | undefined): RefusalCode | undefined {
  const byText = keysOf(REFUSALS).find((code) => REFUSALS[code] === message);
  return byText ?? REFUSAL_BY_STATUS[status];
}

export function catalogueEntryFor(status: number, serverMessage?: string): CatalogueEntry {
  if (status === 403 && serverMessage === ONE_TIME_TOKEN_INVALID) return ERROR_CATALOGUE.invalidToken;
  if (status === 401 || status === 400 || status === 403 || status === 404 || status === 500) return ERROR_CATALOGUE[status];
  return ERROR_CATALOGUE.unknown;
}

/** What a client shows for a failure: the chosen text and, when the server gave one, the code to translate it by. */
export interface ErrorDetail {
  message: string;
  /** A FieldError's rule (then `field` is set) or the envelope's refusal code. */
  code?: string;
  params?: ErrorParams;
  /** Set when the message is a field's (errors[0]). */
  field?: string;
}

/**
 * The message rules of spec section 8: the first entry of errors (user message, else developer message), else the
 * developer message, else the catalogue's generic message. 401, 500 and the invalid one-time token always show the
 * catalogue's text. invalid_grant (OAuth's `error`) shows error_description.
 */
export function errorDetailFor(status: number, body?: ErrorEnvelopeAsRead | null): ErrorDetail {
  const entry = catalogueEntryFor(status, body?.developerMessage);
  if (body?.error === 'invalid_grant' && typeof body.error_description === 'string' && body.error_description) {
    return { message: body.error_description };
  }
  if (status === 401 || status === 500 || entry === ERROR_CATALOGUE.invalidToken) return { message: entry.message };
  const first = body?.errors?.[0];
  const fieldText = first?.userMessage || first?.developerMessage;
  if (first && fieldText) return withoutUndefined({ message: fieldText, code: first.code, params: first.params, field: first.field });
  if (typeof body?.developerMessage === 'string' && body.developerMessage) {
    return withoutUndefined({ message: body.developerMessage, code: body.code, params: body.params });
  }
  return { message: entry.message };
}

/** The text of errorDetailFor, for callers that show English only. */
export function messageFor(status: number, body?: ErrorEnvelopeAsRead | null): string {
  return errorDetailFor(status, body).message;
}

/** The detail without its undefined fields (a client compares it as given). */
function withoutUndefined(detail: ErrorDetail): ErrorDetail {
  const { message, code, params, field } = detail;
  return { message, ...(code !== undefined && { code }), ...(params !== undefined && { params }), ...(field !== undefined && { field }) };
}

export const NOT_FOUND_MESSAGE = 'Resource does not exist!';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid User Details. Please try again!';
export const INVALID_TOKEN_MESSAGE = 'Invalid token';
