/**
 * Issue 14 (profile) and issue 15 points 4 and 5, in the browser: the profile changes the language and the time zone,
 * shows a picture in the top bar and signs out the other sessions (a second browser is signed out); a Khmer reader
 * sees what the system writes in Khmer with Khmer time patterns; a user in another zone sees message and payment
 * times in that zone, whatever the browser's own zone. Fails on main: no profile form, no status messages, times in
 * the browser's zone (messages) or Phnom Penh's (payments), "2:07 PM" on Khmer pages.
 */
import { newContext, screenshot, signIn, usePortal, type Page } from './harness';
import { contrastViolations } from './contrast';

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A moment as the test expects to read it: 24-hour 'HH:mm' or 12-hour 'h:mm AM' in a zone. */
function clock(iso: string, zone: string, hour12: boolean): string {
  // hourCycle alone: with `hour12: false` beside it, ECMA-402 turns en-US's default h12 into h24, and the minutes after
  // midnight read "24:14" where the portal rightly shows "00:14".
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: hour12 ? 'numeric' : '2-digit', minute: '2-digit', hourCycle: hour12 ? 'h12' : 'h23' })
    .format(new Date(iso)).replace(/\u202f/g, ' ');
}

async function pick(page: Page, testId: string, option: string, filter?: string): Promise<void> {
  await page.locator(`[data-testid=${testId}]`).click();
  if (filter) await page.locator('.p-dropdown-filter').fill(filter);
  await page.locator('.p-dropdown-item', { hasText: option }).first().click();
}

describe('profile, Khmer system messages, one time zone', () => {
  const e2e = usePortal();

  it('the profile sets the picture, language and zone, and "sign out the others" signs out a second browser', async () => {
    const other = await e2e.signedIn('staff', { context: { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile Safari/604.1' } });

    const context = await newContext(e2e.browser);
    const page = await context.newPage();
    await signIn(page, e2e.portal, 'staff', '/profile');
    await page.locator('[data-testid=profile-details]').waitFor();
    const sessions = page.locator('[data-testid=profile-session]');
    await sessions.nth(1).waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-testid=profile-session][data-current=true]').count()).toBe(1);
    expect(await page.locator('[data-testid=profile-session][data-current=false]').first().innerText()).toContain('iOS');
    // Every text of the page readable (WCAG AA): the red of "sign out the others" included.
    expect(await contrastViolations(page, '#main-content')).toEqual([]);

    // A picture, checked by the server, shown in the top bar.
    await page.locator('[data-testid=profile-avatar-file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('.topbar .avatar-self img[src*="/api/common/avatars/"], .avatar-self img[src*="/api/common/avatars/"]').first().waitFor({ timeout: 15_000 });
    // Not an image: refused, said on the page.
    await page.locator('[data-testid=profile-avatar-file]').setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('<svg/>') });
    await page.locator('[data-testid=profile-avatar-problem]').waitFor();

    // Language and zone: the interface turns Khmer, the zone's clock is shown.
    await pick(page, 'profile-language', 'ខ្មែរ');
    await pick(page, 'profile-time-zone', 'Europe/Paris', 'Paris');
    await page.locator('[data-testid=profile-save]').click();
    await page.locator('[data-testid=profile-save]', { hasText: 'រក្សាទុក' }).waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-testid=profile-time-zone-now]').innerText()).not.toMatch(/AM|PM/);
    await screenshot(page, 'profile-saved-km-1440');

    // Sign out the others: the other browser is signed out, this one stays.
    await page.locator('[data-testid=profile-sign-out-others]').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=profile-session]').length === 1, undefined, { timeout: 15_000 });
    // The other browser's token is refused: on its next load it is at the sign-in form.
    await other.reload({ waitUntil: 'domcontentloaded' });
    await other.waitForFunction(() => ['/home-page', '/sign-in', '/sign-out'].some((p) => location.pathname.startsWith(p)), undefined, { timeout: 30_000 });
    expect(await other.evaluate(() => localStorage.getItem('cis.session'))).toBeNull();
    await screenshot(other, 'profile-other-browser-signed-out');
    await page.reload();
    await page.locator('[data-testid=profile-details]').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/profile');
    // Kept by the server: after a reload the form shows Khmer and Paris.
    expect(await page.locator('[data-testid=profile-time-zone]').innerText()).toContain('Europe/Paris');
    await other.context().close();
    await context.close();
  }, 120_000);

  it('a wrong current password in "Change password" is said beside the field; the user stays signed in on the page', async () => {
    const page = await e2e.signedIn('customer', { path: '/profile' });
    await page.locator('[data-testid=profile-password]').waitFor();
    await page.locator('#password-current').fill('not-my-password');
    await page.locator('#password-new').fill('a-new-password-2026');
    await page.locator('#password-again').fill('a-new-password-2026');
    await page.locator('[data-testid=password-save]').click();
    await page.locator('[data-testid=password-problem]').waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-testid=password-problem]').innerText()).toBe('The current password is not right.');
    // Still signed in, on the profile, with what was typed (a 401 used to sign the page out).
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(await page.locator('#password-new').inputValue()).toBe('a-new-password-2026');
    expect(await page.evaluate(() => localStorage.getItem('cis.session'))).not.toBeNull();
    await page.context().close();
  }, 60_000);

  it('a Khmer reader sees a return\'s status message in Khmer, its time in the Khmer pattern', async () => {
    type Ret = { id: string; clientId: string; status: string; type: string; period: string };
    const mine = (await e2e.portal.api<{ items: Ret[] }>('customer', 'GET', 'api/tax-returns?size=200')).body.items;
    const target = mine.find((r) => r.status === 'DRAFT' || r.status === 'IN_REVIEW');
    expect(target).toBeDefined();
    const cancelled = await e2e.portal.api('admin', 'POST', `api/tax-returns/${target!.id}/cancel`, { reason: 'Duplicate' });
    expect(cancelled.status).toBe(200);

    const page = await e2e.signedIn('customer', { language: 'km', context: { viewport: { width: 390, height: 844 }, timezoneId: 'UTC' } });
    await page.locator('[data-testid=messages-button]').click();
    const client = (await e2e.portal.api<{ nameEn: string }>('admin', 'GET', `api/clients/${target!.clientId}`)).body;
    const item = page.locator('[data-testid=messages-panel] [data-testid=inbox-item]')
      .filter({ hasText: 'លិខិតប្រកាសពន្ធត្រូវបានលុបចោល' }).filter({ hasText: client.nameEn }).filter({ hasText: target!.period }).first();
    await item.waitFor({ timeout: 20_000 });
    const text = await item.innerText();
    expect(text).not.toContain('cancelled');
    // 'd MMM, HH:mm' with Khmer month names, in Phnom Penh time (the default zone), never '2:07 PM'.
    const messages = (await e2e.portal.api<Array<{ time: string; code?: string }>>('customer', 'GET', 'api/common/messages')).body;
    const message = messages.find((m) => m.code === 'taxReturnCancelled' && (m as { params?: { period?: string } }).params?.period === target!.period)!;
    const time = await item.locator('.inbox-item-time').innerText();
    expect(time).toMatch(/^\d{1,2} [\u1780-\u17ff]+, \d{2}:\d{2}$/);
    expect(time.endsWith(clock(message.time, 'Asia/Phnom_Penh', false))).toBe(true);
    await screenshot(page, 'profile-khmer-system-message-390');
    await page.context().close();
  }, 90_000);

  it('a user in America/New_York reads message and payment times in that zone, whatever the browser\'s zone', async () => {
    const zone = 'America/New_York';
    expect((await e2e.portal.api('vendor', 'PATCH', 'api/common/user', { user: { timeZone: zone } })).status).toBe(200);
    const form = (await e2e.portal.api<{ fields: { tran_id: string } }>('vendor', 'POST', 'api/payments/topups', { amount: 15000, paymentOption: 'cards' })).body;
    const topUp = (await e2e.portal.api<{ requestedAt: string }>('vendor', 'GET', `api/payments/topups/${form.fields.tran_id}`)).body;
    const messages = (await e2e.portal.api<Array<{ title: string; time: string; code?: string }>>('vendor', 'GET', 'api/common/messages')).body;
    const message = messages.find((m) => !m.code && m.title)!;
    expect(message).toBeDefined();

    const page = await e2e.signedIn('vendor', { path: '/vendor-dashboard/billing-payment', context: { timezoneId: 'Asia/Tokyo' } });
    const row = page.locator('[data-testid=own-topups] tr', { hasText: form.fields.tran_id });
    await row.waitFor({ timeout: 20_000 });
    expect(await row.innerText()).toContain(clock(topUp.requestedAt, zone, false));
    await page.locator('[data-testid=messages-button]').click();
    const item = page.locator('[data-testid=messages-panel] [data-testid=inbox-item]').filter({ hasText: message.title }).first();
    await item.waitFor({ timeout: 20_000 });
    expect(await item.locator('.inbox-item-time').innerText()).toContain(clock(message.time, zone, true));
    await screenshot(page, 'profile-one-zone-new-york');
    await page.context().close();
  }, 90_000);
});
