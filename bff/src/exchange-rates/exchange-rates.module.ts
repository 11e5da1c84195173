import { Module } from '@nestjs/common';
import { ExchangeRatesController } from './exchange-rates.controller';
import { ExchangeRatesGenesis } from './exchange-rates.genesis';
import { ExchangeRatesProjection } from './exchange-rates.projection';
import { ExchangeRatesPushRule } from './exchange-rates.push';

@Module({ controllers: [ExchangeRatesController], providers: [ExchangeRatesProjection, ExchangeRatesPushRule, ExchangeRatesGenesis] })
export class ExchangeRatesModule {}
