import { Conflict, Forbidden, NotFound, PaymentEvents, Refused, type TopUpEvent, type TopUpRequestedData } from '@cis/contracts';
import { given } from '../platform/testing/decider-spec';
import { TopUpDecider, callbackRefusal, refusalReasonOf, type TopUpCommand } from './payments.decider';

const request: TopUpRequestedData = {
  tranId: 'T1', customerP24Id: 'P24-200001', customerName: 'Vendor', userId: 'u1', email: 'v@cis.test', phone: '', amount: 40_000,
  paymentOption: 'cards', reqTime: '20261101080000', requestedAt: '2026-11-01T08:00:00.000Z',
};
const requested: TopUpEvent = { type: PaymentEvents.topUpRequested, data: request };
const at = '2026-11-01T08:03:00.000Z';
const callback = (status: 'approved' | 'declined', amount = '40000'): TopUpCommand => ({ type: 'applyCallback', amount, status, at });
const approved: TopUpEvent = { type: PaymentEvents.topUpApproved, data: { tranId: 'T1', customerP24Id: 'P24-200001', amount: 40_000, approvedAt: at } };
const declined: TopUpEvent = {
  type: PaymentEvents.topUpDeclined,
  data: { tranId: 'T1', customerP24Id: 'P24-200001', amount: 40_000, reason: 'Declined by the payment provider', declinedAt: at },
};

describe('the top-up decider', () => {
  it('records a requested top-up', () => {
    given(TopUpDecider).when({ type: 'request', data: request }).then([requested]);
  });

  it('refuses a transaction id already in use (409)', () => {
    given(TopUpDecider, [requested]).when({ type: 'request', data: request }).thenRefused(Conflict, 'tranIdTaken');
  });

  it('approves or declines a pending top-up once', () => {
    given(TopUpDecider, [requested]).when(callback('approved')).then([approved]);
    given(TopUpDecider, [requested]).when(callback('declined')).then([declined]);
  });

  it('decides nothing for the same outcome again (a duplicate callback)', () => {
    given(TopUpDecider, [requested, approved]).when(callback('approved')).thenNothing();
    given(TopUpDecider, [requested, declined]).when(callback('declined')).thenNothing();
  });

  it('refuses the opposite outcome of a completed top-up (409 outcome-conflict)', () => {
    given(TopUpDecider, [requested, declined]).when(callback('approved')).thenRefused(Conflict, 'outcome-conflict');
    given(TopUpDecider, [requested, approved]).when(callback('declined')).thenRefused(Conflict, 'outcome-conflict');
  });

  it('refuses an unknown transaction (404) and a different amount (400 amount)', () => {
    given(TopUpDecider).when(callback('approved')).thenRefused(NotFound);
    given(TopUpDecider, [requested]).when(callback('approved', '40001')).thenRefused(Refused, 'amount');
  });
});

describe('callback refusals', () => {
  it.each([
    ['malformed', Refused, 400], ['signature', Forbidden, 403], ['merchant', Refused, 400],
    ['unknown-transaction', NotFound, 404], ['amount', Refused, 400], ['outcome-conflict', Conflict, 409],
  ] as const)('%s answers %p (%d) and is recorded under its reason', (reason, kind, status) => {
    const error = callbackRefusal(reason);
    expect(error).toBeInstanceOf(kind);
    expect(error.status).toBe(status);
    expect(refusalReasonOf(error)).toBe(reason);
  });

  it('records no other error as a callback refusal', () => {
    expect(refusalReasonOf(new Error('store down'))).toBeUndefined();
    expect(refusalReasonOf(new Refused('invalidAmount', 'x'))).toBeUndefined();
  });
});
