import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

export class UserDetailsPatch {
  @IsOptional() @IsString() @MaxLength(100) firstNameEn?: string;
  @IsOptional() @IsString() @MaxLength(100) lastNameEn?: string;
  @IsOptional() @IsString() @MaxLength(100) firstNameKh?: string;
  @IsOptional() @IsString() @MaxLength(100) lastNameKh?: string;
}
/** Only what a user may change about themselves: never email, role, permissions or customerP24Id. */
export class UserPatch {
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(200) name?: string;
  @IsOptional() @IsString() @MaxLength(2000) avatar?: string | null;
  @IsOptional() @IsIn(['online', 'away', 'busy', 'not-visible']) status?: 'online' | 'away' | 'busy' | 'not-visible';
  @IsOptional() @ValidateNested() @Type(() => UserDetailsPatch) userDetails?: UserDetailsPatch;
}
export class UpdateUserDto {
  @IsDefined() @ValidateNested() @Type(() => UserPatch) user!: UserPatch;
}
