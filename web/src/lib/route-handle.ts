import { isAllowed, type AccessRule, type Grant, type LayoutName } from '@cis/contracts';
import type { UIMatch } from 'react-router-dom';

/** Data a route carries: its translated title key (page title and breadcrumb) and, optionally, its layout. */
export interface RouteHandle {
  title?: string;
  /** The route's own layout: wins over ?layout= and the configuration. */
  layout?: LayoutName;
  /** The page's access rule (PageDef.access): a user it refuses sees the no-access page and its title. */
  access?: AccessRule;
}

/** Title key of the no-access page (shown in place of a page the user may not open). */
export const NO_ACCESS_TITLE = 'error.noAccess.title';

export function handleOf(match: UIMatch): RouteHandle {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- react-router types a route's handle `unknown`; every handle is one of ours, written in the route table
  return (match.handle ?? {}) as RouteHandle;
}

/**
 * The deepest route's title key; with a grant, the no-access title when a route of the chain declares a rule the
 * grant does not meet (that route shows the no-access page, not its own screen).
 */
export function titleKeyOf(matches: readonly UIMatch[], grant?: Grant): string | null {
  if (grant && matches.some((m) => { const rule = handleOf(m).access; return rule !== undefined && !isAllowed(rule, grant); })) {
    return NO_ACCESS_TITLE;
  }
  for (let i = matches.length - 1; i >= 0; i--) {
    const t = handleOf(matches[i]).title;
    if (t) return t;
  }
  return null;
}

/** The deepest route's own layout, if any route in the chain sets one. */
export function routeLayoutOf(matches: readonly UIMatch[]): LayoutName | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const l = handleOf(matches[i]).layout;
    if (l) return l;
  }
  return null;
}

/** Page title: '<translated route title> | <app name>' (spec 000 s2). */
export function pageTitle(translatedTitle: string | null, appName: string): string {
  return translatedTitle ? `${translatedTitle} | ${appName}` : appName;
}
