import { Transform, Type } from 'class-transformer';
import {
  IsBoolean, IsDefined, IsIn, IsInt, IsISO8601, IsNotEmpty, IsObject, IsString, Matches, Max, MaxLength, Min, ValidateIf,
} from 'class-validator';
import { ID_MAX_LENGTH, IsOptionalNonNull } from '../platform/dto-helpers';
import { PAYMENT_OPTIONS, type PaymentOption } from '../payments/payments';
import { TAX_RETURN_TYPES, type TaxReturnForm, type TaxReturnType } from '../tax-rules/tax-rules';
import { IsTaxPeriod, TaxReturnInputDto } from '../tax-rules/tax-rules.dto';
import {
  FILED_TAX_RETURN_STATUSES, TAX_RETURN_ATTACHMENT_KINDS, TAX_RETURN_SORT_KEYS, TAX_RETURN_SORT_ORDERS, type TaxReturnSortKey, type TaxReturnSortOrder, TAX_RETURN_LIST_LIMITS, type TaxReturnAttachmentKind, TAX_RETURN_PAYMENT_METHODS, type FiledTaxReturnStatus, TAX_RETURN_STATUSES, type TaxReturnPaymentMethod, type TaxReturnStatus,
} from './tax-returns';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const { maxPageSize, commentsMax, referenceMax, searchMax } = TAX_RETURN_LIST_LIMITS;

/** POST api/tax-returns {type, clientId, period, form}: a new DRAFT. */
export class CreateTaxReturnDto extends TaxReturnInputDto {}

/**
 * PATCH api/tax-returns/:id {version, form}: the whole form as the preparer sees it (autosave), with the version it
 * read. The form is validated against the stored return's type by the BFF (TAX_FORM_DTO_BY_TYPE), naming `form.<field>`.
 */
export class UpdateTaxReturnDto {
  @IsInt() @Min(1) version!: number;
  @IsDefined() @IsObject() form!: TaxReturnForm;
}

const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** GET api/tax-returns?type=&clientId=&status=&period=&overdue=&sort=&order=&page=&size= (page one-based; sort: TAX_RETURN_SORT_KEYS). */
export class ListTaxReturnsQueryDto {
  @IsOptionalNonNull() @IsIn(TAX_RETURN_TYPES) type?: TaxReturnType;
  @IsOptionalNonNull() @IsString() @IsNotEmpty() @MaxLength(ID_MAX_LENGTH) clientId?: string;
  @IsOptionalNonNull() @IsIn(TAX_RETURN_STATUSES) status?: TaxReturnStatus;
  @IsOptionalNonNull() @IsString() @Matches(/^\d{4}(-\d{2}){0,2}$/, { message: 'period must be YYYY, YYYY-MM or YYYY-MM-DD' }) period?: string;
  @IsOptionalNonNull() @Transform(toBoolean) @IsBoolean({ message: 'overdue must be true or false' }) overdue?: boolean;
  @IsOptionalNonNull() @IsIn(TAX_RETURN_SORT_KEYS, { message: `sort must be one of ${TAX_RETURN_SORT_KEYS.join(', ')}` }) sort?: TaxReturnSortKey;
  @IsOptionalNonNull() @IsIn(TAX_RETURN_SORT_ORDERS, { message: 'order must be asc or desc' }) order?: TaxReturnSortOrder;
  @IsOptionalNonNull() @Type(() => Number) @IsInt() @Min(1) @Max(1_000_000) page?: number;
  @IsOptionalNonNull() @Type(() => Number) @IsInt() @Min(1) @Max(maxPageSize) size?: number;
}

/** POST api/tax-returns/:id/return {comments}: back to the preparer with the reviewer's comments. */
export class ReturnTaxReturnDto {
  @IsString() @IsNotEmpty() @MaxLength(commentsMax) comments!: string;
}

/** POST api/tax-returns/:id/client-approve {note?}: staff recording a written approval say so in the note. */
export class ClientApproveTaxReturnDto {
  @IsOptionalNonNull() @IsString() @MaxLength(commentsMax) note?: string;
}

/** POST api/tax-returns/:id/file {reference, filedAt}: the authority's reference and the filing day. */
export class FileTaxReturnDto {
  @IsString() @IsNotEmpty() @MaxLength(referenceMax) reference!: string;
  @IsISO8601({ strict: true }) @Matches(DAY, { message: 'filedAt must be YYYY-MM-DD' }) filedAt!: string;
}

/**
 * POST api/tax-returns/:id/pay {method, ...}: `balance` (optionally naming the customer account; a customer pays from
 * its own), `bank` {bankCode, reference, paidOn}, `card` {paymentOption?} (answers the provider's form in `checkout`).
 * `expectedTotal`: the total the payer was shown (`paymentDue.total`); when the BFF's total of the day differs
 * (the penalty grew overnight, another payment changed what is owed) the payment is refused naming it, nothing charged.
 */
export class PayTaxReturnDto {
  @IsIn(TAX_RETURN_PAYMENT_METHODS) method!: TaxReturnPaymentMethod;
  @IsOptionalNonNull() @IsString() @IsNotEmpty() @MaxLength(ID_MAX_LENGTH) customerP24Id?: string;
  @ValidateIf((dto: PayTaxReturnDto, value: unknown) => dto.method === 'bank' || value !== undefined)
  @IsString() @IsNotEmpty() @MaxLength(60) bankCode?: string;
  @ValidateIf((dto: PayTaxReturnDto, value: unknown) => dto.method === 'bank' || value !== undefined)
  @IsString() @IsNotEmpty() @MaxLength(referenceMax) reference?: string;
  @ValidateIf((dto: PayTaxReturnDto, value: unknown) => dto.method === 'bank' || value !== undefined)
  @IsISO8601({ strict: true }) @Matches(DAY, { message: 'paidOn must be YYYY-MM-DD' }) paidOn?: string;
  /** card: the provider's payment option (default cards). */
  @IsOptionalNonNull() @IsIn(PAYMENT_OPTIONS) paymentOption?: PaymentOption;
  /** The total shown to the payer, riel (tax plus penalty and interest): refused when it is not the BFF's. */
  @IsOptionalNonNull() @IsInt() @Min(0) expectedTotal?: number;
}

/** POST api/tax-returns/:id/cancel {reason?}. */
export class CancelTaxReturnDto {
  @IsOptionalNonNull() @IsString() @MaxLength(commentsMax) reason?: string;
}

/** POST api/tax-returns/:id/amend {form?}: a new revision (the filed form when left out). */
export class AmendTaxReturnDto {
  @IsOptionalNonNull() @IsObject() form?: TaxReturnForm;
}

/** GET api/tax-returns/:id/pdf and /receipt.pdf ?lang=en|km (default: the reader's language). */
export class TaxReturnPdfQueryDto {
  @IsOptionalNonNull() @IsIn(['en', 'km']) lang?: 'en' | 'km';
}

/** GET api/tax-returns/rules?type=&clientId=&period=: the rule rows of a period and the client's context (live preview). */
export class TaxReturnRulesQueryDto {
  @IsIn(TAX_RETURN_TYPES) type!: TaxReturnType;
  @IsString() @IsNotEmpty() @MaxLength(ID_MAX_LENGTH) clientId!: string;
  @IsString() @IsTaxPeriod() period!: string;
}

/**
 * GET api/tax-returns/filed?q=&clientId=&period=&type=&page=&size= (and .../export.csv, every match): filed and paid
 * returns with their payments. `q` searches the client's names and TIN, the filing and payment references.
 */
export class FiledTaxReturnsQueryDto {
  @IsOptionalNonNull() @IsString() @MaxLength(searchMax) q?: string;
  @IsOptionalNonNull() @IsString() @IsNotEmpty() @MaxLength(ID_MAX_LENGTH) clientId?: string;
  @IsOptionalNonNull() @IsIn(TAX_RETURN_TYPES) type?: TaxReturnType;
  @IsOptionalNonNull() @IsString() @Matches(/^\d{4}(-\d{2}){0,2}$/, { message: 'period must be YYYY, YYYY-MM or YYYY-MM-DD' }) period?: string;
  @IsOptionalNonNull() @Type(() => Number) @IsInt() @Min(1) @Max(1_000_000) page?: number;
  @IsOptionalNonNull() @Type(() => Number) @IsInt() @Min(1) @Max(maxPageSize) size?: number;  /** FILED (not yet paid) or PAID only: the bank user's page lists the paid returns with their payments. */
  @IsOptionalNonNull() @IsIn(FILED_TAX_RETURN_STATUSES) status?: FiledTaxReturnStatus;
}

/** POST api/tax-returns/:id/attachments (multipart): `kind` beside the `file` part (default working-paper). */
export class UploadTaxReturnAttachmentDto {
  @IsOptionalNonNull() @IsIn(TAX_RETURN_ATTACHMENT_KINDS) kind?: TaxReturnAttachmentKind;
}
