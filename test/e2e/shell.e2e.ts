/**
 * The shell as each demo account sees it: the menu its permissions allow, the layouts (?layout= and every one of
 * the eleven, screenshotted in both schemes), the scheme switch, the page title and the not-found page.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LAYOUTS, THEMES } from '@cis/contracts';
import { primeThemeName } from '../../web/src/shell/appearance/appearance.logic';
import { contrastViolations, themeApplied } from './contrast';
import { newContext, screenshot, signIn, usePortal, type DemoAccount, type Page } from './harness';

/** Top-level ids of the side menu (classic layout: the default menu layout) per account, as spec 000 s6 rules. */
const EXPECTED_MENU: Record<DemoAccount, { shows: string[]; hides: string[] }> = {
  admin: {
    shows: ['dashboards', 'services', 'clients', 'payment-online-transactions', 'master-table', 'administrator', 'users-management'],
    hides: ['vendor-dashboard', 'tutorials', 'helps'],
  },
  // The demo preparer: the four returns' UPDATE codes open the Services group (issue 13); no manage-system, no master data.
  staff: {
    shows: ['dashboards', 'services', 'clients', 'payment-online-transactions', 'payment-online-transactions-history'],
    hides: ['administrator', 'master-table', 'users-management', 'vendor-dashboard'],
  },
  // Role 2: tutorials and help entries; no staff areas.
  customer: {
    shows: ['dashboards', 'vendor-dashboard', 'tutorials', 'helps'],
    hides: ['services', 'clients', 'administrator', 'users-management', 'master-table'],
  },
  vendor: {
    shows: ['dashboards', 'vendor-dashboard', 'tutorials', 'helps'],
    hides: ['services', 'clients', 'administrator', 'users-management', 'master-table'],
  },
};

async function topMenuIds(page: Page): Promise<string[]> {
  await page.locator('.sidebar [data-testid=navigation] [data-nav-id]').first().waitFor();
  return page.$$eval('.sidebar [data-testid=navigation] > ul > li[data-nav-id]', (items) => items.map((li) => li.getAttribute('data-nav-id') ?? ''));
}

describe('web shell: menus, layouts, schemes, not-found', () => {
  const e2e = usePortal();

  it('shows each demo account the menu its permissions allow, and the balance widget only to role 2 with a customer id', async () => {
    for (const account of Object.keys(EXPECTED_MENU) as DemoAccount[]) {
      const page = await e2e.signedIn(account, { path: '/dashboards?layout=classic' });
      const ids = await topMenuIds(page);
      const { shows, hides } = EXPECTED_MENU[account];
      expect({ account, missing: shows.filter((id) => !ids.includes(id)) }).toEqual({ account, missing: [] });
      expect({ account, unexpected: hides.filter((id) => ids.includes(id)) }).toEqual({ account, unexpected: [] });
      const role2 = account === 'customer' || account === 'vendor';
      expect(await page.locator('[data-testid=balance-widget]').count()).toBe(role2 ? 1 : 0);
      // Notifications only with READ_WALL or ALL_FUNCTIONS (the administrator).
      expect(await page.locator('[data-testid=notifications-button]').count()).toBe(account === 'admin' ? 1 : 0);
      await screenshot(page, `shell-menu-${account}`);
      if (account === 'admin') {
        // Users is an AND rule in the default menu (READ_CLIENT_INDIVIDUAL and ALL_FUNCTIONS) but needs only
        // UPDATE_CLIENT_INDIVIDUAL in the horizontal one, which ALL_FUNCTIONS satisfies.
        expect(ids).not.toContain('users');
        await page.goto(`${e2e.portal.url}/dashboards?layout=modern`);
        await page.locator('.topbar [data-nav-layout=horizontal] [data-nav-id]').first().waitFor();
        const horizontal = await page.$$eval('.topbar [data-nav-layout=horizontal] [data-nav-id]', (items) => items.map((li) => li.getAttribute('data-nav-id')));
        expect(horizontal).toContain('users');
      }
      await page.context().close();
    }
  }, 60_000);

  it('switches layout with ?layout=, shows every layout in both schemes, and keeps the top bar on screen', async () => {
    const context = await newContext(e2e.browser);
    const page = await context.newPage();
    // An unread message and a payroll request: the count badges show in every layout.
    await e2e.portal.api('admin', 'POST', 'api/common/messages', { message: { title: 'Contrast check', description: 'Unread' } });
    await e2e.portal.api('customer', 'POST', 'api/clients/payroll-password-requests', { reason: 'Badge for the contrast check' });
    const layoutContrast: string[] = [];
    await signIn(page, e2e.portal, 'admin');
    await page.locator('[data-layout=modern]').waitFor();
    expect(await page.title()).toBe('Dashboards | Cis');

    for (const scheme of ['light', 'dark'] as const) {
      if (scheme === 'dark') {
        // The scheme switch: user menu -> settings -> Dark.
        await page.goto(`${e2e.portal.url}/dashboards`);
        await page.locator('[data-testid=user-menu]').click();
        await page.locator('[data-testid=open-settings]').click();
        await page.locator('[data-testid=scheme-dark]').click();
        await page.waitForFunction(() => document.body.classList.contains('dark') && !document.body.classList.contains('light'));
        await page.keyboard.press('Escape');
        await page.locator('.settings-drawer').waitFor({ state: 'detached' });
      }
      for (const layout of LAYOUTS) {
        // Client-side navigation (the router follows popstate): no reload, no start-up loads per layout.
        await page.evaluate((l) => {
          history.pushState(null, '', `/dashboards?layout=${l}`);
          dispatchEvent(new PopStateEvent('popstate'));
        }, layout);
        await page.locator(`[data-layout=${layout}]`).waitFor();
        await page.locator('[data-testid=page-title]').waitFor();
        await page.waitForTimeout(150); // let the icon font and the menu's overflow measurement settle before the picture
        if (layout !== 'empty') {
          // The user menu (right end of the top bar) must be fully inside the window at 1440 px.
          const box = await page.locator('[data-testid=user-menu]').boundingBox();
          expect({ layout, scheme, inside: !!box && box.x >= 0 && box.x + box.width <= 1440 }).toEqual({ layout, scheme, inside: true });
        } else {
          expect(await page.locator('.topbar').count()).toBe(0);
        }
        await screenshot(page, `shell-layout-${layout}-${scheme}`);
        // WCAG AA contrast of every layout's chrome (menus, badges, top bar) in both schemes.
        layoutContrast.push(...(await contrastViolations(page)).map((v) => `${layout}/${scheme}: ${v}`));
      }
    }
    expect(layoutContrast).toEqual([]);
    // The centered layout's footer.
    await page.goto(`${e2e.portal.url}/dashboards?layout=centered`);
    await expect(page.locator('[data-testid=footer]').textContent()).resolves.toBe(`Cis © ${new Date().getFullYear()}`);
    // Dense: icon menu on wide screens; the toggle switches to the full menu and back.
    await page.goto(`${e2e.portal.url}/dashboards?layout=dense`);
    await page.locator('.layout-dense.menu-dense').waitFor();
    await page.locator('[data-testid=menu-toggle]').click();
    await page.locator('.layout-dense.menu-default').waitFor();
    expect(await page.locator('.sidebar [data-nav-id=clients] .vnav-title').isVisible()).toBe(true);
    await page.locator('[data-testid=menu-toggle]').click();
    await page.locator('.layout-dense.menu-dense').waitFor();
    // Breakpoints: below md (960 px) is small: no horizontal menu, the vertical menu slides over instead.
    await page.setViewportSize({ width: 959, height: 900 });
    await page.goto(`${e2e.portal.url}/dashboards?layout=modern`);
    await page.locator('[data-testid=menu-toggle]').click();
    await page.locator('.nav-drawer [data-nav-id=clients]').waitFor();
    expect(await page.locator('.topbar [data-nav-layout=horizontal]').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 960, height: 900 });
    await page.locator('.topbar [data-nav-layout=horizontal]').waitFor();
    expect(await page.locator('[data-testid=menu-toggle]').count()).toBe(0);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${e2e.portal.url}/dashboards?layout=centered`);
    // Auto follows the system preference.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.locator('[data-testid=user-menu]').click();
    await page.locator('[data-testid=open-settings]').click();
    await page.locator('[data-testid=scheme-auto]').click();
    await page.waitForFunction(() => document.body.classList.contains('light'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.body.classList.contains('dark'));
    await context.close();
  }, 150_000);

  it('meets WCAG AA contrast (axe-core) on the sign-in page and the main layout with its panels, in all six themes, light and dark', async () => {
    await e2e.portal.api('admin', 'POST', 'api/common/messages', { message: { title: 'Contrast check', description: 'Unread for the badge' } });
    await e2e.portal.api('customer', 'POST', 'api/clients/payroll-password-requests', { reason: 'Badge for the contrast check' });
    const problems: string[] = [];
    // Two pages for the twelve combinations, switched in place as a user does (the settings drawer; the sign-in page
    // reads the stored appearance on load): a fresh sign-in per combination cost two thirds of this test's time.
    const visitor = await (await newContext(e2e.browser)).newPage();
    const context = await newContext(e2e.browser);
    await context.addInitScript(() => localStorage.setItem('cis.appearance', JSON.stringify({ layout: 'modern', scheme: 'light', theme: 'theme-default' })));
    const page = await context.newPage();
    await signIn(page, e2e.portal, 'admin');
    await page.locator('[data-testid=page-title]').waitFor();
    await page.locator('[data-testid=messages-unread]').waitFor();
    for (const theme of THEMES) {
      for (const scheme of ['light', 'dark'] as const) {
        const where = `${theme.id}/${scheme}`;
        const check = async (on: Page, what: string, scope?: string) => {
          await on.waitForTimeout(350); // overlays fade in: measure the settled colours
          problems.push(...(await contrastViolations(on, scope)).map((v) => `${where} ${what}: ${v}`));
        };
        await visitor.evaluate(
          ([t, s]) => localStorage.setItem('cis.appearance', JSON.stringify({ layout: 'modern', scheme: s, theme: t })),
          [theme.id, scheme] as const,
        ).catch(() => undefined);
        await visitor.goto(`${e2e.portal.url}/sign-in`);
        await visitor.locator('button[type=submit]').waitFor();
        await themeApplied(visitor, e2e.portal.url, primeThemeName(theme.id, scheme));
        await check(visitor, 'sign-in');
        if (theme.id === 'theme-default') await screenshot(visitor, `shell-contrast-sign-in-${scheme}`);

        await page.locator('[data-testid=user-menu]').click();
        await page.locator('[data-testid=open-settings]').click();
        await page.locator('.settings-drawer').waitFor();
        await page.locator(`[data-testid=theme-${theme.id}]`).click();
        await page.locator(`[data-testid=scheme-${scheme}]`).click();
        await themeApplied(page, e2e.portal.url, primeThemeName(theme.id, scheme));
        await check(page, 'settings drawer', '.settings-drawer');
        await page.keyboard.press('Escape');
        await page.locator('.settings-drawer').waitFor({ state: 'detached' });
        await check(page, 'main layout');

        await page.locator('[data-testid=chat-toggle]').click();
        await page.locator('[data-testid=quick-chat] .chat-contact').first().click();
        await page.locator('[data-testid=quick-chat] .chat-bubble-time').first().waitFor();
        await check(page, 'team chat', '[data-testid=quick-chat]');
        await page.locator('[data-testid=chat-toggle]').click();

        await page.locator('[data-testid=messages-button]').click();
        await page.locator('[data-testid=messages-panel]').waitFor();
        await check(page, 'messages panel', '[data-testid=messages-panel]');
        if (theme.id === 'theme-default' || theme.id === 'theme-amber') await screenshot(page, `shell-contrast-${theme.id}-${scheme}`);
        await page.keyboard.press('Escape');

        await page.locator('[data-testid=shortcuts-button]').click();
        await page.locator('[data-testid=shortcuts-panel]').waitFor();
        await page.keyboard.press('Shift+N');
        await page.locator('[data-testid=shortcut-label]').fill('Contrast');
        await check(page, 'shortcuts panel', '[data-testid=shortcuts-panel]');
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');
        await page.locator('[data-testid=shortcuts-panel]').waitFor({ state: 'hidden' });
      }
    }
    await visitor.context().close();
    await context.close();
    expect(problems).toEqual([]);
  }, 240_000);

  it('lets the route own its layout over ?layout= and sends an unknown path to the not-found page', async () => {
    const page = await e2e.signedIn('staff');
    // pages/maintenance carries layout 'empty' in its route data: it wins over the query.
    await page.goto(`${e2e.portal.url}/pages/maintenance?layout=classic`);
    await page.locator('[data-layout=empty]').waitFor();
    expect(await page.locator('[data-layout=classic]').count()).toBe(0);

    await page.goto(`${e2e.portal.url}/no/such/page`);
    await page.waitForURL((u) => u.pathname === '/404-not-found');
    await page.locator('[data-testid=not-found]').waitFor();
    await screenshot(page, 'shell-404');
    await page.context().close();
  }, 30_000);

  it('shows server errors: field errors as the invalid-fields list, others as the system alert; a refused token signs out', async () => {
    const page = await e2e.signedIn('customer');
    await page.locator('[data-testid=page-title]').waitFor();

    // A label over the server's 100-character limit: the BFF answers 400 with errors[{field: 'shortcut.label'}].
    await page.locator('[data-testid=shortcuts-button]').click();
    await page.locator('[data-testid=shortcuts-new]').click();
    await page.locator('[data-testid=shortcut-label]').fill('Monthly tax '.repeat(10));
    await page.locator('[data-testid=shortcut-icon]').fill('pi pi-calendar');
    await page.locator('[data-testid=shortcut-link]').fill('/monthly-tax');
    await page.locator('[data-testid=shortcut-router-yes]').check();
    await page.locator('[data-testid=shortcut-save]').click();
    const invalid = page.locator('[data-testid=invalid-fields]');
    await invalid.waitFor();
    expect(await invalid.textContent()).toContain('The following fields are invalid');
    expect(await invalid.locator('li').allTextContents()).toEqual(['Label']);
    await screenshot(page, 'shell-invalid-fields');
    await invalid.getByRole('button').click();
    await invalid.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');

    // A fault the BFF never answers on purpose (500) is injected at the network edge.
    await page.route('**/api/common/messages/mark-all-as-read', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 500, error: 'Internal Server Error', developerMessage: 'disk full' }) }),
    );
    await page.locator('[data-testid=messages-button]').click();
    await page.locator('[data-testid=messages-mark-all]').click();
    const alert = page.locator('[data-testid=system-alert]');
    await alert.waitFor();
    // 500 always shows the catalogue's text, never the server's detail.
    expect(await alert.textContent()).toBe('Internal Server ErrorInternal Server Error. Please try again later.');
    await screenshot(page, 'shell-system-alert');
    await alert.getByRole('button').click();
    await alert.waitFor({ state: 'detached' });

    // The stored token is refused by the BFF (401): the user is signed out and sent to the landing page.
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('cis.session')!);
      localStorage.setItem('cis.session', JSON.stringify({ ...session, token: `${session.token}x` }));
    });
    await page.goto(`${e2e.portal.url}/monthly-tax`);
    await page.waitForURL((u) => u.pathname === '/home-page', { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('cis.session'))).toBeNull();
    await page.context().close();
  }, 45_000);

  it("words the server's refusals in Khmer by their codes, and names a field that broke two rules once", async () => {
    const page = await e2e.signedIn('vendor');
    await page.locator('[data-testid=page-title]').waitFor();
    await page.locator('[data-testid=language-switcher]').click();
    await page.locator('[data-testid=language-km]').click();
    await page.waitForFunction(() => document.documentElement.lang === 'km');

    const openForm = async () => {
      await page.locator('[data-testid=shortcuts-button]').click();
      await page.locator('[data-testid=shortcuts-panel]').waitFor();
      await page.keyboard.press('Shift+N');
      await page.locator('[data-testid=shortcut-icon]').fill('pi pi-calendar');
      await page.locator('[data-testid=shortcut-link]').fill('/monthly-tax');
      await page.locator('[data-testid=shortcut-router-yes]').check();
    };
    // Over the 100-character limit: the BFF's errors[0] is {field: 'shortcut.label', code: 'maxLength', params: {max: 100}}.
    await openForm();
    await page.locator('[data-testid=shortcut-label]').fill('ពន្ធប្រចាំខែ '.repeat(10));
    await page.locator('[data-testid=shortcut-save]').click();
    const formError = page.locator('[data-testid=shortcuts-panel] .form-error');
    await formError.waitFor();
    expect(await formError.textContent()).toBe('ស្លាក មិនអាចវែងជាង 100 តួអក្សរទេ។');
    const invalid = page.locator('[data-testid=invalid-fields]');
    await invalid.waitFor();
    expect(await invalid.locator('li').allTextContents()).toEqual(['ស្លាក']);
    await screenshot(page, 'shell-khmer-field-error');
    await invalid.getByRole('button').click();

    // A label that is not even text breaks two rules (isString, maxLength): the list still names the field once.
    await page.route('**/api/common/shortcuts', (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}');
      return route.continue({ postData: JSON.stringify({ shortcut: { ...body.shortcut, label: 12345 } }) });
    });
    await page.locator('[data-testid=shortcut-label]').fill('ពន្ធ');
    await page.locator('[data-testid=shortcut-save]').click();
    await invalid.waitFor();
    expect(await invalid.locator('li').allTextContents()).toEqual(['ស្លាក']);
    await invalid.getByRole('button').click();
    await page.unroute('**/api/common/shortcuts');
    await page.keyboard.press('Escape');

    // A 409 is 'Unknown Error' (spec s8) with the server's message, shown by its code in Khmer.
    await page.route('**/api/common/messages/mark-all-as-read', (route) =>
      route.fulfill({
        status: 409, contentType: 'application/json',
        body: JSON.stringify({ status: 409, error: 'Conflict', developerMessage: 'The record was changed by someone else at the same time. Please try again!', code: 'conflict' }),
      }),
    );
    await page.locator('[data-testid=messages-button]').click();
    await page.locator('[data-testid=messages-mark-all]').click();
    const alert = page.locator('[data-testid=system-alert]');
    await alert.waitFor();
    expect(await alert.locator('strong').textContent()).toBe('កំហុសមិនស្គាល់');
    expect(await alert.textContent()).toContain('កំណត់ត្រានេះត្រូវបានកែប្រែដោយអ្នកផ្សេងក្នុងពេលតែមួយ។');
    await screenshot(page, 'shell-khmer-system-alert');
    await page.context().close();
  }, 45_000);

  it("holds the layout behind 'Please wait' until every start-up load has answered", async () => {
    const context = await newContext(e2e.browser);
    const page = await context.newPage();
    // Hold the shortcuts answer until the test lets it go.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/common/shortcuts', async (route) => {
      await held;
      await route.continue();
    });
    const others = ['/api/common/navigation', '/api/common/user', '/api/common/messages', '/public/uiversions/1'].map((path) =>
      page.waitForResponse((r) => r.url().endsWith(path)),
    );
    await signIn(page, e2e.portal, 'staff');
    // Every other load has answered and the page has painted twice since: a layout that did not wait would show now.
    await Promise.all(others);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.locator('[data-testid=please-wait]').waitFor();
    expect(await page.locator('[data-testid=please-wait]').textContent()).toContain('Please wait');
    expect(await page.locator('.topbar').count()).toBe(0);
    release();
    await page.locator('.topbar').waitFor();
    expect(await page.locator('[data-testid=please-wait]').count()).toBe(0);
    await context.close();
  }, 30_000);

  it('locks and unlocks the session: a wrong password is refused with the catalogue text, the right one goes back', async () => {
    const page = await e2e.signedIn('vendor');
    await page.locator('[data-testid=user-menu]').click();
    await page.getByRole('menuitem', { name: 'Lock the session' }).click();
    await page.waitForURL((u) => u.pathname === '/unlock-session');
    expect(await page.locator('.readonly-value').textContent()).toBe('vendor@cis.test');
    await page.locator('input[type=password]').fill('not-the-password');
    await page.locator('button[type=submit]').click();
    await page.getByText('Invalid User Details. Please try again!').waitFor();
    await page.locator('input[type=password]').fill('cis-demo-2026');
    await page.locator('button[type=submit]').click();
    await page.waitForURL((u) => u.pathname === '/dashboards');
    await page.context().close();
  }, 30_000);

  it('signs up a new customer, resets the password through the mailed link, and signs in with the new one', async () => {
    const context = await newContext(e2e.browser);
    const page = await context.newPage();
    const email = `new.customer.${Date.now()}@example.com`;
    await page.goto(`${e2e.portal.url}/sign-up`);
    await page.locator('input[name=name]').fill('Bopha Keo');
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=password]').fill('first-password-1');
    await page.locator('#agree').check();
    await page.locator('button[type=submit]').click();
    await page.waitForURL((u) => u.pathname === '/confirmation-required');
    // The router moves the address before React has drawn the (lazily loaded) page: wait for the text itself.
    await page.locator('.auth-subtitle', { hasText: email }).waitFor();

    await page.goto(`${e2e.portal.url}/forgot-password`);
    await page.locator('input[type=email]').fill(email);
    await page.locator('button[type=submit]').click();
    await page.getByText('a password reset link is on its way', { exact: false }).waitFor();
    // No SMTP relay: the mail is in DATA_DIR/outbox (docs/operations.md).
    // The mail is written just after the answer (known and unknown emails are answered alike).
    const outbox = join(e2e.portal.dataDir, 'outbox');
    let mail: string | undefined;
    for (const until = Date.now() + 10_000; !mail && Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 50))) {
      mail = existsSync(outbox) ? readdirSync(outbox).find((f) => f.endsWith(`${email}.eml`)) : undefined;
    }
    expect(mail).toBeDefined();
    // The token travels in the link's fragment: the browser never sends it to the server (nor to its log).
    const token = /reset-password#token=([\w-]+)/.exec(readFileSync(join(outbox, mail!), 'utf8'))![1];

    await page.goto(`${e2e.portal.url}/reset-password#token=${token}`);
    // The reset page is a lazily loaded chunk: wait for both fields before filling them.
    const passwordFields = page.locator('input[type=password]');
    await passwordFields.nth(1).waitFor();
    await passwordFields.nth(0).fill('second-password-2');
    await passwordFields.nth(1).fill('second-password-2');
    await page.locator('button[type=submit]').click();
    await page.getByText('Your password has been changed', { exact: false }).waitFor();

    await page.goto(`${e2e.portal.url}/sign-in`);
    await page.locator('input[type=email]').fill(email);
    await page.locator('input[type=password]').fill('second-password-2');
    await page.locator('button[type=submit]').click();
    await page.waitForURL((u) => u.pathname === '/dashboards');
    await page.waitForFunction(() => document.querySelector('[data-testid=display-name]')?.textContent === 'Bopha Keo');
    // Role 2 without a customerP24Id: no balance widget.
    expect(await page.locator('[data-testid=balance-widget]').count()).toBe(0);
    await context.close();
  }, 45_000);

  it('restores the scroll position when going back, and starts a new page at the top', async () => {
    const page = await e2e.signedIn('admin', { context: { viewport: { width: 1280, height: 420 } } });
    await page.locator('[data-testid=page-title]').waitFor();
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForFunction(() => window.scrollY === 300);
    // Clicked where it is, without Playwright's scrolling it into view first: since the dashboard's tax tiles, the
    // service tile lies below the fold at 420 px, and the position saved would be the one the scroll made, not 300.
    await page.locator('.service-grid a[href="/monthly-tax"]').evaluate((link: HTMLElement) => link.click());
    await page.waitForFunction(() => document.title === 'Monthly tax | Cis');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForFunction(() => document.title === 'Dashboards | Cis');
    await page.waitForFunction(() => window.scrollY === 300, null, { timeout: 5_000 });
    await page.context().close();
  }, 30_000);

  it('sends a visitor to the sign-in landing page with redirectURL, back there after signing in, and out again', async () => {
    const context = await newContext(e2e.browser);
    const page = await context.newPage();
    await page.goto(`${e2e.portal.url}/monthly-tax`);
    await page.waitForURL((u) => u.pathname === '/home-page' && u.searchParams.get('redirectURL') === '/monthly-tax');
    await signIn(page, e2e.portal, 'admin', '/monthly-tax');
    await page.waitForURL((u) => u.pathname === '/monthly-tax');
    await page.waitForFunction(() => document.title === 'Monthly tax | Cis');

    // Sign out from the user menu: the sign-out page, then the landing page; the guarded pages are closed again.
    await page.locator('[data-testid=user-menu]').click();
    await page.locator('[data-testid=sign-out]').click();
    await page.locator('[data-testid=signed-out]').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('cis.session'))).toBeNull();
    await page.getByRole('link', { name: 'Go to the sign-in page now' }).click();
    await page.waitForURL((u) => u.pathname === '/home-page');
    // /sign-out while signed out: the landing page without redirectURL.
    await page.goto(`${e2e.portal.url}/sign-out`);
    await page.waitForURL((u) => u.pathname === '/home-page' && !u.search.includes('redirectURL'));
    await context.close();
  }, 30_000);
});
