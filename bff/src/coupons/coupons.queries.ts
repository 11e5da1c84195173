import { Inject, Injectable } from '@nestjs/common';
import type { Coupon, CouponClaim } from '@cis/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { COUPONS, COUPON_CLAIMS } from './coupons.decider';

@Injectable()
export class CouponsQueries {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** Every coupon, by code. */
  async list(user: AuthUser): Promise<Coupon[]> {
    const coupons = await this.store.readModels.list<Coupon>(user.tenant, COUPONS);
    return coupons.sort((a, b) => a.code.localeCompare(b.code));
  }

  /** The caller's own claims, newest first. */
  async claims(user: AuthUser): Promise<CouponClaim[]> {
    if (!user.customerP24Id) return [];
    const rows = await this.store.readModels.list<CouponClaim>(user.tenant, COUPON_CLAIMS, { owner: user.customerP24Id });
    return rows.sort((a, b) => (a.claimedAt < b.claimedAt ? 1 : a.claimedAt > b.claimedAt ? -1 : 0));
  }
}
