import { LAYOUTS, SCHEMES, THEMES, type LayoutName, type Scheme, type ThemeId } from '@cis/contracts';

export function isLayout(value: unknown): value is LayoutName {
  return typeof value === 'string' && (LAYOUTS as readonly string[]).includes(value);
}
export function isScheme(value: unknown): value is Scheme {
  return typeof value === 'string' && (SCHEMES as readonly string[]).includes(value);
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
