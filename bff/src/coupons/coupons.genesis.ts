import { Injectable } from '@nestjs/common';
import { DEMO_COUPONS } from '@cis/fixtures';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import { CouponsDecider, couponStream } from './coupons.decider';

/** The demo coupons: WELCOME2026 (many claims), ONCE-ONLY (one claim), a seasonal one and an expired one. */
@GenesisProvider()
@Injectable()
export class CouponsGenesis implements GenesisSource {
  readonly name = 'coupons';
  genesis(): GenesisStream[] {
    const now = new Date();
    return DEMO_COUPONS.map((coupon) => ({ stream: couponStream(coupon.code), events: CouponsDecider.create(undefined, coupon, now) }));
  }
}
