/**
 * Issue 13's screens in a real browser: staff prepare a patent return through the form with its live preview
 * (computed in the browser by contracts' rules), submit it for review, the admin approves, the customer approves,
 * staff file it and record the bank payment: prepare -> review -> file -> pay. The /tasks work queue shows the
 * counts of GET api/tax-returns/tasks and the menu badge; a draft edited by two people merges without losing either
 * change; the forms at 390 px in Khmer have no sideways scroll. Screenshots: test/artifacts/tax-returns-form-*.png.
 */
import { TAX_DEMO_CLIENTS } from '@cis/fixtures';
import { newContext, noSidewaysScroll, screenshot, signIn, usePortal, type Page } from './harness';
import { typeDay } from './in-place';

const T = 40_000;
const [ANGKOR] = TAX_DEMO_CLIENTS;
const PHONE = { viewport: { width: 390, height: 844 } };

/** Opens a PrimeReact dropdown and picks the option holding `text` (typed into its filter when it has one). */
async function pick(page: Page, testId: string, text: string): Promise<void> {
  await page.locator(`[data-testid="${testId}"]`).click();
  const panel = page.locator('.p-dropdown-panel').last();
  await panel.waitFor({ timeout: T });
  const filter = panel.locator('input.p-dropdown-filter');
  if (await filter.count()) await filter.fill(text);
  // An empty text takes the first option (a client whose name in Khmer the test does not know).
  await (text ? panel.locator('li[role=option]', { hasText: text }) : panel.locator('li[role=option]')).first().click();
  await panel.waitFor({ state: 'hidden', timeout: T });
}

async function typeAmount(page: Page, testId: string, value: string): Promise<void> {
  const input = page.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"]`).first();
  await input.click();
  await input.fill(value);
  await input.press('Tab');
}

async function act(page: Page, action: string, inputs: Record<string, string> = {}): Promise<void> {
  await page.locator(`[data-testid=tax-return-action-${action}]`).click();
  for (const [field, value] of Object.entries(inputs)) {
    // Days are typed into the page's day picker as an English page writes them.
    if (field === 'filedAt' || field === 'paidOn') await typeDay(page, `tax-return-input-${field}`, value, 'en');
    // The bank is picked from master data's banks, found by its code.
    else if (field === 'bankCode') await pick(page, 'tax-return-input-bankCode', value);
    else await page.locator(`[data-testid=tax-return-input-${field}]`).fill(value);
  }
  const confirm = page.locator('[data-testid=tax-return-action-confirm]');
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
  await page.locator(`[data-testid=tax-return-action-${action}]`).waitFor({ state: 'detached', timeout: T });
}

describe('tax returns: the forms, the work queue and the whole life of a return in a browser', () => {
  const e2e = usePortal();

  it('staff prepare a patent return with the live preview; review, client approval, filing and payment follow', async () => {
    const activity = `Rice mill E2E ${Date.now()}`;
    const year = String(new Date().getUTCFullYear());
    const staff = await e2e.signedIn('staff', { path: '/patent-tax-return' });
    await staff.locator('[data-testid=tax-returns-add]').click();
    const form = staff.locator('[data-testid=tax-return-form]');
    await form.waitFor({ timeout: T });
    await pick(staff, 'tax-return-client', ANGKOR.name);
    expect(await staff.locator('[data-testid=tax-return-period]').inputValue()).toBe(year);
    await staff.locator('[data-testid=txr-activities-add]').isVisible();
    await staff.locator('[data-testid=txr-activity-name-0]').fill(activity);
    await pick(staff, 'txr-activity-province-0', 'Phnom Penh');
    await typeDay(staff, 'txr-activity-start-0', `${Number(year) - 3}-02-01`, 'en');
    await typeAmount(staff, 'txr-annual-turnover', '900000000');
    await pick(staff, 'txr-category', 'Medium');

    // The preview is computed in the browser as the user types: lines with base and rate, total, due date.
    const total = staff.locator('[data-testid=tax-return-preview-total]');
    await total.waitFor({ timeout: T });
    const lines = staff.locator('[data-testid=tax-return-preview-lines] li');
    expect(await lines.count()).toBeGreaterThan(0);
    expect(await lines.first().innerText()).toMatch(/×/);
    const previewTotal = (await total.innerText()).replace(/\D/g, '');
    await screenshot(staff, 'tax-returns-form-patent-1440-en');

    // A second activity row can be added and removed again.
    await staff.locator('[data-testid=txr-activities-add]').click();
    expect(await staff.locator('[data-testid=txr-activities-row]').count()).toBe(2);
    await staff.locator('[data-testid=txr-activities-remove-1]').click();
    expect(await staff.locator('[data-testid=txr-activities-row]').count()).toBe(1);

    await staff.locator('[data-testid=tax-return-create]').click();
    const detail = staff.locator('[data-testid=tax-return-detail]');
    await detail.waitFor({ timeout: T });
    // The authority (the BFF) agrees with the browser's preview.
    expect((await staff.locator('[data-testid=tax-return-total]').innerText()).replace(/\D/g, '')).toBe(previewTotal);
    const id = new URL(staff.url()).searchParams.get('return')!;
    expect(id).toBeTruthy();
    await act(staff, 'submit-for-review');

    // The reviewer (admin) approves from the link.
    const admin = await e2e.signedIn('admin', { path: `/patent-tax-return?return=${id}` });
    await admin.locator('[data-testid=tax-return-detail]').waitFor({ timeout: T });
    await act(admin, 'approve');

    // The client approves on a phone.
    const customer = await e2e.signedIn('customer', { path: `/patent-tax-return?return=${id}`, context: PHONE });
    await customer.locator('[data-testid=tax-return-detail]').waitFor({ timeout: T });
    await act(customer, 'client-approve');
    await customer.context().close();

    // Staff file it and record the bank payment.
    await staff.waitForFunction(() => !!document.querySelector('[data-testid=tax-return-action-file]'), undefined, { timeout: T });
    await act(staff, 'file', { reference: 'GDT-E2E-1', filedAt: `${year}-03-20` });
    await act(staff, 'pay', { bankCode: 'ACLBKHPP', reference: 'ACL-E2E-1', paidOn: `${year}-03-21` });
    const paid = (await e2e.portal.api('staff', 'GET', `api/tax-returns/${id}`)).body as { status: string; payments: { reference: string }[]; clientName: string };
    expect(paid).toMatchObject({ status: 'PAID', payments: [{ reference: 'ACL-E2E-1' }], clientName: ANGKOR.name });
    await screenshot(staff, 'tax-returns-form-paid-1440-en');

    // The tax report history lists it with its payment, found by the payment's reference.
    await staff.goto(`${e2e.portal.url}/payment-online-transactions-history`);
    await staff.locator('[data-testid=filed-returns-search]').fill('ACL-E2E-1');
    await staff.waitForFunction(() => {
      const rows = [...document.querySelectorAll('[data-testid=filed-returns-table] tbody tr')];
      return rows.length === 1 && rows[0]!.textContent!.includes('ACL-E2E-1');
    }, undefined, { timeout: T });
    expect(await staff.locator('[data-testid=filed-returns-table] tbody tr').first().innerText()).toContain(ANGKOR.name);
    await screenshot(staff, 'tax-returns-history-1440-en');
    await admin.context().close();
    await staff.context().close();
  }, 180_000);

  it('/tasks shows the work queue\'s counts and the menu badge; it follows a submission live', async () => {
    const context = await newContext(e2e.browser);
    const page = await context.newPage();
    await signIn(page, e2e.portal, 'admin', '/tasks');
    const counts = (await e2e.portal.api('admin', 'GET', 'api/tax-returns/tasks')).body.counts as Record<string, number>;
    for (const [queue, count] of Object.entries(counts)) {
      await page.waitForFunction(({ queue, count }) =>
        document.querySelector(`[data-testid=tasks-count-${queue}] .tasks-count-value`)?.textContent === String(count), { queue, count }, { timeout: T });
    }
    const badge = counts.awaitingMyReview + counts.returnedToMe;
    if (badge > 0) {
      await page.waitForFunction((n) => [...document.querySelectorAll('[data-testid=nav-badge-efiling-reports]')].some((b) => b.textContent?.trim() === String(n)), badge, { timeout: T });
    }
    await screenshot(page, 'tax-returns-tasks-1440-en');

    // Staff submit a new stamp return: the admin's queue and badge count it without a reload.
    const day = '2026-02-11';
    const created = await e2e.portal.api('staff', 'POST', 'api/tax-returns', {
      type: 'stamp', clientId: ANGKOR.id, period: day, form: { instrument: 'signboard', areaDm2: 40, lit: true, foreignScript: false, installedOn: day },
    });
    expect(created.status).toBe(201);
    await e2e.portal.api('staff', 'POST', `api/tax-returns/${created.body.id}/submit-for-review`, {});
    await page.waitForFunction((n) => document.querySelector('[data-testid=tasks-count-awaitingMyReview] .tasks-count-value')?.textContent === String(n),
      counts.awaitingMyReview + 1, { timeout: T });
    await page.waitForFunction((n) => [...document.querySelectorAll('[data-testid=nav-badge-efiling-reports]')].some((b) => b.textContent?.trim() === String(n)),
      badge + 1, { timeout: T });
    await context.close();

    const km = await e2e.signedIn('admin', { language: 'km', path: '/tasks', context: PHONE });
    await km.locator('[data-testid=tasks-queue-awaitingMyReview] [data-testid=tasks-item]').first().waitFor({ timeout: T });
    await noSidewaysScroll(km, 'tasks 390 km');
    await screenshot(km, 'tax-returns-tasks-390-km');
    await km.context().close();
  }, 120_000);

  it('a draft changed by someone else meanwhile shows both changes to merge; forms fit 390 px in Khmer', async () => {
    const period = '2026-01';
    const created = await e2e.portal.api('staff', 'POST', 'api/tax-returns', { type: 'monthly', clientId: ANGKOR.id, period, form: { turnover: 10_000_000 } });
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    const page = await e2e.signedIn('admin', { language: 'km', path: `/monthly-tax?return=${id}`, context: PHONE });
    await page.locator('[data-testid=tax-return-edit]').click();
    await page.locator('[data-testid=tax-return-form]').waitFor({ timeout: T });
    await page.locator('[data-testid=tax-return-preview-total]').waitFor({ timeout: T });

    // Meanwhile staff save another change (the public lighting base).
    const other = await e2e.portal.api('staff', 'PATCH', `api/tax-returns/${id}`, { version: created.body.version, form: { turnover: 10_000_000, publicLighting: 4_000_000 } });
    expect(other.status).toBe(200);

    // This user adds an employee: the autosave meets the other change.
    await page.locator('[data-testid=txr-salaries-add]').click();
    await page.locator('[data-testid=txr-salary-employee-0]').fill('Sok Dara');
    await typeAmount(page, 'txr-salary-gross-0', '2350000');
    await page.locator('[data-testid=tax-return-conflict]').waitFor({ timeout: T });
    expect(await page.locator('[data-testid=tax-return-conflict-publicLighting]').count()).toBe(1);
    expect(await page.locator('[data-testid=tax-return-conflict-salaries]').count()).toBe(1);
    await noSidewaysScroll(page, 'monthly form conflict 390 km');
    await screenshot(page, 'tax-returns-form-conflict-390-km');
    // Keep theirs for public lighting and mine for the salaries: both survive.
    await page.locator('[data-testid=tax-return-conflict-theirs-publicLighting]').click();
    await page.locator('[data-testid=tax-return-conflict-merge]').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=tax-return-save-state]')?.getAttribute('data-state') === 'saved', undefined, { timeout: T });
    const merged = (await e2e.portal.api('staff', 'GET', `api/tax-returns/${id}`)).body as { form: { publicLighting?: number; salaries?: { employee: string }[] } };
    expect(merged.form.publicLighting).toBe(4_000_000);
    expect(merged.form.salaries?.[0]?.employee).toBe('Sok Dara');
    await page.locator('[data-testid=tax-return-form-close]').click();
    await page.locator('[data-testid=tax-return-detail]').waitFor({ timeout: T });

    // The stamp form on the phone in Khmer: a signboard with the preview.
    await page.goto(`${e2e.portal.url}/stamp-tax-return`);
    await page.locator('[data-testid=tax-returns-add]').click();
    await pick(page, 'tax-return-client', '');
    await page.locator('[data-testid=tax-return-period]').fill('2026-02-12');
    await pick(page, 'txr-instrument', 'ស្លាកយីហោ');
    await typeAmount(page, 'txr-area', '40');
    await typeDay(page, 'txr-installed', '2026-02-12', 'km');
    // The day as a Khmer page writes it (d/m/yyyy), not the browser's mm/dd/yyyy (issue 15, point 4).
    expect(await page.locator('[data-testid=txr-installed] input').inputValue()).toBe('12/2/2026');
    await page.locator('[data-testid=tax-return-preview-total]').waitFor({ timeout: T });
    await noSidewaysScroll(page, 'stamp form 390 km');
    await screenshot(page, 'tax-returns-form-stamp-390-km');
    await page.locator('[data-testid=tax-return-preview]').scrollIntoViewIfNeeded();
    await screenshot(page, 'tax-returns-form-stamp-preview-390-km');
    await page.context().close();

    // The monthly form at 1440 in English, with salaries and withholdings lists.
    const en = await e2e.signedIn('staff', { path: '/monthly-tax' });
    await en.locator('[data-testid=tax-returns-add]').click();
    await pick(en, 'tax-return-client', ANGKOR.name);
    await en.locator('[data-testid=tax-return-period]').fill('2025-11');
    await typeAmount(en, 'txr-turnover', '120000000');
    await typeAmount(en, 'txr-vat-sales', '100000000');
    await typeAmount(en, 'txr-vat-purchases', '40000000');
    await en.locator('[data-testid=txr-salaries-add]').click();
    await en.locator('[data-testid=txr-salary-employee-0]').fill('Sok Dara');
    await typeAmount(en, 'txr-salary-gross-0', '2350000');
    await en.locator('[data-testid=txr-withholdings-add]').click();
    await en.locator('[data-testid=txr-wht-payee-0]').fill('Landlord');
    await pick(en, 'txr-wht-type-0', 'Rent of');
    await typeAmount(en, 'txr-wht-amount-0', '5000000');
    await en.locator('[data-testid=tax-return-preview-total]').waitFor({ timeout: T });
    expect(await en.locator('[data-testid=tax-return-preview-lines] li', { hasText: '60,000' }).count()).toBeGreaterThan(0);
    await screenshot(en, 'tax-returns-form-monthly-1440-en');

    // The customer's dashboard: its clients' next due dates and amounts.
    const customer = await e2e.signedIn('customer', { path: '/dashboards' });
    await customer.locator('[data-testid=tax-summary-client]').first().waitFor({ timeout: T });
    await screenshot(customer, 'tax-returns-dashboard-customer-1440-en');
    await en.goto(`${e2e.portal.url}/dashboards`);
    await en.locator('[data-testid=tax-summary-overdue]:not([aria-busy])').waitFor({ timeout: T });
    await screenshot(en, 'tax-returns-dashboard-staff-1440-en');
    await customer.context().close();
    await en.context().close();
  }, 180_000);
  it('a refusal is said inside the dialog that sent it, in the reader\'s language: a period already filed, too low a balance', async () => {
    // Angkor Rice's filed monthly return (demo data): its period cannot be started again, and its tax is more than the
    // customer's balance.
    const filed = await e2e.portal.api('staff', 'GET', `api/tax-returns?type=monthly&status=FILED&clientId=${ANGKOR.id}`);
    const [existing] = filed.body.items as { id: string; period: string; totalDue: number }[];
    expect(existing).toBeDefined();

    const staff = await e2e.signedIn('staff', { path: '/monthly-tax' });
    await staff.locator('[data-testid=tax-returns-add]').click();
    const form = staff.locator('[data-testid=tax-return-form]');
    await form.waitFor({ timeout: T });
    await pick(staff, 'tax-return-client', ANGKOR.name);
    await staff.locator('[data-testid=tax-return-period]').fill(existing.period);
    await typeAmount(staff, 'txr-turnover', '12345678');
    await staff.locator('[data-testid=tax-return-create]').click();
    // Before, the refusal went to the page's alert under the dialog's mask: the dialog itself said nothing.
    const refusal = form.locator('[data-testid=tax-return-refusal]');
    await refusal.waitFor({ timeout: T });
    expect(await refusal.innerText()).toContain('already exists');
    expect(await refusal.isVisible()).toBe(true);
    // Nothing typed is lost.
    expect(await staff.locator('[data-testid="txr-turnover"] input, input[data-testid="txr-turnover"]').first().inputValue()).toContain('12,345,678');
    await screenshot(staff, 'tax-returns-refusal-exists-1440-en');
    await staff.locator('[data-testid=tax-return-refusal-open-existing]').click();
    await staff.locator('[data-testid=tax-return-detail]').waitFor({ timeout: T });
    expect(new URL(staff.url()).searchParams.get('return')).toBe(existing.id);
    await staff.context().close();

    // The customer pays it from too low a balance, on a phone in Khmer: the refusal shows in the pay form, in view.
    const customer = await e2e.signedIn('customer', { language: 'km', path: `/monthly-tax?return=${existing.id}`, context: PHONE });
    await customer.locator('[data-testid=tax-return-action-pay]').click();
    await customer.locator('[data-testid=tax-return-pay-balance]').check();
    await customer.locator('[data-testid=tax-return-action-confirm]').click();
    const said = customer.locator('[data-testid=tax-return-action-form] [data-testid=tax-return-refusal]');
    await said.waitFor({ timeout: T });
    const text = await said.innerText();
    expect(text).toMatch(/[\u1780-\u17FF]/);
    expect(text).not.toMatch(/[A-Za-z]{3,}/);
    await customer.waitForFunction(() => {
      const box = document.querySelector('[data-testid=tax-return-action-form] [data-testid=tax-return-refusal]')?.getBoundingClientRect();
      return !!box && box.top >= 0 && box.bottom <= window.innerHeight;
    }, undefined, { timeout: T });
    await noSidewaysScroll(customer, 'pay refused 390 km');
    await screenshot(customer, 'tax-returns-refusal-balance-390-km');
    expect((await e2e.portal.api('staff', 'GET', `api/tax-returns/${existing.id}`)).body.status).toBe('FILED');

    // A link to a return of a client the customer does not act for reads as not found, with nothing to try again.
    const mine = new Set(((await e2e.portal.api('customer', 'GET', 'api/tax-returns?size=200')).body.items as { id: string }[]).map((r) => r.id));
    const all = (await e2e.portal.api('staff', 'GET', 'api/tax-returns?size=200')).body.items as { id: string; type: string }[];
    const another = all.find((r) => r.type === 'monthly' && !mine.has(r.id));
    expect(another).toBeDefined();
    await customer.goto(`${e2e.portal.url}/monthly-tax?return=${another!.id}`);
    const notFound = customer.locator('[data-testid=tax-return-not-found]');
    await notFound.waitFor({ timeout: T });
    expect(await notFound.innerText()).toMatch(/[\u1780-\u17FF]/);
    expect(await customer.locator('[data-testid=tax-return-failed-retry]').count()).toBe(0);
    await customer.context().close();
  }, 120_000);
  it('staff narrow a type\'s list to one client and a period', async () => {
    const all = await e2e.portal.api('staff', 'GET', `api/tax-returns?type=monthly&clientId=${ANGKOR.id}`);
    const items = all.body.items as { period: string }[];
    const year = items[0]!.period.slice(0, 4);
    const ofYear = items.filter((r) => r.period.startsWith(year)).length;
    const staff = await e2e.signedIn('staff', { path: '/monthly-tax' });
    const rows = staff.locator('[data-testid=tax-returns-table] tbody tr');
    await rows.first().waitFor({ timeout: T });
    await pick(staff, 'tax-returns-client', ANGKOR.name);
    await staff.waitForFunction((n) => document.querySelectorAll('[data-testid=tax-returns-table] tbody tr').length === n, items.length, { timeout: T });
    // A half-typed period is said to be wrong and not sent; a whole one narrows the list.
    await staff.locator('[data-testid=tax-returns-period]').fill('20');
    expect(await staff.locator('#tax-returns-period-bad').isVisible()).toBe(true);
    await staff.locator('[data-testid=tax-returns-period]').fill(year);
    await staff.waitForFunction((n) => document.querySelectorAll('[data-testid=tax-returns-table] tbody tr').length === n, ofYear, { timeout: T });
    expect(await staff.locator('#tax-returns-period-bad').count()).toBe(0);
    for (const text of await rows.allInnerTexts()) expect(text).toContain(ANGKOR.name);
    await screenshot(staff, 'tax-returns-list-filtered-1440-en');
    await staff.context().close();

    const phone = await e2e.signedIn('staff', { path: '/monthly-tax', language: 'km', context: PHONE });
    await phone.locator('[data-testid=tax-returns-period]').waitFor({ timeout: T });
    await noSidewaysScroll(phone, 'monthly list filters 390 km');
    await screenshot(phone, 'tax-returns-list-filters-390-km');
    await phone.context().close();
  }, 120_000);
});
