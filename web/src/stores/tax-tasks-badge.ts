import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  NAV_BADGE_DELAY_MS, TaxReturnEvents, TaxReturnRoutes, taxReturnTypesReadableBy, type Grant, type TaxReturnTaskQueue,
  type TaxReturnTasks,
} from '@cis/contracts';
import { http } from '../api/http';
import { pushReceived } from '../api/socket';
import { $grant, signedOut } from './session';

/** The queues the menu badge counts: the work waiting on the user (the /tasks page shows every queue). */
export const TAX_TASKS_BADGE_QUEUES: readonly TaxReturnTaskQueue[] = ['awaitingMyReview', 'returnedToMe'];

/** Staff who may see returns of some type have a work queue. */
export const hasTaxTasks = (grant: Grant) => grant.kind === 'staff' && taxReturnTypesReadableBy(grant).length > 0;

export const badgeCountOf = (tasks: Pick<TaxReturnTasks, 'counts'> | null | undefined): number =>
  TAX_TASKS_BADGE_QUEUES.reduce((sum, queue) => sum + Math.max(0, Number(tasks?.counts?.[queue]) || 0), 0);

/** GET api/tax-returns/tasks (silent: without it the menu simply has no badge). */
export const fetchTaxTasksFx = createEffect<void, TaxReturnTasks>(() => http.get<TaxReturnTasks>(TaxReturnRoutes.tasks, { silent: true }));
export const taxTasksChanged = createEvent();

/** The work queue's counts, from the tasks call; re-read after every tax-return push (the push names no counts). */
export const $taxTasks = createStore<TaxReturnTasks['counts'] | null>(null, { skipVoid: false })
  .on(fetchTaxTasksFx.doneData, (_, r) => r.counts)
  .reset(signedOut);

const TAX_EVENTS: readonly string[] = Object.values(TaxReturnEvents);
/** A burst of pushes (an approval, its payment) is one re-read, a moment after the last. */
const settleFx = createEffect<void, void>(() => new Promise<void>((resolve) => setTimeout(resolve, NAV_BADGE_DELAY_MS)));
sample({ clock: pushReceived, source: $grant, filter: (grant, e) => hasTaxTasks(grant) && TAX_EVENTS.includes(e.type), target: taxTasksChanged });
sample({ clock: taxTasksChanged, source: settleFx.pending, filter: (pending) => !pending, target: settleFx });
sample({ clock: settleFx.done, target: fetchTaxTasksFx });

/** Delays the badge as the payroll badge is delayed. */
const badgeDelayFx = createEffect<number, number>((n) => new Promise<number>((resolve) => setTimeout(() => resolve(n), NAV_BADGE_DELAY_MS)));
sample({ clock: $taxTasks.updates, fn: (counts) => badgeCountOf(counts ? { counts } : null), target: badgeDelayFx });

/** Badge title of the tasks entry of the menu (TAX_RETURN_TASKS_BADGE_ITEM_IDS): null when 0. */
export const $taxTasksBadge = createStore<number | null>(null, { skipVoid: false })
  .on(badgeDelayFx.doneData, (_, n) => (n > 0 ? n : null))
  .reset(signedOut);
