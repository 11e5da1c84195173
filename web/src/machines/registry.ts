import { fromPromise, type AnyActorLogic, type AnyStateMachine, type EventObject } from 'xstate';
import type { CouponClaimAnswer, PaymentForm, SearchResultSet, Shortcut, TopUpTransaction } from '@cis/contracts';
import { couponClaimDialogMachine, type ClaimCouponInput, type CouponClaimDialogEvent } from './couponClaimDialog.machine';
import { editDialogMachine, type EditDialogEvent, type SubmitDialogInput } from './editDialog.machine';
import { searchBarMachine, type SearchBarEvent, type SearchInput } from './searchBar.machine';
import { topUpDialogMachine, type FetchTopUpInput, type RequestTopUpInput, type TopUpDialogEvent } from './topUpDialog.machine';
import { shortcutsPanelMachine, type DeleteShortcutInput, type SaveShortcutInput, type ShortcutsPanelEvent } from './shortcutsPanel.machine';

/** One machine in the dev "machine lab": the page runs `machine.provide({ actors: sampleActors })`. */
export interface MachineLabEntry {
  id: string;
  /** Translation key of the machine's name (machineLab.machines.<id>): the lab is translated like every screen. */
  titleKey: string;
  machine: AnyStateMachine;
  /** Stand-ins for the injected actors (no network). */
  sampleActors: Record<string, AnyActorLogic>;
  /** Events the lab offers as one-click buttons (the tester can also type any event as JSON). */
  sampleEvents?: EventObject[];
}

/** A lab's sample events, checked against its machine's own event union (a misspelt field fails to compile). */
const eventsOf = <E extends EventObject>(events: E[]): EventObject[] => events;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

const sampleShortcut: Shortcut = {
  id: 'sample-1',
  label: 'Calendar',
  description: 'Recent events',
  icon: 'pi pi-calendar',
  link: '/apps/calendar',
  useRouter: true,
};

const shortcutsPanelEntry: MachineLabEntry = {
  id: 'shortcutsPanel',
  titleKey: 'machineLab.machines.shortcutsPanel',
  machine: shortcutsPanelMachine,
  sampleActors: {
    saveShortcut: fromPromise<Shortcut, SaveShortcutInput>(async ({ input }) => {
      await wait(400);
      return { id: input.id ?? `sample-${Date.now()}`, ...input.shortcut };
    }),
    deleteShortcut: fromPromise<void, DeleteShortcutInput>(async () => {
      await wait(400);
    }),
  },
  sampleEvents: eventsOf<ShortcutsPanelEvent>([
    { type: 'TOGGLE_EDIT' },
    { type: 'NEW' },
    { type: 'EXIT' },
    { type: 'SELECT', shortcut: sampleShortcut },
    { type: 'CHANGE', field: 'label', value: 'Mailbox' },
    { type: 'CHANGE', field: 'icon', value: 'pi pi-envelope' },
    { type: 'CHANGE', field: 'link', value: '/apps/mailbox' },
    { type: 'CHANGE', field: 'useRouter', value: true },
    { type: 'SAVE' },
    { type: 'SAVE_AND_NEW' },
    { type: 'DELETE' },
    { type: 'CANCEL' },
    { type: 'RESET' },
  ]),
};

const searchBarEntry: MachineLabEntry = {
  id: 'searchBar',
  titleKey: 'machineLab.machines.searchBar',
  machine: searchBarMachine,
  sampleActors: {
    search: fromPromise<SearchResultSet[], SearchInput>(async ({ input }) => {
      await wait(300);
      return [
        {
          id: 'pages',
          label: 'Pages',
          results: [{ value: `${input.query} page`, link: '/dashboards', title: `${input.query} page` }],
        },
      ];
    }),
  },
  sampleEvents: eventsOf<SearchBarEvent>([
    { type: 'OPEN' },
    { type: 'TYPE', query: 'a' },
    { type: 'TYPE', query: 'tax' },
    { type: 'LIST.CLOSE' },
    { type: 'LIST.OPEN' },
    { type: 'ESCAPE' },
    { type: 'CLOSE' },
  ]),
};

const LAB_TRAN_ID = 'T260101LABSAMPLE01';

const topUpDialogEntry: MachineLabEntry = {
  id: 'topUpDialog',
  titleKey: 'machineLab.machines.topUpDialog',
  machine: topUpDialogMachine,
  sampleActors: {
    requestTopUp: fromPromise<PaymentForm, RequestTopUpInput>(async ({ input }) => {
      await wait(300);
      return {
        action: '/sandbox/payments/checkout',
        method: 'POST',
        fields: {
          req_time: '20260101120000', merchant_id: 'cis-sandbox', tran_id: LAB_TRAN_ID, amount: String(input.amount), email: 'lab@cis.test',
          phone: '', return_url: '/lab?result=fail', continue_success_url: '/lab?result=success', payment_option: input.paymentOption, hash: 'lab',
        },
      };
    }),
    // The lab's provider approves every top-up.
    fetchTopUp: fromPromise<TopUpTransaction, FetchTopUpInput>(async ({ input }) => {
      await wait(300);
      return {
        tranId: input.tranId, customerP24Id: 'P24-LAB', customerName: 'Lab', email: 'lab@cis.test', amount: 50_000, paymentOption: 'cards',
        status: 'success', credited: true, balanceAfter: 1_300_000, requestedAt: new Date().toISOString(), completedAt: null, failureReason: null,
      };
    }),
    refreshBalance: fromPromise<void, void>(async () => {
      await wait(200);
    }),
  },
  sampleEvents: eventsOf<TopUpDialogEvent>([
    { type: 'CHANGE_AMOUNT', amount: 50_000 },
    { type: 'CHANGE_OPTION', paymentOption: 'khqr' },
    { type: 'SUBMIT' },
    { type: 'PROVIDER_RETURNED', tranId: LAB_TRAN_ID },
    { type: 'TOPUP_UPDATED', tranId: LAB_TRAN_ID, status: 'success' },
    { type: 'RETRY' },
    { type: 'CLOSE' },
  ]),
};

const couponClaimDialogEntry: MachineLabEntry = {
  id: 'couponClaimDialog',
  titleKey: 'machineLab.machines.couponClaimDialog',
  machine: couponClaimDialogMachine,
  sampleActors: {
    // Any code but 'EXPIRED' is accepted.
    claimCoupon: fromPromise<CouponClaimAnswer, ClaimCouponInput>(async ({ input }) => {
      await wait(300);
      if (input.code.toUpperCase() === 'EXPIRED') throw new Error('This coupon has expired.');
      return { status: 'RECEIVEOK', code: input.code.toUpperCase(), amount: 20_000, balance: { customerBalance: 1_250_000, couponBalance: 60_000 } };
    }),
    refreshBalance: fromPromise<void, void>(async () => {
      await wait(200);
    }),
  },
  sampleEvents: eventsOf<CouponClaimDialogEvent>([
    { type: 'CHANGE', code: 'WELCOME2026' },
    { type: 'CHANGE', code: 'EXPIRED' },
    { type: 'SUBMIT' },
    { type: 'CLOSE' },
  ]),
};

const editDialogEntry: MachineLabEntry = {
  id: 'editDialog',
  titleKey: 'machineLab.machines.editDialog',
  machine: editDialogMachine,
  sampleActors: {
    // Refuses a label 'fail', so the error path can be tried.
    submit: fromPromise<unknown, SubmitDialogInput>(async ({ input }) => {
      await wait(300);
      if (input.values.label === 'fail') throw new Error('Invalid parameters were passed in the request!');
      return input.values;
    }),
  },
  sampleEvents: eventsOf<EditDialogEvent>([
    { type: 'OPEN' },
    { type: 'OPEN', values: { label: '', link: '/dashboards' }, required: ['label', 'link'] },
    { type: 'CHANGE', field: 'label', value: 'Dashboards' },
    { type: 'CHANGE', field: 'label', value: 'fail' },
    { type: 'SUBMIT' },
    { type: 'CANCEL' },
  ]),
};

/**
 * Every machine of the lab, in menu order. To add one, import it and append one entry (the dialog machines
 * of the top-up and claim flows go here).
 */
export const machineRegistry: MachineLabEntry[] = [
  shortcutsPanelEntry,
  searchBarEntry,
  editDialogEntry,
  topUpDialogEntry,
  couponClaimDialogEntry,
];

/** The statuses an actor's snapshot can have (XState), each with a translation key. */
export const MACHINE_STATUSES = ['active', 'done', 'error', 'stopped'] as const;
export function statusKey(status: string): string {
  return `machineLab.statuses.${status}`;
}

export function findMachine(id: string): MachineLabEntry | undefined {
  return machineRegistry.find((e) => e.id === id);
}
