import { Module } from '@nestjs/common';
import { BalanceController } from './balance.controller';
import { BalanceGenesis } from './balance.genesis';
import { BalanceProjection } from './balance.projection';
import { BalancePushRule } from './balance.push';

@Module({ controllers: [BalanceController], providers: [BalanceProjection, BalancePushRule, BalanceGenesis] })
export class BalanceModule {}
