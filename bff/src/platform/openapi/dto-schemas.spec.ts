import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IsNullable, IsOptionalNonNull, IsOptionalNullable } from '@cis/contracts/dto';
import { describeDtosFromValidators } from './dto-schemas';

class Child {
  @IsInt() n!: number;
}

class Sample {
  @IsString() @MaxLength(10) name!: string;
  @IsOptionalNonNull() @IsBoolean() flag?: boolean;
  @IsOptionalNullable() @IsString() note?: string | null;
  @IsNullable() @IsString() cleared!: string | null;
  @IsOptional() @IsString() legacy?: string | null;
  @IsOptionalNonNull() @ValidateNested() @Type(() => Child) child?: Child;
  @IsOptionalNonNull() @ValidateNested({ each: true }) @Type(() => Child) children?: Child[];
}

const metadataOf = (cls: unknown) => (cls as { _OPENAPI_METADATA_FACTORY: () => Record<string, Record<string, unknown>> })._OPENAPI_METADATA_FACTORY();

describe('OpenAPI property metadata from class-validator decorators', () => {
  beforeAll(() => describeDtosFromValidators());

  it('marks required and nullable fields as the validators accept them', () => {
    const meta = metadataOf(Sample);
    expect(meta.name).toEqual({ type: 'string', maxLength: 10, required: true });
    expect(meta.flag).toEqual({ type: 'boolean', required: false });
    expect(meta.note).toEqual({ type: 'string', nullable: true, required: false });
    // IsNullable: must be sent, may be null.
    expect(meta.cleared).toEqual({ type: 'string', nullable: true, required: true });
    expect(meta.legacy).toEqual({ type: 'string', nullable: true, required: false });
  });

  it('refers to nested DTOs by class, one or many', () => {
    const meta = metadataOf(Sample);
    expect(meta.child).toEqual({ type: Child, required: false });
    expect(meta.children).toEqual({ type: Child, isArray: true, required: false });
    expect(metadataOf(Child).n).toEqual({ type: 'integer', required: true });
  });

  it('describes a class once, however often the app is built', () => {
    const factory = (Sample as unknown as { _OPENAPI_METADATA_FACTORY: unknown })._OPENAPI_METADATA_FACTORY;
    describeDtosFromValidators();
    expect((Sample as unknown as { _OPENAPI_METADATA_FACTORY: unknown })._OPENAPI_METADATA_FACTORY).toBe(factory);
  });
});
