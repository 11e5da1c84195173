/**
 * Issue 12 in a real browser: /master-table. An administrator picks a kind (payment methods), searches it in Latin
 * and in Khmer, creates a row, edits it, reads its history and retires it; a reader without the kind's UPDATE code
 * (a staff account holding ALL_FUNCTIONS_READ: no demo account opens /master-table without an UPDATE code) sees no
 * edit control; an effective-dated kind (rates) shows its validFrom and validTo. Screenshots:
 * test/artifacts/master-table-*.png (English and Khmer, 1440 and 390 px), with no sideways scroll on a phone.
 */
import { linkTokenFor, newContext, noSidewaysScroll, screenshot, usePortal, type Page } from './harness';
import { openRoute, switchLanguage } from './in-place';

const T = 30_000;

/** The payment-method table's body rows' text, once the table has loaded rows matching `want`. */
async function rowsShown(page: Page, want: (rows: string[]) => boolean): Promise<string[]> {
  const read = () => page.locator('[data-testid=md-table] tbody tr').allTextContents();
  const deadline = Date.now() + T;
  for (;;) {
    const rows = await read();
    if (want(rows)) return rows;
    if (Date.now() > deadline) throw new Error(`rows never matched: ${JSON.stringify(rows)}`);
    await page.waitForTimeout(100);
  }
}

/** Types into the kind's search box (it searches after a pause) and waits until the rows are those of the search. */
async function search(page: Page, text: string, want: (rows: string[]) => boolean): Promise<string[]> {
  await page.locator('[data-testid=md-search]').fill(text);
  return rowsShown(page, want);
}

describe('master data in the browser', () => {
  const e2e = usePortal();

  it('an administrator searches payment methods in Latin and Khmer, creates one, edits it, reads its history and retires it', async () => {
    const page = await e2e.signedIn('admin', { path: '/master-table' });
    await page.locator('[data-testid=md-kind-link-payment-method]').click();
    await page.locator('[data-testid=md-kind-payment-method]').waitFor({ timeout: T });
    await rowsShown(page, (rows) => rows.some((r) => r.includes('Bank transfer')));

    // Latin and Khmer search (the Khmer name of "Cash at the office").
    expect(await search(page, 'cheque', (rows) => rows.length === 1 && rows[0]!.includes('Cheque'))).toHaveLength(1);
    expect(await search(page, 'សាច់ប្រាក់', (rows) => rows.length === 1 && rows[0]!.includes('Cash at the office'))).toHaveLength(1);
    await search(page, '', (rows) => rows.some((r) => r.includes('Bank transfer')) && rows.some((r) => r.includes('Cash')));

    // Create.
    await page.locator('[data-testid=md-new]').click();
    const dialog = page.locator('[data-testid=md-row-dialog]');
    await dialog.waitFor({ timeout: T });
    await dialog.locator('[data-testid=md-input-code]').fill('wing');
    await dialog.locator('[data-testid=md-input-nameEn]').fill('Wing wallet');
    await dialog.locator('[data-testid=md-input-nameKm]').fill('កាបូបវីង');
    await screenshot(page, 'master-table-new-row-1440-en');
    await dialog.locator('[data-testid=md-save]').click();
    await dialog.waitFor({ state: 'detached', timeout: T });
    await rowsShown(page, (rows) => rows.some((r) => r.includes('wing') && r.includes('Wing wallet')));
    const created = (await e2e.portal.api<{ items: { id: string; nameEn: string }[] }>('admin', 'GET', 'api/master-data/payment-method?search=wing')).body.items;
    expect(created.map((r) => r.nameEn)).toEqual(['Wing wallet']);
    const id = created[0]!.id;

    // Edit (found by its Khmer name).
    await search(page, 'វីង', (rows) => rows.length === 1 && rows[0]!.includes('Wing wallet'));
    await page.locator(`[data-testid="md-edit-${id}"]`).click();
    await dialog.waitFor({ timeout: T });
    expect(await dialog.locator('[data-testid=md-input-code]').isDisabled()).toBe(true);
    await dialog.locator('[data-testid=md-input-nameEn]').fill('Wing Bank wallet');
    await dialog.locator('[data-testid=md-save]').click();
    await dialog.waitFor({ state: 'detached', timeout: T });
    await rowsShown(page, (rows) => rows.length === 1 && rows[0]!.includes('Wing Bank wallet'));

    // History: created, then the name changed (newest first).
    await page.locator(`[data-testid="md-history-${id}"]`).click();
    const history = page.locator('[data-testid=md-history]');
    await history.locator('[data-testid=md-history-entry]').nth(1).waitFor({ timeout: T });
    const entries = await history.locator('[data-testid=md-history-entry]').allTextContents();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatch(/Changed[\s\S]*Wing wallet\s*→\s*Wing Bank wallet/);
    expect(entries[1]).toMatch(/Created[\s\S]*Wing wallet/);
    expect(entries[1]).toMatch(/Active\s*Yes/);
    expect(entries.join(' ')).toContain('Sokha Chan');
    await screenshot(page, 'master-table-history-1440-en');
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'detached', timeout: T });

    // Retire (the portal's delete: the row leaves the list, its history stays).
    await page.locator(`[data-testid="md-retire-${id}"]`).click();
    await page.locator('.p-confirm-dialog-accept').click();
    await rowsShown(page, (rows) => rows.length === 1 && rows[0]!.includes('No rows match'));
    const retired = (await e2e.portal.api<{ retired: boolean }>('admin', 'GET', `api/master-data/payment-method/${id}`)).body;
    expect(retired.retired).toBe(true);
    await page.context().close();
  }, 180_000);

  it('a reader without the UPDATE code sees the rows and their history, and no control to change them', async () => {
    const email = 'reader@cis.test';
    const invited = await e2e.portal.api('admin', 'POST', '/api/accounts', { email, name: 'Dara Reader', kind: 'staff', permissions: ['ALL_FUNCTIONS_READ'] });
    expect(invited.status).toBe(200);
    const set = await fetch(`${e2e.portal.url}/api/auth/reset-password`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: linkTokenFor(e2e.portal, email), password: 'reader-pass-2026' }),
    });
    expect(set.status).toBe(200);
    const page = await (await newContext(e2e.browser)).newPage();
    await page.goto(`${e2e.portal.url}/sign-in?redirectURL=${encodeURIComponent('/master-table?kind=payment-method')}`);
    await page.locator('input[type=email]').first().fill(email);
    await page.locator('input[type=password]').first().fill('reader-pass-2026');
    await page.locator('button[type=submit]').first().click();
    await page.locator('[data-testid=md-kind-payment-method]').waitFor({ timeout: T });
    await rowsShown(page, (rows) => rows.some((r) => r.includes('Bank transfer')));
    await page.locator('[data-testid=md-read-only]').waitFor({ timeout: T });
    const table = page.locator('[data-testid=md-kind-payment-method]');
    expect(await table.locator('[data-testid=md-new], [data-testid=md-import-open], [data-testid^=md-edit-], [data-testid^=md-retire-]').count()).toBe(0);
    expect(await table.locator('[data-testid=md-table] [data-testid^=md-history-]').count()).toBeGreaterThan(0);
    await page.context().close();
  }, 120_000);

  it('an effective-dated kind shows when each row is in force; the page fits 1440 and 390 px in English and Khmer', async () => {
    const page = await e2e.signedIn('admin', { path: '/master-table' });
    await page.locator('[data-testid=md-kind-link-rate]').click();
    const rates = page.locator('[data-testid=md-kind-rate]');
    await rates.waitFor({ timeout: T });
    await rowsShown(page, (rows) => rows.length > 0 && !rows[0]!.includes('No'));
    const headers = await rates.locator('[data-testid=md-table] thead th').allTextContents();
    expect(headers).toEqual(expect.arrayContaining([expect.stringContaining('Valid from'), expect.stringContaining('Valid to')]));
    // Each rate is in force from a day, written in the page's language.
    const validFrom = headers.findIndex((h) => h.includes('Valid from'));
    const firstFrom = () => rates.locator('[data-testid=md-table] tbody tr').first().locator('td').nth(validFrom).locator('.md-day').textContent();
    expect(await firstFrom()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await rates.locator('[data-testid=md-active-on]').waitFor({ timeout: T });

    for (const language of ['en-US', 'km'] as const) {
      await switchLanguage(page, language);
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
        for (const kind of ['rate', 'payment-method'] as const) {
          await openRoute(page, `/master-table?kind=${kind}`);
          await page.locator(`[data-testid=md-kind-${kind}] [data-testid=md-table] tbody tr`).first().waitFor({ timeout: T });
          if (language === 'km') {
            await page.locator(`[data-testid=md-kind-${kind}] h2`, { hasText: kind === 'rate' ? 'អត្រា' : 'វិធីទូទាត់' }).waitFor({ timeout: T });
            // Names and days in Khmer: the Khmer name column, the day with a Khmer month.
            if (kind === 'rate' && width === 1440) {
              const khmerHeaders = await page.locator('[data-testid=md-kind-rate] [data-testid=md-table] thead th').allTextContents();
              expect(khmerHeaders).toEqual(expect.arrayContaining([expect.stringContaining('ឈ្មោះ (ខ្មែរ)')]));
              expect(await firstFrom()).toMatch(/^\d{1,2} (មករា|កុម្ភៈ|មីនា|មេសា|ឧសភា|មិថុនា|កក្កដា|សីហា|កញ្ញា|តុលា|វិច្ឆិកា|ធ្នូ) \d{4}$/);
            }
          }
          await noSidewaysScroll(page, `${kind} ${language} ${width}`);
          await screenshot(page, `master-table-${kind}-${width}-${language}`);
        }
      }
    }
    await page.context().close();
  }, 240_000);

  it('on a phone, a refused field above the Save button is brought into view (the list of invalid fields is behind the dialog)', async () => {
    const page = await e2e.signedIn('admin', { path: '/master-table?kind=rate', context: { viewport: { width: 390, height: 844 } } });
    await page.locator('[data-testid=md-new]').click({ timeout: T });
    const content = page.locator('[data-testid=md-row-dialog] .p-dialog-content');
    await content.waitFor({ timeout: T });
    // A new row starts at its code (the keyboard's first field), not at the dialog's close button.
    await page.waitForFunction(() => document.activeElement?.id === 'md-rate-code', undefined, { timeout: T });
    // The form scrolled to its end, as after filling the last field; the code (the first field) is left empty.
    await page.locator('[data-testid=md-input-source]').fill('Prakas 2027');
    await content.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    expect(await content.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await page.locator('[data-testid=md-save]').click();
    const problem = page.locator('[data-testid=md-problem-code]');
    await problem.waitFor({ timeout: T });
    await page.waitForFunction(() => {
      const shown = document.querySelector('[data-testid="md-row-dialog"] .p-dialog-content')!.getBoundingClientRect();
      const message = document.querySelector('[data-testid="md-problem-code"]')!.getBoundingClientRect();
      return message.top >= shown.top && message.bottom <= shown.bottom;
    }, undefined, { timeout: T });
    await screenshot(page, 'master-table-refused-field-390');
    await page.context().close();
  }, 60_000);

  it("the client page picks its address with the shared picker: a province narrows the districts, names by language", async () => {
    const client = (await e2e.portal.api<{ items: { id: string }[] }>('admin', 'GET', 'api/clients?size=1')).body.items[0]!;
    const districts = (await e2e.portal.api<{ items: { nameEn: string; nameKm: string }[] }>('admin', 'GET', 'api/master-data/district?parent=17&size=100')).body.items;
    const siemReap = (await e2e.portal.api<{ items: { code: string; nameEn: string }[] }>('admin', 'GET', 'api/master-data/province?size=100')).body.items.find((p) => p.code === '17')!;
    expect(districts.length).toBeGreaterThan(0);
    const page = await e2e.signedIn('admin', { path: `/qt-clients/${client.id}` });
    const picker = page.locator('[data-testid=client-address-picker]');
    await picker.locator('[data-testid=client-address-village] .p-dropdown-label:not(.p-placeholder)').waitFor({ timeout: T });
    const options = async (level: string) => {
      await picker.locator(`[data-testid=client-address-${level}]`).click();
      const items = page.locator('.p-dropdown-panel .p-dropdown-item');
      await items.first().waitFor({ timeout: T });
      return items;
    };
    // Siem Reap (code 17): the district list becomes Siem Reap's, and the levels below are cleared.
    await (await options('province')).filter({ hasText: siemReap.nameEn }).first().click();
    await picker.locator('[data-testid=client-address-district] .p-placeholder').waitFor({ timeout: T });
    expect(await picker.locator('[data-testid=client-address-village] .p-dropdown-label').textContent()).toBe('Choose');
    const shown = await (await options('district')).allTextContents();
    expect([...shown].sort()).toEqual(districts.map((d) => d.nameEn).sort());
    await page.keyboard.press('Escape');
    // In Khmer, the same list by its Khmer names.
    await switchLanguage(page, 'km');
    const khmer = await (await options('district')).allTextContents();
    expect([...khmer].sort()).toEqual(districts.map((d) => d.nameKm).sort());
    await page.keyboard.press('Escape');
    await page.locator('.p-dropdown-panel').waitFor({ state: 'detached', timeout: T });
    await screenshot(page, 'master-table-client-address-km');
    await page.context().close();
  }, 120_000);
});
