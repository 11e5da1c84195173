import { describeMovement, formatDay } from './balance-format';

it('names top-ups by tran_id, coupon claims by code, and the opening balance', () => {
  expect(describeMovement({ reason: 'topup:T260101ABCDEFGHJKL', kind: 'customerBalance' })).toEqual({ key: 'vendorPages.movement.topUp', reference: 'T260101ABCDEFGHJKL' });
  expect(describeMovement({ reason: 'coupon:WELCOME2026:P24-200001', kind: 'couponBalance' })).toEqual({ key: 'vendorPages.movement.coupon', reference: 'WELCOME2026' });
  expect(describeMovement({ reason: 'opening-balance', kind: 'couponBalance' })).toEqual({ key: 'vendorPages.movement.opening', reference: '' });
  expect(describeMovement({ reason: 'refund:42', kind: 'customerBalance' })).toEqual({ key: 'vendorPages.movement.other', reference: 'refund:42' });
});

it('names a tax return paid from the balance and a card payment of a paid return credited back, never as a top-up', () => {
  expect(describeMovement({ reason: 'tax-return:8f0c-1:r2', kind: 'customerBalance' })).toEqual({ key: 'vendorPages.movement.taxReturnPayment', reference: '' });
  expect(describeMovement({ reason: 'tax-return-credit:T261126ABCDEFGHJK', kind: 'customerBalance' }))
    .toEqual({ key: 'vendorPages.movement.taxReturnCredit', reference: 'T261126ABCDEFGHJK' });
  expect(describeMovement({ reason: 'tax-return-refund:8f0c-1:r2', kind: 'customerBalance' })).toEqual({ key: 'vendorPages.movement.taxReturnRefund', reference: '' });
});

it('shows a calendar day as the same day whatever the time zone', () => {
  expect(formatDay('2026-03-04', 'en-US')).toBe('04 Mar 2026');
});
