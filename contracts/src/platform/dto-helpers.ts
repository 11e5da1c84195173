import { ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';
import { UNSAFE_LINK, isSafeLink } from './links';

/**
 * The conditions behind the helpers below, one function each, so what a field accepts can be read back from its
 * validation metadata (the BFF's OpenAPI document marks nullable and required fields from them).
 */
export const DtoConditions = {
  present: (_object: unknown, value: unknown) => value !== undefined,
  presentAndNotNull: (_object: unknown, value: unknown) => value !== undefined && value !== null,
  notNull: (_object: unknown, value: unknown) => value !== null,
} as const;

/**
 * The field may be left out, but when present it must pass the other validators: unlike @IsOptional(),
 * null is not waved through (for fields that are never null, such as a name).
 */
export function IsOptionalNonNull(options?: ValidationOptions): PropertyDecorator {
  return ValidateIf(DtoConditions.present, options);
}

/** The field may be left out or null; any other value must pass the other validators. */
export function IsOptionalNullable(options?: ValidationOptions): PropertyDecorator {
  return ValidateIf(DtoConditions.presentAndNotNull, options);
}

/** Required, but null is a valid value; anything else must pass the other validators. */
export function IsNullable(options?: ValidationOptions): PropertyDecorator {
  return ValidateIf(DtoConditions.notNull, options);
}

/**
 * Required text with something in it: servers keep names trimmed, so spaces alone would be stored as an empty name.
 * Refused under the rule name of @IsNotEmpty(), so the answer (and the portal) says "<field> is required".
 */
export function IsNotBlank(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNotEmpty',
      validator: { validate: (value: unknown) => typeof value === 'string' && value.trim() !== '', defaultMessage: (args) => `${args?.property ?? 'value'} should not be blank` },
    },
    options,
  );
}

/** Relative asset path (images/avatars/x.jpg) or an https URL: nothing a browser would run. */
export const ASSET_PATH_PATTERN = /^(?:https:\/\/[\w.-]+(?::\d+)?)?\/?[\w][\w\-./]*$/;
/** Lowercase URL slug. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Ids in query strings and bodies: uuid-like or any short token without spaces. */
export const ID_MAX_LENGTH = 100;

/**
 * A link the shell will follow (message, notification, shortcut): an in-app path or an http, https or mailto URL
 * (isSafeLink). Refused with the rule code `safeLink`, so `javascript:` and `data:` links are never stored.
 */
export function IsSafeLink(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: UNSAFE_LINK.code,
      validator: {
        validate: (value: unknown) => isSafeLink(value),
        defaultMessage: (args) => `${args?.property ?? 'link'} ${UNSAFE_LINK.message}`,
      },
    },
    options,
  );
}
