import { Injectable } from '@nestjs/common';
import { ExchangeRateEvents, type ExchangeRate, type ExchangeRateEvent, type StoredOf } from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';
import { EXCHANGE_RATES } from './exchange-rates.decider';

/** 'exchange-rates' (id yyyy-MM-dd): the day's current rate. */
@ProjectionProvider()
@Injectable()
export class ExchangeRatesProjection implements Projection<ExchangeRateEvent> {
  readonly name = 'exchange-rates';
  readonly handles = Object.values(ExchangeRateEvents);
  async apply(event: StoredOf<ExchangeRateEvent>, rm: ReadModelWriter): Promise<void> {
    const d = event.data;
    await rm.put(EXCHANGE_RATES, d.date, { date: d.date, rate: d.rate, updatedAt: d.updatedAt, updatedBy: d.updatedBy } satisfies ExchangeRate);
  }
}
