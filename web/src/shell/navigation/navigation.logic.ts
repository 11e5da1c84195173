import type { NavigationItem } from '@cis/contracts';

/**
 * Drops items marked `hide` (the settings group) and containers left with nothing to open. Permission filtering
 * and badges are done by the navigation store ($visibleNavigation); the menus only hide what is hidden.
 */
export function withoutHidden(items: readonly NavigationItem[]): NavigationItem[] {
  const out: NavigationItem[] = [];
  for (const item of items) {
    if (item.hide) continue;
    if (item.children) {
      const children = withoutHidden(item.children);
      const container = item.type === 'group' || item.type === 'collapsable' || item.type === 'aside';
      if (container && children.length === 0 && !item.link) continue;
      out.push({ ...item, children });
    } else {
      out.push(item);
    }
  }
  return out;
}

function normalise(path: string): string {
  const p = path.split(/[?#]/)[0];
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;
}

/** Whether a link is the current page or one of its ancestors in the URL. */
export function isLinkActive(link: string | undefined, pathname: string): boolean {
  if (!link) return false;
  const l = normalise(link);
  const p = normalise(pathname);
  return p === l || (l !== '/' && p.startsWith(l + '/'));
}

/** Whether an item or any descendant links to the current page. */
export function containsActive(item: NavigationItem, pathname: string): boolean {
  if (isLinkActive(item.link, pathname)) return true;
  return (item.children ?? []).some((c) => containsActive(c, pathname));
}

/**
 * The chain of items from the top of the tree down to the item whose link best matches the path (the longest
 * matching link), for the breadcrumb. Empty when nothing matches.
 */
export function findTrail(items: readonly NavigationItem[], pathname: string): NavigationItem[] {
  let best: NavigationItem[] = [];
  let bestLen = -1;
  const walk = (list: readonly NavigationItem[], trail: NavigationItem[]) => {
    for (const item of list) {
      const here = [...trail, item];
      if (item.link && isLinkActive(item.link, pathname) && normalise(item.link).length > bestLen) {
        best = here;
        bestLen = normalise(item.link).length;
      }
      if (item.children) walk(item.children, here);
    }
  };
  walk(items, []);
  return best;
}

/**
 * How many of the horizontal menu's top items fit in `available` pixels, given each item's width (gaps included).
 * When not all fit, room is kept for the 'More' button that holds the rest. Always answers at least 0.
 */
export function fitCount(widths: readonly number[], available: number, moreWidth: number): number {
  const total = widths.reduce((a, w) => a + w, 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const w of widths) {
    if (used + w > available) break;
    used += w;
    count++;
  }
  return count;
}
