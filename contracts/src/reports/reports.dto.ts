import { IsIn, IsString, Matches, MaxLength } from 'class-validator';
import { ID_MAX_LENGTH, IsOptionalNonNull } from '../platform/dto-helpers';
import { TAXPAYER_CATEGORIES, TAX_RETURN_TYPES, type TaxReturnType, type TaxpayerCategory } from '../tax-rules/tax-rules';
import { REPORT_EXPORT_FORMATS, REPORT_LANGUAGES, type ReportExportFormat, type ReportLanguage } from './reports';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * GET api/reports/:kind?from=&to=&type=&category=&province=&preparer=. `from` and `to` are months (YYYY-MM); left out,
 * the report covers the current year. `from` after `to`, or a range longer than REPORT_LIMITS.maxMonths, answers 400
 * naming `to`.
 */
export class ReportQueryDto {
  @IsOptionalNonNull() @IsString() @Matches(MONTH, { message: 'from must be a month, YYYY-MM' }) from?: string;
  @IsOptionalNonNull() @IsString() @Matches(MONTH, { message: 'to must be a month, YYYY-MM' }) to?: string;
  @IsOptionalNonNull() @IsIn(TAX_RETURN_TYPES) type?: TaxReturnType;
  @IsOptionalNonNull() @IsIn(TAXPAYER_CATEGORIES) category?: TaxpayerCategory;
  @IsOptionalNonNull() @IsString() @Matches(/^\d{2}$/, { message: 'province must be a 2-digit gazetteer province code' }) province?: string;
  @IsOptionalNonNull() @IsString() @MaxLength(ID_MAX_LENGTH) preparer?: string;
}

/** GET api/reports/:kind/export?format=csv|xlsx|pdf&lang=en|km plus the report's filters. */
export class ReportExportQueryDto extends ReportQueryDto {
  @IsIn(REPORT_EXPORT_FORMATS) format!: ReportExportFormat;
  @IsOptionalNonNull() @IsIn(REPORT_LANGUAGES) lang?: ReportLanguage;
}
