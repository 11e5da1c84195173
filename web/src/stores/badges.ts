import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  NAV_BADGE_DELAY_MS,
  PayrollEvents,
  PayrollRoutes,
  type PayrollPasswordRequestCount,
  type PayrollPush,
  type StoredEvent,
} from '@cis/contracts';
import { http } from '../api/http';
import { pushReceived } from '../api/socket';
import { signedOut } from './session';

/** GET api/clients/payroll-password-requests/count (only for READ_CLIENT_PAYROLL_PASSWORD). */
export const fetchPayrollCountFx = createEffect<void, PayrollPasswordRequestCount>(() =>
  http.get<PayrollPasswordRequestCount>(PayrollRoutes.count),
);
export const payrollCountReceived = createEvent<number>();

/** Pending payroll password requests, from the count call and from every payroll push. */
export const $payrollCount = createStore(0)
  .on(fetchPayrollCountFx.doneData, (_, r) => Math.max(0, Number(r?.total) || 0))
  .on(payrollCountReceived, (_, n) => Math.max(0, n))
  .reset(signedOut);

/** Payroll pushes carry the count {total}, as GET .../count answers it (the socket reshapes both events so). */
const PAYROLL_PUSH_TYPES: readonly string[] = [PayrollEvents.requested, PayrollEvents.resolved];
const isPayrollPush = (event: StoredEvent): event is PayrollPush => PAYROLL_PUSH_TYPES.includes(event.type);

sample({
  clock: pushReceived.filterMap((e) => (isPayrollPush(e) ? e : undefined)),
  fn: (e) => Number(e.data.total) || 0,
  target: payrollCountReceived,
});

/** Waits NAV_BADGE_DELAY_MS, then hands the count on. */
export const navBadgeDelayFx = createEffect<number, number>(
  (count) => new Promise<number>((resolve) => setTimeout(() => resolve(count), NAV_BADGE_DELAY_MS)),
);

/** Badge title of the 'administrator' and 'administrator.system' menu items: the count 500 ms after it changes, null when 0. */
export const $navBadgeCount = createStore<number | null>(null, { skipVoid: false })
  .on(navBadgeDelayFx.doneData, (_, n) => (n > 0 ? n : null))
  .reset(signedOut);

sample({ clock: $payrollCount.updates, target: navBadgeDelayFx });
