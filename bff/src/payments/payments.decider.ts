import {
  Conflict, DomainError, Forbidden, NotFound, PaymentEvents, Refused, CALLBACK_REFUSAL_REASONS,
  type CallbackRefusalReason, type CallbackStatus, type TopUpEvent, type TopUpPurpose, type TopUpRequestedData, type TopUpStatus,
} from '@cis/contracts';
import type { Decider } from '../platform/command/decider';

/** One stream per top-up: its request and its single outcome. The expected version makes the outcome unique. */
export const topUpStream = (tranId: string) => `topup-${tranId}`;
/**
 * Append-only log of refused callbacks, appended with expected version 'any': a refusal is a fact about one request
 * that no decision reads back (the limits are counted in memory, see CallbackRefusalThrottle), so there is no rule
 * for an expected version to protect, and under a flood of forged callbacks (what this log is for) real versions
 * would only make concurrent refusals retry against each other.
 */
export const REFUSED_CALLBACKS_STREAM = 'payment-callback-refusals';

export const TOPUPS = 'topups';
export const REFUSED_CALLBACKS = 'payment-callback-refusals';

export const RefusalMessages: Record<CallbackRefusalReason, string> = {
  malformed: 'Invalid parameters were passed in the request!',
  signature: 'Invalid payment signature.',
  merchant: 'The merchant id does not match.',
  'unknown-transaction': 'Unknown transaction.',
  amount: 'The amount does not match the top-up.',
  'outcome-conflict': 'The top-up already has a different outcome.',
};

/**
 * A refused callback as a domain error: its status (400 malformed/merchant/amount, 403 signature, 404 unknown
 * transaction, 409 outcome conflict) and, as its code, the reason the refusal is recorded under.
 */
export function callbackRefusal(reason: CallbackRefusalReason): DomainError {
  const message = RefusalMessages[reason];
  switch (reason) {
    case 'unknown-transaction': return new NotFound(message);
    case 'signature': return new Forbidden(reason, message);
    case 'outcome-conflict': return new Conflict(reason, message);
    default: return new Refused(reason, message);
  }
}

/** The reason a callback refusal is recorded under; undefined for any other error. */
export function refusalReasonOf(error: unknown): CallbackRefusalReason | undefined {
  if (error instanceof NotFound) return 'unknown-transaction';
  if (!(error instanceof DomainError)) return undefined;
  return CALLBACK_REFUSAL_REASONS.find((reason) => reason === error.code);
}

export type TopUpCommand =
  | { type: 'request'; data: TopUpRequestedData }
  /** The provider's callback, after its signature and merchant were verified. `at`: ISO time of the outcome. */
  | { type: 'applyCallback'; amount: string; status: CallbackStatus; at: string };

/** What decisions on a top-up need: whether it exists, its customer, amount, status and purpose (a tax return by card). */
export type TopUpState =
  | { tranId: string; customerP24Id: string; amount: number; status: TopUpStatus; purpose?: TopUpPurpose }
  | null;

export const TopUpDecider: Decider<TopUpCommand, TopUpEvent, TopUpState> = {
  initialState: null,

  decide(command, topUp) {
    switch (command.type) {
      case 'request':
        // A random 11-character suffix colliding is practically impossible; refuse rather than overwrite.
        if (topUp) throw new Conflict('tranIdTaken', 'This transaction id is already in use. Please try again!');
        return [{ type: PaymentEvents.topUpRequested, data: command.data }];
      case 'applyCallback': {
        // Pending -> approved or declined (one event). The same outcome again -> nothing (a duplicate).
        if (!topUp) throw callbackRefusal('unknown-transaction');
        if (String(topUp.amount) !== command.amount) throw callbackRefusal('amount');
        const outcome: TopUpStatus = command.status === 'approved' ? 'success' : 'failed';
        if (topUp.status === outcome) return [];
        if (topUp.status !== 'pending') throw callbackRefusal('outcome-conflict');
        const { tranId, customerP24Id, amount } = topUp;
        // The purpose travels with the outcome: a process acts on the approval alone (event data: no undefined keys).
        const purpose = topUp.purpose ? { purpose: topUp.purpose } : {};
        if (outcome === 'success') return [{ type: PaymentEvents.topUpApproved, data: { tranId, customerP24Id, amount, approvedAt: command.at, ...purpose } }];
        return [{
          type: PaymentEvents.topUpDeclined,
          data: { tranId, customerP24Id, amount, reason: 'Declined by the payment provider', declinedAt: command.at, ...purpose },
        }];
      }
    }
  },

  evolve(topUp, event) {
    switch (event.type) {
      case PaymentEvents.topUpRequested: {
        const { tranId, customerP24Id, amount, purpose } = event.data;
        return { tranId, customerP24Id, amount, status: 'pending', ...(purpose ? { purpose } : {}) };
      }
      case PaymentEvents.topUpApproved:
        return topUp && { ...topUp, status: 'success' };
      case PaymentEvents.topUpDeclined:
        return topUp && { ...topUp, status: 'failed' };
    }
  },
};
