import { Injectable } from '@nestjs/common';
import { cambodiaDay } from '@cis/contracts';
import { exchangeRateHistory } from '@cis/fixtures';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import { ExchangeRatesDecider, exchangeRateStream } from './exchange-rates.decider';

/** The 30 days of rates up to today (Cambodia time), so the latest rate is today's. */
@GenesisProvider()
@Injectable()
export class ExchangeRatesGenesis implements GenesisSource {
  readonly name = 'exchange-rates';
  genesis(): GenesisStream[] {
    const now = new Date();
    return exchangeRateHistory(cambodiaDay(now), 30).map(({ date, rate }) => ({
      stream: exchangeRateStream(date),
      events: ExchangeRatesDecider.set(undefined, date, rate, new Date(`${date}T01:00:00.000Z`), 'System'),
    }));
  }
}
