/**
 * Issue 15 point 3: on a 390 x 844 phone, in English and Khmer, every route each demo account's menu offers (read
 * from the navigation API, so pages added or replaced later are covered too) opens without sideways scrolling, every
 * top-bar tool lies inside the viewport (a tap lands on what the user sees), and no table is wider than the screen
 * (its columns fit, or its rows become cards).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS, signIn, usePortal, type DemoAccount, type Page } from './harness';
import { openRoute, switchLanguage } from './in-place';

const PHONE = { width: 390, height: 844 };
const ACCOUNTS: DemoAccount[] = ['admin', 'staff', 'customer', 'vendor'];
const LANGUAGES = ['en-US', 'km'] as const;

interface MenuItem {
  link?: string;
  hide?: boolean;
  type: string;
  children?: MenuItem[];
}

/** The in-app links of the menu the account is served (default layout), hidden items left out. */
function menuLinks(items: MenuItem[]): string[] {
  const links: string[] = [];
  const walk = (list: MenuItem[]) => {
    for (const item of list) {
      if (item.hide) continue;
      if (item.link && item.link.startsWith('/') && item.type === 'basic') links.push(item.link);
      if (item.children) walk(item.children);
    }
  };
  walk(items);
  return [...new Set(links)];
}

interface PhoneFit {
  scrollWidth: number;
  clientWidth: number;
  /** Top-bar tools whose box leaves the viewport (left < 0 or right > viewport width). */
  toolsOutside: string[];
  /** Tables wider than the screen: their last columns hide behind a sideways scroll inside the page. */
  tablesCut: string[];
}

async function measure(page: Page): Promise<PhoneFit> {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    const width = document.documentElement.clientWidth;
    const toolsOutside: string[] = [];
    for (const tool of Array.from(document.querySelectorAll('.topbar-actions > *'))) {
      const box = tool.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // overlay anchors and closed drawers take no room
      if (box.left < -0.5 || box.right > width + 0.5) {
        toolsOutside.push(`${tool.getAttribute('data-testid') ?? tool.className} [${Math.round(box.left)}, ${Math.round(box.right)}]`);
      }
    }
    const tablesCut: string[] = [];
    for (const table of Array.from(document.querySelectorAll('#main-content table'))) {
      const box = table.getBoundingClientRect();
      if (box.width === 0 || table.closest('[hidden], .p-hidden-accessible')) continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        const named = table.closest('[data-testid]')?.getAttribute('data-testid') ?? table.className;
        tablesCut.push(`${named} [${Math.round(box.left)}, ${Math.round(box.right)}]`);
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, toolsOutside, tablesCut };
  });
}

/**
 * The route has rendered with its data: the shell and the routed page are on screen (a page, the no-access or the
 * not-found page), and no request is in flight (the loading bar counts every API call the page makes).
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !!document.querySelector('.topbar-actions') &&
      !!document.querySelector('#main-content > *') &&
      !document.querySelector('[data-testid=please-wait], [data-testid=loading-bar]'),
    undefined,
    { timeout: 15_000 },
  );
}

describe('phones (390 x 844): no page scrolls sideways, every top-bar tool is on screen', () => {
  const e2e = usePortal();

  for (const account of ACCOUNTS) {
    it(`${account}: every menu route in English and Khmer`, async () => {
      const navigation = await e2e.portal.api<{ default: MenuItem[] }>(account, 'GET', 'api/common/navigation');
      expect(navigation.status).toBe(200);
      const routes = menuLinks(navigation.body.default);
      expect(routes.length).toBeGreaterThan(0);
      const failures: string[] = [];
      // One phone session per account; the language changes in place (the top-bar switcher), the routes are
      // followed inside the running app as the menu's links do.
      const context = await e2e.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
      const page = await context.newPage();
      await signIn(page, e2e.portal, account);
      await settled(page);
      for (const language of LANGUAGES) {
        await switchLanguage(page, language);
        for (const route of routes) {
          await openRoute(page, route);
          await settled(page);
          const fit = await measure(page);
          if (fit.scrollWidth > fit.clientWidth || fit.toolsOutside.length > 0 || fit.tablesCut.length > 0) {
            failures.push(
              `${language} ${route}: scrollWidth ${fit.scrollWidth} (viewport ${fit.clientWidth}); tools outside: ${fit.toolsOutside.join(', ') || 'none'}; ` +
                `tables cut: ${fit.tablesCut.join(', ') || 'none'}`,
            );
            if (process.env.PHONE_SHOTS) {
              mkdirSync(join(ARTIFACTS, 'phones'), { recursive: true });
              await page.screenshot({ path: join(ARTIFACTS, 'phones', `${account}-${language}${route.replace(/\//g, '_')}.png`) });
            }
          }
        }
      }
      await context.close();
      expect(failures).toEqual([]);
    }, 120_000);
  }
});
