import { Type } from 'class-transformer';
import {
  ArrayMaxSize, ArrayUnique, IsArray, IsBoolean, IsDefined, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID,
  Matches, Max, MaxLength, Min, ValidateNested,
} from 'class-validator';
import { TAXPAYER_CATEGORIES, TAXPAYER_LEGAL_FORMS, TAXPAYER_SECTORS, type TaxpayerCategory, type TaxpayerLegalForm, type TaxpayerSector } from '../tax-rules/tax-rules';
import { ID_MAX_LENGTH, IsNotBlank, IsNullable, IsOptionalNonNull, IsOptionalNullable } from '../platform/dto-helpers';
import { CLIENT_LIMITS, CLIENT_STATUSES, TIN_PATTERN, type ClientStatus } from './clients';

const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const dayMessage = { message: '$property must be a day as YYYY-MM-DD' };
const oneOf = (values: readonly string[], what: string) => IsIn(values, { message: `${what} must be one of ${values.join(', ')}` });

export class ClientAddressInput {
  @IsString() @Matches(/^\d{2}$/, { message: 'provinceCode must be a 2-digit gazetteer code' }) provinceCode!: string;
  @IsNullable() @IsString() @Matches(/^\d{4}$/, { message: 'districtCode must be a 4-digit gazetteer code' }) districtCode!: string | null;
  @IsNullable() @IsString() @Matches(/^\d{6}$/, { message: 'communeCode must be a 6-digit gazetteer code' }) communeCode!: string | null;
  @IsNullable() @IsString() @Matches(/^\d{8}$/, { message: 'villageCode must be an 8-digit gazetteer code' }) villageCode!: string | null;
  @IsString() @MaxLength(CLIENT_LIMITS.textMax) street!: string;
}

export class ClientActivityInput {
  /** Kept when editing an activity; a new one may leave it out (the BFF gives it an id). */
  @IsOptionalNonNull() @IsString() @IsNotEmpty() @MaxLength(ID_MAX_LENGTH) id?: string;
  @IsString() @IsNotBlank() @MaxLength(CLIENT_LIMITS.nameMax) name!: string;
  @IsString() @Matches(/^\d{2}$/, { message: 'provinceCode must be a 2-digit gazetteer code' }) provinceCode!: string;
  @IsString() @MaxLength(CLIENT_LIMITS.textMax) place!: string;
  @IsString() @Matches(ISO_DAY, dayMessage) startDate!: string;
}

export class ClientContactPersonInput {
  @IsOptionalNonNull() @IsString() @IsNotEmpty() @MaxLength(ID_MAX_LENGTH) id?: string;
  @IsString() @IsNotBlank() @MaxLength(CLIENT_LIMITS.nameMax) name!: string;
  @IsString() @MaxLength(CLIENT_LIMITS.nameMax) position!: string;
  @IsString() @MaxLength(50) @Matches(/^[+\d][\d\s-]*$|^$/, { message: 'phone must hold digits, spaces, hyphens and a leading +' }) phone!: string;
  @IsString() @MaxLength(200) @Matches(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: 'email must be an email address' }) email!: string;
}

export class ClientVatInput {
  @IsBoolean() registered!: boolean;
  @IsNullable() @IsString() @IsNotBlank() @MaxLength(50) number!: string | null;
  @IsNullable() @IsString() @Matches(ISO_DAY, dayMessage) registeredOn!: string | null;
}

export class ClientCategoryOverrideInput {
  @oneOf(TAXPAYER_CATEGORIES, 'category') category!: TaxpayerCategory;
  /** Why staff set the category by hand: required. */
  @IsString() @IsNotBlank() @MaxLength(CLIENT_LIMITS.reasonMax) reason!: string;
}

const tin = () => Matches(TIN_PATTERN, { message: 'tin must look like L001-901700661 (a capital letter, 3 digits, a hyphen, 9 or 10 digits)' });

/** POST api/clients. */
export class CreateClientDto {
  @IsString() @tin() tin!: string;
  @IsString() @IsNotBlank() @MaxLength(CLIENT_LIMITS.nameMax) nameKh!: string;
  @IsString() @IsNotBlank() @MaxLength(CLIENT_LIMITS.nameMax) nameEn!: string;
  @oneOf(TAXPAYER_LEGAL_FORMS, 'legalForm') legalForm!: TaxpayerLegalForm;
  @oneOf(TAXPAYER_SECTORS, 'sector') sector!: TaxpayerSector;
  @IsInt() @Min(0) @Max(CLIENT_LIMITS.turnoverMax) annualTurnover!: number;
  @IsOptionalNullable() @ValidateNested() @Type(() => ClientCategoryOverrideInput) categoryOverride?: ClientCategoryOverrideInput | null;
  @IsOptionalNonNull() @ValidateNested() @Type(() => ClientVatInput) vat?: ClientVatInput;
  @IsDefined() @ValidateNested() @Type(() => ClientAddressInput) address!: ClientAddressInput;
  @IsOptionalNonNull() @IsArray() @ArrayMaxSize(CLIENT_LIMITS.activitiesMax) @ValidateNested({ each: true }) @Type(() => ClientActivityInput)
  activities?: ClientActivityInput[];
  @IsOptionalNonNull() @IsArray() @ArrayMaxSize(CLIENT_LIMITS.contactsMax) @ValidateNested({ each: true }) @Type(() => ClientContactPersonInput)
  contacts?: ClientContactPersonInput[];
  @IsOptionalNonNull() @oneOf(CLIENT_STATUSES, 'status') status?: ClientStatus;
  @IsOptionalNullable() @IsUUID() preparerId?: string | null;
  @IsOptionalNonNull() @IsArray() @ArrayMaxSize(CLIENT_LIMITS.actingAccountsMax) @ArrayUnique() @IsUUID(undefined, { each: true })
  actingAccountIds?: string[];
}

/** PATCH api/clients/:id: the fields changed, and the version the editor read (a stale one answers 409). */
export class PatchClientDto {
  @IsInt() @Min(0) version!: number;
  @IsOptionalNonNull() @IsString() @tin() tin?: string;
  @IsOptionalNonNull() @IsString() @IsNotBlank() @MaxLength(CLIENT_LIMITS.nameMax) nameKh?: string;
  @IsOptionalNonNull() @IsString() @IsNotBlank() @MaxLength(CLIENT_LIMITS.nameMax) nameEn?: string;
  @IsOptionalNonNull() @oneOf(TAXPAYER_LEGAL_FORMS, 'legalForm') legalForm?: TaxpayerLegalForm;
  @IsOptionalNonNull() @oneOf(TAXPAYER_SECTORS, 'sector') sector?: TaxpayerSector;
  @IsOptionalNonNull() @IsInt() @Min(0) @Max(CLIENT_LIMITS.turnoverMax) annualTurnover?: number;
  @IsOptionalNullable() @ValidateNested() @Type(() => ClientCategoryOverrideInput) categoryOverride?: ClientCategoryOverrideInput | null;
  @IsOptionalNonNull() @ValidateNested() @Type(() => ClientVatInput) vat?: ClientVatInput;
  @IsOptionalNonNull() @ValidateNested() @Type(() => ClientAddressInput) address?: ClientAddressInput;
  @IsOptionalNonNull() @IsArray() @ArrayMaxSize(CLIENT_LIMITS.activitiesMax) @ValidateNested({ each: true }) @Type(() => ClientActivityInput)
  activities?: ClientActivityInput[];
  @IsOptionalNonNull() @IsArray() @ArrayMaxSize(CLIENT_LIMITS.contactsMax) @ValidateNested({ each: true }) @Type(() => ClientContactPersonInput)
  contacts?: ClientContactPersonInput[];
  @IsOptionalNonNull() @oneOf(CLIENT_STATUSES, 'status') status?: ClientStatus;
  @IsOptionalNullable() @IsUUID() preparerId?: string | null;
  @IsOptionalNonNull() @IsArray() @ArrayMaxSize(CLIENT_LIMITS.actingAccountsMax) @ArrayUnique() @IsUUID(undefined, { each: true })
  actingAccountIds?: string[];
}

/** GET api/clients. */
export class ClientsQueryDto {
  /** Matches the Khmer or Latin name or the TIN. */
  @IsOptional() @IsString() @MaxLength(CLIENT_LIMITS.searchMax) search?: string;
  @IsOptional() @oneOf(CLIENT_STATUSES, 'status') status?: ClientStatus;
  @IsOptional() @oneOf(TAXPAYER_CATEGORIES, 'category') category?: TaxpayerCategory;
  @IsOptional() @IsUUID() preparerId?: string;
  /** Zero-based. */
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(1_000_000) page?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(CLIENT_LIMITS.pageSizeMax) size?: number;
}

/** GET api/clients/:id/documents. */
export class ClientDocumentsQueryDto {
  /** 'true' lists retired documents too. */
  @IsOptional() @IsIn(['true', 'false'], { message: 'retired must be true or false' }) retired?: 'true' | 'false';
}

/** The text field of the multipart upload (the file travels beside it). */
export class UploadClientDocumentDto {
  @IsString() @IsNotEmpty() @MaxLength(ID_MAX_LENGTH) @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'typeCode must be a document-type code' })
  typeCode!: string;
}

/** Route params. */
export class ClientIdParams {
  @IsUUID() id!: string;
}
export class ClientDocumentParams {
  @IsUUID() id!: string;
  @IsUUID() documentId!: string;
}
