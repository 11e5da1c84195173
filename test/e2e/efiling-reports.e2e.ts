/**
 * Issue 14 in a real browser: staff open /efiling-reports, pick a report, filter it, and download its exports (CSV
 * and PDF, in Khmer on a Khmer page); the return's detail downloads its PDF. Screenshots:
 * test/artifacts/efiling-reports-*.png (English and Khmer, light and dark, 1440 and 390 px).
 */
import { readFileSync } from 'node:fs';
import { noSidewaysScroll, screenshot, usePortal, type Page, type PortalSuite } from './harness';
import { typeMonth } from './in-place';

const T = 60_000;

/**
 * Signs admin in to /efiling-reports in a new context. The scheme is 'auto' (it follows the emulated system
 * preference), so one page shows light and dark, and a viewport change shows phone and desktop, without a reload.
 */
async function openReports(e2e: PortalSuite, language: 'en-US' | 'km' = 'en-US'): Promise<Page> {
  const page = await e2e.signedIn('admin', {
    language, scheme: 'auto', path: '/efiling-reports',
    context: { viewport: { width: 1440, height: 900 }, colorScheme: 'light', acceptDownloads: true },
  });
  await page.locator('[data-testid=report-table]').waitFor({ state: 'attached', timeout: T });
  return page;
}

const KHMER_DIGITS = '០១២៣៤៥៦៧៨៩';
/** Khmer digits of a number, as a Khmer page writes a year. */
const khmerDigits = (n: number) => String(n).replace(/\d/g, (d) => KHMER_DIGITS[Number(d)]!);
/** The year at the end of a month as a page writes it ('January 2026', 'មករា ២០២៦'). */
const yearOf = (month: string) => Number(month.replace(/[០-៩]/g, (d) => String(KHMER_DIGITS.indexOf(d))).slice(-4));

/** The system preference and the viewport, then waits until the page shows them: scheme class and theme sheet loaded. */
async function show(page: Page, scheme: 'light' | 'dark', width: number): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
  await page.waitForFunction((wanted) => {
    const link = document.getElementById('cis-theme') as HTMLLinkElement | null;
    return document.body.classList.contains(wanted) && !!link?.sheet && (link.getAttribute('href') ?? '').includes(wanted);
  }, scheme, { timeout: T });
}

describe('e-filing reports in the browser', () => {
  const e2e = usePortal();

  it('filters a report and downloads it as CSV and PDF', async () => {
    const page = await openReports(e2e);
    // Payments by channel over the demo's year: the table and the chart follow the filter.
    await page.locator('[data-testid=report-payments]').click();
    await page.locator('[data-testid=report-table]', { hasText: 'Channel' }).waitFor({ state: 'attached', timeout: T });
    // From January of last year to the page's default end (this year in Phnom Penh): the page must show the rows the
    // API answers for that range (waiting on the count, not on any row, which the default range may already show).
    // The month filters write the month in words in the page's language ('December 2026'), not the browser's.
    const shownTo = await page.locator('[data-testid=filter-to] input').inputValue();
    expect(shownTo).toMatch(/^December \d{4}$/);
    const year = Number(shownTo.slice(-4));
    const to = `${year}-12`;
    const from = `${year - 1}-01`;
    const expected = (await e2e.portal.api<{ totalRows: number }>('admin', 'GET', `api/reports/payments?from=${from}&to=${to}`)).body.totalRows;
    expect(expected).toBeGreaterThan(0);
    const rowsShown = (count: number) => page.waitForFunction(
      (want) => Number(document.querySelector('[data-testid=report-rows]')?.textContent?.replace(/[^\d]/g, '')) === want, count, { timeout: T });
    await typeMonth(page, 'filter-from', `January ${year - 1}`);
    await rowsShown(expected);
    await page.locator('[data-testid=report-table]').locator('td', { hasText: /Bank|Balance|Card/ }).first().waitFor({ state: 'attached', timeout: T });

    // Type filter: stamp returns have no payments in the demo, so the payments report empties.
    await page.locator('[data-testid=filter-type]').click();
    await page.locator('.p-dropdown-item', { hasText: 'Stamp' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid=report-rows]')?.textContent?.trim() === '0', undefined, { timeout: T });
    await page.locator('[data-testid=filter-type]').click();
    await page.locator('.p-dropdown-item', { hasText: 'Any' }).click();
    await rowsShown(expected);

    const [csv] = await Promise.all([page.waitForEvent('download', { timeout: T }), page.locator('[data-testid=export-csv]').click()]);
    expect(csv.suggestedFilename()).toBe(`payments-${from}-${to}.csv`);
    const text = readFileSync((await csv.path())!, 'utf8');
    expect(text.split('\r\n')[0]).toBe('\uFEFFMonth,Channel,Payments,Tax,Penalty and interest,Total paid');
    // Tax, penalty and interest, and their total: each row's total is the sum of its parts.
    const rows = [...text.matchAll(/\r\n\d{4}-\d{2},(?:Bank|Balance|Card),\d+,(\d+),(\d+),(\d+)(?=\r\n)/g)];
    expect(rows.length).toBeGreaterThan(0);
    for (const [, tax, penalty, total] of rows) expect(Number(tax) + Number(penalty)).toBe(Number(total));

    const [pdf] = await Promise.all([page.waitForEvent('download', { timeout: T }), page.locator('[data-testid=export-pdf]').click()]);
    expect(readFileSync((await pdf.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await screenshot(page, 'efiling-reports-payments-1440-en');
    await page.context().close();
  }, 240_000);

  it('shows the reports page in English and Khmer, light and dark, at 1440 and 390 px with no sideways scroll', async () => {
    for (const language of ['en-US', 'km'] as const) {
      const page = await openReports(e2e, language);
      await page.locator('[data-testid=report-chart] canvas').waitFor({ state: 'attached', timeout: T });
      // The month filters speak the page's language (issue 15 point 4): Khmer month names and digits on a Khmer page.
      const from = await page.locator('[data-testid=filter-from] input').inputValue();
      expect(from).toBe(language === 'km' ? `មករា ${khmerDigits(yearOf(from))}` : `January ${yearOf(from)}`);
      // The chart draws with the app's font stack (Khmer glyphs on Khmer pages).
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--font-family'))).toMatch(/Khmer/);
      // Periods, due dates and the generation time read in the language (month names), never as stored codes.
      const month = language === 'km' ? /[\u1780-\u17FF]+ \d{4}/ : /[A-Z][a-z]{2} \d{4}/;
      const isoCode = /\b\d{4}-\d{2}(-\d{2})?\b/;
      for (const [kind, header] of [['filings', /Period|កាលបរិច្ឆេទប្រកាស/], ['overdue', /Days late|ចំនួនថ្ងៃយឺត/]] as const) {
        await page.locator(`[data-testid=report-${kind}]`).click();
        await page.locator('[data-testid=report-table] th').filter({ hasText: header }).first().waitFor({ timeout: T });
        await page.locator('[data-testid=report-table] td').filter({ hasText: month }).first().waitFor({ timeout: T });
        const shown = await page.locator('[data-testid=report-table]').innerText();
        expect({ language, kind, code: isoCode.exec(shown)?.[0] ?? null }).toEqual({ language, kind, code: null });
      }
      await page.locator('[data-testid=report-filings]').click();
      // The longest province name chosen (Banteay Meanchey), so the phone layout shows whether a choice is cut.
      await page.locator('[data-testid=filter-province]').click();
      await page.locator('.p-dropdown-item', { hasText: language === 'km' ? 'បន្ទាយមានជ័យ' : 'Banteay Meanchey' }).click();
      for (const [scheme, width] of [['light', 1440], ['light', 390], ['dark', 390], ['dark', 1440]] as const) {
        await show(page, scheme, width);
        // Laid out for the width (the table becomes cards on a phone, the chart follows its box): nothing wider than the page.
        await noSidewaysScroll(page, { language, scheme, width });
        // Each month filter shows its whole month and year ("December 2026" was cut to "December 202" at 1440 px).
        const cut = await page.evaluate(() => [...document.querySelectorAll<HTMLInputElement>('[data-testid^=filter-] input.p-inputtext')]
          .filter((input) => input.closest('[data-testid=filter-from], [data-testid=filter-to]') && input.scrollWidth > input.clientWidth)
          .map((input) => input.value));
        expect({ language, width, cut }).toEqual({ language, width, cut: [] });
        // A chosen province is shown whole, not cut with an ellipsis ("បន្ទាយមាន..." at 390 px).
        const province = page.locator('[data-testid=filter-province] .p-dropdown-label');
        expect(await province.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
        await page.locator('[data-testid=report-chart] canvas').waitFor({ state: 'visible', timeout: T });
        await screenshot(page, `efiling-reports-${width}-${language}-${scheme}`);
      }
      if (language === 'km') {
        // The month grid in Khmer, by mouse: last year from the year list (Khmer digits), then March.
        await page.locator('[data-testid=filter-from] button').click();
        const year = page.locator('[data-testid=filter-from-year]');
        await year.waitFor({ timeout: T });
        expect(await year.locator('option:checked').textContent()).toBe(khmerDigits(yearOf(from)));
        await screenshot(page, 'efiling-reports-month-picker-km');
        await year.selectOption(String(yearOf(from) - 1));
        await page.locator('.p-monthpicker-month', { hasText: 'មីនា' }).click();
        await page.waitForFunction((want) => document.querySelector<HTMLInputElement>('[data-testid=filter-from] input')?.value === want,
          `មីនា ${khmerDigits(yearOf(from) - 1)}`, { timeout: T });
        // And by keyboard: typed in Khmer words, then through the grid (ArrowDown opens it on the month shown,
        // ArrowRight moves to the next month, Enter picks it).
        await typeMonth(page, 'filter-from', `កុម្ភៈ ${khmerDigits(yearOf(from))}`);
        await page.keyboard.press('ArrowDown');
        await page.locator('.p-monthpicker-month.p-highlight', { hasText: 'កុម្ភៈ' }).waitFor({ timeout: T });
        await page.waitForFunction(() => document.activeElement?.classList.contains('p-monthpicker-month'), undefined, { timeout: T });
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Enter');
        await page.waitForFunction((want) => document.querySelector<HTMLInputElement>('[data-testid=filter-from] input')?.value === want,
          `មីនា ${khmerDigits(yearOf(from))}`, { timeout: T });
      }
      await page.context().close();
    }
  }, 300_000);

  it('downloads a paid return\'s PDF and receipt from its detail', async () => {
    const paid = (await e2e.portal.api('admin', 'GET', 'api/tax-returns?type=monthly&status=PAID')).body as { items: { id: string }[] };
    expect(paid.items.length).toBeGreaterThan(0);
    const page = await e2e.signedIn('admin', { path: `/monthly-tax?return=${paid.items[0]!.id}`, context: { acceptDownloads: true } });
    await page.locator('[data-testid=tax-return-pdf]').waitFor({ timeout: T });
    const [returnPdf] = await Promise.all([page.waitForEvent('download', { timeout: T }), page.locator('[data-testid=tax-return-pdf]').click()]);
    expect(returnPdf.suggestedFilename()).toMatch(/^tax-return-monthly-\d{4}-\d{2}-r\d+\.pdf$/);
    const [receipt] = await Promise.all([page.waitForEvent('download', { timeout: T }), page.locator('[data-testid=tax-return-receipt]').first().click()]);
    expect(receipt.suggestedFilename()).toMatch(/^receipt-monthly-/);
    expect(readFileSync((await receipt.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.context().close();
  }, 180_000);
});
