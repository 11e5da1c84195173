import { ValidationPipe, type ValidationError } from '@nestjs/common';
import type { FieldError } from '@cis/contracts';
import { ValidationFailed } from './error-envelope.filter';

/** Unknown fields are refused (never stored); every invalid field is named in the envelope's errors. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
