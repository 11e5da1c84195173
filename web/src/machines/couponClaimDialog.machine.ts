import { assign, fromPromise, setup } from 'xstate';
import { COUPON_RECEIVE_OK, type CouponClaimAnswer } from '@cis/contracts';

/**
 * The claim-coupon dialog (spec 000 s4: "RECEIVEOK shows a success alert and refreshes the balance").
 * editing -> claiming (POST api/coupons/claim {code}) -> claimed: success alert, balance refresh, then closed.
 * A refused code (400: unknown, expired, used up, already claimed) returns to editing with the server's message.
 */
export interface CouponClaimDialogContext {
  code: string;
  error: string | null;
  answer: CouponClaimAnswer | null;
}

export type CouponClaimDialogEvent = { type: 'CHANGE'; code: string } | { type: 'SUBMIT' } | { type: 'CLOSE' };

export interface ClaimCouponInput {
  code: string;
}

/** Codes are 3 to 40 characters (contracts COUPON_CODE_PATTERN); shorter input is not sent. */
export function isClaimableCode(code: string): boolean {
  const trimmed = code.trim();
  return trimmed.length >= 3 && trimmed.length <= 40;
}

export const couponClaimDialogMachine = setup({
  // xstate's documented way to declare types: these placeholder values are never read, only their types.
  types: {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- xstate's `types` is a type placeholder: no value is read
    context: {} as CouponClaimDialogContext,
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- xstate's `types` is a type placeholder: no value is read
    events: {} as CouponClaimDialogEvent,
  },
  actors: {
    // Provided by the app: POST api/coupons/claim {code}.
    claimCoupon: fromPromise<CouponClaimAnswer, ClaimCouponInput>(async () => {
      throw new Error('claimCoupon actor not provided');
    }),
    // Provided by the app: reload the account balance into the widget's store.
    refreshBalance: fromPromise<void, void>(async () => undefined),
  },
  actions: {
    // Provided by the app: the success alert 'Successfully Claim!'.
    alertClaimed: () => undefined,
  },
  guards: {
    claimable: ({ context }) => isClaimableCode(context.code),
  },
}).createMachine({
  id: 'couponClaimDialog',
  context: { code: '', error: null, answer: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: assign({ code: ({ event }) => event.code, error: () => null }) },
        SUBMIT: { guard: 'claimable', target: 'claiming' },
        CLOSE: 'closed',
      },
    },
    claiming: {
      invoke: {
        src: 'claimCoupon',
        input: ({ context }) => ({ code: context.code.trim() }),
        onDone: [
          { guard: ({ event }) => event.output?.status === COUPON_RECEIVE_OK, target: 'claimed', actions: assign({ answer: ({ event }) => event.output }) },
          { target: 'editing', actions: assign({ error: () => 'The coupon could not be claimed.' }) },
        ],
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }),
        },
      },
      // Closing while the claim is in flight would hide its outcome: the dialog waits for the answer.
    },
    claimed: {
      entry: 'alertClaimed',
      invoke: { src: 'refreshBalance', onDone: 'closed', onError: 'closed' },
    },
    closed: { type: 'final' },
  },
});
