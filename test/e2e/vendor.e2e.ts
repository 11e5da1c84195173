/**
 * Issue 6 end to end: the vendor tops up through the built-in sandbox provider (approve and decline) and claims a
 * coupon; the balance widget follows without a reload. Then the vendor pages and the staff transaction listings,
 * screenshotted in light and dark; the staff pages refused to a vendor (the no-access page); coupon master data created and edited by an
 * admin and claimed by the vendor.
 */
import { navigate, screenshot, usePortal, type Browser, type Page } from './harness';
import { switchLanguage, switchScheme } from './in-place';

const VENDOR_OPENING = '៛1,250,000';

/** The dialog's opening animation scales it: measure once it has finished. */
async function settled(page: Page) {
  await page.locator('.p-dialog-enter-done').waitFor();
}

/** Closes an open dialog (top-up, claim, coupon) with its header's close button. */
async function closeDialog(page: Page, testId: string) {
  await page.locator(`[data-testid=${testId}] .p-dialog-header-close`).click();
  await page.locator(`[data-testid=${testId}]`).waitFor({ state: 'detached' });
}

async function openTopUp(page: Page) {
  await page.locator('[data-testid=balance-widget]').click();
  await page.locator('[data-testid=balance-topup]').click();
  await page.locator('[data-testid=topup-dialog]').waitFor();
}

/** Types an amount, continues, and answers the sandbox provider's page inside the dialog's frame. */
/** The sandbox provider's buttons, in the page's language (the dialog sends it as the form's `lang`). */
type SandboxButton = 'Approve' | 'Decline' | 'យល់ព្រម' | 'បដិសេធ';

async function payInSandbox(page: Page, amount: string, decision: SandboxButton, shot?: string) {
  // Typed key by key, as a person would: the number input formats as it goes.
  await page.locator('#topup-amount').click();
  await page.locator('#topup-amount').pressSequentially(amount);
  await page.locator('[data-testid=topup-continue]').click();
  const frame = page.frameLocator('[data-testid=topup-provider-frame]');
  await frame.getByRole('button', { name: decision }).waitFor({ timeout: 15_000 });
  if (shot) await screenshot(page, shot);
  await frame.getByRole('button', { name: decision }).click();
}

describe('vendor balance: top-up through the sandbox provider, coupon claim, live refresh', () => {
  const e2e = usePortal();
  // The vendor signs in once: the tests below share that page and move it as links do (none is about a fresh session).
  let vendorPage: Page | undefined;
  async function vendor(): Promise<Page> {
    if (!vendorPage) {
      vendorPage = await e2e.signedIn('vendor');
    }
    return vendorPage;
  }

  it('approve: the dialog reports success and the widget shows the new balance without a reload', async () => {
    const page = await vendor();
    await page.locator('[data-testid=balance-main]').getByText(VENDOR_OPENING).waitFor();
    // A marker on the window: it survives only if the page is never reloaded.
    await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));

    await openTopUp(page);
    const dialog = page.locator('.p-dialog[data-testid=topup-dialog], [data-testid=topup-dialog].p-dialog').first();
    await settled(page);
    const box = (await dialog.boundingBox())!;
    // 60% of the 1440 px viewport, 600 px high (sub-pixel layout: within a pixel).
    expect(Math.abs(box.width - 864)).toBeLessThanOrEqual(1);
    expect(Math.abs(box.height - 600)).toBeLessThanOrEqual(1);
    await screenshot(page, 'vendor-topup-dialog-light');
    // Not closed by a click outside it.
    await page.mouse.click(20, 880);
    await expect(page.locator('[data-testid=topup-dialog]').isVisible()).resolves.toBe(true);

    await payInSandbox(page, '50000', 'Approve', 'vendor-topup-sandbox-light');
    await page.locator('[data-testid=topup-success]').waitFor({ timeout: 15_000 });
    await page.locator('[data-testid=balance-main]').getByText('៛1,300,000').waitFor();
    await screenshot(page, 'vendor-topup-success-light');
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    await page.locator('[data-testid=topup-done]').click();
    await page.locator('[data-testid=topup-dialog]').waitFor({ state: 'detached' });

    const api = await e2e.portal.api('vendor', 'GET', 'api/customers/P24-200001/balance');
    expect(api.body).toEqual({ customerBalance: 1_300_000, couponBalance: 40_000 });
  }, 90_000);

  it('decline: the error alert "Your top up is not success!" and an unchanged balance', async () => {
    const page = await vendor();
    const before = (await e2e.portal.api('vendor', 'GET', 'api/customers/P24-200001/balance')).body;
    await openTopUp(page);
    await payInSandbox(page, '20000', 'Decline');
    await page.locator('[data-testid=system-alert]').getByText('Your top up is not success!').waitFor({ timeout: 15_000 });
    await page.locator('[data-testid=topup-failure]').waitFor();
    await screenshot(page, 'vendor-topup-declined-light');
    expect((await e2e.portal.api('vendor', 'GET', 'api/customers/P24-200001/balance')).body).toEqual(before);
    await closeDialog(page, 'topup-dialog');
  }, 90_000);

  it('decline in Khmer shows the Khmer alert', async () => {
    const page = await vendor();
    await page.locator('[data-testid=language-switcher]').click();
    await page.locator('[data-testid=language-km]').click();
    await page.waitForFunction(() => document.documentElement.lang === 'km');
    await openTopUp(page);
    // On a Khmer page the provider's page speaks Khmer too: its decline button reads បដិសេធ.
    await payInSandbox(page, '20000', 'បដិសេធ');
    await page.locator('[data-testid=system-alert]').getByText('ការបញ្ចូលទឹកប្រាក់របស់អ្នកមិនបានជោគជ័យទេ!').waitFor({ timeout: 15_000 });
    await screenshot(page, 'vendor-topup-declined-km');
    await closeDialog(page, 'topup-dialog');
    await switchLanguage(page, 'en-US');
  }, 90_000);

  it('coupon claim: the success alert and the new coupon balance; a used code shows the reason in the dialog', async () => {
    const page = await vendor();
    const before = (await e2e.portal.api('vendor', 'GET', 'api/customers/P24-200001/balance')).body;
    await page.locator('[data-testid=balance-widget]').click();
    await page.locator('[data-testid=balance-claim]').click();
    const dialog = page.locator('[data-testid=claim-dialog]').first();
    await dialog.waitFor();
    await settled(page);
    const box = (await dialog.boundingBox())!;
    expect(Math.abs(box.width - 400)).toBeLessThanOrEqual(1);
    expect(Math.abs(box.height - 250)).toBeLessThanOrEqual(1);
    await page.mouse.click(20, 880);
    await expect(dialog.isVisible()).resolves.toBe(true);
    await page.locator('[data-testid=claim-code]').fill('welcome2026');
    await screenshot(page, 'vendor-claim-dialog-light');
    await page.locator('[data-testid=claim-submit]').click();
    await page.locator('[data-testid=system-alert]').getByText('Successfully Claim!').waitFor({ timeout: 15_000 });
    await page.locator('[data-testid=claim-dialog]').waitFor({ state: 'detached' });
    await page.locator('[data-testid=balance-widget]').click();
    await page.locator('[data-testid=balance-coupon]').getByText(`៛${(before.couponBalance + 20_000).toLocaleString('en-US')}`).waitFor();
    await screenshot(page, 'vendor-claim-success-light');
    await page.keyboard.press('Escape');

    await page.locator('[data-testid=balance-widget]').click();
    await page.locator('[data-testid=balance-claim]').click();
    await page.locator('[data-testid=claim-code]').fill('WELCOME2026');
    await page.locator('[data-testid=claim-submit]').click();
    await page.locator('[data-testid=claim-error]').getByText('You have already claimed this coupon.').waitFor();
    await screenshot(page, 'vendor-claim-refused-light');
    await closeDialog(page, 'claim-dialog');
  }, 90_000);

  it('vendor pages: dashboard history from the log, account, billing and payment, exchange rates; light and dark', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      // The vendor's page: the scheme changes in place (settings drawer), the pages open as links do.
      const page = await vendor();
      await switchScheme(page, e2e.portal, scheme);
      await navigate(page, '/vendor-dashboard');
      const history = page.locator('[data-testid=vendor-history]');
      // The approved top-up and the coupon claim of the tests above, newest first, from the event log.
      await history.getByText('WELCOME2026').waitFor();
      await history.getByText('Top up', { exact: false }).first().waitFor();
      await expect(history.locator('tbody tr').count()).resolves.toBeGreaterThanOrEqual(4);
      await screenshot(page, `vendor-dashboard-${scheme}`);

      await navigate(page, '/vendor-dashboard/vendor-general');
      await page.locator('[data-testid=vendor-general]').getByText('P24-200001').waitFor();
      await screenshot(page, `vendor-general-${scheme}`);

      await navigate(page, '/vendor-dashboard/billing-payment');
      await page.locator('[data-testid=own-topups] tbody tr').first().waitFor();
      await page.locator('[data-testid=own-topups]').getByText('Failed').first().waitFor();
      await page.locator('[data-testid=own-claims]').getByText('WELCOME2026').waitFor();
      await screenshot(page, `vendor-billing-payment-${scheme}`);

      await navigate(page, '/vendor-dashboard/exchange-rate');
      await page.locator('[data-testid=latest-rate]').getByText('1 USD =').waitFor();
      await expect(page.locator('[data-testid=rate-history] tbody tr').count()).resolves.toBe(10);
      await screenshot(page, `vendor-exchange-rate-${scheme}`);

      if (scheme === 'dark') {
        await openTopUp(page);
        await settled(page);
        await screenshot(page, 'vendor-topup-dialog-dark');
        await page.locator('[data-testid=topup-dialog] .p-dialog-header-close').click();
        await page.locator('[data-testid=balance-widget]').click();
        await page.locator('[data-testid=balance-claim]').click();
        await settled(page);
        await screenshot(page, 'vendor-claim-dialog-dark');
        await closeDialog(page, 'claim-dialog');
        await switchScheme(page, e2e.portal, 'light');
      }
    }
  }, 120_000);

  it('payment staff: filter, page and export the online payment transactions and the history', async () => {
    // One staff session; the scheme changes in place, the pages open as links do. Dark first: the light pass
    // filters the listing, and a filter typed there must not narrow the dark pass's first page.
    const page = await e2e.signedIn('staff', { context: { acceptDownloads: true } });
    for (const scheme of ['dark', 'light'] as const) {
      await switchScheme(page, e2e.portal, scheme);
      await navigate(page, '/payment-online-transactions');
      await page.locator('[data-testid=tx-totals]').getByText(/\d+ transactions/).waitFor();
      // The first page's rows drawn (the totals can show a moment before them when the page opens in the running app).
      await page.locator('[data-testid=online-transactions-table] tbody tr').nth(19).waitFor();
      await expect(page.locator('[data-testid=online-transactions-table] tbody tr').count()).resolves.toBe(20);
      await screenshot(page, `payment-online-transactions-${scheme}`);
      if (scheme === 'light') {
        await page.locator('[data-testid=tx-filter-customer]').fill('P24-200001');
        // Only the vendor's own top-ups of the tests above remain: approved, declined twice.
        await page.waitForFunction(() => document.querySelectorAll('[data-testid=online-transactions-table] tbody tr').length === 3);
        await page.locator('[data-testid=tx-totals]').getByText('3 transactions').waitFor();
        const download = page.waitForEvent('download');
        await page.locator('[data-testid=tx-export]').click();
        const file = await download;
        const csv = await (await file.createReadStream()).toArray();
        const lines = Buffer.concat(csv).toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
        expect(lines).toHaveLength(4);
        expect(lines.slice(1).every((l) => l.includes('P24-200001'))).toBe(true);
      }
      await navigate(page, '/payment-online-transactions-history');
      // The rows with their data (not the table's empty row while the page loads).
      await page.locator('[data-testid=transactions-history-table] tbody tr .status-tag').first().waitFor();
      await expect(page.locator('[data-testid=transactions-history-table] .status-tag').allTextContents())
        .resolves.toEqual(expect.arrayContaining(['Success']));
      expect(new Set(await page.locator('[data-testid=transactions-history-table] .status-tag').allTextContents())).toEqual(new Set(['Success']));
      await screenshot(page, `payment-online-transactions-history-${scheme}`);
    }
    await page.context().close();
  }, 120_000);

  it('staff payment pages opened directly by a vendor: the no-access page at that address, and no call to their API', async () => {
    const page = await vendor();
    const calls: string[] = [];
    const listen = (r: { url(): string }) => {
      if (r.url().includes('/api/payments/transactions')) calls.push(r.url());
    };
    page.on('request', listen);
    // Opened directly: typed into the address bar, a fresh load of that address (the vendor's session kept).
    for (const path of ['/payment-online-transactions', '/payment-online-transactions-history']) {
      await page.goto(`${e2e.portal.url}${path}`);
      await page.locator('[data-testid=no-access]').waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.locator('[data-testid=not-found]').count()).toBe(0);
    }
    await screenshot(page, 'vendor-staff-page-no-access-light');
    expect(await page.locator('[data-testid=system-alert]').count()).toBe(0);
    expect(calls).toEqual([]);
    page.off('request', listen);
  }, 60_000);

  it('master data: an admin creates a coupon (checked before sending), a vendor claims it, the admin sees the claim live', async () => {
    const admin = await e2e.signedIn('admin', { path: '/master-table?kind=coupon' });
    const table = admin.locator('[data-testid=coupons-table]');
    await table.getByText('WELCOME2026').waitFor();
    await expect(admin.locator('[data-testid=coupon-claims-WELCOME2026]').textContent()).resolves.toMatch(/^\d+ \/ [\d,]+$/);
    await screenshot(admin, 'master-coupons-light');

    // Saving an empty form sends nothing: the shell's invalid-fields list names what is missing.
    const created: string[] = [];
    admin.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/coupons')) created.push(r.url());
    });
    await admin.locator('[data-testid=coupon-new]').click();
    await admin.locator('.p-dialog-enter-done').waitFor();
    await admin.locator('[data-testid=coupon-code]').fill('x');
    await admin.locator('[data-testid=coupon-save]').click();
    const invalid = admin.locator('[data-testid=invalid-fields]');
    await invalid.getByText('Coupon code').waitFor();
    await invalid.getByText('Amount (riel)').waitFor();
    await admin.locator('[data-testid=coupon-problem-code]').getByText('3 to 40 letters, digits or hyphens.').waitFor();
    await screenshot(admin, 'master-coupon-invalid-light');
    expect(created).toEqual([]);

    await admin.locator('[data-testid=coupon-code]').fill('e2e-bonus-2026');
    await admin.locator('[data-testid=coupon-description]').fill('Browser test bonus');
    await admin.locator('#coupon-amount').click();
    await admin.locator('#coupon-amount').pressSequentially('12345');
    await admin.locator('#coupon-maxClaims').click();
    await admin.locator('#coupon-maxClaims').press('Control+a');
    await admin.locator('#coupon-maxClaims').pressSequentially('1');
    await admin.locator('#coupon-description').click();
    await screenshot(admin, 'master-coupon-dialog-light');
    await admin.locator('[data-testid=coupon-save]').click();
    await admin.locator('[data-testid=system-alert]').getByText('Coupon E2E-BONUS-2026 created.').waitFor();
    await admin.locator('[data-testid=coupon-dialog]').waitFor({ state: 'detached' });
    expect(created).toHaveLength(1);
    await expect(admin.locator('[data-testid=invalid-fields]').count()).resolves.toBe(0);
    const claims = admin.locator('[data-testid=coupon-claims-E2E-BONUS-2026]');
    await claims.getByText('0 / 1').waitFor();
    expect((await e2e.portal.api('admin', 'GET', 'api/coupons')).body).toEqual(expect.arrayContaining([
      expect.objectContaining({ code: 'E2E-BONUS-2026', description: 'Browser test bonus', amount: 12_345, maxClaims: 1, claims: 0 }),
    ]));

    // Edit: the code is fixed, the amount changes.
    await admin.locator('[data-testid=coupon-edit-E2E-BONUS-2026]').click();
    await admin.locator('.p-dialog-enter-done').waitFor();
    expect(await admin.locator('[data-testid=coupon-code]').isDisabled()).toBe(true);
    await admin.locator('#coupon-amount').click();
    await admin.locator('#coupon-amount').press('Control+a');
    await admin.locator('#coupon-amount').pressSequentially('15000');
    await admin.locator('[data-testid=coupon-save]').click();
    await admin.locator('[data-testid=system-alert]').getByText('Coupon E2E-BONUS-2026 saved.').waitFor();
    await admin.locator('[data-testid=coupons-table] tr', { hasText: 'E2E-BONUS-2026' }).getByText('៛15,000').waitFor();

    // The vendor claims it (typed in lower case) ...
    const vendorTab = await vendor();
    const before = (await e2e.portal.api('vendor', 'GET', 'api/customers/P24-200001/balance')).body;
    await vendorTab.locator('[data-testid=balance-widget]').click();
    await vendorTab.locator('[data-testid=balance-claim]').click();
    await vendorTab.locator('[data-testid=claim-code]').fill('e2e-bonus-2026');
    await vendorTab.locator('[data-testid=claim-submit]').click();
    await vendorTab.locator('[data-testid=system-alert]').getByText('Successfully Claim!').waitFor({ timeout: 15_000 });
    await vendorTab.locator('[data-testid=balance-widget]').click();
    await vendorTab.locator('[data-testid=balance-coupon]').getByText(`៛${(before.couponBalance + 15_000).toLocaleString('en-US')}`).waitFor();
    await vendorTab.keyboard.press('Escape');

    // ... and the admin's table follows the push without a reload: used up.
    await claims.getByText('1 / 1').waitFor();
    await admin.locator('[data-testid=coupon-status-E2E-BONUS-2026]').getByText('Fully claimed').waitFor();
    await screenshot(admin, 'master-coupons-claimed-light');

    // Khmer.
    await admin.locator('[data-testid=language-switcher]').click();
    await admin.locator('[data-testid=language-km]').click();
    await admin.locator('[data-testid=master-coupons]').getByText('គូប៉ុងថ្មី').waitFor();
    await screenshot(admin, 'master-coupons-km');
    await admin.locator('[data-testid=coupon-status-E2E-BONUS-2026]').getByText('ត្រូវបានទាមទារអស់').waitFor();
    await admin.locator('[data-testid=coupon-new]').click();
    await admin.locator('.p-dialog-enter-done').waitFor();
    await admin.locator('[data-testid=coupon-save]').click();
    await admin.locator('[data-testid=invalid-fields]').getByText('លេខកូដគូប៉ុង').waitFor();
    await screenshot(admin, 'master-coupon-invalid-km');
    await closeDialog(admin, 'coupon-dialog');

    // Dark, in English: switched in place, as the user would.
    await switchLanguage(admin, 'en-US');
    await switchScheme(admin, e2e.portal, 'dark');
    await admin.locator('[data-testid=coupons-table]').getByText('E2E-BONUS-2026').waitFor();
    await admin.locator('[data-testid=master-coupons]').getByText('New coupon').waitFor();
    await screenshot(admin, 'master-coupons-dark');
    await admin.context().close();
  }, 120_000);
});
