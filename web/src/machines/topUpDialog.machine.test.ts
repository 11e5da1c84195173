import { createActor, fromPromise } from 'xstate';
import type { PaymentForm, TopUpStatus, TopUpTransaction } from '@cis/contracts';
import {
  MAX_CONFIRM_CHECKS, TOPUP_CONFIRM_PAUSE_MS, TOPUP_POLL_MS, isValidTopUpAmount, topUpDialogMachine,
  type FetchTopUpInput, type RequestTopUpInput,
} from './topUpDialog.machine';

const TRAN = 'T260101ABCDEFGHJKL';
const form: PaymentForm = {
  action: '/sandbox/payments/checkout',
  method: 'POST',
  fields: {
    req_time: '20260101120000', merchant_id: 'cis-sandbox', tran_id: TRAN, amount: '50000', email: 'vendor@cis.test', phone: '',
    return_url: '/r?result=fail', continue_success_url: '/r?result=success', payment_option: 'cards', hash: 'h',
  },
};
const row = (status: TopUpStatus, balanceAfter: number | null = null): TopUpTransaction => ({
  tranId: TRAN, customerP24Id: 'P24-200001', customerName: 'Vuthy Heng', email: 'vendor@cis.test', amount: 50_000,
  paymentOption: 'cards', status, credited: status === 'success', balanceAfter, requestedAt: '2026-01-01T05:00:00Z',
  completedAt: null, failureReason: null,
});
const flush = () => new Promise<void>((resolve) => jest.requireActual<typeof import('timers')>('timers').setImmediate(resolve));

/** The machine with recording fakes: `answers` is what each GET of the top-up returns, in order (the last repeats). */
function start(options: { request?: () => Promise<PaymentForm>; answers?: Array<TopUpStatus | Error>; balanceAfter?: number } = {}) {
  const requests: RequestTopUpInput[] = [];
  const fetches: FetchTopUpInput[] = [];
  const answers = options.answers ?? ['pending'];
  let refreshes = 0;
  const alerts: string[] = [];
  const machine = topUpDialogMachine.provide({
    actors: {
      requestTopUp: fromPromise<PaymentForm, RequestTopUpInput>(async ({ input }) => {
        requests.push(input);
        return options.request ? options.request() : form;
      }),
      fetchTopUp: fromPromise<TopUpTransaction, FetchTopUpInput>(async ({ input }) => {
        fetches.push(input);
        const answer = answers[Math.min(fetches.length - 1, answers.length - 1)]!;
        if (answer instanceof Error) throw answer;
        return row(answer, answer === 'success' ? options.balanceAfter ?? 1_300_000 : null);
      }),
      refreshBalance: fromPromise(async () => {
        refreshes += 1;
      }),
    },
    actions: { alertFailure: () => void alerts.push('Your top up is not success!') },
  });
  const actor = createActor(machine).start();
  return { actor, requests, fetches, alerts, refreshes: () => refreshes, state: () => actor.getSnapshot() };
}

async function toPaying(t: ReturnType<typeof start>, amount = 50_000) {
  t.actor.send({ type: 'CHANGE_AMOUNT', amount });
  t.actor.send({ type: 'CHANGE_OPTION', paymentOption: 'khqr' });
  t.actor.send({ type: 'SUBMIT' });
  await flush();
  expect(t.state().value).toBe('paying');
}

describe('top-up dialog machine', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('accepts only whole riel amounts within the limits', () => {
    expect([null, 999, 1000.5, 100_000_001].map(isValidTopUpAmount)).toEqual([false, false, false, false]);
    expect([1000, 50_000, 100_000_000].map(isValidTopUpAmount)).toEqual([true, true, true]);
    const t = start();
    t.actor.send({ type: 'SUBMIT' });
    t.actor.send({ type: 'CHANGE_AMOUNT', amount: 500 });
    t.actor.send({ type: 'SUBMIT' });
    expect(t.state().value).toBe('editing');
    expect(t.requests).toEqual([]);
  });

  it('requests the top-up with the amount and option, then holds the provider form while paying', async () => {
    const t = start();
    await toPaying(t, 75_000);
    expect(t.requests).toEqual([{ amount: 75_000, paymentOption: 'khqr' }]);
    expect(t.state().context.form).toEqual(form);
    expect(t.state().context.tranId).toBe(TRAN);
  });

  it('a refused request returns to editing with the server message, nothing else happens', async () => {
    const t = start({ request: () => Promise.reject(new Error('Only a customer account can top up a balance.')) });
    t.actor.send({ type: 'CHANGE_AMOUNT', amount: 5000 });
    t.actor.send({ type: 'SUBMIT' });
    await flush();
    expect(t.state().value).toBe('editing');
    expect(t.state().context.error).toBe('Only a customer account can top up a balance.');
    t.actor.send({ type: 'CHANGE_AMOUNT', amount: 6000 });
    expect(t.state().context.error).toBeNull();
    expect(t.alerts).toEqual([]);
  });

  it('provider returned + approved top-up: succeeded, the balance is refreshed once, no failure alert', async () => {
    const t = start({ answers: ['success'], balanceAfter: 1_350_000 });
    await toPaying(t);
    t.actor.send({ type: 'PROVIDER_RETURNED', tranId: TRAN });
    await flush();
    expect(t.state().matches('succeeded')).toBe(true);
    expect(t.state().context.balanceAfter).toBe(1_350_000);
    await flush();
    expect(t.state().matches({ succeeded: 'done' })).toBe(true);
    expect(t.refreshes()).toBe(1);
    expect(t.alerts).toEqual([]);
  });

  it('declined top-up: failed with the error alert, balance not refreshed; RETRY starts over', async () => {
    const t = start({ answers: ['failed'] });
    await toPaying(t);
    t.actor.send({ type: 'PROVIDER_RETURNED', tranId: TRAN });
    await flush();
    expect(t.state().value).toBe('failed');
    expect(t.alerts).toEqual(['Your top up is not success!']);
    expect(t.refreshes()).toBe(0);
    t.actor.send({ type: 'RETRY' });
    expect(t.state().value).toBe('editing');
    expect(t.state().context.tranId).toBeNull();
    expect(t.state().context.amount).toBe(50_000);
  });

  it('ignores the return page and pushes of another top-up', async () => {
    const t = start({ answers: ['success'] });
    await toPaying(t);
    t.actor.send({ type: 'PROVIDER_RETURNED', tranId: 'OTHER' });
    t.actor.send({ type: 'TOPUP_UPDATED', tranId: 'OTHER', status: 'success' });
    await flush();
    expect(t.state().value).toBe('paying');
    expect(t.fetches).toEqual([]);
  });

  it('a push of this top-up\'s outcome is enough (no return page needed)', async () => {
    const t = start({ answers: ['success'] });
    await toPaying(t);
    t.actor.send({ type: 'TOPUP_UPDATED', tranId: TRAN, status: 'success' });
    await flush();
    expect(t.state().matches('succeeded')).toBe(true);
    expect(t.fetches).toEqual([{ tranId: TRAN }]);
  });

  it('the outcome is read from the server, not taken from the browser: a "success" return page on a declined top-up fails', async () => {
    const t = start({ answers: ['failed'] });
    await toPaying(t);
    t.actor.send({ type: 'PROVIDER_RETURNED', tranId: TRAN });
    await flush();
    expect(t.state().value).toBe('failed');
  });

  it('polls while paying and stays paying while the top-up is pending', async () => {
    const t = start({ answers: ['pending', 'pending', 'success'] });
    await toPaying(t);
    jest.advanceTimersByTime(TOPUP_POLL_MS - 1);
    expect(t.fetches).toHaveLength(0);
    jest.advanceTimersByTime(1);
    await flush();
    expect(t.fetches).toHaveLength(1);
    expect(t.state().value).toBe('paying');
    jest.advanceTimersByTime(TOPUP_POLL_MS);
    await flush();
    expect(t.state().value).toBe('paying');
    jest.advanceTimersByTime(TOPUP_POLL_MS);
    await flush();
    expect(t.state().matches('succeeded')).toBe(true);
  });

  it('after the provider returned, a still pending top-up is re-checked until its callback lands', async () => {
    const t = start({ answers: ['pending', new Error('network'), 'pending', 'success'] });
    await toPaying(t);
    t.actor.send({ type: 'PROVIDER_RETURNED', tranId: TRAN });
    await flush();
    expect(t.state().value).toBe('confirming');
    for (let i = 0; i < 3; i += 1) {
      jest.advanceTimersByTime(TOPUP_CONFIRM_PAUSE_MS);
      await flush();
    }
    expect(t.fetches).toHaveLength(4);
    expect(t.state().matches('succeeded')).toBe(true);
  });

  it('after the provider returned, a top-up that never settles is reported as not successful', async () => {
    const t = start({ answers: ['pending'] });
    await toPaying(t);
    t.actor.send({ type: 'PROVIDER_RETURNED', tranId: TRAN });
    await flush();
    for (let i = 0; i < MAX_CONFIRM_CHECKS + 2; i += 1) {
      jest.advanceTimersByTime(TOPUP_CONFIRM_PAUSE_MS);
      await flush();
    }
    expect(t.fetches).toHaveLength(MAX_CONFIRM_CHECKS);
    expect(t.state().value).toBe('failed');
    expect(t.alerts).toHaveLength(1);
  });

  it('CLOSE ends the dialog from any state', async () => {
    const editing = start();
    editing.actor.send({ type: 'CLOSE' });
    expect(editing.state().status).toBe('done');
    const paying = start();
    await toPaying(paying);
    paying.actor.send({ type: 'CLOSE' });
    expect(paying.state().status).toBe('done');
    jest.advanceTimersByTime(TOPUP_POLL_MS * 3);
    await flush();
    expect(paying.fetches).toEqual([]);
  });
});
