export interface AccountBalance {
  customerBalance: number;
  couponBalance: number;
}
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
  reason: string;
  /** Balances after the change. */
  balance: AccountBalance;
}
