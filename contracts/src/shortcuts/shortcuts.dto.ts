import { Type } from 'class-transformer';
import { Allow, IsBoolean, IsDefined, IsNotEmpty, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IsOptionalNonNull, IsOptionalNullable, IsSafeLink } from '../platform/dto-helpers';

export class ShortcutInput {
  @IsString() @IsNotEmpty() @MaxLength(100) label!: string;
  @IsOptionalNullable() @IsString() @MaxLength(300) description?: string | null;
  @IsString() @IsNotEmpty() @MaxLength(100) icon!: string;
  @IsString() @IsNotEmpty() @MaxLength(500) @IsSafeLink() link!: string;
  @IsDefined() @IsBoolean() useRouter!: boolean;
}
/** A patch may leave fields out; only description may be null (label, icon, link and useRouter are required). */
export class ShortcutPatch {
  @IsOptionalNonNull() @IsString() @IsNotEmpty() @MaxLength(100) label?: string;
  @IsOptionalNullable() @IsString() @MaxLength(300) description?: string | null;
  @IsOptionalNonNull() @IsString() @IsNotEmpty() @MaxLength(100) icon?: string;
  @IsOptionalNonNull() @IsString() @IsNotEmpty() @MaxLength(500) @IsSafeLink() link?: string;
  @IsOptionalNonNull() @IsBoolean() useRouter?: boolean;
  /** Read-only (SHORTCUT_READ_ONLY_FIELDS): the shortcut as answered may be sent back; another id is refused. */
  @Allow() id?: unknown;
}
export class CreateShortcutDto {
  @IsDefined() @ValidateNested() @Type(() => ShortcutInput) shortcut!: ShortcutInput;
}
export class UpdateShortcutDto {
  @IsString() @IsNotEmpty() @MaxLength(100) id!: string;
  @IsDefined() @ValidateNested() @Type(() => ShortcutPatch) shortcut!: ShortcutPatch;
}
