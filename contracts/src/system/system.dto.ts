import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsISO8601, IsNotEmpty, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { IsOptionalNonNull } from '../platform/dto-helpers';
import { SYSTEM_LIMITS } from './system';

/** POST api/system/maintenance: on with a message, or off. */
export class SwitchMaintenanceDto {
  @IsBoolean() on!: boolean;
  /** Required when switching on: what every portal's banner and every refused write says. */
  @ValidateIf((o: SwitchMaintenanceDto) => o.on === true || o.message !== undefined)
  @IsString() @IsNotEmpty() @MaxLength(SYSTEM_LIMITS.maintenanceMessageMax) message?: string;
}

/** ISO 8601 with a time and an offset (Z or ±hh:mm): a bare date or a local time would be ambiguous. */
const ISO_WITH_OFFSET = /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** GET api/system/audit (and /export): every filter optional, combined with AND. */
export class AuditQueryDto {
  /** The acting account's id; `system` for events no user caused (genesis, processes). */
  @IsOptionalNonNull() @IsString() @IsNotEmpty() @MaxLength(SYSTEM_LIMITS.filterMax) actor?: string;
  /** One stream (an entity: `client-<tenant>-<id>`) exactly. */
  @IsOptionalNonNull() @IsString() @IsNotEmpty() @MaxLength(SYSTEM_LIMITS.filterMax) stream?: string;
  /** Streams starting with this text (a kind of entity: `client-`). */
  @IsOptionalNonNull() @IsString() @IsNotEmpty() @MaxLength(SYSTEM_LIMITS.filterMax) streamPrefix?: string;
  @IsOptionalNonNull() @IsString() @IsNotEmpty() @MaxLength(SYSTEM_LIMITS.filterMax) type?: string;
  @IsOptionalNonNull() @IsISO8601({ strict: true }) @Matches(ISO_WITH_OFFSET, { message: 'from must be an ISO 8601 time with an offset' }) from?: string;
  @IsOptionalNonNull() @IsISO8601({ strict: true }) @Matches(ISO_WITH_OFFSET, { message: 'to must be an ISO 8601 time with an offset' }) to?: string;
  /** Log position: only events before it (the previous page's nextBefore). */
  @IsOptionalNonNull() @Type(() => Number) @IsInt() @Min(1) before?: number;
  @IsOptionalNonNull() @Type(() => Number) @IsInt() @Min(1) @Max(SYSTEM_LIMITS.auditPageSize.max) size?: number;
}
