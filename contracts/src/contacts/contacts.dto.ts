import { Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize, ArrayUnique, IsArray, IsDefined, IsEmail, IsISO8601, IsNotEmpty, IsOptional, IsString, Matches,
  MaxLength, ValidateNested,
} from 'class-validator';
import { ASSET_PATH_PATTERN, ID_MAX_LENGTH, IsOptionalNonNull, IsOptionalNullable } from '../platform/dto-helpers';

export class ContactEmailInput {
  @IsEmail({}, { message: 'email must be an email address' }) @MaxLength(320) email!: string;
  @IsString() @MaxLength(50) label!: string;
}

export class ContactPhoneNumberInput {
  @IsString() @Matches(/^[a-z]{2}$/, { message: 'country must be a lowercase two-letter iso code' }) country!: string;
  @IsString() @IsNotEmpty() @MaxLength(40)
  @Matches(/^[0-9 ()+\-.]+$/, { message: 'phoneNumber may hold digits, spaces and + - . ( ) only' })
  phoneNumber!: string;
  @IsString() @MaxLength(50) label!: string;
}

/** PATCH api/apps/contacts/contact: the changed fields. Unknown fields are refused. */
export class ContactPatch {
  /** Only null (remove) or the current value: a new avatar goes through the upload call. */
  @IsOptionalNullable() @IsString() @MaxLength(1_500_000) avatar?: string | null;
  @IsOptionalNullable() @IsString() @MaxLength(500)
  @Matches(ASSET_PATH_PATTERN, { message: 'background must be an image path' })
  background?: string | null;
  @IsOptionalNonNull() @IsString() @IsNotEmpty() @MaxLength(200) name?: string;
  @IsOptionalNonNull() @IsArray() @ArrayMaxSize(20) @ValidateNested({ each: true }) @Type(() => ContactEmailInput)
  emails?: ContactEmailInput[];
  @IsOptionalNonNull() @IsArray() @ArrayMaxSize(20) @ValidateNested({ each: true }) @Type(() => ContactPhoneNumberInput)
  phoneNumbers?: ContactPhoneNumberInput[];
  @IsOptionalNonNull() @IsString() @MaxLength(200) title?: string;
  @IsOptionalNonNull() @IsString() @MaxLength(200) company?: string;
  @IsOptionalNullable() @IsISO8601({ strict: true }) birthday?: string | null;
  @IsOptionalNullable() @IsString() @MaxLength(1000) address?: string | null;
  /** HTML; sanitised before it is stored. */
  @IsOptionalNullable() @IsString() @MaxLength(50_000) notes?: string | null;
  @IsOptionalNonNull() @IsArray() @ArrayMaxSize(50) @ArrayUnique() @IsString({ each: true })
  @MaxLength(ID_MAX_LENGTH, { each: true })
  tags?: string[];
  /** Read-only (CONTACT_READ_ONLY_FIELDS): the contact as answered may be sent back; another id is refused. */
  @Allow() id?: unknown;
}

export class UpdateContactDto {
  @IsString() @IsNotEmpty() @MaxLength(ID_MAX_LENGTH) id!: string;
  @IsDefined() @ValidateNested() @Type(() => ContactPatch) contact!: ContactPatch;
}

/** GET api/apps/contacts/search?query= (empty or missing: every contact). */
export class SearchContactsDto {
  @IsOptional() @IsString() @MaxLength(200) query?: string;
}

export class ContactTagInput {
  @IsString() @IsNotEmpty() @MaxLength(100) title!: string;
}
export class ContactTagPatch {
  @IsOptionalNonNull() @IsString() @IsNotEmpty() @MaxLength(100) title?: string;
  /** Read-only: the tag as answered may be sent back; another id is refused. */
  @Allow() id?: unknown;
}
export class CreateContactTagDto {
  @IsDefined() @ValidateNested() @Type(() => ContactTagInput) tag!: ContactTagInput;
}
export class UpdateContactTagDto {
  @IsString() @IsNotEmpty() @MaxLength(ID_MAX_LENGTH) id!: string;
  @IsDefined() @ValidateNested() @Type(() => ContactTagPatch) tag!: ContactTagPatch;
}

/** Multipart text field of POST api/apps/contacts/avatar (the file is the `avatar` part). */
export class UploadContactAvatarDto {
  @IsString() @IsNotEmpty() @MaxLength(ID_MAX_LENGTH) id!: string;
}
