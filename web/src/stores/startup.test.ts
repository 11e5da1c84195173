import { allSettled, fork } from 'effector';
import type { User } from '@cis/contracts';
import { configureHttp, resetHttp } from '../api/http';
import { socketResyncNeeded } from '../api/socket';
import { fakeFetch, routes, type RecordedCall } from '../api/testing';
import { $balance } from './balance';
import { $payrollCount } from './badges';
import { messages, notifications } from './messages';
import { $navigation } from './navigation';
import { $session } from './session';
import { $shortcuts } from './shortcuts';
import { $startupDone, $startupError, startupFx, startupPlan } from './startup';
import { $serverVersion } from './version';
import { customerUser, makeUser, staffUser } from './testing';

const nav = { default: [], compact: [], futuristic: [], horizontal: [] };

function server(user: User, overrides: Record<string, { status?: number; body?: unknown }> = {}) {
  const f = fakeFetch(
    routes({
      'GET api/common/navigation': { body: nav },
      'GET api/common/user': { body: user },
      'GET api/common/messages': { body: [] },
      'GET api/common/notifications': { body: [] },
      'GET api/common/shortcuts': { body: [] },
      'GET public/uiversions/1': { body: { versions: '1.0.0', message: null } },
      'GET api/customers/P24-100001/balance': { body: { customerBalance: 10, couponBalance: 1 } },
      'GET api/clients/payroll-password-requests/count': { body: { total: 0 } },
      ...overrides,
    }),
  );
  configureHttp({ fetch: f });
  return f;
}
const paths = (calls: RecordedCall[]) => calls.map((c) => c.url.replace(/^\//, '')).sort();

beforeEach(() => resetHttp());

it('admin: navigation, user, messages, notifications, the wall, shortcuts, version, maintenance mode, payroll count and tax work queue, all at once', async () => {
  const user = makeUser();
  const f = server(user);
  const scope = fork({ values: [[$session, { user, token: 't' }]] });
  await allSettled(startupFx, { scope });
  expect(paths(f.calls)).toEqual([
    'api/clients/payroll-password-requests/count',
    'api/common/messages',
    'api/common/navigation',
    'api/common/notifications',
    'api/common/shortcuts',
    'api/common/user',
    'api/system/maintenance',
    'api/system/wall',
    'api/tax-returns/tasks',
    'public/uiversions/1',
  ]);
  expect(scope.getState($startupDone)).toBe(true);
  expect(scope.getState($navigation)).toEqual(nav);
  expect(scope.getState($serverVersion)).toBe('1.0.0');
});

it('loads run in parallel: every request starts before any answers', async () => {
  const user = makeUser();
  let started = 0;
  const releases: Array<() => void> = [];
  configureHttp({
    fetch: fakeFetch((c) => {
      started += 1;
      return new Promise((resolve) => releases.push(() => resolve({ body: c.url.includes('user') ? user : c.url.includes('navigation') ? nav : [] })));
    }),
  });
  const scope = fork({ values: [[$session, { user, token: 't' }]] });
  const done = allSettled(startupFx, { scope });
  await new Promise((r) => setTimeout(r, 0));
  expect(started).toBe(10);
  expect(scope.getState($startupDone)).toBe(false);
  releases.forEach((r) => r());
  await done;
  expect(scope.getState($startupDone)).toBe(true);
});

it('customer (role 2 with customerP24Id): balance, no notifications, no payroll count', async () => {
  const user = customerUser();
  const f = server(user);
  const scope = fork({ values: [[$session, { user, token: 't' }]] });
  await allSettled(startupFx, { scope });
  expect(paths(f.calls)).toEqual([
    'api/common/messages',
    'api/common/navigation',
    'api/common/shortcuts',
    'api/common/user',
    'api/customers/P24-100001/balance',
    'api/system/maintenance',
    'public/uiversions/1',
  ]);
  expect(scope.getState($balance)).toEqual({ customerBalance: 10, couponBalance: 1 });
});

it('staff with READ_CLIENT_PAYROLL_PASSWORD only: payroll count but no notifications or balance', () => {
  expect(startupPlan(staffUser())).toEqual({ notifications: false, balance: null, payrollCount: true });
  expect(startupPlan(makeUser({ permissions: ['READ_WALL'] }))).toEqual({ notifications: true, balance: null, payrollCount: false });
  expect(startupPlan(makeUser({ role: 2 }))).toEqual(expect.objectContaining({ balance: null }));
  expect(startupPlan(null)).toEqual({ notifications: false, balance: null, payrollCount: false });
});

it('a failing optional load leaves its store empty but the layout still shows', async () => {
  const user = makeUser();
  server(user, { 'GET public/uiversions/1': { status: 500, body: {} }, 'GET api/common/shortcuts': { status: 500, body: {} } });
  const scope = fork({ values: [[$session, { user, token: 't' }]] });
  await allSettled(startupFx, { scope });
  expect(scope.getState($startupDone)).toBe(true);
  expect(scope.getState($shortcuts)).toEqual([]);
  expect(scope.getState($serverVersion)).toBeNull();
  expect(scope.getState(messages.$loaded)).toBe(true);
  expect(scope.getState(notifications.$loaded)).toBe(true);
  expect(scope.getState($payrollCount)).toBe(0);
});

it('a failing navigation stops start-up with its error', async () => {
  const user = makeUser();
  server(user, { 'GET api/common/navigation': { status: 500, body: {} } });
  const scope = fork({ values: [[$session, { user, token: 't' }]] });
  const r = await allSettled(startupFx, { scope });
  expect(r.status).toBe('fail');
  expect(scope.getState($startupDone)).toBe(false);
  expect(scope.getState($startupError)?.message).toBe('Internal Server Error. Please try again later.');
});

it('a reconnect that cannot resume reloads the live stores, without Please wait', async () => {
  const user = customerUser();
  const f = server(user, { 'GET api/common/messages': { body: [{ id: 'm1', title: 'Missed while offline', read: false, time: '2026-01-01T00:00:00.000Z' }] } });
  const scope = fork({ values: [[$session, { user, token: 't' }], [$startupDone, true]] });
  await allSettled(socketResyncNeeded, { scope });
  expect(paths(f.calls)).toEqual(['api/common/messages', 'api/common/shortcuts', 'api/customers/P24-100001/balance', 'api/system/maintenance', 'public/uiversions/1']);
  expect(scope.getState(messages.$items).map((m) => m.title)).toEqual(['Missed while offline']);
  expect(scope.getState($startupDone)).toBe(true);
});

it('nothing is reloaded after sign-out', async () => {
  const f = server(makeUser());
  const scope = fork({ values: [[$session, null]] });
  await allSettled(socketResyncNeeded, { scope });
  expect(f.calls).toEqual([]);
});
