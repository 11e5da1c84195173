import { assign, fromPromise, setup } from 'xstate';
import {
  PAYMENT_OPTIONS, TOPUP_LIMITS,
  type PaymentForm, type PaymentOption, type TopUpStatus, type TopUpTransaction,
} from '@cis/contracts';

/**
 * The top-up dialog (spec 000 s4: "success refreshes the balance; fail shows an error alert").
 *
 * editing -> requesting (POST api/payments/topups) -> paying (the view posts the provider's hidden form into the
 * dialog's frame) -> checking (GET the top-up) -> succeeded (refresh the balance) | failed (error alert).
 * While paying, the provider's return page (PROVIDER_RETURNED), a push of the top-up's outcome (TOPUP_UPDATED) or
 * the poll timer sends it to checking; the outcome is always read from the BFF, never taken from the browser.
 */
export interface TopUpDialogContext {
  amount: number | null;
  paymentOption: PaymentOption;
  form: PaymentForm | null;
  tranId: string | null;
  /** The provider said it is done: a pending answer is then re-checked quickly, up to MAX_CONFIRM_CHECKS times. */
  returned: boolean;
  checks: number;
  /** Balance after the credit, when known. */
  balanceAfter: number | null;
  /** Message of a refused request (stays in editing). */
  error: string | null;
}

export type TopUpDialogEvent =
  | { type: 'CHANGE_AMOUNT'; amount: number | null }
  | { type: 'CHANGE_OPTION'; paymentOption: PaymentOption }
  | { type: 'SUBMIT' }
  | { type: 'PROVIDER_RETURNED'; tranId: string }
  | { type: 'TOPUP_UPDATED'; tranId: string; status: TopUpStatus }
  | { type: 'RETRY' }
  | { type: 'CLOSE' };

export interface RequestTopUpInput {
  amount: number;
  paymentOption: PaymentOption;
}
export interface FetchTopUpInput {
  tranId: string;
}

/** While paying, how often the top-up is re-read in case neither the return page nor a push arrives. */
export const TOPUP_POLL_MS = 5_000;
/** After the provider returned: pause between checks of a still pending top-up. */
export const TOPUP_CONFIRM_PAUSE_MS = 1_500;
/** After the provider returned: checks of a still pending top-up before it is reported as not successful. */
export const MAX_CONFIRM_CHECKS = 20;

export const TOPUP_PRESETS = [50_000, 100_000, 200_000, 500_000] as const;

export function isValidTopUpAmount(amount: number | null): amount is number {
  return amount !== null && Number.isInteger(amount) && amount >= TOPUP_LIMITS.min && amount <= TOPUP_LIMITS.max;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const topUpDialogMachine = setup({
  // xstate's documented way to declare types: these placeholder values are never read, only their types.
  types: {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- xstate's `types` is a type placeholder: no value is read
    context: {} as TopUpDialogContext,
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- xstate's `types` is a type placeholder: no value is read
    events: {} as TopUpDialogEvent,
  },
  actors: {
    // Provided by the app: POST api/payments/topups {amount, paymentOption} -> the provider's form.
    requestTopUp: fromPromise<PaymentForm, RequestTopUpInput>(async () => {
      throw new Error('requestTopUp actor not provided');
    }),
    // Provided by the app: GET api/payments/topups/:tranId.
    fetchTopUp: fromPromise<TopUpTransaction, FetchTopUpInput>(async () => {
      throw new Error('fetchTopUp actor not provided');
    }),
    // Provided by the app: reload the account balance into the widget's store.
    refreshBalance: fromPromise<void, void>(async () => undefined),
  },
  actions: {
    // Provided by the app: the error alert 'Your top up is not success!'.
    alertFailure: () => undefined,
  },
  delays: {
    poll: TOPUP_POLL_MS,
    confirmPause: TOPUP_CONFIRM_PAUSE_MS,
  },
  guards: {
    validAmount: ({ context }) => isValidTopUpAmount(context.amount),
    thisTopUp: ({ context, event }) =>
      (event.type === 'PROVIDER_RETURNED' || event.type === 'TOPUP_UPDATED') && event.tranId === context.tranId,
    settledPush: ({ context, event }) => event.type === 'TOPUP_UPDATED' && event.tranId === context.tranId && event.status !== 'pending',
  },
}).createMachine({
  id: 'topUpDialog',
  context: {
    amount: null, paymentOption: PAYMENT_OPTIONS[0], form: null, tranId: null, returned: false, checks: 0, balanceAfter: null, error: null,
  },
  initial: 'editing',
  on: {
    CLOSE: '.closed',
  },
  states: {
    editing: {
      on: {
        CHANGE_AMOUNT: { actions: assign({ amount: ({ event }) => event.amount, error: () => null }) },
        CHANGE_OPTION: { actions: assign({ paymentOption: ({ event }) => event.paymentOption }) },
        SUBMIT: { guard: 'validAmount', target: 'requesting' },
      },
    },
    requesting: {
      invoke: {
        src: 'requestTopUp',
        input: ({ context }) => ({ amount: context.amount!, paymentOption: context.paymentOption }),
        onDone: {
          target: 'paying',
          actions: assign({
            form: ({ event }) => event.output,
            tranId: ({ event }) => event.output.fields.tran_id,
            returned: () => false,
            checks: () => 0,
            error: () => null,
          }),
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    paying: {
      after: { poll: 'checking' },
      on: {
        PROVIDER_RETURNED: { guard: 'thisTopUp', target: 'checking', actions: assign({ returned: () => true }) },
        TOPUP_UPDATED: { guard: 'settledPush', target: 'checking' },
      },
    },
    checking: {
      invoke: {
        src: 'fetchTopUp',
        input: ({ context }) => ({ tranId: context.tranId! }),
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'success',
            target: 'succeeded',
            actions: assign({ balanceAfter: ({ event }) => event.output.balanceAfter }),
          },
          { guard: ({ event }) => event.output.status === 'failed', target: 'failed' },
          { guard: ({ context }) => context.returned && context.checks + 1 >= MAX_CONFIRM_CHECKS, target: 'failed' },
          { guard: ({ context }) => context.returned, target: 'confirming', actions: assign({ checks: ({ context }) => context.checks + 1 }) },
          { target: 'paying' },
        ],
        // A lost answer while the provider has not returned: keep waiting; after it returned: count it as a check.
        onError: [
          { guard: ({ context }) => context.returned && context.checks + 1 >= MAX_CONFIRM_CHECKS, target: 'failed' },
          { guard: ({ context }) => context.returned, target: 'confirming', actions: assign({ checks: ({ context }) => context.checks + 1 }) },
          { target: 'paying' },
        ],
      },
      on: {
        // Arrives while a check is in flight: remember that the provider is done.
        PROVIDER_RETURNED: { guard: 'thisTopUp', actions: assign({ returned: () => true }) },
      },
    },
    confirming: {
      after: { confirmPause: 'checking' },
      on: {
        TOPUP_UPDATED: { guard: 'settledPush', target: 'checking' },
      },
    },
    succeeded: {
      invoke: { src: 'refreshBalance', onDone: '.done', onError: '.done' },
      initial: 'refreshing',
      states: { refreshing: {}, done: {} },
    },
    failed: {
      entry: 'alertFailure',
      on: {
        RETRY: {
          target: 'editing',
          actions: assign({ form: () => null, tranId: () => null, returned: () => false, checks: () => 0, error: () => null }),
        },
      },
    },
    closed: { type: 'final' },
  },
});
