import { Inject, Injectable } from '@nestjs/common';
import { NotFound, Refused, type ExchangeRate } from '@cis/contracts';
import type { ExchangeRateQueryDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { EXCHANGE_RATES } from './exchange-rates.decider';

@Injectable()
export class ExchangeRatesQueries {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** The daily rates, newest day first, optionally within from..to (inclusive). */
  async history(user: AuthUser, query: ExchangeRateQueryDto): Promise<ExchangeRate[]> {
    if (query.from && query.to && query.from > query.to) throw new Refused('dateRange', 'from must be on or before to.', { field: 'to' });
    const rows = await this.store.readModels.list<ExchangeRate>(user.tenant, EXCHANGE_RATES);
    return rows
      .filter((r) => (!query.from || r.date >= query.from) && (!query.to || r.date <= query.to))
      .sort((a, b) => b.date.localeCompare(a.date));
  }

  /** The latest day's rate. */
  async latest(user: AuthUser): Promise<ExchangeRate> {
    const rows = await this.store.readModels.list<ExchangeRate>(user.tenant, EXCHANGE_RATES);
    const latest = rows.reduce<ExchangeRate | undefined>((best, r) => (!best || r.date > best.date ? r : best), undefined);
    if (!latest) throw new NotFound('No exchange rate has been set yet.');
    return latest;
  }
}
