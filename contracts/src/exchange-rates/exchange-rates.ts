import { isEventOf, type EventUnion } from '../platform/events';

/** Daily exchange rate master data: riel (KHR) per US dollar, one rate per calendar day (yyyy-MM-dd). */
export interface ExchangeRate {
  date: string;
  /** KHR per 1 USD. */
  rate: number;
  updatedAt: string;
  /** Display name of who set it ('System' for genesis). */
  updatedBy: string;
}

export type ExchangeRateEvent = EventUnion<{ [ExchangeRateEvents.set]: ExchangeRateSetData }>;

/** Plausible bounds of a KHR per USD rate, to catch typos. */
export const EXCHANGE_RATE_LIMITS = { min: 1_000, max: 10_000 } as const;

export const ExchangeRateRoutes = {
  /** GET (signed in) history, newest first, optional from/to; POST (UPDATE_DAILY_EXCHANGE_RATE) {date, rate}. */
  base: 'api/exchange-rates',
  /** GET (signed in) the latest day's rate. */
  latest: 'api/exchange-rates/latest',
} as const;

export const ExchangeRateEvents = {
  set: 'exchange-rates.set',
} as const;
/** The union's guard: a stored event (read back from the log, or pushed) is one of these; narrows to `StoredOf<ExchangeRateEvent>`. */
export const isExchangeRateEvent = isEventOf<ExchangeRateEvent>(Object.values(ExchangeRateEvents));

export interface ExchangeRateSetData {
  date: string;
  rate: number;
  previous: number | null;
  updatedAt: string;
  updatedBy: string;
}
