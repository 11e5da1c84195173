import { isAllowed, type Grant, type Navigation, type NavigationItem } from '@cis/contracts';

/** Keeps what the grant allows; a group or collapsable left without children goes too. */
export function filterItems(items: NavigationItem[], grant: Grant): NavigationItem[] {
  return items.flatMap((item) => {
    if (!isAllowed(item, grant)) return [];
    if (!item.children) return [item];
    const children = filterItems(item.children, grant);
    if (children.length === 0 && (item.type === 'group' || item.type === 'collapsable')) return [];
    return [{ ...item, children }];
  });
}

export function filterNavigation(navigation: Navigation, grant: Grant): Navigation {
  return {
    compact: filterItems(navigation.compact, grant),
    default: filterItems(navigation.default, grant),
    futuristic: filterItems(navigation.futuristic, grant),
    horizontal: filterItems(navigation.horizontal, grant),
  };
}
