import { IsISO8601, IsNumber, IsOptional, Matches, Max, Min } from 'class-validator';
import { EXCHANGE_RATE_LIMITS } from './exchange-rates';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** POST api/exchange-rates: set (or correct) one day's rate. */
export class SetExchangeRateDto {
  @IsISO8601({ strict: true }) @Matches(DAY, { message: 'date must be yyyy-MM-dd' }) date!: string;
  @IsNumber({ maxDecimalPlaces: 2 }) @Min(EXCHANGE_RATE_LIMITS.min) @Max(EXCHANGE_RATE_LIMITS.max) rate!: number;
}

/** GET api/exchange-rates?from&to (yyyy-MM-dd, inclusive). */
export class ExchangeRateQueryDto {
  @IsOptional() @IsISO8601({ strict: true }) @Matches(DAY, { message: 'from must be yyyy-MM-dd' }) from?: string;
  @IsOptional() @IsISO8601({ strict: true }) @Matches(DAY, { message: 'to must be yyyy-MM-dd' }) to?: string;
}
