/**
 * Issue 13 in a real browser: a monthly return awaiting the client's approval is approved by the customer acting for
 * the client, at 390 px in Khmer, while a staff member watches the list on another browser change with no reload;
 * the return's lines show each base and rate. Screenshots: test/artifacts/tax-returns-*.png.
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
});
