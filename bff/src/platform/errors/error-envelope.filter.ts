import { ArgumentsHost, BadRequestException, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { ERROR_CATALOGUE, catalogueEntryFor, type ErrorEnvelope, type FieldError } from '@cis/contracts';

interface ResponseLike {
  headersSent: boolean;
  status(code: number): ResponseLike;
  json(body: unknown): void;
}

/** Body-parser and other middleware errors carry an HTTP status of their own. */
interface StatusError {
  status?: number;
  statusCode?: number;
  type?: string;
}

/** A 400 that names its fields; a BadRequestException, so code and tests that expect one see one. */
export class ValidationFailed extends BadRequestException {
  constructor(readonly fieldErrors: FieldError[]) {
    super(fieldErrors.length === 1 ? fieldErrors[0]?.developerMessage : 'Invalid parameters were passed in the request!');
  }
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
  if (envelope.status >= 500) logger.error(exception instanceof Error ? exception.stack : String(exception));
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
  answerInEnvelope(error, response as unknown as ResponseLike, middlewareLogger);
}

export function toEnvelope(exception: unknown): ErrorEnvelope {
  if (exception instanceof ValidationFailed) {
    return {
      status: 400, error: ERROR_CATALOGUE[400].type,
      developerMessage: exception.fieldErrors.map((e) => e.developerMessage).join('; '), errors: exception.fieldErrors,
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    // 503 is a state (not ready: the health check's store is down), not a fault: it keeps its status, so load
    // balancers see it, with the catalogue's text only (terminus's details name the driver's error).
    if (status === 503) return { status, error: ERROR_CATALOGUE[503].type, developerMessage: ERROR_CATALOGUE[503].message };
    if (status >= 500) return internal();
    const body = exception.getResponse();
    let message = typeof body === 'string' ? body : (body as { message?: unknown }).message;
    if (Array.isArray(message)) message = message.join('; ');
    const entry = catalogueEntryFor(status, typeof message === 'string' ? message : undefined);
    return { status, error: entry.type, developerMessage: developerMessage(status, message, entry.message) };
  }
  const statusError = exception as StatusError | null;
  const status = statusError?.status ?? statusError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const entry = catalogueEntryFor(status);
    const message = statusError?.type === 'entity.parse.failed' ? 'The request body is not valid JSON.'
      : statusError?.type === 'entity.too.large' ? ERROR_CATALOGUE[413].message
      : entry.message;
    return { status, error: entry.type === ERROR_CATALOGUE.unknown.type ? ERROR_CATALOGUE[400].type : entry.type, developerMessage: message };
  }
  return internal();
}

function internal(): ErrorEnvelope {
  return { status: 500, error: ERROR_CATALOGUE[500].type, developerMessage: ERROR_CATALOGUE[500].message };
}

/** Nest's own default texts ('Not Found', 'Cannot GET /x', 'Forbidden resource') give way to the catalogue's. */
function developerMessage(status: number, message: unknown, generic: string): string {
  if (typeof message !== 'string' || message.length === 0) return generic;
  if (status === 404 && (/^Cannot [A-Z]+ /.test(message) || message === 'Not Found')) return generic;
  if (['Forbidden resource', 'Forbidden', 'Unauthorized', 'Bad Request', 'Conflict'].includes(message)) return generic;
  return message;
}
