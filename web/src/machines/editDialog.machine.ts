import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ErrorDetail } from '@cis/contracts';
import { errorDetailOf } from './errors';

/**
 * A generic confirm / edit dialog: closed -> open -> submitting -> closed. With no required fields it is a
 * confirmation ("Delete this shortcut?"); with fields it is a small edit form whose submit button stays disabled
 * while a required field is empty. The submit call is an injected actor, so the machine holds no fetch.
 */
export type DialogValue = string | number | boolean | null;
export type DialogValues = Record<string, DialogValue>;

export interface EditDialogContext {
  values: DialogValues;
  required: string[];
  /** Last submit failure, shown in the dialog; cleared by any change or a new submit. */
  error: ErrorDetail | null;
  /** How the dialog last closed: the submit's answer, or 'cancelled'. */
  outcome: { kind: 'submitted'; output: unknown } | { kind: 'cancelled' } | null;
}

export interface SubmitDialogInput {
  values: DialogValues;
}

export type EditDialogEvent =
  | { type: 'OPEN'; values?: DialogValues; required?: string[] }
  | { type: 'CHANGE'; field: string; value: DialogValue }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' };

const isFilled = (v: DialogValue | undefined) => v !== null && v !== undefined && (typeof v !== 'string' || v.trim() !== '');

/** The required fields still empty (the submit button is disabled while any is). */
export function missingFields(context: Pick<EditDialogContext, 'values' | 'required'>): string[] {
  return context.required.filter((field) => !isFilled(context.values[field]));
}


export const editDialogMachine = setup({
  // xstate's documented way to declare types: these placeholder values are never read, only their types.
  types: {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- xstate's `types` is a type placeholder: no value is read
    context: {} as EditDialogContext,
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- xstate's `types` is a type placeholder: no value is read
    events: {} as EditDialogEvent,
  },
  actors: {
    // Provided by whoever opens the dialog; the default only fails loudly.
    submit: fromPromise<unknown, SubmitDialogInput>(async () => {
      throw new Error('submit actor not provided');
    }),
  },
  guards: {
    complete: ({ context }) => missingFields(context).length === 0,
  },
}).createMachine({
  id: 'editDialog',
  initial: 'closed',
  context: { values: {}, required: [], error: null, outcome: null },
  states: {
    closed: {
      on: {
        OPEN: {
          target: 'open',
          actions: assign({
            values: ({ event }) => ({ ...(event.values ?? {}) }),
            required: ({ event }) => [...(event.required ?? [])],
            error: () => null,
            outcome: () => null,
          }),
        },
      },
    },
    open: {
      on: {
        CHANGE: {
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }),
            error: () => null,
          }),
        },
        SUBMIT: { guard: 'complete', target: 'submitting' },
        CANCEL: { target: 'closed', actions: assign({ outcome: () => ({ kind: 'cancelled' as const }) }) },
      },
    },
    // Not cancellable: the request is on its way; the dialog shows it is busy.
    submitting: {
      entry: assign({ error: () => null }),
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ values: context.values }),
        onDone: { target: 'closed', actions: assign({ outcome: ({ event }) => ({ kind: 'submitted' as const, output: event.output }) }) },
        onError: { target: 'open', actions: assign({ error: ({ event }) => errorDetailOf(event.error) }) },
      },
    },
  },
});

export type EditDialogSnapshot = SnapshotFrom<typeof editDialogMachine>;
export const selectCanSubmit = (s: EditDialogSnapshot) => s.matches('open') && missingFields(s.context).length === 0;
export const selectBusy = (s: EditDialogSnapshot) => s.matches('submitting');
