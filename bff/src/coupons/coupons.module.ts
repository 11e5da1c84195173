import { Module } from '@nestjs/common';
import { MasterDataModule } from '../master-data/master-data.module';
import { couponsMasterData } from './coupons.master-data';
import { CouponsController } from './coupons.controller';
import { CouponsCommands } from './coupons.commands';
import { CouponsQueries } from './coupons.queries';
import { CouponsGenesis } from './coupons.genesis';
import { CouponsProjection } from './coupons.projection';
import { providePush } from '../platform/realtime/push-routes';
import { couponsPush } from './coupons.push';

@Module({ imports: [MasterDataModule], controllers: [CouponsController], providers: [CouponsCommands, CouponsQueries, CouponsProjection, providePush(couponsPush), CouponsGenesis, couponsMasterData] })
export class CouponsModule {}
