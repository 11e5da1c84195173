import { isEventOf, type EventUnion } from '../platform/events';
import type { TopUpPurpose } from '../payments/payments';

export interface AccountBalance {
  customerBalance: number;
  couponBalance: number;
}
/** One of a customer's two balances. */
export type BalanceKind = keyof AccountBalance;
export const BalanceRoutes = {
  byCustomer: (customerP24Id: string) => `api/customers/${customerP24Id}/balance`,
} as const;
export const BalanceEvents = {
  /** Main balance moved (top-up applied, payment made). */
  customerBalanceChanged: 'balance.customer-balance-changed',
  /** Coupon balance moved (coupon claimed, spent). */
  couponBalanceChanged: 'balance.coupon-balance-changed',
} as const;
export interface BalanceChangedData {
  customerP24Id: string;
  /** Signed amount in riel. */
  amount: number;
  /**
   * What the movement is, naming it once: 'opening-balance', 'topup:<tranId>', 'coupon:<claimId>'. A customer's
   * balance never moves twice for the same reason (see the balance decider).
   */
  reason: string;
  /** Balances after the change. */
  balance: AccountBalance;
  /**
   * What the movement paid or came from when it concerns a tax return (a payment from the balance, a card payment
   * credited because the return was already paid): the return's type, client and period, so every list of the
   * balance names the return without reading the tax returns. Absent on other movements and on older events.
   */
  purpose?: TopUpPurpose;
}

/** Every event of a customer's balance stream: narrow on `type`, `data` follows. */
export type BalanceEvent = EventUnion<{
  [BalanceEvents.customerBalanceChanged]: BalanceChangedData;
  [BalanceEvents.couponBalanceChanged]: BalanceChangedData;
}>;
/** The union's guard: a stored event (read back from the log, or pushed) is one of these; narrows to `StoredOf<BalanceEvent>`. */
export const isBalanceEvent = isEventOf<BalanceEvent>(Object.values(BalanceEvents));
