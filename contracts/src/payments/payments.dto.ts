import { Type } from 'class-transformer';
import {
  IsIn, IsInt, IsISO8601, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min,
} from 'class-validator';
import { PAYMENT_FORM_MAXIMA } from '../platform/constants';
import {
  CALLBACK_STATUSES, PAYMENT_MAX_PAGE_SIZE, PAYMENT_OPTIONS, TOPUP_LIMITS, TOPUP_STATUSES, TRANSACTION_VIEWS,
  type CallbackStatus, type PaymentOption, type TopUpStatus, type TransactionView,
} from './payments';

/** POST api/payments/topups */
export class CreateTopUpDto {
  @IsInt({ message: 'amount must be a whole number of riel' })
  @Min(TOPUP_LIMITS.min)
  @Max(TOPUP_LIMITS.max)
  amount!: number;
  @IsIn(PAYMENT_OPTIONS) paymentOption!: PaymentOption;
}

/** POST api/payments/callback (the provider's server-to-server call). */
export class PaymentCallbackDto {
  @IsString() @Matches(/^\d{14}$/, { message: 'req_time must be yyyyMMddHHmmss' }) req_time!: string;
  @IsString() @IsNotEmpty() @MaxLength(50) merchant_id!: string;
  @IsString() @IsNotEmpty() @MaxLength(PAYMENT_FORM_MAXIMA.tran_id) tran_id!: string;
  @IsString() @Matches(/^\d{1,12}$/, { message: 'amount must be whole riel (digits only)' }) amount!: string;
  @IsIn(CALLBACK_STATUSES) status!: CallbackStatus;
  @IsString() @IsNotEmpty() @MaxLength(200) hash!: string;
}

/** The provider's form as the sandbox receives it (spec 000 s9 maxima). */
export class PaymentFormFieldsDto {
  @IsString() @Matches(/^\d{14}$/, { message: 'req_time must be yyyyMMddHHmmss' }) req_time!: string;
  @IsString() @IsNotEmpty() @MaxLength(50) merchant_id!: string;
  @IsString() @IsNotEmpty() @MaxLength(PAYMENT_FORM_MAXIMA.tran_id) tran_id!: string;
  @IsString() @Matches(/^\d{1,12}$/, { message: 'amount must be whole riel (digits only)' }) amount!: string;
  @IsString() @MaxLength(PAYMENT_FORM_MAXIMA.email) email!: string;
  @IsString() @MaxLength(PAYMENT_FORM_MAXIMA.phone) phone!: string;
  @IsString() @IsNotEmpty() @MaxLength(PAYMENT_FORM_MAXIMA.return_url) return_url!: string;
  @IsString() @IsNotEmpty() @MaxLength(PAYMENT_FORM_MAXIMA.continue_success_url) continue_success_url!: string;
  @IsString() @IsNotEmpty() @MaxLength(30) payment_option!: string;
  @IsString() @IsNotEmpty() @MaxLength(200) hash!: string;
  /** The provider page's language (as ABA PayWay's `lang`): km or en; not part of the hash. */
  @IsOptional() @IsIn(['km', 'en']) lang?: 'km' | 'en';
}

/** The sandbox page's approve / decline buttons: the original form plus the decision. */
export class SandboxDecisionDto extends PaymentFormFieldsDto {
  @IsIn(['approve', 'decline']) decision!: 'approve' | 'decline';
}

/**
 * GET api/payments/transactions (and export.csv): filters and paging. Dates are yyyy-MM-dd, inclusive, Cambodia
 * time; `view` says which date they apply to and the order (TRANSACTION_VIEWS): the request (bank, the default) or
 * the completion (history).
 */
export class TransactionQueryDto {
  @IsOptional() @IsIn(TRANSACTION_VIEWS) view?: TransactionView;
  @IsOptional() @IsIn(TOPUP_STATUSES) status?: TopUpStatus;
  @IsOptional() @IsISO8601({ strict: true }) @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'from must be yyyy-MM-dd' }) from?: string;
  @IsOptional() @IsISO8601({ strict: true }) @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'to must be yyyy-MM-dd' }) to?: string;
  /** Part of the customer id, name or email, or of the tran_id. */
  @IsOptional() @IsString() @MaxLength(100) customer?: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) page?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(PAYMENT_MAX_PAGE_SIZE) size?: number;
  @IsOptional() @IsIn(['json', 'csv']) format?: 'json' | 'csv';
}

/** GET /public/payments/return?tran_id&result (the provider sends the browser back here). */
export class PaymentReturnQueryDto {
  @IsString() @IsNotEmpty() @MaxLength(PAYMENT_FORM_MAXIMA.tran_id) @Matches(/^[A-Za-z0-9-]+$/) tran_id!: string;
  @IsIn(['success', 'fail']) result!: 'success' | 'fail';
}
