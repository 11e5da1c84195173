import { Inject, Injectable } from '@nestjs/common';
import { Forbidden, Permission, hasAny, type ExchangeRate } from '@cis/contracts';
import type { SetExchangeRateDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { EXCHANGE_RATES, ExchangeRatesDecider, exchangeRateStream } from './exchange-rates.decider';

@Injectable()
export class ExchangeRatesCommands {
  constructor(private readonly commands: CommandService, @Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** Set or correct one day's rate: UPDATE_DAILY_EXCHANGE_RATE or ALL_FUNCTIONS (ALL_FUNCTIONS_READ may only look). */
  async set(user: AuthUser, dto: SetExchangeRateDto): Promise<ExchangeRate> {
    if (!hasAny(user, Permission.UPDATE_DAILY_EXCHANGE_RATE, Permission.ALL_FUNCTIONS)) throw new Forbidden('forbidden', 'Forbidden resource');
    await this.commands.execute({
      stream: exchangeRateStream(dto.date),
      actor: user,
      load: (rm) => rm.get<ExchangeRate>(user.tenant, EXCHANGE_RATES, dto.date),
      decide: (existing) => ExchangeRatesDecider.set(existing, dto.date, dto.rate, new Date(), user.name),
    });
    return (await this.store.readModels.get<ExchangeRate>(user.tenant, EXCHANGE_RATES, dto.date))!;
  }
}
