/**
 * The client registry in a real browser (docs/clients.md, "Screen"): what a firm's staff member meets first when
 * registering a client on a phone. The invalid-fields list names the fields by their labels in the page's language,
 * a client with a very long name keeps the page within a phone's width, and the count agrees with one client.
 */
import { noSidewaysScroll, usePortal } from './harness';
import { openRoute, switchLanguage } from './in-place';

const T = 60_000;

describe('the client registry in the browser', () => {
  const e2e = usePortal();

  it('names the invalid fields by their labels, wraps a long name on a phone and counts one client', async () => {
    // A name of 200 letters without a space, in Latin and Khmer (the longest the registry takes).
    const longName = 'Sovannaphumi'.repeat(16).slice(0, 200);
    const created = await e2e.portal.api<{ id: string; tin: string }>('admin', 'POST', 'api/clients', {
      tin: 'A001-000000777', nameKh: 'ក្រុមហ៊ុនពាណិជ្ជកម្មស្រូវអង្ករ'.repeat(6), nameEn: longName, legalForm: 'company', sector: 'services',
      annualTurnover: 1_000_000, address: { provinceCode: '12', districtCode: null, communeCode: null, villageCode: null, street: '' },
    });
    expect(created.status).toBe(201);

    const page = await e2e.signedIn('admin', { language: 'en-US', path: '/qt-clients/new', context: { viewport: { width: 1440, height: 900 } } });
    await page.locator('[data-testid=client-save]').waitFor({ timeout: T });
    // Every chosen value is shown whole: the sector read "Services and commer..." in its 15rem column.
    const cut = () => page.locator('.qtc-field .p-dropdown-label').evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent));
    expect(await cut()).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('[data-testid=client-save]').click();
    const list = page.locator('[data-testid=invalid-fields]');
    await list.waitFor({ timeout: T });
    const english = await list.locator('li').allTextContents();
    expect(english).toEqual(['TIN', 'Name (Khmer)', 'Name (Latin)', 'Annual turnover (riel)', 'Province']);
    await switchLanguage(page, 'km');
    await page.waitForFunction(() => document.querySelector('[data-testid=invalid-fields] li')?.textContent === 'លេខអត្តសញ្ញាណកម្មសារពើពន្ធ', undefined, { timeout: T });
    expect(await list.locator('li').allTextContents()).toEqual(['លេខអត្តសញ្ញាណកម្មសារពើពន្ធ', 'ឈ្មោះ (ខ្មែរ)', 'ឈ្មោះ (ឡាតាំង)', 'ផលរបរប្រចាំឆ្នាំ (រៀល)', 'ខេត្ត/រាជធានី']);
    await switchLanguage(page, 'en-US');

    await openRoute(page, `/qt-clients/${created.body.id}`);
    await page.locator('[data-testid=client-title]', { hasText: longName }).waitFor({ timeout: T });
    await noSidewaysScroll(page, 'a client with a 200-letter name at 390 px');

    await openRoute(page, '/qt-clients');
    await page.locator('.qtc-search input').fill(created.body.tin);
    await page.locator('.qtc-count', { hasText: /^1 client$/ }).waitFor({ timeout: T });
    await noSidewaysScroll(page, 'the list showing the long name at 390 px');
  }, 3 * T);

  it("shows a customer its client's preparer by name, read only, in Khmer on a phone", async () => {
    const own = (await e2e.portal.api<{ items: { id: string; preparerId: string | null }[] }>('customer', 'GET', 'api/clients')).body.items;
    const client = own.find((c) => c.preparerId !== null)!;
    const page = await e2e.signedIn('customer', { language: 'km', path: `/qt-clients/${client.id}`, context: { viewport: { width: 390, height: 844 } } });
    await page.locator('[data-testid=client-read-only]').waitFor({ timeout: T });
    const preparer = page.locator('[data-testid=client-preparer-name]');
    await page.waitForFunction(() => !!document.querySelector<HTMLInputElement>('[data-testid=client-preparer-name]')?.value, undefined, { timeout: T });
    expect(await preparer.inputValue()).toBe('Sokha Chan');
    const values = await page.locator('#main-content input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(values).not.toContain(client.preparerId);
    await noSidewaysScroll(page, "a customer's client page in Khmer at 390 px");
  }, 2 * T);

  it('says why a document was refused, in Khmer: a web page named .pdf is no PDF', async () => {
    const client = (await e2e.portal.api<{ items: { id: string }[] }>('admin', 'GET', 'api/clients?size=1')).body.items[0]!;
    const page = await e2e.signedIn('admin', { language: 'km', path: `/qt-clients/${client.id}`, context: { viewport: { width: 390, height: 844 } } });
    await page.locator('[data-testid=client-upload-input]').waitFor({ state: 'attached', timeout: T });
    await page.locator('[data-testid=client-upload-input]').setInputFiles({
      name: 'contract.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
    });
    // Before: the invalid-fields list named the field in English ("File") and not what was wrong with it.
    await page.getByText('ឯកសារនេះមិនមែនជា PDF, PNG ឬ JPEG ទេ។').waitFor({ timeout: T });
    expect(await page.locator('[data-testid=invalid-fields]').count()).toBe(0);
  }, 2 * T);
});
