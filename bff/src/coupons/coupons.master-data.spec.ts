import { Refused } from '@cis/contracts';
import { couponChanges } from './coupons.master-data';

function refusedField(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof Refused) return error.fields[0]?.field;
    throw error;
  }
  return undefined;
}

describe('a coupon edited through the master-data routes', () => {
  it('takes the editable fields only, typed, an empty description as ""', () => {
    expect(couponChanges({ code: 'NEW-YEAR', description: null, amount: 5_000, validTo: '2026-12-31', claims: 3 }))
      .toEqual({ description: '', amount: 5_000, validTo: '2026-12-31' });
    expect(couponChanges({ maxClaims: 10, validFrom: '2026-12-01' })).toEqual({ maxClaims: 10, validFrom: '2026-12-01' });
  });

  it('refuses, naming the field, a value that is not of its type rather than passing it on', () => {
    expect(refusedField(() => couponChanges({ amount: null }))).toBe('amount');
    expect(refusedField(() => couponChanges({ maxClaims: '10' }))).toBe('maxClaims');
    expect(refusedField(() => couponChanges({ validTo: 20261231 }))).toBe('validTo');
    expect(refusedField(() => couponChanges({ description: true }))).toBe('description');
  });
});
