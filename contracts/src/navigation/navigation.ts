import type { AccessRule } from '../auth/permissions';

export type NavigationItemType = 'basic' | 'collapsable' | 'group' | 'aside' | 'divider';

export interface NavigationItem extends AccessRule {
  id: string;
  /** A translation key. */
  title: string;
  subtitle?: string;
  type: NavigationItemType;
  icon?: string;
  link?: string;
  hide?: boolean;
  badge?: { title?: string; classes?: string };
  classes?: { wrapper?: string; icon?: string; title?: string };
  children?: NavigationItem[];
}

export interface Navigation {
  compact: NavigationItem[];
  default: NavigationItem[];
  futuristic: NavigationItem[];
  horizontal: NavigationItem[];
}

export const NAVIGATION_LAYOUTS = ['compact', 'default', 'futuristic', 'horizontal'] as const;
export const NavigationRoutes = { base: 'api/common/navigation' } as const;
/** Items whose badge shows the payroll password request count. */
export const PAYROLL_BADGE_ITEM_IDS = ['administrator', 'administrator.system'] as const;
