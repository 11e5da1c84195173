import { Injectable } from '@nestjs/common';
import {
  BalanceEvents, CouponEvents, type BalanceEvent, type Coupon, type CouponClaim, type CouponEvent, type StoredOf,
} from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';
import { COUPONS, COUPON_CLAIMS } from './coupons.decider';

const CLAIM_REASON = /^coupon:(.+)$/;

/**
 * 'coupons' (id code): master data with its claim count. 'coupon-claims' (id code:customerP24Id, owner
 * customerP24Id): each claim; `credited` turns true when the balance stream records 'coupon:<claimId>'.
 */
@ProjectionProvider()
@Injectable()
export class CouponsProjection implements Projection<CouponEvent | BalanceEvent> {
  readonly name = 'coupons';
  readonly handles = [...Object.values(CouponEvents), BalanceEvents.couponBalanceChanged];

  async apply(event: StoredOf<CouponEvent | BalanceEvent>, rm: ReadModelWriter): Promise<void> {
    switch (event.type) {
      case CouponEvents.created: {
        const { coupon } = event.data;
        await rm.put(COUPONS, coupon.code, { ...coupon, claims: 0 } satisfies Coupon);
        return;
      }
      case CouponEvents.updated: {
        const d = event.data;
        const coupon = await rm.get<Coupon>(COUPONS, d.code);
        if (coupon) await rm.put(COUPONS, d.code, { ...coupon, ...d.changes, updatedAt: d.updatedAt });
        return;
      }
      case CouponEvents.claimed: {
        const d = event.data;
        const coupon = await rm.get<Coupon>(COUPONS, d.code);
        if (coupon) await rm.put(COUPONS, d.code, { ...coupon, claims: coupon.claims + 1 });
        const claim: CouponClaim = {
          id: d.claimId, code: d.code, customerP24Id: d.customerP24Id, amount: d.amount, claimedAt: d.claimedAt,
          credited: false, couponBalanceAfter: null,
        };
        await rm.put(COUPON_CLAIMS, d.claimId, claim, { owner: d.customerP24Id });
        return;
      }
      case BalanceEvents.couponBalanceChanged: {
        const d = event.data;
        const claimId = CLAIM_REASON.exec(d.reason)?.[1];
        const claim = claimId ? await rm.get<CouponClaim>(COUPON_CLAIMS, claimId) : undefined;
        if (claim) {
          await rm.put(COUPON_CLAIMS, claim.id, { ...claim, credited: true, couponBalanceAfter: d.balance.couponBalance }, { owner: claim.customerP24Id });
        }
        return;
      }
    }
  }
}
