import { createEvent, createStore, sample } from 'effector';
import { THEMES, type LayoutName, type Scheme, type ThemeId } from '@cis/contracts';
import { APP_VERSION, appConfig } from '../../lib/config';
import { bodyClasses, effectiveScheme, isUserLayout, parseStoredAppearance, themeHref } from './appearance.logic';

/** The user's appearance settings (the "configuration" level of the layout precedence), kept in localStorage. */
export interface Appearance {
  layout: LayoutName;
  scheme: Scheme;
  theme: ThemeId;
}

const STORAGE_KEY = 'cis.appearance';

function load(): Appearance {
  const fallback: Appearance = { layout: appConfig.layout, scheme: appConfig.scheme, theme: appConfig.theme };
  try {
    return parseStoredAppearance(localStorage.getItem(STORAGE_KEY), fallback);
  } catch {
    return fallback; // storage blocked
  }
}

/** A layout the user picked; 'empty' (no top bar) is refused. */
export const layoutChanged = createEvent<LayoutName>();
export const schemeChanged = createEvent<Scheme>();
export const themeChanged = createEvent<ThemeId>();
export const systemSchemeChanged = createEvent<boolean>();

export const $appearance = createStore<Appearance>(load())
  .on(layoutChanged, (s, layout) => (isUserLayout(layout) ? { ...s, layout } : s))
  .on(schemeChanged, (s, scheme) => ({ ...s, scheme }))
  .on(themeChanged, (s, theme) => ({ ...s, theme }));

const media = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
export const $prefersDark = createStore<boolean>(media?.matches ?? false).on(systemSchemeChanged, (_, dark) => dark);
media?.addEventListener?.('change', (e) => systemSchemeChanged(e.matches));

/** 'light' or 'dark' after resolving 'auto'. */
export const $effectiveScheme = sample({
  source: { a: $appearance, dark: $prefersDark },
  fn: ({ a, dark }) => effectiveScheme(a.scheme, dark),
});

$appearance.watch((a) => {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(a));
  } catch {
    /* storage full or blocked: settings last for this page only */
  }
});

/** Puts the theme class and scheme on <body> and links the matching PrimeReact theme. */
export function applyAppearance(theme: ThemeId, scheme: 'light' | 'dark'): void {
  const body = document.body;
  for (const t of THEMES) body.classList.remove(t.id);
  body.classList.remove('light', 'dark');
  body.classList.add(...bodyClasses(theme, scheme));
  const existing = document.getElementById('cis-theme');
  let link = existing instanceof HTMLLinkElement ? existing : null;
  if (!link) {
    link = document.createElement('link');
    link.id = 'cis-theme';
    link.rel = 'stylesheet';
    document.head.appendChild(link);
  }
  const href = themeHref(theme, scheme, APP_VERSION);
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

let started = false;
/** Keeps the page in step with the appearance settings (called once from main.tsx). */
export function startAppearance(): void {
  if (started) return;
  started = true;
  sample({ source: { a: $appearance, s: $effectiveScheme } }).watch(({ a, s }) => applyAppearance(a.theme, s));
}
