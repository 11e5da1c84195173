/**
 * Issue 14, the System page in the browser: maintenance mode and a wall post seen live by a second browser, the audit
 * log showing a client's history after edits by two users, and the page in English and Khmer, light and dark, at
 * 1440 and 390 px with no sideways scroll.
 */
import { linkTokenFor, navigate, newContext, noSidewaysScroll, screenshot, signIn, usePortal, type Page } from './harness';
import { switchLanguage, switchScheme } from './in-place';

describe('the System page (issue 14)', () => {
  const e2e = usePortal({ MACHINE_LAB: 'on', SEED_GAZETTEER: 'sample' });
  // One administrator's page for the whole suite, signed in once and moved between screens as a link does.
  let adminPage: Page | undefined;
  async function adminAt(path: string): Promise<Page> {
    if (!adminPage) {
      adminPage = await e2e.signedIn('admin', { path: path });
    } else {
      await navigate(adminPage, path);
    }
    return adminPage;
  }

  it('maintenance mode: switched on in one browser, the banner shows live in another, their changes answer 503, off restores them', async () => {
    const admin = await adminAt('/system');
    const customer = await e2e.signedIn('customer');
    await admin.locator('[data-testid=maintenance-card]').waitFor();
    expect(await customer.locator('[data-testid=maintenance-banner]').count()).toBe(0);

    const message = `Upgrading the portal until 14:00 (${Date.now()})`;
    await admin.locator('[data-testid=maintenance-message]').fill(message);
    await admin.locator('[data-testid=maintenance-on]').click();
    await admin.locator('[data-testid=maintenance-off]').waitFor();
    // The other browser, not reloaded, shows the message.
    await customer.locator('[data-testid=maintenance-banner]', { hasText: message }).waitFor({ timeout: 10_000 });
    await screenshot(customer, 'system-maintenance-banner-customer');
    const refused = await e2e.portal.api('customer', 'POST', 'api/common/messages', { message: { title: 'During maintenance' } });
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ code: 'maintenance', developerMessage: message });
    expect((await e2e.portal.api('customer', 'GET', 'api/common/messages')).status).toBe(200);

    await admin.locator('[data-testid=maintenance-off]').click();
    await customer.locator('[data-testid=maintenance-banner]').waitFor({ state: 'detached', timeout: 10_000 });
    expect((await e2e.portal.api('customer', 'POST', 'api/common/messages', { message: { title: 'After maintenance' } })).status).toBe(200);
    await customer.context().close();
  }, 90_000);

  it('a wall post shows in the notifications of another open browser, live', async () => {
    const reader = await adminAt('/dashboards');
    await reader.locator('[data-testid=page-title]').waitFor();
    await reader.locator('[data-testid=notifications-button]').click();
    await reader.locator('[data-testid=notifications-panel]').waitFor();
    const title = `Office closed on Friday ${Date.now()}`;
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const created = await e2e.portal.api('admin', 'POST', 'api/master-data/wall', {
      values: { code: `closed-${Date.now()}`, nameEn: title, nameKm: 'ការិយាល័យបិទនៅថ្ងៃសុក្រ', bodyEn: 'Water festival', bodyKm: 'បុណ្យអុំទូក', publishedOn: today },
    });
    expect(created.status).toBeLessThan(300);
    await reader.locator('[data-testid=wall-post]', { hasText: title }).waitFor({ timeout: 10_000 });
    await screenshot(reader, 'system-wall-in-notifications');
    await reader.locator('[data-testid=notifications-button]').click();
    await reader.locator('[data-testid=notifications-panel]').waitFor({ state: 'hidden' });
  }, 60_000);

  it("the audit log shows a client's history after edits by two users, each change before and after", async () => {
    const email = 'editor@cis.test';
    const invited = await e2e.portal.api('admin', 'POST', '/api/accounts', { email, name: 'Vanna Editor', kind: 'staff', permissions: ['UPDATE_CLIENT_INDIVIDUAL', 'READ_CLIENT_INDIVIDUAL'] });
    expect(invited.status).toBe(200);
    await fetch(`${e2e.portal.url}/api/auth/reset-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: linkTokenFor(e2e.portal, email), password: 'editor-pass-2026' }) });
    const editor = await (await fetch(`${e2e.portal.url}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'editor-pass-2026' }) })).json() as { accessToken: string };

    const client = (await e2e.portal.api('admin', 'GET', 'api/clients')).body.items[0] as { id: string; version: number; nameEn: string };
    const first = await e2e.portal.api('admin', 'PATCH', `api/clients/${client.id}`, { version: client.version, nameEn: 'Audit Trading Co., Ltd.' });
    expect(first.status).toBe(200);
    const second = await fetch(`${e2e.portal.url}/api/clients/${client.id}`, {
      method: 'PATCH', headers: { authorization: `Bearer ${editor.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ version: first.body.version, nameEn: 'Audit Trading (Cambodia) Co., Ltd.' }),
    });
    expect(second.status).toBe(200);

    const page = await adminAt('/system');
    await page.locator('[data-testid=audit-stream]').fill(`client-cis-${client.id}`);
    await page.locator('[data-testid=audit-apply]').click();
    const rows = page.locator('[data-testid=audit-row]');
    await rows.filter({ hasText: 'Vanna Editor' }).first().waitFor();
    expect(await rows.first().textContent()).toContain('Vanna Editor');
    expect(await rows.nth(1).textContent()).toContain('Sokha Chan');
    await rows.first().locator('[data-testid=audit-history]').click();
    const dialog = page.locator('.audit-dialog');
    await dialog.waitFor();
    const newest = dialog.locator('[data-testid=audit-history-entry]').first();
    expect(await newest.textContent()).toContain('Vanna Editor');
    expect(await newest.locator('.audit-before').first().textContent()).toBe('Audit Trading Co., Ltd.');
    expect(await newest.locator('.audit-after').first().textContent()).toBe('Audit Trading (Cambodia) Co., Ltd.');
    const before = dialog.locator('[data-testid=audit-history-entry]').nth(1);
    expect(await before.textContent()).toContain('Sokha Chan');
    expect(await before.locator('.audit-before').first().textContent()).toBe(client.nameEn);
    await screenshot(page, 'system-audit-client-history');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }, 90_000);

  it('the machine lab is linked from /system where the deployment serves it, and a shared link opens a machine in its state', async () => {
    const page = await adminAt('/system');
    const href = await page.locator('[data-testid=machine-lab-link]').getAttribute('href');
    expect(href).toBe('/machine-lab');
    // A shared link arrives as a fresh load of its address.
    await page.goto(`${e2e.portal.url}/machine-lab?machine=editDialog&events=${encodeURIComponent(JSON.stringify([{ type: 'OPEN' }]))}`);
    await page.locator('[data-testid=lab-state]').waitFor();
    expect(JSON.parse((await page.locator('[data-testid=lab-state]').textContent()) ?? 'null')).toBe('open');
  }, 60_000);

  it('looks right in English and Khmer, light and dark, at 1440 and 390 px, with no sideways scroll', async () => {
    // The administrator's one page: the width, language and scheme change in place, as the user would.
    const page = await adminAt('/system');
    for (const language of ['en-US', 'km'] as const) {
      await switchLanguage(page, language);
      for (const scheme of ['light', 'dark'] as const) {
        await switchScheme(page, e2e.portal, scheme);
        for (const width of [1440, 390]) {
          await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
          await page.locator('[data-testid=audit-row]').first().waitFor();
          await page.locator('[data-testid=metrics-requests]').filter({ hasText: /\d/ }).waitFor();
          await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
          if (scheme === 'light' && width === 1440) {
            // Times in the audit log hold month names (Khmer on a Khmer page): their monospace face falls back to
            // the Khmer web font, not to boxes; the wall's days read in the language, not as stored.
            const looks = await page.evaluate(() => ({
              font: getComputedStyle(document.querySelector('.audit-when')!).fontFamily,
              days: Array.from(document.querySelectorAll('[data-testid=wall-post-day]'), (d) => d.textContent ?? ''),
            }));
            expect(looks.font).toMatch(/Noto Sans Khmer/);
            expect(looks.days.length).toBeGreaterThan(0);
            expect(looks.days.filter((d) => /\d{4}-\d{2}-\d{2}/.test(d))).toEqual([]);
            if (language === 'km') expect(await page.locator('.audit-when').first().innerText()).toMatch(/[\u1780-\u17FF]/);
          }
          await noSidewaysScroll(page, { language, scheme, width });
          await screenshot(page, `system-${language}-${scheme}-${width}`);
        }
      }
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  }, 240_000);

  // Last of this portal's tests: a published version puts the update banner on every page after it.
  it('a UI version that is not numbers like the build\'s is refused naming the field in the reader\'s language; a good one takes the list down', async () => {
    const page = await adminAt('/system');
    await switchLanguage(page, 'km');
    await page.locator('[data-testid=version-input]').fill('abc');
    await page.locator('[data-testid=version-publish]').click();
    const listed = page.locator('[data-testid=invalid-fields]');
    await listed.waitFor();
    expect(await listed.locator('li').allInnerTexts()).toEqual(['កំណែថ្មី']);
    expect(await page.locator('[data-testid=version-current]').innerText()).toBe('1.0.0');
    await page.locator('[data-testid=version-input]').fill('1.0.1');
    await page.locator('[data-testid=version-publish]').click();
    await page.locator('[data-testid=version-current]', { hasText: '1.0.1' }).waitFor();
    await listed.waitFor({ state: 'detached' });
  }, 60_000);
});

describe('the machine lab where the deployment does not serve it (the default)', () => {
  const e2e = usePortal({ SEED_GAZETTEER: 'sample' });

  it('says so on /machine-lab and /system links nowhere', async () => {
    const page = await (await newContext(e2e.browser)).newPage();
    await page.goto(`${e2e.portal.url}/machine-lab`);
    await page.locator('[data-testid=machine-lab-not-served]').waitFor();
    await signIn(page, e2e.portal, 'admin', '/system');
    await page.locator('[data-testid=machine-lab-off]').waitFor();
    expect(await page.locator('[data-testid=machine-lab-link]').count()).toBe(0);
  }, 60_000);
});
