/**
 * Changes a signed-in page's language or colour scheme in place, as a user does (top-bar language switcher, settings
 * drawer), instead of storing the choice and loading the app again: a cold load costs 1.5–3 s of CPU, this a tenth.
 * Each answers once the change is on screen, so a screenshot or a measurement after it sees the new look.
 */
import { primeThemeName } from '../../web/src/shell/appearance/appearance.logic';
import { themeApplied } from './contrast';
import { navigate, type Page, type Portal } from './harness';

/** Picks `language` in the top-bar switcher and waits until the document speaks it. */
export async function switchLanguage(page: Page, language: 'en-US' | 'km'): Promise<void> {
  if ((await page.evaluate(() => document.documentElement.lang)) === language) return;
  await page.locator('[data-testid=language-switcher]').click();
  await page.locator(`[data-testid=language-${language}]`).click();
  await page.waitForFunction((code) => document.documentElement.lang === code, language);
}

/** Picks `scheme` in the settings drawer, waits until its PrimeReact theme is applied, and closes the drawer. */
export async function switchScheme(page: Page, portal: Portal, scheme: 'light' | 'dark'): Promise<void> {
  // The body carries the theme id and the applied scheme (appearance.logic bodyClasses).
  const { theme, applied } = await page.evaluate(() => ({
    theme: Array.from(document.body.classList).find((c) => c.startsWith('theme-')) ?? 'theme-default',
    applied: document.body.classList.contains('dark') ? 'dark' : 'light',
  }));
  if (applied === scheme) return;
  await page.locator('[data-testid=user-menu]').click();
  await page.locator('[data-testid=open-settings]').click();
  await page.locator('.settings-drawer').waitFor();
  await page.locator(`[data-testid=scheme-${scheme}]`).click();
  await themeApplied(page, portal.url, primeThemeName(theme as Parameters<typeof primeThemeName>[0], scheme));
  await page.keyboard.press('Escape');
  await page.locator('.settings-drawer').waitFor({ state: 'detached' });
}

/**
 * Opens `path` in the running app as a link does (harness navigate()) and waits until the router has left the screen
 * it was on. The router keeps the old screen up while the new route's code loads, so right after navigate() the old
 * page is still what a selector finds: this waits until the page's title changed or the routed element was replaced
 * (a route of the same component and title reuses both: its code is loaded already, so the router commits it at
 * once; it is given half a second, then taken as moved).
 */
export async function openRoute(page: Page, path: string): Promise<void> {
  const title = await page.evaluate(() => {
    const routed = document.querySelector('#main-content > *') as (Element & { leaving?: boolean }) | null;
    if (routed) routed.leaving = true;
    return document.title;
  });
  await navigate(page, path);
  await page
    .waitForFunction(
      (before) => {
        const routed = document.querySelector('#main-content > *') as (Element & { leaving?: boolean }) | null;
        return document.title !== before || (!!routed && !routed.leaving);
      },
      title,
      { timeout: 500 },
    )
    .catch(() => undefined);
}

/**
 * Types a day ('yyyy-MM-dd') into the DayInput with `testId` as a reader does: in the page's pattern (m/d/yyyy in
 * English, d/m/yyyy in Khmer); Tab closes the calendar and moves on (Escape would close a dialog around it too).
 */
export async function typeDay(page: Page, testId: string, day: string, language: 'en' | 'km'): Promise<void> {
  const [y, m, d] = day.split('-').map(Number);
  const input = page.locator(`[data-testid=${testId}] input`);
  await input.fill(language === 'km' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`);
  await input.press('Tab');
}

/**
 * Types `text` into the MonthInput with `testId` as a reader does with the keyboard (select what is there, type,
 * Escape closes the month grid) and waits until the field shows `shown` (the month as the page writes it: 'January
 * 2026', 'មករា ២០២៦').
 */
export async function typeMonth(page: Page, testId: string, text: string, shown = text): Promise<void> {
  const input = page.locator(`[data-testid=${testId}] input`);
  await input.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await page.keyboard.press('Escape');
  await page.waitForFunction(([id, want]) => document.querySelector<HTMLInputElement>(`[data-testid=${id}] input`)?.value === want, [testId, shown] as const, {
    timeout: 60_000,
  });
}
