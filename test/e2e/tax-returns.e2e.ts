/**
 * Issue 13 in a real browser: a monthly return awaiting the client's approval is approved by the customer acting for
 * the client, at 390 px in Khmer, while a staff member watches the list on another browser change with no reload;
 * the return's lines show each base and rate. The list sorts on the server by a column header (a sort list on a
 * phone); a patent's line names its province. Screenshots: test/artifacts/tax-returns-*.png.
 */
import { screenshot, usePortal } from './harness';

interface ReturnItem { id: string; clientId: string; period: string; status: string }

describe('tax returns: the client approves, the firm sees it live', () => {
  const e2e = usePortal();

  it('customer approves an awaiting monthly return on a phone in Khmer; the staff list shows Approved without a reload', async () => {
    const waiting = (await e2e.portal.api('customer', 'GET', 'api/tax-returns?type=monthly&status=AWAITING_CLIENT')).body as { items: ReturnItem[] };
    expect(waiting.items.length).toBeGreaterThan(0);
    const target = waiting.items[0]!;
    const client = (await e2e.portal.api('admin', 'GET', `api/clients/${target.clientId}`)).body as { nameEn: string };

    // The firm's side: the monthly returns list, row of that client and period.
    const staff = await e2e.signedIn('admin', { path: '/monthly-tax' });
    const row = staff.locator('[data-testid=tax-returns-table] tr', { hasText: client.nameEn }).filter({ hasText: target.period });
    await row.first().waitFor({ timeout: 20_000 });
    expect(await row.first().innerText()).toContain('Awaiting client');

    // The client's side: a phone, in Khmer, the return opened by its link.
    const customer = await e2e.signedIn('customer', { language: 'km', path: `/monthly-tax?return=${target.id}`, context: { viewport: { width: 390, height: 844 } } });
    const detail = customer.locator('[data-testid=tax-return-detail]');
    await detail.waitFor({ timeout: 20_000 });
    // Every line shows its base and rate, so the client sees how each riel was reached.
    expect(await customer.locator('[data-testid=tax-return-lines] tr').count()).toBeGreaterThan(1);
    await screenshot(customer, 'tax-returns-customer-awaiting-390-km');
    await customer.locator('[data-testid=tax-return-action-client-approve]').click();
    const confirm = customer.locator('[data-testid=tax-return-action-confirm]');
    if (await confirm.isVisible().catch(() => false)) await confirm.click();
    await customer.locator('[data-testid=tax-return-action-client-approve]').waitFor({ state: 'detached', timeout: 20_000 });

    // Pushed: the staff list changes on its own.
    await staff.waitForFunction(
      ({ name, period }) => [...document.querySelectorAll('[data-testid=tax-returns-table] tr')]
        .some((tr) => tr.textContent?.includes(name) && tr.textContent.includes(period) && tr.textContent.includes('Approved')),
      { name: client.nameEn, period: target.period }, { timeout: 20_000 },
    );
    await screenshot(staff, 'tax-returns-staff-after-client-approval');
    const after = (await e2e.portal.api('admin', 'GET', `api/tax-returns/${target.id}`)).body as ReturnItem;
    expect(after.status).toBe('APPROVED');
    await customer.context().close();
    await staff.context().close();
  }, 120_000);

  it('sorts the list on the server by a column header, either way, and by the sort list on a phone', async () => {
    const expected = (await e2e.portal.api('admin', 'GET', 'api/tax-returns?type=monthly&sort=totalDue&order=desc&size=20')).body as { items: { totalDue: number }[] };
    const page = await e2e.signedIn('admin', { path: '/monthly-tax' });
    const table = page.locator('[data-testid=tax-returns-table]');
    await table.locator('tbody tr').first().waitFor({ timeout: 20_000 });
    const asked: string[] = [];
    page.on('request', (request) => { if (request.url().includes('/api/tax-returns?')) asked.push(request.url()); });
    const header = table.locator('th', { hasText: 'Total due' });
    await header.click();
    await page.waitForFunction(() => document.querySelector('[data-testid=tax-returns-table] th[aria-sort=ascending]') !== null, undefined, { timeout: 20_000 });
    await header.click();
    await page.waitForFunction(() => document.querySelector('[data-testid=tax-returns-table] th[aria-sort=descending]') !== null, undefined, { timeout: 20_000 });
    // The first row is the server's largest amount (the whole list sorted, not this page).
    const largest = `${expected.items[0]!.totalDue.toLocaleString('en-US')}`;
    await page.waitForFunction((amount) => document.querySelector('[data-testid=tax-returns-table] tbody tr')?.textContent?.includes(amount), largest, { timeout: 20_000 });
    expect(asked.some((url) => url.includes('sort=totalDue') && url.includes('order=desc'))).toBe(true);
    await screenshot(page, 'tax-returns-sorted-by-amount');
    await page.context().close();

    const phone = await e2e.signedIn('admin', { language: 'km', path: '/monthly-tax', context: { viewport: { width: 390, height: 844 } } });
    await phone.locator('[data-testid=tax-returns-sort]').click();
    await phone.locator('.p-dropdown-panel li[role=option]').nth(7).click(); // Total due, descending
    await phone.waitForFunction((amount) => document.querySelector('[data-testid=tax-returns-table] tbody tr')?.textContent?.includes(amount), largest, { timeout: 20_000 });
    await screenshot(phone, 'tax-returns-sorted-390-km');
    await phone.context().close();
  }, 120_000);

  it('names a patent line\'s province (Phnom Penh, in Khmer រាជធានីភ្នំពេញ or as the gazetteer writes it), not its code', async () => {
    const patents = (await e2e.portal.api('admin', 'GET', 'api/tax-returns?type=patent&size=50')).body as { items: { id: string }[] };
    expect(patents.items.length).toBeGreaterThan(0);
    const target = patents.items[0]!;
    const whole = (await e2e.portal.api('admin', 'GET', `api/tax-returns/${target.id}`)).body as { form: { activities: { provinceCode: string }[] } };
    const code = whole.form.activities[0]!.provinceCode;
    const province = (await e2e.portal.api('admin', 'GET', `api/master-data/province?size=100`)).body as { items: { code: string; nameEn: string; nameKm: string }[] };
    const names = province.items.find((p) => p.code === code)!;
    for (const [language, name] of [['en-US', names.nameEn], ['km', names.nameKm]] as const) {
      const page = await e2e.signedIn('admin', { language, path: `/patent-tax-return?return=${target.id}` });
      const label = page.locator('[data-testid=tax-return-lines] tbody tr').first();
      await page.waitForFunction((text) => document.querySelector('[data-testid=tax-return-lines] tbody tr')?.textContent?.includes(text), name, { timeout: 20_000 });
      expect(await label.innerText()).not.toContain(`(${code},`);
      await screenshot(page, `tax-returns-patent-province-${language}`);
      await page.context().close();
    }
  }, 120_000);
});
