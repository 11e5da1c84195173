import type { LayoutName } from '@cis/contracts';
import type { UIMatch } from 'react-router-dom';

/** Data a route carries: its translated title key (page title and breadcrumb) and, optionally, its layout. */
export interface RouteHandle {
  title?: string;
  /** The route's own layout: wins over ?layout= and the configuration. */
  layout?: LayoutName;
}

export function handleOf(match: UIMatch): RouteHandle {
  return (match.handle ?? {}) as RouteHandle;
}

/** The deepest route's title key. */
export function titleKeyOf(matches: readonly UIMatch[]): string | null {
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
