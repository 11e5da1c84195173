import { combine, createEffect, createStore } from 'effector';
import {
  NavigationRoutes,
  PAYROLL_BADGE_ITEM_IDS,
  TAX_RETURN_TASKS_BADGE_ITEM_IDS,
  isAllowed,
  type Grant,
  type Navigation,
  type NavigationItem,
} from '@cis/contracts';
import { http } from '../api/http';
import { $navBadgeCount } from './badges';
import { $taxTasksBadge } from './tax-tasks-badge';
import { $grant, signedOut } from './session';

export const fetchNavigationFx = createEffect<void, Navigation>(() => http.get<Navigation>(NavigationRoutes.base));

/** Navigation exactly as served. */
export const $navigation = createStore<Navigation | null>(null, { skipVoid: false })
  .on(fetchNavigationFx.doneData, (_, nav) => nav)
  .reset(signedOut);

const CONTAINER_TYPES = new Set(['group', 'collapsable']);

/**
 * Keep the items the grant allows (permission, permissionOp, hasRole through isAllowed), recursively; groups and
 * collapsable items left without any child are dropped.
 */
export function filterNavigation(items: readonly NavigationItem[], grant: Grant): NavigationItem[] {
  const out: NavigationItem[] = [];
  for (const item of items) {
    if (!isAllowed(item, grant)) continue;
    if (item.children) {
      const children = filterNavigation(item.children, grant);
      if (children.length === 0 && CONTAINER_TYPES.has(item.type)) continue;
      out.push({ ...item, children });
    } else {
      out.push(item);
    }
  }
  return out;
}

/** Put the payroll count on the badge of 'administrator' and 'administrator.system' (removed when null). */
export function applyNavBadges(
  items: readonly NavigationItem[], count: number | null, ids: readonly string[] = PAYROLL_BADGE_ITEM_IDS,
): NavigationItem[] {
  return items.map((item) => {
    let next = item;
    if (ids.includes(item.id)) {
      const { title: _old, ...rest } = item.badge ?? {};
      const badge = count !== null && count > 0 ? { ...rest, title: String(count) } : rest;
      next = { ...item, badge: Object.keys(badge).length > 0 ? badge : undefined };
      if (next.badge === undefined) delete next.badge;
    }
    return next.children ? { ...next, children: applyNavBadges(next.children, count, ids) } : next;
  });
}

/** The navigation this user may see, with live badges, per menu layout. null before it loads. */
export const $visibleNavigation = combine($navigation, $grant, $navBadgeCount, $taxTasksBadge, (nav, grant, count, tasks): Navigation | null => {
  if (!nav) return null;
  // The payroll count on its items, the tax work queue's on the tasks entry (the same badge, the same delay).
  const badged = (layout: keyof Navigation) =>
    applyNavBadges(applyNavBadges(filterNavigation(nav[layout] ?? [], grant), count), tasks, TAX_RETURN_TASKS_BADGE_ITEM_IDS);
  return { compact: badged('compact'), default: badged('default'), futuristic: badged('futuristic'), horizontal: badged('horizontal') };
});
