/**
 * Issue 13 in a real browser: a customer pays a filed return by card through the sandbox provider's page inside the
 * return's dialog and sees it PAID; its online payments list and the bank user's page name the return the payment
 * paid (not a top-up). Then staff upload an attachment to a return and download it back, byte for byte.
 * Screenshots at 1440 and 390 px, English and Khmer: test/artifacts/tax-returns-card-*.png, tax-returns-attachments-*.png.
 */
import { readFileSync } from 'node:fs';
import { ROOT, newContext, screenshot, signIn, usePortal, type Page, type Portal } from './harness';
import { openRoute, switchLanguage } from './in-place';

interface ReturnItem {
  id: string; clientId: string; type: string; period: string; status: string; clientName: string; totalDue: number;
  paymentDue: { tax: number; penalty: number; total: number };
}

const PHONE = { width: 390, height: 844 };
/** The PAID status as a Khmer reader sees it. */
const KM_PAID: string = JSON.parse(readFileSync(`${ROOT}/web/src/features/tax-returns/i18n/km.json`, 'utf8')).taxReturns.status.PAID;
/** The sandbox provider's approve button, in the page's language. */
const APPROVE = { en: 'Approve', km: 'យល់ព្រម' } as const;

/** Opens the pay action, picks the card, confirms, and answers the sandbox provider's page inside the dialog's frame. */
async function payByCard(page: Page, language: 'en' | 'km', shot: string): Promise<void> {
  await page.locator('[data-testid=tax-return-action-pay]').click();
  await page.locator('[data-testid=tax-return-pay-card]').check();
  await screenshot(page, `${shot}-choose`);
  await page.locator('[data-testid=tax-return-action-confirm]').click();
  const frame = page.frameLocator('[data-testid=tax-return-card-frame]');
  const approve = frame.getByRole('button', { name: APPROVE[language] });
  await approve.waitFor({ timeout: 20_000 });
  await screenshot(page, `${shot}-provider`);
  await approve.click();
  await page.locator('[data-testid=tax-return-card-success]').waitFor({ timeout: 20_000 });
  await screenshot(page, `${shot}-paid`);
  await page.locator('[data-testid=tax-return-card-close]').click();
}

/** A small monthly return of the client, prepared, reviewed, approved, filed and paid from the customer's balance. */
async function balancePaidReturn(portal: Portal, clientId: string): Promise<{ id: string; period: string }> {
  const mine = ((await portal.api('staff', 'GET', `api/tax-returns?type=monthly&clientId=${clientId}&size=100`)).body as { items: ReturnItem[] }).items;
  const taken = new Set(mine.map((r) => r.period));
  const period = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`).find((p) => !taken.has(p))!;
  const created = await portal.api('staff', 'POST', 'api/tax-returns', { type: 'monthly', clientId, period, form: { turnover: 2_000_000 } });
  expect(created.status).toBe(201);
  const id = (created.body as ReturnItem).id;
  const steps: [Parameters<Portal['api']>[0], string, object][] = [
    ['staff', 'submit-for-review', {}], ['admin', 'approve', {}], ['customer', 'client-approve', {}],
    ['staff', 'file', { reference: `GDT-E2E-${period}`, filedAt: '2026-11-20' }], ['customer', 'pay', { method: 'balance' }],
  ];
  for (const [who, action, body] of steps) expect((await portal.api(who, 'POST', `api/tax-returns/${id}/${action}`, body)).status).toBe(200);
  return { id, period };
}

describe('tax returns: paid by card through the provider, attachments uploaded and downloaded', () => {
  const e2e = usePortal();
  let filed: ReturnItem[] = [];
  beforeAll(async () => {
    // The demo's filed returns of a client the customer acts for (a monthly one and a patent one).
    filed = ((await e2e.portal.api('customer', 'GET', 'api/tax-returns?status=FILED&size=50')).body as { items: ReturnItem[] }).items;
  }, 60_000);

  it('the customer pays a filed return by card (1440 px English, 390 px Khmer); it is PAID, and listed with its return for the customer and the bank user', async () => {
    const monthly = filed.find((r) => r.type === 'monthly' && r.totalDue > 0);
    const patent = filed.find((r) => r.type === 'patent' && r.totalDue > 0);
    expect(monthly && patent).toBeTruthy();

    // Desktop, English: the monthly return.
    const customer = await e2e.signedIn('customer', { path: `/monthly-tax?return=${monthly!.id}` });
    await customer.locator('[data-testid=tax-return-detail]').waitFor({ timeout: 20_000 });
    // The demo's filed monthly return is overdue: the dialog shows tax, penalty and interest, and the total it charges.
    const due = ((await e2e.portal.api('customer', 'GET', `api/tax-returns/${monthly!.id}`)).body as ReturnItem).paymentDue;
    expect(due.penalty).toBeGreaterThan(0);
    await customer.locator('[data-testid=tax-return-action-pay]').click();
    const digits = (s: string) => s.replace(/\D/g, '');
    expect(digits(await customer.locator('[data-testid=tax-return-pay-penalty]').innerText())).toBe(String(due.penalty));
    expect(digits(await customer.locator('[data-testid=tax-return-pay-total]').innerText())).toBe(String(due.total));
    await payByCard(customer, 'en', 'tax-returns-card-1440-en');
    await customer.locator('[data-testid=tax-return-detail] [data-testid=tax-return-status]', { hasText: 'Paid' }).waitFor({ timeout: 20_000 });
    expect(await customer.locator('[data-testid=tax-return-payments]').innerText()).toMatch(/card/i);
    const paidMonthly = (await e2e.portal.api('customer', 'GET', `api/tax-returns/${monthly!.id}`)).body as ReturnItem & { payments: { method: string; reference: string; amount: number; penalty?: number }[] };
    expect(paidMonthly.status).toBe('PAID');
    // The card charged the total; the return records the tax and the penalty apart.
    expect(paidMonthly.payments.find((p) => p.method === 'card')).toMatchObject({ amount: due.tax, penalty: due.penalty });
    const tranId = paidMonthly.payments.find((p) => p.method === 'card')!.reference;

    // The customer's own online payments: the payment shows as the return's, not as a top-up.
    await customer.keyboard.press('Escape');
    await openRoute(customer, '/vendor-dashboard/billing-payment');
    const ownRow = customer.locator('[data-testid=own-topups] tr', { hasText: tranId });
    await ownRow.waitFor({ timeout: 20_000 });
    expect(await ownRow.locator('[data-testid=transaction-tax-return]').innerText()).toContain(monthly!.period);
    expect(await ownRow.innerText()).not.toContain('Top-up of the main balance');
    await screenshot(customer, 'tax-returns-card-1440-en-billing');

    // A return paid from the balance: the dashboard's balance history names it (not "balance movement").
    const fromBalance = await balancePaidReturn(e2e.portal, monthly!.clientId);
    await openRoute(customer, '/vendor-dashboard');
    const debit = customer.locator('[data-testid=vendor-history] tr', { hasText: fromBalance.period });
    await debit.waitFor({ timeout: 20_000 });
    expect(await debit.innerText()).toContain('Tax return paid from the balance');
    expect(await debit.locator('[data-testid=transaction-tax-return]').getAttribute('href')).toContain(fromBalance.id);
    await screenshot(customer, 'tax-returns-card-1440-en-dashboard');
    await customer.context().close();

    // Phone, Khmer: the patent return.
    const mobile = await e2e.signedIn('customer', { language: 'km', path: `/patent-tax-return?return=${patent!.id}`, context: { viewport: PHONE } });
    await mobile.locator('[data-testid=tax-return-detail]').waitFor({ timeout: 20_000 });
    await payByCard(mobile, 'km', 'tax-returns-card-390-km');
    await mobile.locator('[data-testid=tax-return-detail] [data-testid=tax-return-status]', { hasText: KM_PAID }).waitFor({ timeout: 20_000 });
    expect(((await e2e.portal.api('customer', 'GET', `api/tax-returns/${patent!.id}`)).body as ReturnItem).status).toBe('PAID');
    await mobile.keyboard.press('Escape');
    await openRoute(mobile, '/vendor-dashboard/billing-payment');
    await mobile.locator('[data-testid=own-topups] [data-testid=transaction-tax-return]').first().waitFor({ timeout: 20_000 });
    await screenshot(mobile, 'tax-returns-card-390-km-billing');
    await openRoute(mobile, '/vendor-dashboard');
    await mobile.locator('[data-testid=vendor-history] [data-testid=transaction-tax-return]').first().scrollIntoViewIfNeeded({ timeout: 20_000 });
    await screenshot(mobile, 'tax-returns-card-390-km-dashboard');
    await mobile.context().close();

    // The bank user: the transaction, with the return it paid as a link; the top-ups' figure leaves it out.
    const bank = await e2e.signedIn('admin', { path: '/payment-online-transactions' });
    await bank.locator('[data-testid=tx-filter-customer]').fill(tranId);
    const bankRow = bank.locator('[data-testid=online-transactions-table] tr', { hasText: tranId });
    await bankRow.waitFor({ timeout: 20_000 });
    const link = bankRow.locator('[data-testid=transaction-tax-return]');
    expect(await link.innerText()).toContain(monthly!.period);
    expect(await link.getAttribute('href')).toContain(monthly!.id);
    await bank.locator('[data-testid=tx-totals-returns]').waitFor();
    expect(await bank.locator('[data-testid=tx-totals-topups]').innerText()).toMatch(/៛\s?0\b|\b0\s?៛|\b0\b/);
    await screenshot(bank, 'tax-returns-card-1440-en-bank');
    // Below, the paid returns with their payments: the card payment under its return.
    const paidRow = bank.locator('[data-testid=paid-returns] tr', { hasText: tranId });
    await paidRow.waitFor({ timeout: 20_000 });
    expect(await paidRow.innerText()).toContain(monthly!.period);
    await paidRow.scrollIntoViewIfNeeded();
    await screenshot(bank, 'tax-returns-card-1440-en-bank-paid-returns');
    await bank.setViewportSize(PHONE);
    await switchLanguage(bank, 'km');
    await bankRow.locator('[data-testid=transaction-tax-return]').waitFor();
    await screenshot(bank, 'tax-returns-card-390-km-bank');
    await bank.context().close();
  }, 240_000);

  it('staff upload a working paper to a return and download it back (1440 px English, 390 px Khmer)', async () => {
    const drafts = ((await e2e.portal.api('staff', 'GET', 'api/tax-returns?type=monthly&status=DRAFT&size=10')).body as { items: ReturnItem[] }).items;
    expect(drafts.length).toBeGreaterThan(0);
    const target = drafts[0]!;
    const context = await newContext(e2e.browser);
    const page = await context.newPage();
    await signIn(page, e2e.portal, 'staff', `/monthly-tax?return=${target.id}`);
    await page.locator('[data-testid=tax-return-attachments]').waitFor({ timeout: 20_000 });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    await page.locator('[data-testid=tax-return-attachment-file]').setInputFiles({ name: 'ledger-2026.pdf', mimeType: 'application/pdf', buffer: pdf });
    const item = page.locator('[data-testid=tax-return-attachment]', { hasText: 'ledger-2026.pdf' });
    await item.waitFor({ timeout: 20_000 });
    await item.scrollIntoViewIfNeeded();
    await screenshot(page, 'tax-returns-attachments-1440-en');

    const [download] = await Promise.all([page.waitForEvent('download'), item.locator('[data-testid=tax-return-attachment-download]').click()]);
    expect(download.suggestedFilename()).toBe('ledger-2026.pdf');
    expect(readFileSync((await download.path())!)).toEqual(pdf);

    await context.close();

    // A phone in Khmer: the return's dialog with its attachment (the dialog covers the language switcher: a fresh context).
    const mobile = await e2e.signedIn('staff', { language: 'km', path: `/monthly-tax?return=${target.id}`, context: { viewport: PHONE } });
    const kmItem = mobile.locator('[data-testid=tax-return-attachment]', { hasText: 'ledger-2026.pdf' });
    await kmItem.waitFor({ timeout: 20_000 });
    await kmItem.scrollIntoViewIfNeeded();
    await screenshot(mobile, 'tax-returns-attachments-390-km');
    await mobile.context().close();
  }, 120_000);
});
