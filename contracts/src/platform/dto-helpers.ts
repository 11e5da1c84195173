import { ValidateIf, type ValidationOptions } from 'class-validator';

/**
 * The field may be left out, but when present it must pass the other validators: unlike @IsOptional(),
 * null is not waved through (for fields that are never null, such as a name).
 */
export function IsOptionalNonNull(options?: ValidationOptions): PropertyDecorator {
  return ValidateIf((_object: unknown, value: unknown) => value !== undefined, options);
}

/** The field may be left out or null; any other value must pass the other validators. */
export function IsOptionalNullable(options?: ValidationOptions): PropertyDecorator {
  return ValidateIf((_object: unknown, value: unknown) => value !== undefined && value !== null, options);
}

/** Required, but null is a valid value; anything else must pass the other validators. */
export function IsNullable(options?: ValidationOptions): PropertyDecorator {
  return ValidateIf((_object: unknown, value: unknown) => value !== null, options);
}

/** Relative asset path (images/avatars/x.jpg) or an https URL: nothing a browser would run. */
export const ASSET_PATH_PATTERN = /^(?:https:\/\/[\w.-]+(?::\d+)?)?\/?[\w][\w\-./]*$/;
/** Lowercase URL slug. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Ids in query strings and bodies: uuid-like or any short token without spaces. */
export const ID_MAX_LENGTH = 100;
