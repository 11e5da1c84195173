import {
  CouponEvents, CouponMessages, cambodiaDay, couponClaimId, couponClaimReason,
  type AccountBalance, type Coupon, type CouponClaim, type CouponClaimedData, type CouponCreatedData, type CouponUpdatedData,
  type NewEvent, NotFound, Refused } from '@cis/contracts';
import { moveBalance } from '../balance/balance.decider';
import { pickFields } from '../platform/fields';

/** One stream per coupon: its master data and every claim, so claims of one coupon are decided one at a time. */
export const couponStream = (code: string) => `coupon-${code}`;
export const COUPONS = 'coupons';
export const COUPON_CLAIMS = 'coupon-claims';

export type CouponInput = Pick<Coupon, 'code' | 'description' | 'amount' | 'validFrom' | 'validTo' | 'maxClaims'>;
export type CouponChanges = CouponUpdatedData['changes'];

function checkWindow(validFrom: string, validTo: string): void {
  if (validTo < validFrom) throw new Refused('couponWindow', CouponMessages.window);
}

export const CouponsDecider = {
  create(existing: Coupon | undefined, input: CouponInput, now: Date): NewEvent[] {
    if (existing) throw new Refused('couponExists', CouponMessages.exists);
    checkWindow(input.validFrom, input.validTo);
    const at = now.toISOString();
    const data: CouponCreatedData = { coupon: { ...input, createdAt: at, updatedAt: at } };
    return [{ type: CouponEvents.created, data }];
  },

  update(existing: Coupon | undefined, changes: CouponChanges, now: Date): NewEvent[] {
    if (!existing) throw new NotFound();
    const effective: CouponChanges = pickFields(changes, (key, value) => value !== undefined && existing[key] !== value);
    if (Object.keys(effective).length === 0) return [];
    checkWindow(effective.validFrom ?? existing.validFrom, effective.validTo ?? existing.validTo);
    if (effective.maxClaims !== undefined && effective.maxClaims < existing.claims) throw new Refused('couponMaxBelowClaims', CouponMessages.maxBelowClaims);
    const data: CouponUpdatedData = { code: existing.code, changes: effective, updatedAt: now.toISOString() };
    return [{ type: CouponEvents.updated, data }];
  },

  /**
   * A customer's claim, on the coupon's stream. An earlier claim of this customer whose credit never landed
   * gives [] (the caller then credits it); a credited one is refused.
   */
  claim(coupon: Coupon | undefined, previous: CouponClaim | undefined, who: { customerP24Id: string; userId: string }, now: Date): NewEvent[] {
    // Unknown, not yet valid, expired and used up are one answer: a guesser learns nothing about which codes exist.
    if (!coupon) throw new Refused('couponNotClaimable', CouponMessages.notClaimable);
    if (previous) {
      if (previous.credited) throw new Refused('couponAlreadyClaimed', CouponMessages.alreadyClaimed);
      return [];
    }
    const today = cambodiaDay(now);
    if (today < coupon.validFrom || today > coupon.validTo || coupon.claims >= coupon.maxClaims) {
      throw new Refused('couponNotClaimable', CouponMessages.notClaimable);
    }
    const data: CouponClaimedData = {
      claimId: couponClaimId(coupon.code, who.customerP24Id), code: coupon.code, customerP24Id: who.customerP24Id,
      userId: who.userId, amount: coupon.amount, claimedAt: now.toISOString(),
    };
    return [{ type: CouponEvents.claimed, data }];
  },

  /** On the customer's balance stream: the claim's coupon balance credit, once. */
  credit(claim: CouponClaim | undefined, balance: AccountBalance): NewEvent[] {
    if (!claim || claim.credited) return [];
    return [moveBalance(balance, 'couponBalance', claim.customerP24Id, claim.amount, couponClaimReason(claim.id))];
  },
};
