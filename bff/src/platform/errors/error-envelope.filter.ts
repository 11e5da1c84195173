import { ArgumentsHost, BadRequestException, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import {
  Conflict, DomainError, NotFound, Refused, Unavailable, ERROR_CATALOGUE, MAX_LISTED_FIELD_ERRORS, REFUSALS, SERVER_ERROR_TYPES, catalogueEntryFor, refusalFor,
  type ErrorEnvelope, type ErrorParams, type FieldError, type RefusalCode,
} from '@cis/contracts';

interface ResponseLike {
  headersSent: boolean;
  status(code: number): ResponseLike;
  json(body: unknown): void;
  setHeader(name: string, value: string): unknown;
}

/** A field of a value of unknown shape (what was thrown, an exception's body): undefined when it has none. */
function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value ? Reflect.get(value, key) : undefined;
}

/** Params the envelope may carry: an object of strings and numbers (anything else is left out, not passed on as if it were). */
function isErrorParams(value: unknown): value is ErrorParams {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    && Object.values(value).every((entry) => typeof entry === 'string' || typeof entry === 'number');
}

/** A field error as a thrower may write it: without a code, the envelope names the rule 'invalid'. */
export type FieldErrorInput = Omit<FieldError, 'code'> & { code?: string };

/** A 400 that names its fields; a BadRequestException, so code and tests that expect one see one. */
export class ValidationFailed extends BadRequestException {
  readonly fieldErrors: FieldError[];
  constructor(fieldErrors: FieldErrorInput[]) {
    super(fieldErrors.length === 1 ? fieldErrors[0]?.developerMessage : ERROR_CATALOGUE[400].message);
    this.fieldErrors = fieldErrors.map(withCode);
  }
}

/** class-validator's own text for a field the DTO does not declare; other entries without a code are 'invalid'. */
function withCode(entry: FieldErrorInput): FieldError {
  if (entry.code) return { ...entry, code: entry.code };
  const code = /^property .+ should not exist$/.test(entry.developerMessage) ? 'whitelistValidation' : 'invalid';
  return { field: entry.field, code, ...(entry.params ? { params: entry.params } : {}), userMessage: entry.userMessage, developerMessage: entry.developerMessage };
}

/**
 * A known refusal: the envelope carries its stable code (REFUSALS in contracts) and its English text, which
 * clients translate by the code. `throw refusal(HttpStatus.CONFLICT, 'conflict')`. An area with refusals of its
 * own may throw any HttpException whose response is `{ message, code, params? }`.
 */
export function refusal(status: HttpStatus, code: RefusalCode, params?: ErrorParams): HttpException {
  return new HttpException({ message: REFUSALS[code], code, ...(params ? { params } : {}) }, status);
}

/** Every failure leaves the BFF in the spec's envelope; 5xx never carries the fault's text or stack. */
@Catch()
export class ErrorEnvelopeFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const response = host.switchToHttp().getResponse<ResponseLike>();
    if (response.headersSent) return;
    answerInEnvelope(exception, response, this.logger);
  }
}

function answerInEnvelope(exception: unknown, response: ResponseLike, logger: Logger): void {
  const envelope = toEnvelope(exception);
  if (envelope.status >= 500 && !(exception instanceof Unavailable)) logger.error(exception instanceof Error ? exception.stack : String(exception));
  // A limit that knows when it opens again says so (TooManyAttempts).
  const retryAfter = fieldOf(exception, 'retryAfterSeconds');
  if (envelope.status === 429 && typeof retryAfter === 'number' && retryAfter > 0) response.setHeader('Retry-After', String(retryAfter));
  response.status(envelope.status).json(envelope);
}

const middlewareLogger = new Logger('Errors');

/**
 * Express error handler for what fails before a route runs (the body parsers: invalid JSON, a body over the limit;
 * the request body guard: arrays, wrong content types, deep nesting). Registered right after them, so it answers
 * before any later error handler sees the error: @nestjs/serve-static's handler, present whenever the web build is
 * served, turns every error on its excluded paths (/api, /public, /health) into a 404 'Resource does not exist!'.
 */
export function answerMiddlewareErrorsInEnvelope(error: unknown, _request: Request, response: Response, next: NextFunction): void {
  if (response.headersSent) {
    next(error);
    return;
  }
  answerInEnvelope(error, response, middlewareLogger);
}

export function toEnvelope(exception: unknown): ErrorEnvelope {
  if (exception instanceof DomainError) return domainEnvelope(exception);
  if (exception instanceof ValidationFailed) {
    // The first few fields, then a count: a body with thousands of invalid fields must not get an answer as large.
    const listed = exception.fieldErrors.slice(0, MAX_LISTED_FIELD_ERRORS);
    const omitted = exception.fieldErrors.length - listed.length;
    const text = listed.map((e) => e.developerMessage).join('; ');
    return {
      status: 400, error: ERROR_CATALOGUE[400].type,
      developerMessage: omitted > 0 ? `${text}; and ${omitted} more` : text, errors: listed,
      ...(omitted > 0 ? { errorsOmitted: omitted } : {}),
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    // 503 is a state (not ready: the health check's store is down), not a fault: it keeps its status, so load
    // balancers see it, with the catalogue's text only (terminus's details name the driver's error).
    if (status === 503) return { status, error: ERROR_CATALOGUE[503].type, developerMessage: ERROR_CATALOGUE[503].message };
    if (status >= 500) return internal();
    const body = exception.getResponse();
    let message = typeof body === 'string' ? body : fieldOf(body, 'message');
    if (Array.isArray(message)) message = message.join('; ');
    // Nest turns body-parser's SyntaxError into a bare 400 carrying JSON.parse's text.
    if (status === 400 && typeof message === 'string' && JSON_PARSE_FAILURE.test(message)) message = REFUSALS.invalidJson;
    const text = developerMessage(status, message);
    const entry = catalogueEntryFor(status, text);
    const bodyCode = fieldOf(body, 'code');
    const code = typeof bodyCode === 'string' && bodyCode ? bodyCode : refusalFor(status, text);
    const bodyParams = fieldOf(body, 'params');
    const params = isErrorParams(bodyParams) ? bodyParams : undefined;
    return {
      status, error: SERVER_ERROR_TYPES[status] ?? entry.type, developerMessage: text,
      ...(code ? { code } : {}), ...(code && params ? { params } : {}),
    };
  }
  // Body-parser and other middleware errors carry an HTTP status of their own (status or statusCode) and a type.
  const status = fieldOf(exception, 'status') ?? fieldOf(exception, 'statusCode');
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const entry = catalogueEntryFor(status);
    const errorType = fieldOf(exception, 'type');
    const code: RefusalCode | undefined = errorType === 'entity.parse.failed' ? 'invalidJson'
      : errorType === 'entity.too.large' ? 'payloadTooLarge'
      : refusalFor(status, undefined);
    const message = code ? REFUSALS[code] : entry.message;
    const type = SERVER_ERROR_TYPES[status] ?? (entry === ERROR_CATALOGUE.unknown ? ERROR_CATALOGUE[400].type : entry.type);
    return { status, error: type, developerMessage: message, ...(code ? { code } : {}) };
  }
  return internal();
}

/** A pure rule's refusal (contracts' domain errors): its status, its stable code, the fields it names. */
function domainEnvelope(error: DomainError): ErrorEnvelope {
  const type = SERVER_ERROR_TYPES[error.status] ?? (error.status === 503 ? ERROR_CATALOGUE[503].type : catalogueEntryFor(error.status, error.message).type);
  // A 404 says no more than Nest's own did: nothing about what was looked for.
  if (error instanceof NotFound) return { status: 404, error: type, developerMessage: error.message };
  const envelope: ErrorEnvelope = {
    status: error.status, error: type, developerMessage: error.message, code: error.code,
    ...(error.params ? { params: error.params } : {}),
  };
  if (error instanceof Refused && error.fields.length > 0) {
    const omitted = error.fields.length - MAX_LISTED_FIELD_ERRORS;
    if (omitted > 0) envelope.errorsOmitted = omitted;
    envelope.errors = error.fields.slice(0, MAX_LISTED_FIELD_ERRORS).map((f) => ({
      field: f.field, code: f.code, ...(f.params ? { params: f.params } : {}), userMessage: f.message, developerMessage: f.message,
    }));
  }
  if (error instanceof Conflict && error.details) envelope.details = error.details;
  return envelope;
}

/** V8's JSON.parse messages ('Unexpected end of JSON input', "... is not valid JSON", '... in JSON at position 3'). */
const JSON_PARSE_FAILURE = /JSON input$|is not valid JSON$|(in|after) JSON at position \d+/;

function internal(): ErrorEnvelope {
  return { status: 500, error: ERROR_CATALOGUE[500].type, developerMessage: ERROR_CATALOGUE[500].message };
}

/** Generic texts of statuses the catalogue leaves to 'Unknown Error' but the BFF knows well. */
const GENERIC_BY_STATUS: Readonly<Record<number, string>> = {
  409: REFUSALS.conflict,
  413: REFUSALS.payloadTooLarge,
  429: REFUSALS.tooManyRequests,
};

/** Nest's own default texts ('Not Found', 'Cannot GET /x', 'Forbidden resource') give way to the catalogue's. */
function developerMessage(status: number, message: unknown): string {
  const generic = GENERIC_BY_STATUS[status] ?? catalogueEntryFor(status).message;
  if (typeof message !== 'string' || message.length === 0) return generic;
  if (status === 404 && (/^Cannot [A-Z]+ /.test(message) || message === 'Not Found')) return generic;
  if (['Forbidden resource', 'Forbidden', 'Unauthorized', 'Bad Request', 'Conflict', 'Payload Too Large', 'Too Many Requests'].includes(message)) return generic;
  return message;
}
