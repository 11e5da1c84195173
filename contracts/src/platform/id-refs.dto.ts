import { ValidateBy, type ValidationOptions } from 'class-validator';
import { ID_MAX_LENGTH } from './dto-helpers';
import { fieldOf } from './typed';

const MAX_REF_TEXT = 500;
const isId = (value: unknown): value is string => typeof value === 'string' && value.length <= ID_MAX_LENGTH;

/**
 * An array of at most `maxItems` references: ids, or objects with a string `id` and no fields beyond `fields`
 * (strings, as answered). Anything else is refused with the rule 'isIdOrRef'.
 */
export function IsIdsOrRefs(fields: readonly string[], maxItems: number, options?: ValidationOptions): PropertyDecorator {
  const allowed = new Set(['id', ...fields]);
  const isRef = (item: unknown): boolean => {
    if (isId(item)) return true;
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return false;
    const entries = Object.entries(item);
    return isId(fieldOf(item, 'id'))
      && entries.every(([key, value]) => allowed.has(key) && typeof value === 'string' && value.length <= MAX_REF_TEXT);
  };
  return ValidateBy({
    name: 'isIdOrRef',
    constraints: [maxItems],
    validator: {
      validate: (value: unknown) => Array.isArray(value) && value.length <= maxItems && value.every(isRef),
      defaultMessage: (args) =>
        `${args?.property ?? 'the list'} must be at most ${maxItems} ids, or objects as answered ({${[...allowed].join(', ')}}) whose id counts`,
    },
  }, options);
}
