import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  EXCHANGE_RATE_LIMITS, Refused, isExchangeRateEvent,
  type ExchangeRate, type MasterDataHistoryEntry, type MasterDataRow, type MasterDataValues,
} from '@cis/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { MasterDataLookup, type MasterDataSource } from '../master-data/master-data.index';
import { EXCHANGE_RATES, ExchangeRatesDecider, exchangeRateStream } from './exchange-rates.decider';

/** The one currency pair the daily rates hold: riel per US dollar. */
export const USD_KHR = 'USD-KHR';

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * Daily exchange rates as the master-data kind `daily-exchange-rate`: code USD-KHR, one row per day (validFrom = the
 * day, validTo = the day before the next rate: a day's rate holds until the next is set). Written through this area's
 * decider, so a day's rate may still be corrected as api/exchange-rates allows.
 */
@Injectable()
export class ExchangeRatesMasterDataSource implements MasterDataSource, OnModuleInit {
  readonly kind = 'daily-exchange-rate' as const;
  readonly collections = [EXCHANGE_RATES];

  constructor(
    private readonly lookup: MasterDataLookup,
    private readonly commands: CommandService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  onModuleInit(): void {
    this.lookup.registerSource(this);
  }

  async rows(tenant: string): Promise<MasterDataRow[]> {
    const rates = (await this.store.readModels.list<ExchangeRate>(tenant, EXCHANGE_RATES)).sort((a, b) => a.date.localeCompare(b.date));
    return rates.map((rate, index) => ({
      id: `${USD_KHR}~${rate.date}`, kind: 'daily-exchange-rate', code: USD_KHR, validFrom: rate.date,
      validTo: index + 1 < rates.length ? dayBefore(rates[index + 1].date) : null, rate: rate.rate,
      retired: false, revision: 1, updatedAt: rate.updatedAt,
    }));
  }

  async create(user: AuthUser, values: MasterDataValues): Promise<void> {
    await this.set(user, String(values.code), String(values.validFrom), values.rate as number);
  }

  async update(user: AuthUser, id: string, changes: MasterDataValues): Promise<void> {
    const [code, date] = id.split('~');
    if (typeof changes.rate === 'number') await this.set(user, code, date, changes.rate);
  }

  async history(_tenant: string, row: MasterDataRow): Promise<MasterDataHistoryEntry[]> {
    return (await this.store.readStream(exchangeRateStream(String(row.validFrom))))
      .filter(isExchangeRateEvent)
      .map((event) => {
        const { data } = event;
        return {
          at: event.at, userId: event.userId, userName: null, action: data.previous === null ? 'created' as const : 'updated' as const,
          changes: [{ field: 'rate', before: data.previous ?? undefined, after: data.rate }],
        };
      });
  }

  private async set(user: AuthUser, code: string, date: string, rate: number): Promise<void> {
    if (code !== USD_KHR) throw new Refused('isIn', `The daily rates are ${USD_KHR} only.`, { field: 'code' });
    if (rate < EXCHANGE_RATE_LIMITS.min || rate > EXCHANGE_RATE_LIMITS.max) {
      throw new Refused('range', `rate must be between ${EXCHANGE_RATE_LIMITS.min} and ${EXCHANGE_RATE_LIMITS.max}.`, { field: 'rate' });
    }
    await this.commands.execute({
      stream: exchangeRateStream(date), actor: user,
      load: (rm) => rm.get<ExchangeRate>(user.tenant, EXCHANGE_RATES, date),
      decide: (existing) => ExchangeRatesDecider.set(existing, date, rate, new Date(), user.name),
    });
  }
}
