import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsNotEmpty, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IsOptionalNonNull, IsOptionalNullable } from '../platform/dto-helpers';

/** The four name fields are strings ('' when unknown), never null. */
export class UserDetailsPatch {
  @IsOptionalNonNull() @IsString() @MaxLength(100) firstNameEn?: string;
  @IsOptionalNonNull() @IsString() @MaxLength(100) lastNameEn?: string;
  @IsOptionalNonNull() @IsString() @MaxLength(100) firstNameKh?: string;
  @IsOptionalNonNull() @IsString() @MaxLength(100) lastNameKh?: string;
}
/** Only what a user may change about themselves: never email, role, permissions or customerP24Id. Only avatar may be null. */
export class UserPatch {
  @IsOptionalNonNull() @IsString() @IsNotEmpty() @MaxLength(200) name?: string;
  @IsOptionalNullable() @IsString() @MaxLength(2000) avatar?: string | null;
  @IsOptionalNonNull() @IsIn(['online', 'away', 'busy', 'not-visible']) status?: 'online' | 'away' | 'busy' | 'not-visible';
  @IsOptionalNonNull() @ValidateNested() @Type(() => UserDetailsPatch) userDetails?: UserDetailsPatch;
}
export class UpdateUserDto {
  @IsDefined() @ValidateNested() @Type(() => UserPatch) user!: UserPatch;
}
