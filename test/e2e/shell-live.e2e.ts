/**
 * The shell's live parts, driven by real API calls while the page stays open (no reload): messages in every tab,
 * the payroll badge, the balance widget, the update banner; and the language switch (labels and display name).
 */
import { LAYOUTS } from '@cis/contracts';
import { contrastViolations } from './contrast';
import { navigate, newContext, screenshot, signIn, usePortal, type DemoAccount, type Page } from './harness';

describe('web shell: live updates and language', () => {
  const e2e = usePortal();
  // The staff member's and the customer's pages are signed in once and shared by the tests below that need no fresh
  // session (each leaves its panels closed); the tests about a second tab, a lost connection or a reload keep theirs.
  const shared = new Map<DemoAccount, Page>();
  async function sharedPage(account: DemoAccount): Promise<Page> {
    let page = shared.get(account);
    if (!page) {
      page = await e2e.signedIn(account);
      shared.set(account, page);
    }
    return page;
  }

  it('shows a message created through the API in the open messages panel and in a second tab, without reload', async () => {
    const context = await newContext(e2e.browser);
    const [first, second] = [await context.newPage(), await context.newPage()];
    await signIn(first, e2e.portal, 'admin');
    await second.goto(`${e2e.portal.url}/dashboards`);
    for (const page of [first, second]) await page.locator('[data-testid=messages-button]').waitFor();
    const unreadBefore = Number(await second.locator('[data-testid=messages-unread]').textContent().catch(() => '0'));

    await first.locator('[data-testid=messages-button]').click();
    await first.locator('[data-testid=messages-panel]').waitFor();
    const title = `Patent tax due for Angkor Rice ${Date.now()}`;
    const created = await e2e.portal.api('admin', 'POST', 'api/common/messages', { message: { title, description: 'Pay before the 20th.' } });
    expect(created.status).toBeLessThan(300);

    const item = first.locator('[data-testid=inbox-item]', { hasText: title });
    await item.waitFor({ timeout: 10_000 });
    // The time reads like 'MMM dd, h:mm a' (e.g. 'Nov 22, 9:05 PM').
    expect(await item.textContent()).toMatch(/[A-Z][a-z]{2} \d{2}, \d{1,2}:\d{2} [AP]M/);
    await screenshot(first, 'shell-messages-live');
    await second.waitForFunction(
      (before) => Number(document.querySelector('[data-testid=messages-unread]')?.textContent ?? '0') === before + 1,
      unreadBefore,
      { timeout: 10_000 },
    );
    await context.close();
  }, 45_000);

  it('a tab that lost its connection catches up when it is back: reload without a position, replay with one', async () => {
    const context = await newContext(e2e.browser);
    const page = await context.newPage();
    const sockets: import('playwright-core').WebSocket[] = [];
    page.on('websocket', (ws) => sockets.push(ws));
    await signIn(page, e2e.portal, 'admin');
    await page.locator('[data-testid=messages-button]').click();
    const panel = page.locator('[data-testid=messages-panel]');
    await panel.waitFor();
    const post = (title: string) => e2e.portal.api('admin', 'POST', 'api/common/messages', { message: { title } });
    const dropAndPost = async (title: string) => {
      const open = sockets.at(-1)!;
      await context.setOffline(true);
      await open.waitForEvent('close');
      expect((await post(title)).status).toBeLessThan(300);
      const reconnected = page.waitForEvent('websocket');
      await context.setOffline(false);
      await reconnected;
    };

    // No push has arrived yet, so the client knows no log position: it reloads the feed after reconnecting.
    await dropAndPost('Missed before any push');
    await panel.locator('[data-testid=inbox-item]', { hasText: 'Missed before any push' }).waitFor({ timeout: 15_000 });

    // A live push gives the client a position; the next reconnect resumes from it and the server replays the gap.
    await post('Live one');
    await panel.locator('[data-testid=inbox-item]', { hasText: 'Live one' }).waitFor();
    const reloads: string[] = [];
    page.on('request', (r) => r.method() === 'GET' && r.url().endsWith('/api/common/messages') && reloads.push(r.url()));
    await dropAndPost('Missed after a push');
    await panel.locator('[data-testid=inbox-item]', { hasText: 'Missed after a push' }).waitFor({ timeout: 15_000 });
    expect(reloads).toEqual([]);
    expect(await panel.locator('[data-testid=inbox-item]', { hasText: 'Missed after a push' }).count()).toBe(1);
    await context.close();
  }, 60_000);

  it('team chat panel: 384 px, "Select a conversation", day separators and times, a sent message stays after reload', async () => {
    const page = await sharedPage('staff');
    await page.locator('[data-testid=chat-toggle]').click();
    const chat = page.locator('[data-testid=quick-chat]');
    await chat.waitFor();
    expect((await chat.boundingBox())!.width).toBe(384);
    expect(await chat.textContent()).toContain('Select a conversation');

    await chat.locator('.chat-contact').first().click();
    await chat.locator('.chat-day').first().waitFor();
    // 'longDate' separators (e.g. 'November 20, 2026') and 'HH:mm' times.
    expect(await chat.locator('.chat-day').first().textContent()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(await chat.locator('.chat-bubble-time').first().textContent()).toMatch(/^\d{2}:\d{2}$/);
    expect(await chat.locator('.chat-bubble.is-mine').count()).toBeGreaterThan(0);
    expect(await chat.locator('.chat-bubble.is-theirs').count()).toBeGreaterThan(0);

    const text = `Please send the VAT invoices ${Date.now()}`;
    await chat.locator('textarea').fill(text);
    await page.keyboard.press('Enter');
    await chat.locator('.chat-bubble.is-mine', { hasText: text }).waitFor();
    await screenshot(page, 'shell-team-chat');
    await page.reload();
    await page.locator('[data-testid=chat-toggle]').click();
    await page.locator('[data-testid=quick-chat] .chat-contact').first().click();
    await page.locator('[data-testid=quick-chat] .chat-bubble.is-mine', { hasText: text }).waitFor();
    await page.locator('[data-testid=chat-toggle]').click();
    await page.locator('[data-testid=quick-chat]').waitFor({ state: 'detached' });
  }, 45_000);

  it('team chat panel sits below the top bar in every layout with one: its own toggle closes it, the user menu stays usable', async () => {
    const page = await sharedPage('staff');
    for (const layout of LAYOUTS.filter((l) => l !== 'empty')) {
      await page.evaluate((l) => {
        history.pushState(null, '', `/dashboards?layout=${l}`);
        dispatchEvent(new PopStateEvent('popstate'));
      }, layout);
      await page.locator(`[data-layout=${layout}]`).waitFor();
      await page.locator('[data-testid=chat-toggle]').click();
      const chat = page.locator('[data-testid=quick-chat]');
      await chat.waitFor();
      const [panel, bar] = [await chat.boundingBox(), await page.locator('.topbar').boundingBox()];
      expect({ layout, below: Math.round(panel!.y) >= Math.round(bar!.y + bar!.height) - 1 }).toEqual({ layout, below: true });
      // Nothing covers the bar's right end: the toggle and the user menu are the topmost elements where they are.
      for (const id of ['chat-toggle', 'user-menu']) {
        const onTop = await page.locator(`[data-testid=${id}]`).evaluate((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return !!hit && (el === hit || el.contains(hit));
        });
        expect({ layout, id, onTop }).toEqual({ layout, id, onTop: true });
      }
      if (layout === 'material' || layout === 'centered') await screenshot(page, `shell-team-chat-${layout}`);
      await page.locator('[data-testid=chat-toggle]').click();
      await chat.waitFor({ state: 'detached' });
    }
  }, 60_000);

  it('messages panel: read toggle, mark all as read (then disabled), delete down to the empty state', async () => {
    const page = await e2e.signedIn('vendor');
    await page.locator('[data-testid=messages-button]').click();
    const panel = page.locator('[data-testid=messages-panel]');
    await panel.waitFor();
    const unread = () => page.locator('[data-testid=messages-unread]').textContent({ timeout: 2_000 }).then(Number, () => 0);
    const before = await unread();
    expect(before).toBeGreaterThan(0);

    await panel.locator('.inbox-item.is-unread [data-testid=inbox-toggle-read]').first().click();
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid=messages-unread]')?.textContent ?? 0) === n, before - 1);
    const markAll = page.locator('[data-testid=messages-mark-all]');
    expect(await markAll.isEnabled()).toBe(before - 1 > 0);
    if (before - 1 > 0) await markAll.click();
    await page.locator('[data-testid=messages-unread]').waitFor({ state: 'detached' });
    expect(await markAll.isDisabled()).toBe(true);

    while ((await panel.locator('[data-testid=inbox-item]').count()) > 0) {
      const count = await panel.locator('[data-testid=inbox-item]').count();
      await panel.locator('[data-testid=inbox-delete]').first().click();
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid=messages-panel] [data-testid=inbox-item]').length === n - 1, count);
    }
    expect(await panel.textContent()).toContain('No messages');
    expect(await panel.textContent()).toContain('When you have messages, they will appear here.');
    await screenshot(page, 'shell-messages-empty');
    await page.context().close();
  }, 45_000);

  it('shortcuts panel: shift+n opens the form, ctrl+shift+s saves and starts the next, alt+s saves; delete asks first', async () => {
    const page = await sharedPage('customer');
    await page.locator('[data-testid=shortcuts-button]').click();
    const panel = page.locator('[data-testid=shortcuts-panel]');
    await panel.waitFor();
    expect(await panel.getAttribute('data-mode')).toBe('view');
    expect(await panel.textContent()).toContain('No shortcuts');

    // shift+n clicks the add-new button (the panel's '+').
    await page.keyboard.press('Shift+N');
    await page.waitForFunction(() => document.querySelector('[data-testid=shortcuts-panel]')?.getAttribute('data-mode') === 'add');
    const save = page.locator('[data-testid=shortcut-save]');
    const fill = async (label: string, link: string) => {
      await page.locator('[data-testid=shortcut-label]').fill(label);
      await page.locator('[data-testid=shortcut-icon]').fill('pi pi-calendar');
      await page.locator('[data-testid=shortcut-link]').fill(link);
    };
    await fill('Monthly tax', '/monthly-tax');
    // useRouter is required too: still disabled.
    expect(await save.isDisabled()).toBe(true);
    await page.locator('[data-testid=shortcut-router-yes]').check();
    expect(await save.isEnabled()).toBe(true);
    await screenshot(page, 'shell-shortcut-form');

    // ctrl+shift+s clicks save-and-add-new: saved, and the form is open again, empty.
    await page.locator('[data-testid=shortcut-link]').focus();
    await page.keyboard.press('Control+Shift+S');
    await page.waitForFunction(() => (document.querySelector('[data-testid=shortcut-label]') as HTMLInputElement | null)?.value === '');
    expect(await panel.getAttribute('data-mode')).toBe('add');
    expect((await e2e.portal.api('customer', 'GET', 'api/common/shortcuts')).body.map((s: { label: string }) => s.label)).toEqual(['Monthly tax']);

    // alt+s clicks save: saving returns to modify mode with both tiles.
    await fill('Annual tax', '/annual-tax');
    await page.locator('[data-testid=shortcut-router-yes]').check();
    await page.keyboard.press('Alt+s');
    await page.waitForFunction(() => document.querySelector('[data-testid=shortcuts-panel]')?.getAttribute('data-mode') === 'modify');
    expect(await panel.locator('[data-testid=shortcut-tile]').allTextContents()).toEqual([expect.stringContaining('Monthly tax'), expect.stringContaining('Annual tax')]);
    expect((await e2e.portal.api('customer', 'GET', 'api/common/shortcuts')).body.map((s: { label: string }) => s.label)).toEqual(['Monthly tax', 'Annual tax']);

    await panel.locator('[data-testid=shortcut-tile]').first().click();
    expect(await panel.getAttribute('data-mode')).toBe('edit');
    await page.locator('[data-testid=shortcut-delete]').click();
    await page.locator('[data-testid=shortcut-confirm-delete]').waitFor();
    await screenshot(page, 'shell-shortcut-confirm-delete');
    await page.locator('[data-testid=shortcut-confirm-delete-yes]').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=shortcuts-panel]')?.getAttribute('data-mode') === 'modify');
    expect(await panel.locator('[data-testid=shortcut-tile]').count()).toBe(1);
    expect((await e2e.portal.api('customer', 'GET', 'api/common/shortcuts')).body.map((s: { label: string }) => s.label)).toEqual(['Annual tax']);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
  }, 45_000);

  it('puts the payroll password request count on the administrator and system badges when a customer asks', async () => {
    const page = await e2e.signedIn('admin', { path: '/dashboards?layout=classic' });
    await page.locator('.sidebar [data-nav-id=administrator]').waitFor();
    expect(await page.locator('.sidebar [data-testid=nav-badge-administrator]').count()).toBe(0);

    const asked = await e2e.portal.api('customer', 'POST', 'api/clients/payroll-password-requests', { reason: 'Forgot the payroll file password' });
    expect(asked.status).toBeLessThan(300);
    const total = (await e2e.portal.api('admin', 'GET', 'api/clients/payroll-password-requests/count')).body.total as number;
    expect(total).toBeGreaterThan(0);

    const badge = page.locator('.sidebar [data-testid=nav-badge-administrator]');
    await badge.waitFor({ timeout: 10_000 });
    expect(await badge.textContent()).toBe(String(total));
    // The system child carries the same count (its row is inside the collapsed group: open it).
    await page.locator('.sidebar [data-nav-id=administrator] > button').click();
    expect(await page.locator('.sidebar [data-testid="nav-badge-administrator.system"]').first().textContent()).toBe(String(total));
    await screenshot(page, 'shell-payroll-badge');
    await page.context().close();
  }, 45_000);

  it('refreshes the balance widget when a balance push arrives (coupon claimed through the API)', async () => {
    const page = await sharedPage('customer');
    await page.locator('[data-testid=balance-widget]').click();
    await page.locator('[data-testid=balance-coupon]').waitFor();
    // READ_TOPUP_BALANCE gives the top-up button; the claim button is always there.
    expect(await page.locator('[data-testid=balance-topup]').count()).toBe(1);
    expect(await page.locator('[data-testid=balance-claim]').count()).toBe(1);
    const before = await page.locator('[data-testid=balance-coupon]').textContent();

    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const code = `E2E-${Date.now()}`;
    const coupon = await e2e.portal.api('admin', 'POST', 'api/coupons', { code, amount: 25_000, validFrom: day(-1), validTo: day(1), maxClaims: 5 });
    expect(coupon.status).toBeLessThan(300);
    const claim = await e2e.portal.api('customer', 'POST', 'api/coupons/claim', { code });
    expect(claim.status).toBeLessThan(300);
    const expected = `៛${new Intl.NumberFormat('en-US').format(claim.body.balance.couponBalance)}`;
    expect(expected).not.toBe(before);
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid=balance-coupon]')?.textContent === text,
      expected,
      { timeout: 10_000 },
    );
    await screenshot(page, 'shell-balance-live');
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=balance-coupon]').waitFor({ state: 'hidden' });
  }, 45_000);

  it('switches to Khmer: labels, page title and the display name follow', async () => {
    const page = await sharedPage('staff');
    await navigate(page, '/dashboards');
    await page.locator('[data-testid=page-title]').waitFor();
    await page.locator('[data-testid=display-name]').waitFor();
    expect(await page.locator('[data-testid=display-name]').textContent()).toBe('Dara Kim');
    const englishTitle = await page.locator('[data-testid=page-title]').textContent();

    await page.locator('[data-testid=language-switcher]').click();
    await page.locator('[data-testid=language-km]').click();
    await page.waitForFunction(() => document.documentElement.lang === 'km');
    await page.waitForFunction(() => document.querySelector('[data-testid=display-name]')?.textContent === 'ដារា គឹម');
    const khmerTitle = await page.locator('[data-testid=page-title]').textContent();
    expect(khmerTitle).not.toBe(englishTitle);
    expect(khmerTitle).toMatch(/[\u1780-\u17FF]/);
    expect(await page.locator('[data-nav-id=clients]').first().textContent()).toMatch(/[\u1780-\u17FF]/);
    await page.waitForFunction((t) => document.title === `${t} | Cis`, khmerTitle);
    await screenshot(page, 'shell-khmer');

    // The choice is kept across a reload.
    await page.reload();
    await page.waitForFunction(() => document.querySelector('[data-testid=display-name]')?.textContent === 'ដារា គឹម');
  }, 45_000);

  it('shows the update banner in an open page when the administrator publishes a version', async () => {
    const page = await sharedPage('customer');
    await page.locator('[data-testid=page-title]').waitFor();
    expect(await page.locator('[data-testid=update-banner]').count()).toBe(0);

    const published = await e2e.portal.api('admin', 'POST', 'api/admin/uiversions', { versions: '9.9.9' });
    expect(published.status).toBeLessThan(300);
    const banner = page.locator('[data-testid=update-banner]');
    await banner.waitFor({ timeout: 10_000 });
    expect(await banner.textContent()).toContain('A new version is available.');
    expect(await banner.textContent()).toContain('Update Now!');
    expect(await banner.textContent()).toContain('CTRL + F5');

    // A server message replaces the default text.
    await e2e.portal.api('admin', 'POST', 'api/admin/uiversions', { versions: '9.9.10', message: 'Stamp tax forms were updated.' });
    await page.waitForFunction(() => document.querySelector('[data-testid=update-banner]')?.textContent?.includes('Stamp tax forms were updated.'));
    await screenshot(page, 'shell-update-banner');
    // WCAG AA on the banner in both schemes (its button once sat on a translucent fill at 4.37:1).
    expect(await contrastViolations(page, '[data-testid=update-banner]')).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => localStorage.setItem('cis.appearance', JSON.stringify({ layout: 'modern', scheme: 'dark', theme: 'theme-default' })));
    // 'Update Now!' reloads the page (the new build would be served); the server still differs, so it shows again.
    const reloaded = page.waitForEvent('load');
    await page.locator('[data-testid=update-now]').click();
    await reloaded;
    await page.locator('[data-testid=update-banner]').waitFor();
    // Reloaded in the dark scheme chosen above: the banner holds AA there too.
    expect(await page.evaluate(() => document.body.classList.contains('dark'))).toBe(true);
    expect(await contrastViolations(page, '[data-testid=update-banner]')).toEqual([]);
  }, 45_000);
});
