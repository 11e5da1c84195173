import { Module } from '@nestjs/common';
import { providePush } from '../platform/realtime/push-routes';
import { BalanceController } from './balance.controller';
import { BalanceGenesis } from './balance.genesis';
import { BalanceProjection } from './balance.projection';
import { balancePush } from './balance.push';
import { BalanceQueries } from './balance.queries';

@Module({ controllers: [BalanceController], providers: [BalanceQueries, BalanceProjection, providePush(balancePush), BalanceGenesis] })
export class BalanceModule {}
