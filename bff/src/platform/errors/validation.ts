import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import type { ErrorParams, FieldError } from '@cis/contracts';
import { findForbiddenKey } from '../http/request-body-guard';
import { ValidationFailed } from './error-envelope.filter';
import { rememberValidationMetadata } from './validation-metadata';

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

/**
 * A body checked by a validation pipe outside the global one (a route that validates it itself), answered as an
 * instance of its DTO: the pipe's transform makes one of every body it accepts; what is not one is a 400 naming `body`.
 */
export async function validatedBody<T extends object>(pipe: ValidationPipe, body: unknown, dto: new () => T): Promise<T> {
  const value: unknown = await pipe.transform(body, { type: 'body', metatype: dto });
  if (value instanceof dto) return value;
  throw new ValidationFailed([{ field: 'body', code: 'isObject', userMessage: 'The request body must be an object.', developerMessage: 'the body must be an object' }]);
}

/**
 * Unknown fields are refused (never stored); every invalid field is named in the envelope's errors, once per failed
 * rule, with the rule as its code (the class-validator constraint name) and the rule's parameters where a message
 * needs them, so clients can word it in their own language.
 */
export function createValidationPipe(): ValidationPipe {
  rememberValidationMetadata();
  return new EnvelopeValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    // The target is kept so that each rule's parameters can be read from its metadata; it never leaves the server.
    validationError: { target: true, value: false },
    exceptionFactory: (errors) => new ValidationFailed(fieldErrorsOf(errors)),
  });
}

export function fieldErrorsOf(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    const own = Object.entries(constraints).map(([code, text]): FieldError => {
      const params = paramsOf(error.target, error.property, code);
      return {
        field,
        code,
        ...(params ? { params } : {}),
        userMessage: humanise(field, text, constraints),
        developerMessage: text,
      };
    });
    return [...own, ...fieldErrorsOf(error.children ?? [], field)];
  });
}

/** Which constraint arguments a message needs, by rule. Rules not named here carry no parameters. */
const PARAMS: Record<string, (args: unknown[]) => ErrorParams | undefined> = {
  maxLength: ([max]) => num({ max }),
  minLength: ([min]) => num({ min }),
  isLength: ([min, max]) => num({ min, max }),
  max: ([max]) => num({ max }),
  min: ([min]) => num({ min }),
  arrayMaxSize: ([max]) => num({ max }),
  arrayMinSize: ([min]) => num({ min }),
  isIn: ([values]) => (Array.isArray(values) ? { values: values.map(String).join(', ') } : undefined),
  isEnum: ([entity]) => (entity && typeof entity === 'object' ? { values: Object.values(entity).map(String).join(', ') } : undefined),
};

function num(values: Record<string, unknown>): ErrorParams | undefined {
  const out: ErrorParams = {};
  for (const [k, v] of Object.entries(values)) if (typeof v === 'number' && Number.isFinite(v)) out[k] = v;
  return Object.keys(out).length > 0 ? out : undefined;
}

function paramsOf(target: object | undefined, property: string, constraint: string): ErrorParams | undefined {
  const pick = PARAMS[constraint];
  if (!pick || !target) return undefined;
  const metadata = getMetadataStorage()
    .getTargetValidationMetadatas(target.constructor, '', true, false)
    .find((m) => m.propertyName === property && m.name === constraint);
  return metadata?.constraints ? pick(metadata.constraints) : undefined;
}

function humanise(field: string, text: string, constraints: Record<string, string>): string {
  if (constraints.whitelistValidation) return `${field} is not an accepted field.`;
  if (constraints.isDefined || constraints.isNotEmpty) return `${field} is required.`;
  return text.charAt(0).toUpperCase() + text.slice(1) + '.';
}
