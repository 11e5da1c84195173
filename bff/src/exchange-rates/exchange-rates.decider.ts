import { ExchangeRateEvents, type ExchangeRate, type ExchangeRateSetData, type NewEvent } from '@cis/contracts';

/** One stream per calendar day: setting and correcting that day's rate. */
export const exchangeRateStream = (date: string) => `exchange-rate-${date}`;
export const EXCHANGE_RATES = 'exchange-rates';

export const ExchangeRatesDecider = {
  /** Set (or correct) one day's KHR per USD rate; the same rate again changes nothing. */
  set(existing: ExchangeRate | undefined, date: string, rate: number, now: Date, by: string): NewEvent[] {
    if (existing && existing.rate === rate) return [];
    const data: ExchangeRateSetData = { date, rate, previous: existing?.rate ?? null, updatedAt: now.toISOString(), updatedBy: by };
    return [{ type: ExchangeRateEvents.set, data }];
  },
};
