import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import type { FieldError } from '@cis/contracts';
import { findForbiddenKey } from '../http/request-body-guard';
import { ValidationFailed } from './error-envelope.filter';

/**
 * Refuses prototype-member keys (toString, __proto__ ...) before class-transformer sees them: it skips such keys
 * silently, so forbidNonWhitelisted would never name them. requestBodyGuard already checks JSON, form and query
 * input; this catches multipart fields, which the upload interceptor parses after the middleware ran.
 */
class EnvelopeValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' || metadata.type === 'query') {
      const problem = findForbiddenKey(value, metadata.type);
      if (problem) throw new ValidationFailed([problem]);
    }
    return super.transform(value, metadata);
  }
}

/** Unknown fields are refused (never stored); every invalid field is named in the envelope's errors. */
export function createValidationPipe(): ValidationPipe {
  return new EnvelopeValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new ValidationFailed(flatten(errors)),
  });
}

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((text) => ({
      field,
      userMessage: humanise(field, text, error.constraints ?? {}),
      developerMessage: text,
    }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

function humanise(field: string, text: string, constraints: Record<string, string>): string {
  if (constraints.whitelistValidation) return `${field} is not an accepted field.`;
  if (constraints.isDefined || constraints.isNotEmpty) return `${field} is required.`;
  return text.charAt(0).toUpperCase() + text.slice(1) + '.';
}
