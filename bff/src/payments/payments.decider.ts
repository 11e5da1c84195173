import { BadRequestException, ConflictException, HttpException, NotFoundException, ForbiddenException } from '@nestjs/common';
import {
  PaymentEvents,
  type AccountBalance, type CallbackRefusalReason, type NewEvent, type PaymentCallback, type TopUpApprovedData,
  type TopUpDeclinedData, type TopUpRequestedData, type TopUpTransaction,
} from '@cis/contracts';
import { BalanceDecider } from '../balance/balance.decider';

/** One stream per top-up: its request and its single outcome. The expected version makes the outcome unique. */
export const topUpStream = (tranId: string) => `topup-${tranId}`;
/** Append-only log of refused callbacks (expected version 'any': refusals never conflict with each other). */
export const REFUSED_CALLBACKS_STREAM = 'payment-callback-refusals';

export const TOPUPS = 'topups';
export const REFUSED_CALLBACKS = 'payment-callback-refusals';

/** A refused callback: the HTTP answer plus the reason the refusal is recorded under. */
export class CallbackRefused extends HttpException {
  constructor(readonly reason: CallbackRefusalReason, status: number, message: string) {
    super(message, status);
  }
}

export const RefusalMessages: Record<CallbackRefusalReason, string> = {
  malformed: 'Invalid parameters were passed in the request!',
  signature: 'Invalid payment signature.',
  merchant: 'The merchant id does not match.',
  'unknown-transaction': 'Unknown transaction.',
  amount: 'The amount does not match the top-up.',
  'outcome-conflict': 'The top-up already has a different outcome.',
};

function refuse(reason: CallbackRefusalReason): CallbackRefused {
  const status = {
    malformed: new BadRequestException().getStatus(),
    signature: new ForbiddenException().getStatus(),
    merchant: new BadRequestException().getStatus(),
    'unknown-transaction': new NotFoundException().getStatus(),
    amount: new BadRequestException().getStatus(),
    'outcome-conflict': new ConflictException().getStatus(),
  }[reason];
  return new CallbackRefused(reason, status, RefusalMessages[reason]);
}

export const PaymentsDecider = {
  requestTopUp(existing: TopUpTransaction | undefined, data: TopUpRequestedData): NewEvent[] {
    // A random 11-character suffix colliding is practically impossible; refuse rather than overwrite.
    if (existing) throw new ConflictException('This transaction id is already in use. Please try again!');
    return [{ type: PaymentEvents.topUpRequested, data }];
  },

  /**
   * The provider's callback on the top-up's own stream, after its signature and merchant were verified.
   * Pending -> approved or declined (one event). The same outcome again -> nothing (a duplicate).
   * A different amount, an unknown tran_id or the opposite outcome -> refused.
   */
  applyCallback(topUp: TopUpTransaction | undefined, callback: Pick<PaymentCallback, 'tran_id' | 'amount' | 'status'>, now: Date): NewEvent[] {
    if (!topUp) throw refuse('unknown-transaction');
    if (String(topUp.amount) !== callback.amount) throw refuse('amount');
    const outcome = callback.status === 'approved' ? 'success' : 'failed';
    if (topUp.status === outcome) return [];
    if (topUp.status !== 'pending') throw refuse('outcome-conflict');
    if (outcome === 'success') {
      const data: TopUpApprovedData = { tranId: topUp.tranId, customerP24Id: topUp.customerP24Id, amount: topUp.amount, approvedAt: now.toISOString() };
      return [{ type: PaymentEvents.topUpApproved, data }];
    }
    const data: TopUpDeclinedData = {
      tranId: topUp.tranId, customerP24Id: topUp.customerP24Id, amount: topUp.amount, reason: 'Declined by the payment provider', declinedAt: now.toISOString(),
    };
    return [{ type: PaymentEvents.topUpDeclined, data }];
  },

  /** On the customer's balance stream: credit an approved top-up once (its `credited` flag is set by the projection). */
  credit(topUp: TopUpTransaction | undefined, balance: AccountBalance): NewEvent[] {
    if (!topUp || topUp.status !== 'success' || topUp.credited) return [];
    return BalanceDecider.moveCustomerBalance(balance, topUp.customerP24Id, topUp.amount, `topup:${topUp.tranId}`);
  },

  refusal(reason: CallbackRefusalReason): CallbackRefused {
    return refuse(reason);
  },
};
