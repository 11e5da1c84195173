import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { IsBoolean, IsString, Matches, validateSync } from 'class-validator';
import { ASSET_PATH_PATTERN, IsNullable, IsOptionalNonNull, IsOptionalNullable } from './dto-helpers';

class Sample {
  @IsOptionalNonNull() @IsBoolean() flag?: boolean;
  @IsOptionalNullable() @IsString() @Matches(ASSET_PATH_PATTERN) image?: string | null;
  @IsNullable() @IsString() note!: string | null;
}

const errorsOf = (plain: object): string[] =>
  validateSync(plainToInstance(Sample, plain), { forbidUnknownValues: true }).map((error) => error.property);

describe('optional and nullable DTO helpers', () => {
  it('IsOptionalNonNull: absent is fine, null is refused like any wrong value', () => {
    expect(errorsOf({ note: null })).toEqual([]);
    expect(errorsOf({ note: null, flag: true })).toEqual([]);
    expect(errorsOf({ note: null, flag: null })).toEqual(['flag']);
    expect(errorsOf({ note: null, flag: 'yes' })).toEqual(['flag']);
  });

  it('IsOptionalNullable: absent or null is fine, anything else must pass', () => {
    expect(errorsOf({ note: null, image: null })).toEqual([]);
    expect(errorsOf({ note: null, image: 'images/notes/a.jpg' })).toEqual([]);
    expect(errorsOf({ note: null, image: 'javascript:alert(1)' })).toEqual(['image']);
  });

  it('IsNullable: must be present, null allowed', () => {
    expect(errorsOf({})).toEqual(['note']);
    expect(errorsOf({ note: 'x' })).toEqual([]);
  });
});
