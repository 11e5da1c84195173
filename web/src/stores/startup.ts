import { attach, createEffect, createStore, sample } from 'effector';
import { CUSTOMER_ROLE, Permission, hasAny, type User } from '@cis/contracts';
import { socketResyncNeeded } from '../api/socket';
import { fetchBalanceFx } from './balance';
import { fetchPayrollCountFx } from './badges';
import { fetchTaxTasksFx, hasTaxTasks } from './tax-tasks-badge';
import { messages, notifications } from './messages';
import { fetchNavigationFx } from './navigation';
import { $session, fetchUserFx, signedOut, type Session } from './session';
import { fetchShortcutsFx } from './shortcuts';
import { fetchVersionFx } from './version';
import { fetchMaintenanceFx } from './maintenance';
import { fetchWallFx } from './wall';

/** Which optional start-up loads a user gets (spec 000 s2 and s6). */
export function startupPlan(user: User | null): { notifications: boolean; balance: string | null; payrollCount: boolean } {
  const grant = { permissions: user?.permissions ?? [], role: user?.role ?? -1 };
  const customerP24Id = user?.userDetails?.customerP24Id ?? null;
  return {
    notifications: hasAny(grant, Permission.READ_WALL, Permission.ALL_FUNCTIONS),
    balance: user?.role === CUSTOMER_ROLE && customerP24Id ? customerP24Id : null,
    payrollCount: hasAny(grant, Permission.READ_CLIENT_PAYROLL_PASSWORD),
  };
}

/** Swallow a failure: its alert has been raised already, and the layout can show without this part. */
const optional = <T>(p: Promise<T>): Promise<T | null> => p.catch(() => null);

/**
 * Every start-up load at once: navigation, user, messages, notifications (READ_WALL or ALL_FUNCTIONS), shortcuts,
 * UI version, balance (role 2 with a customerP24Id), payroll count (READ_CLIENT_PAYROLL_PASSWORD). Navigation and
 * user are required (the effect fails with their error); the others only leave their store empty when they fail.
 */
export const startupFx = attach({
  source: $session,
  effect: createEffect<Session | null, void>(async (session) => {
    const plan = startupPlan(session?.user ?? null);
    await Promise.all([
      fetchNavigationFx(),
      fetchUserFx(),
      optional(messages.fetchFx()),
      plan.notifications ? optional(notifications.fetchFx()) : null,
      plan.notifications ? optional(fetchWallFx()) : null,
      optional(fetchShortcutsFx()),
      optional(fetchVersionFx()),
      optional(fetchMaintenanceFx()),
      plan.balance ? optional(fetchBalanceFx(plan.balance)) : null,
      plan.payrollCount ? optional(fetchPayrollCountFx()) : null,
      taxTasksWanted(session) ? optional(fetchTaxTasksFx()) : null,
    ]);
  }),
});

/** Staff with a tax-return work queue: its counts badge the menu's tasks entry. */
function taxTasksWanted(session: Session | null): boolean {
  const user = session?.user;
  return !!user && hasTaxTasks({ permissions: user.permissions ?? [], role: user.role ?? -1, kind: user.kind });
}

/** true once every start-up load has resolved ('Please wait' until then). */
export const $startupDone = createStore(false)
  .on(startupFx, () => false)
  .on(startupFx.done, () => true)
  .reset(signedOut);
/** The failure that stopped start-up, if any (the shell can offer a retry). */
export const $startupError = createStore<Error | null>(null, { skipVoid: false })
  .on(startupFx, () => null)
  .on(startupFx.failData, (_, e) => (e instanceof Error ? e : new Error(String(e))))
  .reset(signedOut);

/**
 * After a reconnect that could not resume from a log position, reload what pushes keep live (messages,
 * notifications, shortcuts, version, balance, payroll count), without the 'Please wait' of start-up.
 */
export const resyncFx = attach({
  source: $session,
  effect: createEffect<Session | null, void>(async (session) => {
    const plan = startupPlan(session?.user ?? null);
    await Promise.all([
      optional(messages.fetchFx()),
      plan.notifications ? optional(notifications.fetchFx()) : null,
      plan.notifications ? optional(fetchWallFx()) : null,
      optional(fetchShortcutsFx()),
      optional(fetchVersionFx()),
      optional(fetchMaintenanceFx()),
      plan.balance ? optional(fetchBalanceFx(plan.balance)) : null,
      plan.payrollCount ? optional(fetchPayrollCountFx()) : null,
      taxTasksWanted(session) ? optional(fetchTaxTasksFx()) : null,
    ]);
  }),
});
sample({ clock: socketResyncNeeded, source: $session, filter: (session) => session !== null, target: resyncFx });
