import { IsString, MaxLength } from 'class-validator';
import { IsOptionalNullable } from '../platform/dto-helpers';

export class RequestPayrollPasswordDto {
  /** The request stores no reason as null, so null is as good as leaving it out. */
  @IsOptionalNullable() @IsString() @MaxLength(500) reason?: string | null;
}
