import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsNotEmpty, IsString, MaxLength, ValidateBy, ValidateNested, type ValidationOptions } from 'class-validator';
import { IsOptionalNonNull, IsOptionalNullable } from '../platform/dto-helpers';
import { LANGUAGES, type LanguageCode } from '../platform/constants';
import { isTimeZone } from './user';

/** An IANA time zone name ('Asia/Phnom_Penh'); the error's code is `timeZone`. */
export function IsTimeZone(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({
    name: 'timeZone',
    validator: {
      validate: (value: unknown) => isTimeZone(value),
      defaultMessage: (args) => `${args?.property ?? 'timeZone'} must be an IANA time zone such as Asia/Phnom_Penh.`,
    },
  }, options);
}

/** The four name fields are strings ('' when unknown), never null. */
export class UserDetailsPatch {
  @IsOptionalNonNull() @IsString() @MaxLength(100) firstNameEn?: string;
  @IsOptionalNonNull() @IsString() @MaxLength(100) lastNameEn?: string;
  @IsOptionalNonNull() @IsString() @MaxLength(100) firstNameKh?: string;
  @IsOptionalNonNull() @IsString() @MaxLength(100) lastNameKh?: string;
}
/**
 * Only what a user may change about themselves: never email, role, permissions or customerP24Id. Only avatar may be
 * null (no picture); a new picture is uploaded (UserRoutes.avatar), a link here may only be one the portal stored.
 */
export class UserPatch {
  @IsOptionalNonNull() @IsString() @IsNotEmpty() @MaxLength(200) name?: string;
  @IsOptionalNullable() @IsString() @MaxLength(2000) avatar?: string | null;
  @IsOptionalNonNull() @IsIn(['online', 'away', 'busy', 'not-visible']) status?: 'online' | 'away' | 'busy' | 'not-visible';
  @IsOptionalNonNull() @ValidateNested() @Type(() => UserDetailsPatch) userDetails?: UserDetailsPatch;
  @IsOptionalNonNull() @IsIn(LANGUAGES.map((l) => l.id)) language?: LanguageCode;
  @IsOptionalNonNull() @IsString() @IsTimeZone() timeZone?: string;
}
export class UpdateUserDto {
  @IsDefined() @ValidateNested() @Type(() => UserPatch) user!: UserPatch;
}
