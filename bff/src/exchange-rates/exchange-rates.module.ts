import { Module } from '@nestjs/common';
import { MasterDataModule } from '../master-data/master-data.module';
import { exchangeRatesMasterData } from './exchange-rates.master-data';
import { ExchangeRatesController } from './exchange-rates.controller';
import { ExchangeRatesCommands } from './exchange-rates.commands';
import { ExchangeRatesQueries } from './exchange-rates.queries';
import { ExchangeRatesGenesis } from './exchange-rates.genesis';
import { ExchangeRatesProjection } from './exchange-rates.projection';
import { providePush } from '../platform/realtime/push-routes';
import { exchangeRatesPush } from './exchange-rates.push';

@Module({ imports: [MasterDataModule], controllers: [ExchangeRatesController], providers: [ExchangeRatesCommands, ExchangeRatesQueries, ExchangeRatesProjection, providePush(exchangeRatesPush), ExchangeRatesGenesis, exchangeRatesMasterData] })
export class ExchangeRatesModule {}
