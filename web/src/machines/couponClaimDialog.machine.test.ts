import { createActor, fromPromise } from 'xstate';
import type { CouponClaimAnswer } from '@cis/contracts';
import { couponClaimDialogMachine, isClaimableCode, type ClaimCouponInput } from './couponClaimDialog.machine';

const ok: CouponClaimAnswer = { status: 'RECEIVEOK', code: 'WELCOME2026', amount: 20_000, balance: { customerBalance: 1_250_000, couponBalance: 60_000 } };
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (v: T) => void;
  reject: (e: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function start() {
  const claims: ClaimCouponInput[] = [];
  const alerts: CouponClaimAnswer[] = [];
  let refreshes = 0;
  let pending = deferred<CouponClaimAnswer>();
  const machine = couponClaimDialogMachine.provide({
    actors: {
      claimCoupon: fromPromise<CouponClaimAnswer, ClaimCouponInput>(({ input }) => {
        claims.push(input);
        return pending.promise;
      }),
      refreshBalance: fromPromise(async () => {
        refreshes += 1;
      }),
    },
    actions: {
      alertClaimed: ({ context }) => void alerts.push(context.answer!),
    },
  });
  const actor = createActor(machine).start();
  return {
    actor, claims, alerts,
    refreshes: () => refreshes,
    answer: async (outcome: CouponClaimAnswer | Error) => {
      if (outcome instanceof Error) pending.reject(outcome);
      else pending.resolve(outcome);
      await flush();
      pending = deferred();
    },
    state: () => actor.getSnapshot(),
  };
}

describe('claim-coupon dialog machine', () => {
  it('sends nothing for a code shorter than 3 characters', () => {
    expect(['', '  ab ', 'x'.repeat(41)].map(isClaimableCode)).toEqual([false, false, false]);
    const t = start();
    t.actor.send({ type: 'CHANGE', code: 'ab' });
    t.actor.send({ type: 'SUBMIT' });
    expect(t.state().value).toBe('editing');
    expect(t.claims).toEqual([]);
  });

  it('RECEIVEOK: the success alert, one balance refresh, then the dialog closes', async () => {
    const t = start();
    t.actor.send({ type: 'CHANGE', code: '  welcome2026 ' });
    t.actor.send({ type: 'SUBMIT' });
    expect(t.state().value).toBe('claiming');
    expect(t.claims).toEqual([{ code: 'welcome2026' }]);
    await t.answer(ok);
    expect(t.alerts).toEqual([ok]);
    expect(t.refreshes()).toBe(1);
    expect(t.state().status).toBe('done');
  });

  it('a refused code returns to editing with the server message and no alert or refresh; typing clears it; a retry can succeed', async () => {
    const t = start();
    t.actor.send({ type: 'CHANGE', code: 'PCHUM-2025' });
    t.actor.send({ type: 'SUBMIT' });
    await t.answer(new Error('This coupon has expired.'));
    expect(t.state().value).toBe('editing');
    expect(t.state().context.error).toBe('This coupon has expired.');
    expect(t.alerts).toEqual([]);
    expect(t.refreshes()).toBe(0);
    t.actor.send({ type: 'CHANGE', code: 'WELCOME2026' });
    expect(t.state().context.error).toBeNull();
    t.actor.send({ type: 'SUBMIT' });
    await t.answer(ok);
    expect(t.state().status).toBe('done');
  });

  it('an answer other than RECEIVEOK is not a success', async () => {
    const t = start();
    t.actor.send({ type: 'CHANGE', code: 'WELCOME2026' });
    t.actor.send({ type: 'SUBMIT' });
    await t.answer({ ...ok, status: 'NOPE' as 'RECEIVEOK' });
    expect(t.state().value).toBe('editing');
    expect(t.state().context.error).not.toBeNull();
    expect(t.alerts).toEqual([]);
  });

  it('cannot be closed while the claim is in flight, can be closed while editing', async () => {
    const t = start();
    t.actor.send({ type: 'CHANGE', code: 'WELCOME2026' });
    t.actor.send({ type: 'SUBMIT' });
    t.actor.send({ type: 'CLOSE' });
    expect(t.state().value).toBe('claiming');
    await t.answer(new Error('This coupon code does not exist.'));
    t.actor.send({ type: 'CLOSE' });
    expect(t.state().status).toBe('done');
  });
});
