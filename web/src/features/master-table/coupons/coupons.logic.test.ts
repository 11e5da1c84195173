/**
 * @jest-environment node
 */
import { CouponMessages, Permission, type Coupon } from '@cis/contracts';
import {
  addDays, changesOf, couponAccess, couponState, createInputOf, emptyDraft, invalidFields, isDay, matchesSearch, problemOfRefusal,
  validateCoupon, type CouponDraft,
} from './coupons.logic';

const coupon: Coupon = {
  code: 'WELCOME2026', description: 'Welcome', amount: 20_000, validFrom: '2026-01-01', validTo: '2026-12-31', maxClaims: 100, claims: 7,
  createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z',
};
const valid: CouponDraft = { code: ' new-year ', description: ' Khmer New Year ', amount: 15_000, validFrom: '2026-04-13', validTo: '2026-04-16', maxClaims: 500 };

describe('coupon form', () => {
  it('a new coupon opens valid from today for 30 days, without an amount', () => {
    expect(emptyDraft('2026-01-15')).toEqual({ code: '', description: '', amount: null, validFrom: '2026-01-15', validTo: '2026-02-14', maxClaims: 100 });
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('accepts a valid draft and sends it normalised', () => {
    expect(validateCoupon(valid, null)).toEqual([]);
    expect(createInputOf(valid)).toEqual({ code: 'NEW-YEAR', description: 'Khmer New Year', amount: 15_000, validFrom: '2026-04-13', validTo: '2026-04-16', maxClaims: 500 });
  });

  it('names every invalid field, in the form order, by the BFF rules', () => {
    const problems = validateCoupon({ code: 'x!', description: 'd'.repeat(201), amount: 0, validFrom: '2026-02-30', validTo: '', maxClaims: null }, null);
    expect(problems.map((p) => [p.field, p.kind])).toEqual([
      ['code', 'pattern'], ['description', 'tooLong'], ['amount', 'range'], ['validFrom', 'day'], ['validTo', 'required'], ['maxClaims', 'required'],
    ]);
    expect(invalidFields(problems)).toEqual(['coupon_code', 'coupon_description', 'coupon_amount', 'coupon_validFrom', 'coupon_validTo', 'coupon_maxClaims']);
    expect(validateCoupon({ ...valid, code: '' }, null)).toEqual([{ field: 'code', kind: 'required' }]);
    expect(validateCoupon({ ...valid, amount: 1500.5 }, null).map((p) => p.kind)).toEqual(['range']);
    expect(validateCoupon({ ...valid, amount: 100_000_001 }, null).map((p) => p.kind)).toEqual(['range']);
    expect(validateCoupon({ ...valid, maxClaims: 1_000_001 }, null).map((p) => p.kind)).toEqual(['range']);
  });

  it('refuses a window that ends before it starts; one day is fine', () => {
    expect(validateCoupon({ ...valid, validTo: '2026-04-12' }, null)).toEqual([{ field: 'validTo', kind: 'window' }]);
    expect(validateCoupon({ ...valid, validTo: valid.validFrom }, null)).toEqual([]);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
  });

  it('editing: the code is not checked (it never changes), claims allowed cannot drop below the claims made, only changes are sent', () => {
    const draft = { ...valid, code: '', maxClaims: 6 };
    expect(validateCoupon(draft, coupon)).toEqual([{ field: 'maxClaims', kind: 'belowClaims', values: { claims: 7 } }]);
    expect(changesOf({ code: coupon.code, description: 'Welcome ', amount: 25_000, validFrom: coupon.validFrom, validTo: '2027-01-31', maxClaims: 100 }, coupon))
      .toEqual({ amount: 25_000, validTo: '2027-01-31' });
    expect(changesOf({ code: coupon.code, description: coupon.description, amount: coupon.amount, validFrom: coupon.validFrom, validTo: coupon.validTo, maxClaims: coupon.maxClaims }, coupon)).toEqual({});
  });

  it('puts the BFF\'s field refusals back on their field', () => {
    expect(problemOfRefusal(CouponMessages.exists, null)).toEqual({ field: 'code', kind: 'exists' });
    expect(problemOfRefusal(CouponMessages.maxBelowClaims, coupon)).toEqual({ field: 'maxClaims', kind: 'belowClaims', values: { claims: 7 } });
    expect(problemOfRefusal('Something else', null)).toBeNull();
  });
});

describe('coupon list', () => {
  it('states on a Cambodian day: not yet valid, active, fully claimed, expired', () => {
    expect(couponState(coupon, '2025-12-31')).toBe('upcoming');
    expect(couponState(coupon, '2026-01-01')).toBe('active');
    expect(couponState(coupon, '2026-12-31')).toBe('active');
    expect(couponState({ ...coupon, claims: 100 }, '2026-06-01')).toBe('usedUp');
    expect(couponState(coupon, '2027-01-01')).toBe('expired');
  });

  it('searches code and description, ignoring case', () => {
    expect(matchesSearch(coupon, 'welc')).toBe(true);
    expect(matchesSearch(coupon, ' WELCOME ')).toBe(true);
    expect(matchesSearch(coupon, 'pchum')).toBe(false);
    expect(matchesSearch(coupon, '')).toBe(true);
  });

  it('UPDATE_COUPON and ALL_FUNCTIONS edit; ALL_FUNCTIONS_READ only reads; other master data codes see no coupons', () => {
    const grant = (...permissions: string[]) => ({ permissions, role: 1, kind: 'staff' as const });
    expect(couponAccess(grant(Permission.UPDATE_COUPON))).toEqual({ read: true, write: true });
    expect(couponAccess(grant(Permission.ALL_FUNCTIONS))).toEqual({ read: true, write: true });
    expect(couponAccess(grant(Permission.ALL_FUNCTIONS_READ))).toEqual({ read: true, write: false });
    expect(couponAccess(grant(Permission.UPDATE_BANK))).toEqual({ read: false, write: false });
  });
});
