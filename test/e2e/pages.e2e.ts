import { navigate, screenshot, usePortal, type BrowserContext, type Page } from './harness';

/**
 * Sample dashboards, academy and template pages (issue 5, part C): every screen opens with its real content from the
 * BFF, in the light and the dark scheme, with a screenshot of each under test/artifacts/pages-*.png.
 */

/** CLDR's Khmer month names (what app/dates writes when the browser's Intl has no Khmer). */
const KHMER_MONTHS = ['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ'];

/** Pixels a chart drew on its canvas (0 for an empty canvas: chart.js had no data or never ran). */
async function paintedPixels(page: Page, selector: string): Promise<number> {
  const canvas = page.locator(`${selector} canvas`).first();
  await canvas.waitFor({ state: 'visible', timeout: 15_000 });
  // Charts draw once the app's fonts (Khmer included) are loaded: wait for the first ink, then count it.
  await page.waitForFunction((sel) => {
    const c = document.querySelector(`${sel} canvas`) as HTMLCanvasElement | null;
    if (!c || c.width === 0 || c.height === 0) return false;
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) return true;
    return false;
  }, selector, { timeout: 15_000 });
  return canvas.evaluate((c: HTMLCanvasElement) => {
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted += 1;
    return painted;
  });
}

interface Screen {
  name: string;
  path: string;
  /** Asserts the screen's real content is there. */
  check: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  {
    name: 'dashboard-analytics', path: '/dashboards/analytics',
    check: async (page) => {
      expect(await paintedPixels(page, '[data-testid=analytics-visitors]')).toBeGreaterThan(500);
      expect(await paintedPixels(page, '[data-testid=analytics-gender]')).toBeGreaterThan(500);
      await expect(page.locator('[data-testid=analytics-conversions]')).toContainText('4,123');
    },
  },
  {
    name: 'dashboard-crypto', path: '/dashboards/crypto',
    check: async (page) => {
      expect(await paintedPixels(page, '[data-testid=crypto-btc]')).toBeGreaterThan(500);
      await expect(page.locator('[data-testid=crypto-btc]')).toContainText('$68,878.48');
      await expect(page.locator('[data-testid=crypto-wallets] tbody tr')).toHaveCount(4);
      await expect(page.locator('[data-testid=crypto-watch-item]')).toHaveCount(4);
    },
  },
  {
    name: 'dashboard-finance', path: '/dashboards/finance',
    check: async (page) => {
      expect(await paintedPixels(page, '[data-testid=finance-balance]')).toBeGreaterThan(500);
      await expect(page.locator('[data-testid=finance-transactions] tbody tr')).toHaveCount(8);
      await expect(page.locator('[data-testid=finance-transactions]')).toContainText('General Department of Taxation');
      await expect(page.locator('[data-testid=finance-currentStatement]')).toContainText('$34,500.00');
    },
  },
  {
    name: 'dashboard-project', path: '/dashboards/project',
    check: async (page) => {
      expect(await paintedPixels(page, '[data-testid=project-issues]')).toBeGreaterThan(500);
      expect(await paintedPixels(page, '[data-testid=project-budget-distribution]')).toBeGreaterThan(500);
      await expect(page.locator('[data-testid=project-weeklyExpenses]')).toContainText('$17,663');
      await expect(page.locator('[data-testid=project-budget-details] tbody tr').first()).toContainText('Concept');
      await expect(page.locator('[data-testid=project-team]')).toContainText('Sokha Chan');
    },
  },
  {
    name: 'academy', path: '/apps/academy',
    check: async (page) => {
      await expect(page.locator('[data-testid=academy-course]').first()).toBeVisible({ timeout: 15_000 });
      expect(await page.locator('[data-testid=academy-course]').count()).toBeGreaterThanOrEqual(5);
      await expect(page.locator('main, body')).toContainText('Filing the monthly tax return online');
    },
  },
  {
    name: 'academy-course', path: '/apps/academy',
    check: async (page) => {
      const card = page.locator('[data-testid=academy-course]', { hasText: 'Filing the monthly tax return online' });
      await card.getByRole('link').click();
      const step = page.locator('[data-testid=course-step]');
      // Progress 3 of the fixtures: the reader lands on the fourth step, "Paying".
      await expect(step).toContainText('Paying', { timeout: 15_000 });
      await step.getByRole('button', { name: 'Next' }).click();
      await expect(step).toContainText('Acknowledgement');
      await expect(step).toContainText('Step 5 of 5');
    },
  },
  {
    name: 'activities', path: '/pages/activities',
    check: async (page) => {
      await expect(page.locator('[data-testid=activity]').first()).toBeVisible({ timeout: 15_000 });
      expect(await page.locator('[data-testid=activity]').count()).toBeGreaterThanOrEqual(10);
      await expect(page.locator('[data-testid=activity]').first()).toContainText('accepted');
      await expect(page.locator('[data-testid=activity] .activity-icon .pi').first()).toBeVisible();
    },
  },
  {
    name: 'ui-icons', path: '/ui/icons',
    check: async (page) => {
      const items = page.locator('[data-testid=icon-item]');
      await expect(items.first()).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('[data-testid=icon-set-grid]')).toContainText('Heroicons Outline');
      await expect(page.locator('[data-testid=icon-item]', { hasText: 'magnifying-glass' }).locator('.pi-search')).toBeVisible();
      await page.locator('[data-testid=icon-set]').click();
      await page.getByRole('option', { name: 'Material solid' }).click();
      await expect(page.locator('[data-testid=icon-set-grid]')).toContainText('Material Solid');
      await expect(page.locator('[data-testid=icon-item]', { hasText: 'account_balance_wallet' }).locator('.pi-wallet')).toBeVisible();
    },
  },
  {
    name: 'pricing-modern', path: '/pages/pricing/modern',
    check: async (page) => {
      await expect(page.locator('[data-testid=pricing-plan]')).toHaveCount(3);
      await expect(page.locator('[data-testid=pricing-plan]').nth(1)).toContainText('៛120,000');
      await page.getByRole('button', { name: 'Yearly' }).click();
      await expect(page.locator('[data-testid=pricing-plan]').nth(1)).toContainText('៛1,200,000');
    },
  },
  { name: 'pricing-simple', path: '/pages/pricing/simple', check: async (page) => expect(page.locator('[data-testid=pricing-plan]')).toHaveCount(3) },
  { name: 'pricing-single', path: '/pages/pricing/single', check: async (page) => expect(page.locator('[data-testid=pricing-plan]')).toHaveCount(1) },
  { name: 'pricing-table', path: '/pages/pricing/table', check: async (page) => expect(page.locator('[data-testid=pricing-row]')).toHaveCount(5) },
  {
    name: 'invoice-compact', path: '/pages/invoice/printable/compact',
    check: async (page) => {
      await expect(page.locator('[data-testid=invoice-line]')).toHaveCount(3);
      await expect(page.locator('[data-testid=invoice]')).toContainText('៛3,025,000');
    },
  },
  {
    name: 'invoice-modern', path: '/pages/invoice/printable/modern',
    check: async (page) => {
      await expect(page.locator('[data-testid=invoice-line]')).toHaveCount(3);
      await expect(page.locator('[data-testid=invoice]')).toContainText('INV-2026-0042');
    },
  },
  { name: 'coming-soon', path: '/pages/coming-soon', check: async (page) => expect(page.locator('h1')).toContainText('Coming soon') },
  { name: 'maintenance', path: '/pages/maintenance', check: async (page) => expect(page.locator('h1')).toContainText('maintenance') },
  { name: 'error-404', path: '/pages/error/404', check: async (page) => expect(page.locator('.error-code')).toHaveText('404') },
  { name: 'error-500', path: '/pages/error/500', check: async (page) => expect(page.locator('.error-code')).toHaveText('500') },
  {
    name: 'profile', path: '/pages/profile',
    check: async (page) => {
      await expect(page.locator('[data-testid=profile-hero]')).toContainText('admin@cis.test');
      await expect(page.locator('.profile-activity li').first()).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    name: 'settings', path: '/pages/settings',
    check: async (page) => {
      await expect(page.locator('[data-testid=template-settings]')).toContainText('admin@cis.test');
      await page.getByRole('tab', { name: 'Notifications' }).click();
      await expect(page.locator('[data-testid=template-settings]')).toContainText('Filing deadlines');
    },
  },
  { name: 'changelog', path: '/docs/changelog', check: async (page) => expect(page.locator('[data-testid=changelog-release]')).toHaveCount(3) },
  {
    name: 'guides', path: '/docs/guides/getting-started/introduction',
    check: async (page) => {
      await expect(page.locator('[data-testid=guide-page] h2')).toHaveText('Introduction');
      await page.getByRole('link', { name: 'Annual tax' }).click();
      await expect(page).toHaveURL(/\/docs\/guides\/filing\/annual-tax$/);
      await expect(page.locator('[data-testid=guide-page] h2')).toHaveText('Annual tax');
    },
  },
];

// playwright-core has no test runner: a small expect for locators on top of jest's.
const jestExpect = (globalThis as unknown as { expect: jest.Expect }).expect;
const expect = Object.assign(
  (actual: any): any => {
    if (actual && typeof actual === 'object' && 'waitFor' in actual) return locatorExpect(actual);
    if (actual && typeof actual === 'object' && 'url' in actual && 'goto' in actual) return pageExpect(actual as Page);
    return jestExpect(actual);
  },
  jestExpect,
);

const TIMEOUT = 15_000;
async function until(check: () => Promise<boolean>, describe: () => Promise<string>, timeout = TIMEOUT): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(await describe());
    await new Promise((r) => setTimeout(r, 100));
  }
}

function locatorExpect(locator: import('playwright-core').Locator) {
  return {
    toBeVisible: (o?: { timeout?: number }) => locator.waitFor({ state: 'visible', timeout: o?.timeout ?? TIMEOUT }),
    toContainText: (text: string, o?: { timeout?: number }) => until(
      async () => (await locator.first().innerText()).includes(text),
      async () => `expected ${locator} to contain "${text}", it reads "${await locator.first().innerText().catch(() => '(missing)')}"`, o?.timeout),
    toHaveText: (text: string) => until(
      async () => (await locator.first().innerText()).trim() === text,
      async () => `expected ${locator} to read "${text}", it reads "${await locator.first().innerText().catch(() => '(missing)')}"`),
    toHaveCount: (count: number) => until(
      async () => (await locator.count()) === count,
      async () => `expected ${count} of ${locator}, found ${await locator.count()}`),
  };
}

function pageExpect(page: Page) {
  return {
    toHaveURL: (pattern: RegExp) => until(async () => pattern.test(page.url()), async () => `expected URL ${pattern}, at ${page.url()}`),
  };
}

describe('sample dashboards, academy and template pages', () => {
  const e2e = usePortal();
  let light: BrowserContext;
  let dark: BrowserContext;
  beforeAll(async () => {
    light = await e2e.signedInContext('admin', { scheme: 'light', language: 'en-US' });
    dark = await e2e.signedInContext('admin', { scheme: 'dark', language: 'en-US' });
  }, 90_000);

  // One running app per scheme, moved from screen to screen as a link does (a cold load per screen was most of
  // this suite's time); the first screen of each is a cold load.
  const walking = new Map<'light' | 'dark', Page>();
  it.each(SCREENS.map((s) => [s.name, s] as const))('%s shows its content in light and dark', async (_name, screen) => {
    for (const [scheme, context] of [['light', light], ['dark', dark]] as const) {
      let page = walking.get(scheme);
      if (page) {
        await navigate(page, screen.path);
      } else {
        page = await context.newPage();
        walking.set(scheme, page);
        await page.goto(`${e2e.portal.url}${screen.path}`);
      }
      await screen.check(page);
      expect(await page.locator('body').getAttribute('class')).toContain(scheme);
      await screenshot(page, `pages-${screen.name}-${scheme}`);
    }
  }, 90_000);

  it('prints only the invoice, without the portal around it', async () => {
    const page = await light.newPage();
    await page.goto(`${e2e.portal.url}/pages/invoice/printable/modern`);
    await expect(page.locator('[data-testid=invoice-line]')).toHaveCount(3);
    await page.emulateMedia({ media: 'print' });
    const hidden = await page.evaluate(() => {
      const visible = (el: Element | null) => !!el && getComputedStyle(el).visibility !== 'hidden' && getComputedStyle(el).display !== 'none';
      return {
        invoice: visible(document.querySelector('[data-testid=invoice]')),
        printButton: visible(document.querySelector('.invoice-actions')),
        pageTitle: visible(document.querySelector('[data-testid=page-title]')),
      };
    });
    expect(hidden).toEqual({ invoice: true, printButton: false, pageTitle: false });
    await screenshot(page, 'pages-invoice-modern-print');
    await page.close();
  }, 60_000);

  it('writes a dashboard in Khmer, status tags and headings included', async () => {
    const khmer = await e2e.signedInContext('admin', { scheme: 'light', language: 'km' });
    const page = await khmer.newPage();
    await page.goto(`${e2e.portal.url}/dashboards/finance`);
    expect(await paintedPixels(page, '[data-testid=finance-balance]')).toBeGreaterThan(500);
    await expect(page.locator('[data-testid=finance-balance]')).toContainText('សមតុល្យគណនី');
    const table = await page.locator('[data-testid=finance-transactions] tbody').innerText();
    expect(table).toContain('បានបញ្ចប់');
    expect(await page.locator('[data-testid=finance-transactions] thead').innerText()).toContain('កាលបរិច្ឆេទ');
    // Dates: this Chromium has no Khmer date data in Intl, yet the dates read with Khmer month names.
    expect(await page.evaluate(() => Intl.DateTimeFormat.supportedLocalesOf(['km']).length)).toBe(0);
    expect(table).toMatch(new RegExp(KHMER_MONTHS.join('|')));
    expect(table).not.toMatch(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)/);
    // Chart text: chart.js draws with the app's font stack (Noto Sans Khmer), loaded before the first paint.
    const chart = page.locator('[data-testid=finance-balance] .dash-chart');
    expect(await chart.getAttribute('data-chart-font')).toContain('Noto Sans Khmer Variable');
    const glyphs = await page.evaluate((family) => {
      const loaded = document.fonts.check("12px 'Noto Sans Khmer Variable'", 'ក');
      // The same Khmer label drawn with the chart's font and with chart.js's old default (no Khmer glyphs: boxes).
      const draw = (font: string) => {
        const c = document.createElement('canvas');
        c.width = 200; c.height = 30;
        const ctx = c.getContext('2d')!;
        ctx.font = font; ctx.fillStyle = '#000'; ctx.fillText('សមតុល្យគណនី', 4, 20);
        return Array.from(ctx.getImageData(0, 0, c.width, c.height).data).join();
      };
      return { loaded, differs: draw(`12px ${family}`) !== draw("12px 'Helvetica Neue', Helvetica, Arial, sans-serif") };
    }, (await chart.getAttribute('data-chart-font'))!);
    expect(glyphs).toEqual({ loaded: true, differs: true });
    // The legend (top band of the canvas) is drawn, not blank.
    const legendInk = await chart.locator('canvas').evaluate((c: HTMLCanvasElement) => {
      const band = c.getContext('2d')!.getImageData(0, 0, c.width, Math.round(c.height * 0.12)).data;
      let ink = 0;
      for (let i = 3; i < band.length; i += 4) if (band[i]! > 0) ink += 1;
      return ink;
    });
    expect(legendInk).toBeGreaterThan(100);
    await screenshot(page, 'pages-dashboard-finance-km');
    await khmer.close();
  }, 60_000);

  it('shows the shell error alert and a way to try again when a dashboard cannot be loaded', async () => {
    const page = await light.newPage();
    let fail = true;
    await page.route('**/api/dashboards/crypto', (route) => (fail
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 500, error: 'Internal Server Error', developerMessage: 'boom' }) })
      : route.continue()));
    await page.goto(`${e2e.portal.url}/dashboards/crypto`);
    await expect(page.locator('[data-testid=system-alert]')).toBeVisible();
    await expect(page.locator('[data-testid=remote-failed]')).toBeVisible();
    await screenshot(page, 'pages-dashboard-crypto-failed');
    fail = false;
    await page.locator('[data-testid=remote-failed] button').click();
    expect(await paintedPixels(page, '[data-testid=crypto-btc]')).toBeGreaterThan(500);
    await page.close();
  }, 60_000);
});
