import { Body, Controller, ForbiddenException, Get, HttpCode, Inject, NotFoundException, Post, Query, BadRequestException } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Permission, hasAny, type ExchangeRate } from '@cis/contracts';
import { ExchangeRateQueryDto, SetExchangeRateDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser, RequireAccess } from '../platform/auth/decorators';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { EXCHANGE_RATES, ExchangeRatesDecider, exchangeRateStream } from './exchange-rates.decider';
import { CachedRead } from '../platform/read-cache/read-cache';

@ApiTags('exchange-rates')
@ApiBearerAuth()
@Controller('api/exchange-rates')
export class ExchangeRatesController {
  constructor(private readonly commands: CommandService, @Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** Everyone signed in: the daily rates, newest day first, optionally within from..to (inclusive). */
  @CachedRead()
  @Get()
  async history(@CurrentUser() user: AuthUser, @Query() query: ExchangeRateQueryDto): Promise<ExchangeRate[]> {
    if (query.from && query.to && query.from > query.to) throw new BadRequestException('from must be on or before to.');
    const rows = await this.store.readModels.list<ExchangeRate>(user.tenant, EXCHANGE_RATES);
    return rows
      .filter((r) => (!query.from || r.date >= query.from) && (!query.to || r.date <= query.to))
      .sort((a, b) => b.date.localeCompare(a.date));
  }

  /** Everyone signed in: the latest day's rate. */
  @CachedRead()
  @Get('latest')
  async latest(@CurrentUser() user: AuthUser): Promise<ExchangeRate> {
    const rows = await this.store.readModels.list<ExchangeRate>(user.tenant, EXCHANGE_RATES);
    const latest = rows.reduce<ExchangeRate | undefined>((best, r) => (!best || r.date > best.date ? r : best), undefined);
    if (!latest) throw new NotFoundException('No exchange rate has been set yet.');
    return latest;
  }

  /** Staff with UPDATE_DAILY_EXCHANGE_RATE (or ALL_FUNCTIONS): set or correct one day's rate. */
  @Post()
  @HttpCode(200)
  @RequireAccess({ permission: [Permission.UPDATE_DAILY_EXCHANGE_RATE] })
  async set(@CurrentUser() user: AuthUser, @Body() dto: SetExchangeRateDto): Promise<ExchangeRate> {
    if (!hasAny(user, Permission.UPDATE_DAILY_EXCHANGE_RATE, Permission.ALL_FUNCTIONS)) throw new ForbiddenException();
    await this.commands.execute({
      stream: exchangeRateStream(dto.date),
      actor: user,
      load: (rm) => rm.get<ExchangeRate>(user.tenant, EXCHANGE_RATES, dto.date),
      decide: (existing) => ExchangeRatesDecider.set(existing, dto.date, dto.rate, new Date(), user.name),
    });
    return (await this.store.readModels.get<ExchangeRate>(user.tenant, EXCHANGE_RATES, dto.date))!;
  }
}
