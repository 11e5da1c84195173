import { BalanceEvents, CouponEvents, NotFound, Refused, type Coupon, type CouponClaim } from '@cis/contracts';
import { CouponsDecider } from './coupons.decider';

const now = new Date('2026-11-26T03:00:00.000Z'); // 10:00 in Phnom Penh, 26 November
const input = { code: 'NEWYEAR', description: 'New year', amount: 5_000, validFrom: '2026-11-01', validTo: '2026-12-31', maxClaims: 2 };
const coupon: Coupon = { ...input, claims: 0, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' };
const who = { customerP24Id: 'P24-1', userId: 'u-customer' };
const claim = (credited: boolean): CouponClaim => ({
  id: 'NEWYEAR:P24-1', code: 'NEWYEAR', customerP24Id: 'P24-1', amount: 5_000, claimedAt: now.toISOString(), credited, couponBalanceAfter: null,
});
const refusedWith = (run: () => unknown, code: string) => {
  expect(run).toThrow(Refused);
  try {
    run();
  } catch (error) {
    expect((error as Refused).code).toBe(code);
  }
};

describe('CouponsDecider', () => {
  describe('create', () => {
    it('creates a coupon with no claims yet', () => {
      expect(CouponsDecider.create(undefined, input, now)).toEqual([{
        type: CouponEvents.created, data: { coupon: { ...input, createdAt: now.toISOString(), updatedAt: now.toISOString() } },
      }]);
    });
    it('refuses a code that exists, and a window that ends before it starts', () => {
      refusedWith(() => CouponsDecider.create(coupon, input, now), 'couponExists');
      refusedWith(() => CouponsDecider.create(undefined, { ...input, validTo: '2026-10-31' }, now), 'couponWindow');
    });
  });

  describe('update', () => {
    it('records only what changes, and nothing when nothing does', () => {
      expect(CouponsDecider.update(coupon, { amount: 6_000, description: 'New year' }, now)).toEqual([{
        type: CouponEvents.updated, data: { code: 'NEWYEAR', changes: { amount: 6_000 }, updatedAt: now.toISOString() },
      }]);
      expect(CouponsDecider.update(coupon, { amount: 5_000 }, now)).toEqual([]);
    });
    it('refuses an unknown coupon, a reversed window, and fewer claims allowed than were made', () => {
      expect(() => CouponsDecider.update(undefined, { amount: 1 }, now)).toThrow(NotFound);
      refusedWith(() => CouponsDecider.update(coupon, { validFrom: '2027-01-01' }, now), 'couponWindow');
      refusedWith(() => CouponsDecider.update({ ...coupon, claims: 2 }, { maxClaims: 1 }, now), 'couponMaxBelowClaims');
    });
  });

  describe('claim', () => {
    it('claims a valid coupon once per customer', () => {
      expect(CouponsDecider.claim(coupon, undefined, who, now)).toEqual([{
        type: CouponEvents.claimed,
        data: { claimId: 'NEWYEAR:P24-1', code: 'NEWYEAR', customerP24Id: 'P24-1', userId: 'u-customer', amount: 5_000, claimedAt: now.toISOString() },
      }]);
    });
    it('answers nothing for a claim made whose credit has not landed (the caller credits it), and refuses one credited', () => {
      expect(CouponsDecider.claim(coupon, claim(false), who, now)).toEqual([]);
      refusedWith(() => CouponsDecider.claim(coupon, claim(true), who, now), 'couponAlreadyClaimed');
    });
    it('gives one answer for unknown, not yet valid, expired and used up, so a guesser learns nothing', () => {
      refusedWith(() => CouponsDecider.claim(undefined, undefined, who, now), 'couponNotClaimable');
      refusedWith(() => CouponsDecider.claim({ ...coupon, validFrom: '2026-11-27' }, undefined, who, now), 'couponNotClaimable');
      refusedWith(() => CouponsDecider.claim({ ...coupon, validTo: '2026-11-25' }, undefined, who, now), 'couponNotClaimable');
      refusedWith(() => CouponsDecider.claim({ ...coupon, claims: 2 }, undefined, who, now), 'couponNotClaimable');
    });
  });

  describe('credit', () => {
    it('credits a claim to the coupon balance once', () => {
      expect(CouponsDecider.credit(claim(false), { customerBalance: 100, couponBalance: 0 })).toEqual([expect.objectContaining({
        type: BalanceEvents.couponBalanceChanged,
        data: expect.objectContaining({ customerP24Id: 'P24-1', amount: 5_000, balance: { customerBalance: 100, couponBalance: 5_000 } }),
      })]);
      expect(CouponsDecider.credit(claim(true), { customerBalance: 100, couponBalance: 5_000 })).toEqual([]);
      expect(CouponsDecider.credit(undefined, { customerBalance: 100, couponBalance: 0 })).toEqual([]);
    });
  });
});
