import {
  EXCHANGE_RATE_LIMITS, Refused, isExchangeRateEvent, type ExchangeRate, type ExchangeRateEvent,
} from '@cis/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { numberValue, provideMasterDataSource, type MasterDataSourceWrite } from '../master-data/master-data.source';
import { EXCHANGE_RATES, ExchangeRatesDecider, exchangeRateStream } from './exchange-rates.decider';

/** The one currency pair the daily rates hold: riel per US dollar. */
export const USD_KHR = 'USD-KHR';

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

function set(user: AuthUser, code: string, date: string, rate: number): MasterDataSourceWrite<ExchangeRate> {
  if (code !== USD_KHR) throw new Refused('isIn', `The daily rates are ${USD_KHR} only.`, { field: 'code' });
  if (rate < EXCHANGE_RATE_LIMITS.min || rate > EXCHANGE_RATE_LIMITS.max) {
    throw new Refused('range', `rate must be between ${EXCHANGE_RATE_LIMITS.min} and ${EXCHANGE_RATE_LIMITS.max}.`, { field: 'rate' });
  }
  return { stream: exchangeRateStream(date), id: date, decide: (existing) => ExchangeRatesDecider.set(existing, date, rate, new Date(), user.name) };
}

/**
 * Daily exchange rates as the master-data kind `daily-exchange-rate`: code USD-KHR, one row per day (validFrom = the
 * day, validTo = the day before the next rate: a day's rate holds until the next is set). Written through this area's
 * decider, so a day's rate may still be corrected as api/exchange-rates allows.
 */
export const exchangeRatesMasterData = provideMasterDataSource<ExchangeRate, ExchangeRateEvent>({
  kind: 'daily-exchange-rate',
  collection: EXCHANGE_RATES,
  rows(records) {
    const rates = [...records].sort((a, b) => a.date.localeCompare(b.date));
    return rates.map((rate, index) => ({
      id: `${USD_KHR}~${rate.date}`, kind: 'daily-exchange-rate', code: USD_KHR, validFrom: rate.date,
      validTo: index + 1 < rates.length ? dayBefore(rates[index + 1].date) : null, rate: rate.rate,
      retired: false, revision: 1, updatedAt: rate.updatedAt,
    }));
  },
  stream: (row) => exchangeRateStream(String(row.validFrom)),
  isEvent: isExchangeRateEvent,
  change: ({ data }) => ({
    action: data.previous === null ? 'created' : 'updated',
    changes: [{ field: 'rate', before: data.previous ?? undefined, after: data.rate }],
  }),
  create: (values, user) => set(user, String(values.code), String(values.validFrom), numberValue(values, 'rate')),
  update(id, changes, user) {
    const [code, date] = id.split('~');
    return typeof changes.rate === 'number' ? set(user, code, date, changes.rate) : undefined;
  },
});
