/**
 * Issue 6 end to end: the vendor tops up through the built-in sandbox provider (approve and decline) and claims a
 * coupon; the balance widget follows without a reload. Then the vendor pages and the staff transaction listings,
 * screenshotted in light and dark.
 */
import { launchBrowser, newContext, screenshot, signIn, startPortal, type Browser, type Page, type Portal } from './harness';

const VENDOR_OPENING = '៛1,250,000';

/** The dialog's opening animation scales it: measure once it has finished. */
async function settled(page: Page) {
  await page.locator('.p-dialog-enter-done').waitFor();
}

async function openTopUp(page: Page) {
  await page.locator('[data-testid=balance-widget]').click();
  await page.locator('[data-testid=balance-topup]').click();
  await page.locator('[data-testid=topup-dialog]').waitFor();
}

/** Types an amount, continues, and answers the sandbox provider's page inside the dialog's frame. */
async function payInSandbox(page: Page, amount: string, decision: 'Approve' | 'Decline', shot?: string) {
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
  let portal: Portal;
  let browser: Browser;
  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  it('approve: the dialog reports success and the widget shows the new balance without a reload', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, portal, 'vendor');
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

    const api = await portal.api('vendor', 'GET', 'api/customers/P24-200001/balance');
    expect(api.body).toEqual({ customerBalance: 1_300_000, couponBalance: 40_000 });
    await context.close();
  }, 90_000);

  it('decline: the error alert "Your top up is not success!" and an unchanged balance', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, portal, 'vendor');
    const before = (await portal.api('vendor', 'GET', 'api/customers/P24-200001/balance')).body;
    await openTopUp(page);
    await payInSandbox(page, '20000', 'Decline');
    await page.locator('[data-testid=system-alert]').getByText('Your top up is not success!').waitFor({ timeout: 15_000 });
    await page.locator('[data-testid=topup-failure]').waitFor();
    await screenshot(page, 'vendor-topup-declined-light');
    expect((await portal.api('vendor', 'GET', 'api/customers/P24-200001/balance')).body).toEqual(before);
    await context.close();
  }, 90_000);

  it('decline in Khmer shows the Khmer alert', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, portal, 'vendor');
    await page.locator('[data-testid=language-switcher]').click();
    await page.locator('[data-testid=language-km]').click();
    await openTopUp(page);
    await payInSandbox(page, '20000', 'Decline');
    await page.locator('[data-testid=system-alert]').getByText('ការបញ្ចូលទឹកប្រាក់របស់អ្នកមិនបានជោគជ័យទេ!').waitFor({ timeout: 15_000 });
    await screenshot(page, 'vendor-topup-declined-km');
    await context.close();
  }, 90_000);

  it('coupon claim: the success alert and the new coupon balance; a used code shows the reason in the dialog', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, portal, 'vendor');
    const before = (await portal.api('vendor', 'GET', 'api/customers/P24-200001/balance')).body;
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
    await context.close();
  }, 90_000);

  it('vendor pages: dashboard history from the log, account, billing and payment, exchange rates; light and dark', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const context = await newContext(browser);
      await context.addInitScript((value) => localStorage.setItem('cis.appearance', value), JSON.stringify({ scheme }));
      const page = await context.newPage();
      await signIn(page, portal, 'vendor');
      await page.goto(`${portal.url}/vendor-dashboard`);
      const history = page.locator('[data-testid=vendor-history]');
      // The approved top-up and the coupon claim of the tests above, newest first, from the event log.
      await history.getByText('WELCOME2026').waitFor();
      await history.getByText('Top up', { exact: false }).first().waitFor();
      await expect(history.locator('tbody tr').count()).resolves.toBeGreaterThanOrEqual(4);
      await screenshot(page, `vendor-dashboard-${scheme}`);

      await page.goto(`${portal.url}/vendor-dashboard/vendor-general`);
      await page.locator('[data-testid=vendor-general]').getByText('P24-200001').waitFor();
      await screenshot(page, `vendor-general-${scheme}`);

      await page.goto(`${portal.url}/vendor-dashboard/billing-payment`);
      await page.locator('[data-testid=own-topups] tbody tr').first().waitFor();
      await page.locator('[data-testid=own-topups]').getByText('Failed').first().waitFor();
      await page.locator('[data-testid=own-claims]').getByText('WELCOME2026').waitFor();
      await screenshot(page, `vendor-billing-payment-${scheme}`);

      await page.goto(`${portal.url}/vendor-dashboard/exchange-rate`);
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
      }
      await context.close();
    }
  }, 120_000);

  it('payment staff: filter, page and export the online payment transactions and the history', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const context = await newContext(browser, { acceptDownloads: true });
      await context.addInitScript((value) => localStorage.setItem('cis.appearance', value), JSON.stringify({ scheme }));
      const page = await context.newPage();
      await signIn(page, portal, 'staff');
      await page.goto(`${portal.url}/payment-online-transactions`);
      await page.locator('[data-testid=tx-totals]').getByText(/\d+ transactions/).waitFor();
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
      await page.goto(`${portal.url}/payment-online-transactions-history`);
      await page.locator('[data-testid=transactions-history-table] tbody tr').first().waitFor();
      await expect(page.locator('[data-testid=transactions-history-table] .status-tag').allTextContents())
        .resolves.toEqual(expect.arrayContaining(['Success']));
      expect(new Set(await page.locator('[data-testid=transactions-history-table] .status-tag').allTextContents())).toEqual(new Set(['Success']));
      await screenshot(page, `payment-online-transactions-history-${scheme}`);
      await context.close();
    }
  }, 120_000);
});
