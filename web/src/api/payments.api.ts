import {
  CouponRoutes, PaymentRoutes,
  type BalanceMovement, type CouponClaim, type CouponClaimAnswer, type PaymentForm, type PaymentOption, type TopUpTransaction,
} from '@cis/contracts';
import { http } from './http';

/** The vendor's side of payments: top-ups, coupon claims and the balance history. */
export const topUpApi = {
  /** The dialogs show refusals themselves (silent: no system alert on top). */
  requestTopUp: (amount: number, paymentOption: PaymentOption) =>
    http.post<PaymentForm>(PaymentRoutes.topups, { amount, paymentOption }, { silent: true }),
  topUp: (tranId: string) => http.get<TopUpTransaction>(PaymentRoutes.topup(tranId), { silent: true }),
  ownTopUps: () => http.get<TopUpTransaction[]>(PaymentRoutes.topups),
  claimCoupon: (code: string) => http.post<CouponClaimAnswer>(CouponRoutes.claim, { code }, { silent: true }),
  ownClaims: () => http.get<CouponClaim[]>(CouponRoutes.claims),
  balanceHistory: () => http.get<BalanceMovement[]>(PaymentRoutes.balanceHistory),
};
