import { BalanceEvents, Refused, type BalanceEvent } from '@cis/contracts';
import { given } from '../platform/testing/decider-spec';
import { BalanceDecider, type BalanceCommand } from './balance.decider';

const customer = 'P24-100001';
const move = (kind: 'customerBalance' | 'couponBalance', amount: number, reason: string): BalanceCommand =>
  ({ type: 'move', kind, customerP24Id: customer, amount, reason });
const opened: BalanceEvent[] = [
  { type: BalanceEvents.customerBalanceChanged, data: { customerP24Id: customer, amount: 1_000, reason: 'opening-balance', balance: { customerBalance: 1_000, couponBalance: 0 } } },
  { type: BalanceEvents.couponBalanceChanged, data: { customerP24Id: customer, amount: 50, reason: 'opening-balance', balance: { customerBalance: 1_000, couponBalance: 50 } } },
];

describe('the balance decider', () => {
  it('moves the main balance, carrying both balances after the move', () => {
    given(BalanceDecider, opened).when(move('customerBalance', 40_000, 'topup:T1')).then([
      { type: BalanceEvents.customerBalanceChanged, data: { customerP24Id: customer, amount: 40_000, reason: 'topup:T1', balance: { customerBalance: 41_000, couponBalance: 50 } } },
    ]);
  });

  it('moves the coupon balance on its own event', () => {
    given(BalanceDecider, opened).when(move('couponBalance', 10_000, 'coupon:C1')).then([
      { type: BalanceEvents.couponBalanceChanged, data: { customerP24Id: customer, amount: 10_000, reason: 'coupon:C1', balance: { customerBalance: 1_000, couponBalance: 10_050 } } },
    ]);
  });

  it('moves once per reason: the same top-up credited again decides nothing', () => {
    const credited = given(BalanceDecider, opened).when(move('customerBalance', 40_000, 'topup:T1')).then([expect.anything()]);
    given(BalanceDecider, [...opened, ...credited]).when(move('customerBalance', 40_000, 'topup:T1')).thenNothing();
    // The opening balance of the other kind is another movement.
    given(BalanceDecider, opened.slice(0, 1)).when(move('couponBalance', 50, 'opening-balance')).then([expect.anything()]);
  });

  it('folds the balances and the movements from the stream', () => {
    expect(given(BalanceDecider, opened).state.balance).toEqual({ customerBalance: 1_000, couponBalance: 50 });
  });

  it('refuses an amount that is not a whole, non-zero number of riel', () => {
    given(BalanceDecider, opened).when(move('customerBalance', 0, 'x')).thenRefused(Refused, 'invalidAmount');
    given(BalanceDecider, opened).when(move('customerBalance', 10.5, 'x')).thenRefused(Refused, 'invalidAmount');
  });

  it('refuses a debit below zero', () => {
    given(BalanceDecider, opened).when(move('customerBalance', -1_001, 'payment:P1')).thenRefused(Refused, 'balanceTooLow');
    given(BalanceDecider, opened).when(move('customerBalance', -1_000, 'payment:P1')).then([expect.objectContaining({ data: expect.objectContaining({ balance: { customerBalance: 0, couponBalance: 50 } }) })]);
  });
});
