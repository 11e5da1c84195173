import { allSettled, fork } from 'effector';
import { NAV_BADGE_DELAY_MS, PayrollEvents } from '@cis/contracts';
import { configureHttp, resetHttp } from '../api/http';
import { fakeFetch, routes } from '../api/testing';
import { pushReceived } from '../api/socket';
import { $navBadgeCount, $payrollCount, fetchPayrollCountFx } from './badges';
import { signedOut, signedOutCleanupFx } from './session';
import { push } from './testing';

beforeEach(() => {
  resetHttp();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

/** Settle a unit while moving the fake clock, checking the badge just before the delay ends. */
async function settleThroughDelay(run: () => Promise<unknown>, scope: ReturnType<typeof fork>, before: number | null) {
  const settled = run();
  await Promise.resolve();
  await jest.advanceTimersByTimeAsync(NAV_BADGE_DELAY_MS - 1);
  expect(scope.getState($navBadgeCount)).toBe(before);
  await jest.advanceTimersByTimeAsync(1);
  await settled;
}

it('loads the count from GET api/clients/payroll-password-requests/count; the badge follows 500 ms later', async () => {
  const f = fakeFetch(routes({ 'GET api/clients/payroll-password-requests/count': { body: { total: 3 } } }));
  configureHttp({ fetch: f });
  const scope = fork();
  await settleThroughDelay(() => allSettled(fetchPayrollCountFx, { scope }), scope, null);
  expect(f.calls[0].url).toBe('/api/clients/payroll-password-requests/count');
  expect(scope.getState($payrollCount)).toBe(3);
  expect(scope.getState($navBadgeCount)).toBe(3);
});

it('payroll pushes carry the count {total}; 0 clears the badge after the delay', async () => {
  const scope = fork({ values: [[$payrollCount, 2], [$navBadgeCount, 2]] });
  const requested = push(PayrollEvents.requested, { total: 5 });
  await settleThroughDelay(() => allSettled(pushReceived, { scope, params: requested }), scope, 2);
  expect(scope.getState($navBadgeCount)).toBe(5);

  const resolved = push(PayrollEvents.resolved, { total: 0 });
  await settleThroughDelay(() => allSettled(pushReceived, { scope, params: resolved }), scope, 5);
  expect(scope.getState($payrollCount)).toBe(0);
  expect(scope.getState($navBadgeCount)).toBeNull();
});

it('other pushes leave the count alone', async () => {
  const scope = fork({ values: [[$payrollCount, 2]] });
  await allSettled(pushReceived, { scope, params: push('inbox.item-created', { total: 9 }) });
  expect(scope.getState($payrollCount)).toBe(2);
});

it('sign-out clears count and badge', async () => {
  const scope = fork({ values: [[$payrollCount, 2], [$navBadgeCount, 2]], handlers: [[signedOutCleanupFx, () => undefined]] });
  const settled = allSettled(signedOut, { scope });
  await jest.advanceTimersByTimeAsync(NAV_BADGE_DELAY_MS);
  await settled;
  expect(scope.getState($payrollCount)).toBe(0);
  expect(scope.getState($navBadgeCount)).toBeNull();
});
