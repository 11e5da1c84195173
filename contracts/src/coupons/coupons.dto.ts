import { Transform } from 'class-transformer';
import { IsInt, IsISO8601, IsNotEmpty, IsOptional, IsString, Matches, Max, Min, MaxLength } from 'class-validator';
import { COUPON_CODE_PATTERN, COUPON_LIMITS, normalizeCouponCode } from './coupons';

const upper = ({ value }: { value: unknown }) => (typeof value === 'string' ? normalizeCouponCode(value) : value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** POST api/coupons/claim */
export class ClaimCouponDto {
  @Transform(upper) @IsString() @IsNotEmpty() @MaxLength(COUPON_LIMITS.codeLength.max) code!: string;
}

/** POST api/coupons */
export class CreateCouponDto {
  @Transform(upper) @IsString() @Matches(COUPON_CODE_PATTERN, { message: 'code: 3 to 40 letters, digits or -' }) code!: string;
  @IsOptional() @IsString() @MaxLength(COUPON_LIMITS.descriptionLength) description?: string;
  @IsInt() @Min(COUPON_LIMITS.amount.min) @Max(COUPON_LIMITS.amount.max) amount!: number;
  @IsISO8601({ strict: true }) @Matches(DAY, { message: 'validFrom must be yyyy-MM-dd' }) validFrom!: string;
  @IsISO8601({ strict: true }) @Matches(DAY, { message: 'validTo must be yyyy-MM-dd' }) validTo!: string;
  @IsInt() @Min(COUPON_LIMITS.maxClaims.min) @Max(COUPON_LIMITS.maxClaims.max) maxClaims!: number;
}

/** PATCH api/coupons/:code */
export class UpdateCouponDto {
  @IsOptional() @IsString() @MaxLength(COUPON_LIMITS.descriptionLength) description?: string;
  @IsOptional() @IsInt() @Min(COUPON_LIMITS.amount.min) @Max(COUPON_LIMITS.amount.max) amount?: number;
  @IsOptional() @IsISO8601({ strict: true }) @Matches(DAY, { message: 'validFrom must be yyyy-MM-dd' }) validFrom?: string;
  @IsOptional() @IsISO8601({ strict: true }) @Matches(DAY, { message: 'validTo must be yyyy-MM-dd' }) validTo?: string;
  @IsOptional() @IsInt() @Min(COUPON_LIMITS.maxClaims.min) @Max(COUPON_LIMITS.maxClaims.max) maxClaims?: number;
}
