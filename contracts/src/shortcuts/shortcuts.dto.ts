import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

export class ShortcutInput {
  @IsString() @IsNotEmpty() @MaxLength(100) label!: string;
  @IsOptional() @IsString() @MaxLength(300) description?: string | null;
  @IsString() @IsNotEmpty() @MaxLength(100) icon!: string;
  @IsString() @IsNotEmpty() @MaxLength(500) link!: string;
  @IsDefined() @IsBoolean() useRouter!: boolean;
}
export class ShortcutPatch {
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(100) label?: string;
  @IsOptional() @IsString() @MaxLength(300) description?: string | null;
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(100) icon?: string;
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(500) link?: string;
  @IsOptional() @IsBoolean() useRouter?: boolean;
}
export class CreateShortcutDto {
  @IsDefined() @ValidateNested() @Type(() => ShortcutInput) shortcut!: ShortcutInput;
}
export class UpdateShortcutDto {
  @IsString() @IsNotEmpty() @MaxLength(100) id!: string;
  @IsDefined() @ValidateNested() @Type(() => ShortcutPatch) shortcut!: ShortcutPatch;
}
