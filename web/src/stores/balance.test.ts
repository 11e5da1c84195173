import { allSettled, fork } from 'effector';
import { BalanceEvents, Permission } from '@cis/contracts';
import { configureHttp, resetHttp } from '../api/http';
import { fakeFetch, routes } from '../api/testing';
import { pushReceived } from '../api/socket';
import { $balance, $balanceVisible, $canTopUp, fetchBalanceFx, refreshBalanceFx } from './balance';
import { $session, signedOut, signedOutCleanupFx } from './session';
import { customerUser, makeUser, push } from './testing';

const customer = { user: customerUser(), token: 't' };

beforeEach(() => resetHttp());

it('fetches the balance of a customer', async () => {
  const f = fakeFetch(routes({ 'GET api/customers/P24-100001/balance': { body: { customerBalance: 150000, couponBalance: 20000 } } }));
  configureHttp({ fetch: f });
  const scope = fork({ values: [[$session, customer]] });
  await allSettled(fetchBalanceFx, { scope, params: 'P24-100001' });
  expect(scope.getState($balance)).toEqual({ customerBalance: 150000, couponBalance: 20000 });
});

it("refreshBalanceFx reloads the signed-in customer's balance", async () => {
  const f = fakeFetch(routes({ 'GET api/customers/P24-100001/balance': { body: { customerBalance: 1, couponBalance: 2 } } }));
  configureHttp({ fetch: f });
  const scope = fork({ values: [[$session, customer]] });
  await allSettled(refreshBalanceFx, { scope });
  expect(scope.getState($balance)).toEqual({ customerBalance: 1, couponBalance: 2 });
  const staff = fork({ values: [[$session, { user: makeUser(), token: 't' }]] });
  expect((await allSettled(refreshBalanceFx, { scope: staff })).status).toBe('fail');
});

it("a balance push for this customer replaces the balance; another customer's is ignored", async () => {
  const scope = fork({ values: [[$session, customer], [$balance, { customerBalance: 100, couponBalance: 0 }]] });
  await allSettled(pushReceived, {
    scope,
    params: push(BalanceEvents.customerBalanceChanged, { customerP24Id: 'P24-999', amount: 5, reason: 'x', balance: { customerBalance: 5, couponBalance: 5 } }),
  });
  expect(scope.getState($balance)).toEqual({ customerBalance: 100, couponBalance: 0 });
  await allSettled(pushReceived, {
    scope,
    params: push(BalanceEvents.customerBalanceChanged, { customerP24Id: 'P24-100001', amount: 50, reason: 'top-up', balance: { customerBalance: 150, couponBalance: 0 } }),
  });
  expect(scope.getState($balance)).toEqual({ customerBalance: 150, couponBalance: 0 });
  await allSettled(pushReceived, {
    scope,
    params: push(BalanceEvents.couponBalanceChanged, { customerP24Id: 'P24-100001', amount: 10, reason: 'claim', balance: { customerBalance: 150, couponBalance: 10 } }),
  });
  expect(scope.getState($balance)).toEqual({ customerBalance: 150, couponBalance: 10 });
});

it('the widget is for role 2 with a customerP24Id; top-up for ALL_FUNCTIONS, ALL_FUNCTIONS_READ or READ_TOPUP_BALANCE', () => {
  const c = fork({ values: [[$session, customer]] });
  expect(c.getState($balanceVisible)).toBe(true);
  expect(c.getState($canTopUp)).toBe(true);
  const noId = fork({ values: [[$session, { user: makeUser({ role: 2 }), token: 't' }]] });
  expect(noId.getState($balanceVisible)).toBe(false);
  const staff = fork({ values: [[$session, { user: makeUser({ role: 1, userDetails: customerUser().userDetails }), token: 't' }]] });
  expect(staff.getState($balanceVisible)).toBe(false);
  const noTopUp = fork({ values: [[$session, { user: { ...customerUser(), permissions: [] }, token: 't' }]] });
  expect(noTopUp.getState($canTopUp)).toBe(false);
  for (const code of [Permission.ALL_FUNCTIONS, Permission.ALL_FUNCTIONS_READ]) {
    const s = fork({ values: [[$session, { user: makeUser({ permissions: [code] }), token: 't' }]] });
    expect(s.getState($canTopUp)).toBe(true);
  }
});

it('sign-out forgets the balance', async () => {
  const scope = fork({ values: [[$balance, { customerBalance: 1, couponBalance: 1 }]], handlers: [[signedOutCleanupFx, () => undefined]] });
  await allSettled(signedOut, { scope });
  expect(scope.getState($balance)).toBeNull();
});
