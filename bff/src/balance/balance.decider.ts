import { BalanceEvents, Refused, type AccountBalance, type BalanceEvent, type BalanceKind, type TopUpPurpose } from '@cis/contracts';
import type { Decider } from '../platform/command/decider';

/** One stream per customer account: both balances, every movement, so a debit is decided on the balance it moves. */
export const balanceStream = (customerP24Id: string) => `balance-${customerP24Id}`;
export const BALANCES = 'balances';
export const ZERO_BALANCE: AccountBalance = { customerBalance: 0, couponBalance: 0 };

export type BalanceCommand =
  /**
   * Moves one balance by a signed amount of riel, for a reason that names the movement ('topup:<tranId>',
   * 'coupon:<claimId>', 'opening-balance'). A reason the stream already holds for that balance decides nothing:
   * whoever asks twice (the top-up credit process after a crash, two instances running it) moves the balance once.
   */
  { type: 'move'; kind: BalanceKind; customerP24Id: string; amount: number; reason: string; purpose?: TopUpPurpose };

export interface BalanceState {
  balance: AccountBalance;
  /** `<kind>:<reason>` of every movement of the stream, latest first. */
  moved: Movements | null;
}

/**
 * The movements' keys as a chain: evolve adds one in constant time without copying (a Set copied per event would
 * make folding a long stream quadratic), and a decision looks one up along the chain.
 */
interface Movements {
  readonly key: string;
  readonly previous: Movements | null;
}

function hasMoved(moved: Movements | null, key: string): boolean {
  for (let link = moved; link; link = link.previous) if (link.key === key) return true;
  return false;
}

const EVENT_OF_KIND: Record<BalanceKind, BalanceEvent['type']> = {
  customerBalance: BalanceEvents.customerBalanceChanged,
  couponBalance: BalanceEvents.couponBalanceChanged,
};
const KIND_OF_EVENT: Record<BalanceEvent['type'], BalanceKind> = {
  [BalanceEvents.customerBalanceChanged]: 'customerBalance',
  [BalanceEvents.couponBalanceChanged]: 'couponBalance',
};

const movementKey = (kind: BalanceKind, reason: string) => `${kind}:${reason}`;

/** Balance movements in riel. A debit never takes a balance below zero. */
export const BalanceDecider: Decider<BalanceCommand, BalanceEvent, BalanceState> = {
  initialState: { balance: ZERO_BALANCE, moved: null },

  decide(command, state) {
    switch (command.type) {
      case 'move': {
        if (hasMoved(state.moved, movementKey(command.kind, command.reason))) return [];
        return [moveBalance(state.balance, command.kind, command.customerP24Id, command.amount, command.reason, command.purpose)];
      }
    }
  },

  evolve(state, event) {
    return {
      balance: event.data.balance,
      moved: { key: movementKey(KIND_OF_EVENT[event.type], event.data.reason), previous: state.moved },
    };
  },
};

/**
 * The event of one movement from the balances as they stand. Exported for the coupon claim, which still decides its
 * credit on the read model (until the master-data area takes coupons over).
 */
export function moveBalance(
  current: AccountBalance, kind: BalanceKind, customerP24Id: string, amount: number, reason: string, purpose?: TopUpPurpose,
): BalanceEvent {
  if (!Number.isInteger(amount) || amount === 0) throw new Refused('invalidAmount', 'The amount must be a whole, non-zero number of riel.');
  const next = current[kind] + amount;
  if (next < 0) throw new Refused('balanceTooLow', 'The balance is too low for this payment.');
  // Event data: no undefined keys (a movement without a purpose carries none).
  return { type: EVENT_OF_KIND[kind], data: { customerP24Id, amount, reason, balance: { ...current, [kind]: next }, ...(purpose ? { purpose } : {}) } };
}
