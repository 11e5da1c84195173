import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsUUID, IsBoolean, IsEmail, IsIn, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import { Permission, type PermissionCode } from '../auth/permissions';
import type { UserKind } from '../auth/auth';
import { IsNotBlank, IsOptionalNonNull } from '../platform/dto-helpers';
import { ACCOUNTS_PAGE_SIZE_MAX, ACCOUNT_CLIENTS_MAX, ACCOUNT_KINDS, ACCOUNT_NAME_MAX, ACCOUNT_ROLES, ACCOUNT_SEARCH_MAX } from './accounts';

const CODES = Object.values(Permission);

/** GET api/accounts?kind=&search=&page=&size= */
export class AccountsQueryDto {
  @IsOptionalNonNull() @IsIn(ACCOUNT_KINDS) kind?: UserKind;
  @IsOptionalNonNull() @IsString() @MaxLength(ACCOUNT_SEARCH_MAX) search?: string;
  @IsOptionalNonNull() @Type(() => Number) @IsInt() @Min(0) page?: number;
  @IsOptionalNonNull() @Type(() => Number) @IsInt() @Min(1) @Max(ACCOUNTS_PAGE_SIZE_MAX) size?: number;
}

export class AccountNamesDto {
  @IsOptionalNonNull() @IsString() @MaxLength(ACCOUNT_NAME_MAX) firstNameEn?: string;
  @IsOptionalNonNull() @IsString() @MaxLength(ACCOUNT_NAME_MAX) lastNameEn?: string;
  @IsOptionalNonNull() @IsString() @MaxLength(ACCOUNT_NAME_MAX) firstNameKh?: string;
  @IsOptionalNonNull() @IsString() @MaxLength(ACCOUNT_NAME_MAX) lastNameKh?: string;
}

/** POST api/accounts: an invitation. The account gets a one-time set-password link by mail. */
export class InviteAccountDto {
  @IsEmail() @MaxLength(200) email!: string;
  @IsString() @IsNotBlank() @MaxLength(200) name!: string;
  @IsIn(ACCOUNT_KINDS) kind!: UserKind;
  @IsOptionalNonNull() @IsIn(ACCOUNT_ROLES) role?: number;
  @IsOptionalNonNull() @IsArray() @ArrayMaxSize(CODES.length) @IsIn(CODES, { each: true }) permissions?: PermissionCode[];
  @IsOptionalNonNull() @ValidateNested() @Type(() => AccountNamesDto) userDetails?: AccountNamesDto;
}

/** PATCH api/accounts/:id: absent keys are unchanged. */
export class UpdateAccountDto {
  @IsOptionalNonNull() @IsString() @IsNotBlank() @MaxLength(200) name?: string;
  @IsOptionalNonNull() @IsIn(ACCOUNT_ROLES) role?: number;
  @IsOptionalNonNull() @IsArray() @ArrayMaxSize(CODES.length) @IsIn(CODES, { each: true }) permissions?: PermissionCode[];
  @IsOptionalNonNull() @IsBoolean() disabled?: boolean;
  @IsOptionalNonNull() @ValidateNested() @Type(() => AccountNamesDto) userDetails?: AccountNamesDto;
  /** Customer accounts only: the clients the account acts for afterwards (set through the clients area). */
  @IsOptionalNonNull() @IsArray() @ArrayMaxSize(ACCOUNT_CLIENTS_MAX) @ArrayUnique() @IsUUID(undefined, { each: true }) clientIds?: string[];
}

/** POST api/common/user/change-password: the signed-in user's own password. */
export class ChangePasswordDto {
  @IsString() @IsNotEmpty() @MaxLength(200) currentPassword!: string;
  @IsString() @MinLength(8) @MaxLength(200) newPassword!: string;
}


/** :id of api/accounts/:id... */
export class AccountIdParamDto {
  @IsString() @IsNotEmpty() @MaxLength(100) id!: string;
}
