import { ArgumentsHost, BadRequestException, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
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
    const envelope = toEnvelope(exception);
    if (envelope.status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    response.status(envelope.status).json(envelope);
  }
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
