import { Module } from '@nestjs/common';
import { CouponsController } from './coupons.controller';
import { CouponsGenesis } from './coupons.genesis';
import { CouponsProjection } from './coupons.projection';
import { CouponsPushRule } from './coupons.push';

@Module({ controllers: [CouponsController], providers: [CouponsProjection, CouponsPushRule, CouponsGenesis] })
export class CouponsModule {}
