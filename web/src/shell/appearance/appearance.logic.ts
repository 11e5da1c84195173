import { LAYOUTS, SCHEMES, THEMES, isOneOf, type LayoutName, type Scheme, type ThemeId } from '@cis/contracts';
import { isRecord } from '../../lib/guards';

export function isLayout(value: unknown): value is LayoutName {
  return isOneOf(LAYOUTS, value);
}
/**
 * The layouts a user may pick in the settings drawer and keep as a setting: every layout but 'empty', which has no
 * top bar (no sign-out, language or layout switch), so choosing it would trap a signed-in user. ?layout=empty and
 * route data (coming-soon, maintenance) still use it.
 */
export const USER_LAYOUTS = LAYOUTS.filter((l): l is Exclude<LayoutName, 'empty'> => l !== 'empty');
export type UserLayoutName = (typeof USER_LAYOUTS)[number];

export function isUserLayout(value: unknown): value is UserLayoutName {
  return isOneOf(USER_LAYOUTS, value);
}

export function isScheme(value: unknown): value is Scheme {
  return isOneOf(SCHEMES, value);
}
export function isTheme(value: unknown): value is ThemeId {
  return typeof value === 'string' && THEMES.some((t) => t.id === value);
}

/**
 * The layout a page uses. Precedence (spec 000 s2): configuration, then the `layout` query parameter overrides it,
 * then the route's own layout data wins over both. Unknown names are ignored at each level.
 */
export function resolveLayout(config: LayoutName, query: string | null | undefined, route: string | null | undefined): LayoutName {
  if (isLayout(route)) return route;
  if (isLayout(query)) return query;
  return config;
}

export interface StoredAppearance {
  layout: LayoutName;
  scheme: Scheme;
  theme: ThemeId;
}

/**
 * The appearance kept in storage, each field checked on its own: an unknown or refused value (a layout the drawer
 * does not offer, such as 'empty') falls back to the configuration's.
 */
export function parseStoredAppearance(raw: string | null, fallback: StoredAppearance): StoredAppearance {
  type Stored = Partial<Record<keyof StoredAppearance, unknown>>;
  let stored: Stored | null = null;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    stored = isRecord(parsed) ? parsed : null;
  } catch {
    stored = null;
  }
  if (!stored) return fallback;
  return {
    layout: isUserLayout(stored.layout) ? stored.layout : fallback.layout,
    scheme: isScheme(stored.scheme) ? stored.scheme : fallback.scheme,
    theme: isTheme(stored.theme) ? stored.theme : fallback.theme,
  };
}

/** 'auto' follows the system preference. */
export function effectiveScheme(scheme: Scheme, prefersDark: boolean): 'light' | 'dark' {
  if (scheme === 'auto') return prefersDark ? 'dark' : 'light';
  return scheme;
}

/** PrimeReact Lara theme that renders a spec theme in a scheme. */
const PRIME_COLOUR: Record<ThemeId, string> = {
  'theme-default': 'indigo',
  'theme-brand': 'blue',
  'theme-teal': 'teal',
  'theme-rose': 'pink',
  'theme-purple': 'purple',
  'theme-amber': 'amber',
};

export function primeThemeName(theme: ThemeId, scheme: 'light' | 'dark'): string {
  return `lara-${scheme}-${PRIME_COLOUR[theme]}`;
}

export function themeHref(theme: ThemeId, scheme: 'light' | 'dark', version: string): string {
  return `/themes/${primeThemeName(theme, scheme)}/theme.css?v=${encodeURIComponent(version)}`;
}

/** Classes the page's body carries: the theme class and the effective scheme. */
export function bodyClasses(theme: ThemeId, scheme: 'light' | 'dark'): string[] {
  return [theme, scheme];
}
