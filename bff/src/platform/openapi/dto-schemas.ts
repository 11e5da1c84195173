import { getMetadataStorage, ValidationTypes } from 'class-validator';
import { targetConstructorToSchema } from 'class-validator-jsonschema';
import { DtoConditions } from '@cis/contracts/dto';

type SchemaObject = ReturnType<typeof targetConstructorToSchema>;

// class-transformer keeps its @Type() metadata in a storage it does not export from the package root; the nested
// DTO classes of @ValidateNested() fields are found there.
// eslint-disable-next-line @typescript-eslint/no-require-imports, @typescript-eslint/consistent-type-assertions -- class-validator, class-transformer and openapi3-ts typings (above)
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as typeof import('class-transformer/types/storage');

/** The static method @nestjs/swagger reads a class's property metadata from (what its compiler plugin would emit). */
const METADATA_FACTORY = '_OPENAPI_METADATA_FACTORY';

type DtoClass = (new (...args: never[]) => unknown) & { [METADATA_FACTORY]?: () => Record<string, PropertyMetadata> };

interface PropertyMetadata extends Record<string, unknown> {
  required: boolean;
  nullable?: boolean;
  type?: unknown;
  isArray?: boolean;
}

interface ConditionMeta {
  name?: string;
  constraints?: unknown[];
}

/**
 * Whether null passes a field: its conditional validators say. @IsOptional() and IsOptionalNullable() let null
 * through, as does IsNullable(); IsOptionalNonNull() lets only a missing field through.
 */
const conditionConverter = (meta: ConditionMeta): SchemaObject => {
  const condition = meta.constraints?.[0];
  const nullable = meta.name === 'isOptional' || condition === DtoConditions.presentAndNotNull || condition === DtoConditions.notNull;
  return nullable ? { nullable: true } : {};
};

const SCHEMA_OPTIONS = {
  classTransformerMetadataStorage: defaultMetadataStorage,
  refPointerPrefix: '#/components/schemas/',
  additionalConverters: { [ValidationTypes.CONDITIONAL_VALIDATION]: conditionConverter },
};

/**
 * The OpenAPI document's field schemas, derived from the class-validator decorators the DTOs already carry, so the
 * fields are declared once (in contracts/) and the document cannot drift from what the ValidationPipe enforces.
 *
 * The build is plain tsc, so @nestjs/swagger's compiler plugin never runs and every DTO would be an empty object.
 * This gives each DTO class the static metadata method that plugin would have emitted, built at start-up from
 * class-validator-jsonschema's reading of the decorators: @nestjs/swagger then documents request bodies (with their
 * nested DTOs) and query DTOs (as query parameters) as usual. Idempotent: a class described once is left alone.
 */
export function describeDtosFromValidators(): void {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- class-validator, class-transformer and openapi3-ts typings (above)
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<DtoClass, unknown[]> };
  for (const target of storage.validationMetadatas.keys()) {
    if (typeof target !== 'function' || Object.prototype.hasOwnProperty.call(target, METADATA_FACTORY)) continue;
    let described: Record<string, PropertyMetadata> | null = null;
    Object.defineProperty(target, METADATA_FACTORY, {
      value: () => (described ??= describe(target)),
      configurable: true,
    });
  }
}

function describe(target: DtoClass): Record<string, PropertyMetadata> {
  const schema = targetConstructorToSchema(target, SCHEMA_OPTIONS);
  const required = new Set([...(schema.required ?? []), ...requiredButNullable(target)]);
  // A field known only by @Allow() (a read-only field a round trip may send back, e.g. an item's id) is never required.
  for (const name of allowedOnly(target)) required.delete(name);
  const properties: Record<string, PropertyMetadata> = {};
  // openapi3-ts types a property as SchemaObject | ReferenceObject: a bare {$ref} is read as a SchemaObject with $ref (handled below).
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- class-validator, class-transformer and openapi3-ts typings (above)
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, SchemaObject>)) {
    properties[name] = { ...toPropertyMetadata(target, name, property), required: required.has(name) };
  }
  return properties;
}

function allowedOnly(target: DtoClass): string[] {
  const metas = getMetadataStorage().getTargetValidationMetadatas(target, '', true, false);
  const names = new Set(metas.map((m) => m.propertyName));
  return [...names].filter((name) => metas.filter((m) => m.propertyName === name).every((m) => m.type === ValidationTypes.WHITELIST));
}

/** IsNullable() fields are required (only their value may be null); the converter library counts any condition as optional. */
function requiredButNullable(target: DtoClass): string[] {
  const metas = getMetadataStorage().getTargetValidationMetadatas(target, '', true, false);
  const optional = new Set(metas.filter((m) => m.type === ValidationTypes.CONDITIONAL_VALIDATION && m.constraints?.[0] !== DtoConditions.notNull).map((m) => m.propertyName));
  return metas.filter((m) => m.constraints?.[0] === DtoConditions.notNull && !optional.has(m.propertyName)).map((m) => m.propertyName);
}

/**
 * One field: a nested DTO becomes its class (so swagger refers to its schema), anything else keeps its JSON schema.
 * @IsDefined()'s `not: {type: 'null'}` is dropped: OpenAPI 3.0 has no null type, and `required` says it already.
 */
function toPropertyMetadata(target: DtoClass, name: string, schema: SchemaObject): Omit<PropertyMetadata, 'required'> {
  // openapi3-ts types a schema's parts as SchemaObject | ReferenceObject: the rest of a SchemaObject is one, $ref aside.
  const { not, ...withoutNot } = schema;
  const property: SchemaObject = not && !(typeof not === 'object' && 'type' in not && not.type === 'null') ? { ...withoutNot, not } : withoutNot;
  const nested = defaultMetadataStorage.findTypeMetadata(target, name)?.typeFunction();
  const refersToClass = typeof nested === 'function' && ('$ref' in property || ('items' in property && typeof property.items === 'object' && '$ref' in property.items));
  if (refersToClass) {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- class-validator, class-transformer and openapi3-ts typings (above)
    const { $ref: _ref, items: _items, type: _type, ...rest } = property as SchemaObject & { $ref?: string };
    return { ...rest, type: nested, ...(property.type === 'array' ? { isArray: true } : {}) };
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- class-validator, class-transformer and openapi3-ts typings (above)
  const { $ref: _ref, ...rest } = property as SchemaObject & { $ref?: string };
  return rest;
}
