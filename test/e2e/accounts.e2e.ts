/**
 * Issue 12 section 3 in the browser: an administrator invites a staff member on /users-management and another
 * administrator's open list shows the invitation without a reload; disabling a signed-in member signs their open page
 * out (the server closes the push channel, the page finds its token refused).
 */
import { linkTokenFor, navigate, newContext, noSidewaysScroll, screenshot, signIn, usePortal, type Page, type Portal } from './harness';

/** Signs in through the form; `redirect` is where the form sends the user (as harness signIn does). */
async function signInAs(page: Page, portal: Portal, email: string, password: string, redirect = ''): Promise<void> {
  await page.goto(`${portal.url}/sign-in${redirect ? `?redirectURL=${encodeURIComponent(redirect)}` : ''}`);
  await page.locator('input[type=email], input[name=email], #email').first().fill(email);
  await page.locator('input[type=password]').first().fill(password);
  await page.locator('button[type=submit]').first().click();
  await page.waitForURL((u) => !u.pathname.startsWith('/sign-in'), { timeout: 15_000 });
}

describe('accounts: invite, live list, disable', () => {
  const e2e = usePortal();
  // The administrator signs in once; both tests use that page on /users-management.
  let adminPage: Page | undefined;

  it('an invitation made in the dialog shows on another administrator\'s open list, marked "Invitation sent"', async () => {
    // A second administrator, watching the list.
    const email = 'second-admin@cis.test';
    const second = await e2e.portal.api('admin', 'POST', '/api/accounts', { email, name: 'Second Admin', kind: 'staff', permissions: ['ALL_FUNCTIONS'] });
    expect(second.status).toBe(200);
    const set = await fetch(`${e2e.portal.url}/api/auth/reset-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: linkTokenFor(e2e.portal, email), password: 'second-admin-2026' }) });
    expect(set.status).toBe(200);
    const watcher = await (await newContext(e2e.browser)).newPage();
    await signInAs(watcher, e2e.portal, email, 'second-admin-2026', '/users-management');
    await watcher.locator('[data-testid="accounts-table"]').getByText('admin@cis.test', { exact: true }).waitFor();
    await watcher.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));

    const page = await (await newContext(e2e.browser)).newPage();
    adminPage = page;
    await signIn(page, e2e.portal, 'admin', '/users-management');
    await page.locator('[data-testid="accounts-invite"]').click();
    // The keyboard starts at the email, not at the dialog's close button.
    await page.waitForFunction(() => document.activeElement?.id === 'account-email', undefined, { timeout: 10_000 });
    await page.locator('[data-testid="account-email"]').fill('bopha@cis.test');
    await page.locator('[data-testid="account-name"]').fill('Bopha Meas');
    await page.locator('[data-testid="code-READ_USER"]').click();
    await screenshot(page, 'accounts-invite-dialog');
    await page.locator('[data-testid="account-save"]').click();
    await page.locator('[data-testid="account-dialog"]').waitFor({ state: 'detached' });

    // The same email again, on a phone: the dialog covers the page's alert, so the refusal shows under the email.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('[data-testid="accounts-invite"]').click();
    await page.locator('[data-testid="account-email"]').fill('bopha@cis.test');
    await page.locator('[data-testid="account-name"]').fill('Bopha Again');
    await page.locator('[data-testid="account-save"]').click();
    const taken = page.locator('[data-testid="account-dialog"] .account-problem', { hasText: 'An account with this email already exists.' });
    await taken.waitFor({ timeout: 10_000 });
    expect(await taken.isVisible()).toBe(true);
    expect(await page.locator('[data-testid="account-name"]').inputValue()).toBe('Bopha Again');
    await screenshot(page, 'accounts-invite-email-taken-390');
    await page.locator('[data-testid="account-cancel"]').click();
    await page.locator('[data-testid="account-dialog"]').waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1440, height: 900 });

    const row = watcher.locator('[data-testid="accounts-table"] tr', { hasText: 'bopha@cis.test' });
    await row.getByText('Invitation sent').waitFor({ timeout: 10_000 });
    expect(await watcher.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    await screenshot(watcher, 'accounts-live-list');
  }, 60_000);

  it("edits a customer's clients on a phone in Khmer: each chosen client's remove button on screen, no sideways scroll", async () => {
    const page = await e2e.signedIn('admin', { language: 'km', path: '/qt-users', context: { viewport: { width: 390, height: 844 } } });
    await page.locator('[data-testid="account-edit-customer@cis.test"]').click();
    await page.locator('[data-testid="account-dialog"]').waitFor();
    const chips = page.locator('[data-testid="account-clients"] .p-autocomplete-token');
    await chips.first().waitFor();
    // A chip is "name · TIN"; in Khmer it was wider than the field and its remove button was off the screen.
    const removers = await chips.locator('.p-autocomplete-token-icon').evaluateAll((icons) => icons.map((icon) => icon.getBoundingClientRect().right));
    expect(removers.length).toBe(2);
    for (const right of removers) expect(right).toBeLessThanOrEqual(390);
    await page.locator('[data-testid="account-clients"] input').fill('បាយ័ន');
    await page.locator('.account-clients-panel .p-autocomplete-item').first().waitFor();
    await noSidewaysScroll(page, 'the client suggestions at 390 px');
    await screenshot(page, 'accounts-customer-clients-390-km');
    await page.context().close();
  }, 60_000);

  it('a long name without spaces wraps: the row\'s role, status and edit button stay in the table', async () => {
    const email = 'long-name@cis.test';
    expect((await e2e.portal.api('admin', 'POST', '/api/accounts', { email, name: 'N'.repeat(200), kind: 'staff' })).status).toBe(200);
    const page = await e2e.signedIn('admin', { path: '/users-management' });
    const edit = page.locator(`[data-testid="account-edit-${email}"]`);
    await edit.waitFor();
    const button = await edit.boundingBox();
    const card = await page.locator('[data-testid="accounts-staff"]').boundingBox();
    expect(button && card && button.x + button.width <= card.x + card.width).toBe(true);
    await screenshot(page, 'accounts-long-name');
    await page.context().close();
  }, 60_000);

  it("an administrator's change of a member's codes shows in the member's open menu, without a reload", async () => {
    const member = await e2e.signedIn('staff', { path: '/dashboards' });
    const clientsLink = member.locator('.topbar a[href="/qt-clients"]');
    await clientsLink.first().waitFor();
    await member.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
    const staff = (await e2e.portal.api('admin', 'GET', '/api/accounts?kind=staff&search=staff@cis.test')).body.items[0];
    const without = staff.permissions.filter((code: string) => code !== 'READ_CLIENT_INDIVIDUAL');
    expect((await e2e.portal.api('admin', 'PATCH', `/api/accounts/${staff.id}`, { permissions: without })).status).toBe(200);
    await clientsLink.first().waitFor({ state: 'detached', timeout: 10_000 });
    expect(await member.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    expect((await e2e.portal.api('admin', 'PATCH', `/api/accounts/${staff.id}`, { permissions: staff.permissions })).status).toBe(200);
    await clientsLink.first().waitFor({ timeout: 10_000 });
    await member.context().close();
  }, 60_000);

  it('disabling a signed-in member signs their open page out, and they cannot sign in again', async () => {
    const email = 'member@cis.test';
    const invited = await e2e.portal.api('admin', 'POST', '/api/accounts', { email, name: 'Member', kind: 'staff' });
    await fetch(`${e2e.portal.url}/api/auth/reset-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: linkTokenFor(e2e.portal, email), password: 'member-pass-2026' }) });
    const member = await (await newContext(e2e.browser)).newPage();
    await signInAs(member, e2e.portal, email, 'member-pass-2026', '/profile');
    await member.locator('[data-testid="profile-password"]').waitFor();

    let admin = adminPage;
    if (admin) await navigate(admin, '/users-management');
    else {
      admin = await e2e.signedIn('admin', { path: '/users-management' });
    }
    await admin.locator(`[data-testid="account-edit-${email}"]`).click();
    await admin.locator('[data-testid="account-disabled"]').click();
    await admin.locator('[data-testid="account-save"]').click();
    await admin.locator(`[data-testid="account-status-${invited.body.id}"]`).getByText('Disabled').waitFor();

    // Signed out: the page leaves /profile for the signed-out landing page.
    await member.waitForURL((u) => !u.pathname.startsWith('/profile'), { timeout: 10_000 });
    await member.goto(`${e2e.portal.url}/sign-in`);
    await member.locator('input[type=email], input[name=email], #email').first().fill(email);
    await member.locator('input[type=password]').first().fill('member-pass-2026');
    const refused = member.waitForResponse((r) => r.url().endsWith('/api/auth/sign-in'));
    await member.locator('button[type=submit]').first().click();
    const answer = await refused;
    expect(answer.status()).toBe(401);
    expect((await answer.json()).developerMessage).toBe('This account is disabled.');
    await screenshot(member, 'accounts-disabled-sign-in');
    expect(new URL(member.url()).pathname).toBe('/sign-in');
  }, 60_000);
});
