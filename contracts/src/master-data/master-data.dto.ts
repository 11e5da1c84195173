import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsISO8601, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { MASTER_DATA_EXPORT_FORMATS, MASTER_DATA_LIMITS, MASTER_DATA_SORT_ORDERS } from './master-data';
import { IsOptionalNonNull } from '../platform/dto-helpers';

/** GET api/master-data/:kind */
export class MasterDataListQueryDto {
  @IsOptional() @IsString() @MaxLength(MASTER_DATA_LIMITS.searchLength) search?: string;
  @IsOptional() @IsString() @MaxLength(60) @Matches(/^[A-Za-z][A-Za-z0-9]*$/) sort?: string;
  @IsOptional() @IsIn(MASTER_DATA_SORT_ORDERS) order?: 'asc' | 'desc';
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(1_000_000) page?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(MASTER_DATA_LIMITS.pageSize.max) size?: number;
  @IsOptional() @IsString() @MaxLength(MASTER_DATA_LIMITS.codeLength) parent?: string;
  /** Only rows in force that day (effective-dated kinds). */
  @IsOptional() @IsISO8601({ strict: true }) @Matches(/^\d{4}-\d{2}-\d{2}$/) activeOn?: string;
  /** Include retired rows. */
  @IsOptional() @IsIn(['true', 'false']) retired?: 'true' | 'false';
}

/**
 * POST api/master-data/:kind {values}; PATCH {values} (only what changes). The values are checked against the kind's
 * declaration (validateMasterDataRow): what a class cannot say for 34 kinds, the declaration says.
 */
export class MasterDataWriteDto {
  @IsObject() values!: Record<string, unknown>;
}

export class MasterDataImportQueryDto {
  @IsOptional() @IsIn(['true', 'false']) dryRun?: 'true' | 'false';
}

/** POST api/master-data/:kind/import as JSON ({csv}); a text/csv body is taken as is. */
export class MasterDataImportDto {
  @IsString() @MaxLength(MASTER_DATA_LIMITS.importBytes) csv!: string;
}

export class MasterDataExportQueryDto {
  @IsOptionalNonNull() @IsIn(MASTER_DATA_EXPORT_FORMATS) format?: 'csv' | 'xlsx';
}

export class MasterDataRetireQueryDto {
  @IsOptional() @IsBoolean() confirm?: boolean;
}
