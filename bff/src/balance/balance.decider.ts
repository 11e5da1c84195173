import { BadRequestException } from '@nestjs/common';
import { BalanceEvents, type AccountBalance, type BalanceChangedData, type NewEvent } from '@cis/contracts';

export const balanceStream = (customerP24Id: string) => `balance-${customerP24Id}`;
export const BALANCES = 'balances';
export const ZERO_BALANCE: AccountBalance = { customerBalance: 0, couponBalance: 0 };

/** Balance movements in riel. A debit never takes a balance below zero. */
export const BalanceDecider = {
  moveCustomerBalance(current: AccountBalance, customerP24Id: string, amount: number, reason: string): NewEvent[] {
    return [move(BalanceEvents.customerBalanceChanged, current, customerP24Id, amount, reason, 'customerBalance')];
  },
  moveCouponBalance(current: AccountBalance, customerP24Id: string, amount: number, reason: string): NewEvent[] {
    return [move(BalanceEvents.couponBalanceChanged, current, customerP24Id, amount, reason, 'couponBalance')];
  },
};

function move(
  type: string, current: AccountBalance, customerP24Id: string, amount: number, reason: string, field: keyof AccountBalance,
): NewEvent {
  if (!Number.isInteger(amount) || amount === 0) throw new BadRequestException('The amount must be a whole, non-zero number of riel.');
  const next = current[field] + amount;
  if (next < 0) throw new BadRequestException('The balance is too low for this payment.');
  const balance = { ...current, [field]: next };
  return { type, data: { customerP24Id, amount, reason, balance } satisfies BalanceChangedData };
}
