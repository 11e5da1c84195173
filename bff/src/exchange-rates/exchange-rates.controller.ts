import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Permission, type ExchangeRate } from '@cis/contracts';
import { ExchangeRateQueryDto, SetExchangeRateDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser, RequireAccess } from '../platform/auth/decorators';
import { CachedRead } from '../platform/read-cache/read-cache';
import { ExchangeRatesCommands } from './exchange-rates.commands';
import { ExchangeRatesQueries } from './exchange-rates.queries';

@ApiTags('exchange-rates')
@ApiBearerAuth()
@Controller('api/exchange-rates')
export class ExchangeRatesController {
  constructor(private readonly commands: ExchangeRatesCommands, private readonly queries: ExchangeRatesQueries) {}

  /** Everyone signed in: the daily rates, newest day first, optionally within from..to (inclusive). */
  @CachedRead()
  @Get()
  history(@CurrentUser() user: AuthUser, @Query() query: ExchangeRateQueryDto): Promise<ExchangeRate[]> {
    return this.queries.history(user, query);
  }

  /** Everyone signed in: the latest day's rate. */
  @CachedRead()
  @Get('latest')
  latest(@CurrentUser() user: AuthUser): Promise<ExchangeRate> {
    return this.queries.latest(user);
  }

  /** Staff with UPDATE_DAILY_EXCHANGE_RATE (or ALL_FUNCTIONS): set or correct one day's rate. */
  @Post()
  @HttpCode(200)
  @RequireAccess({ permission: [Permission.UPDATE_DAILY_EXCHANGE_RATE] })
  set(@CurrentUser() user: AuthUser, @Body() dto: SetExchangeRateDto): Promise<ExchangeRate> {
    return this.commands.set(user, dto);
  }
}
