/**
 * Issues 14 ("Help", "Administration") and 15 point 6 ("Search finds little") in a real browser:
 * - the top-bar search finds, in Khmer and in Latin letters, clients, tax returns, pages and help for staff, and for a
 *   customer only its own clients and returns;
 * - the help pages open articles in Khmer;
 * - the help center and the academy read in Khmer for a Khmer reader (FAQs, a guide, a course step);
 * - /organization edits the company profile and its logo; its search hint shows whole on a phone, in both languages;
 * - screenshots of /helps, /tutorials, /vendor-dashboard/tutorials and /organization in English and Khmer, light and
 *   dark, at 1440 and 390 px (test/artifacts/help-*.png), none scrolling sideways at 390 px, their text (the help
 *   tags, the read-only address) readable in both schemes (WCAG AA contrast, at 1440 px).
 */
import { clientFixture } from '@cis/fixtures';
import { navigate, screenshot, sidewaysOverflow, usePortal, type DemoAccount, type Page, type PortalSuite } from './harness';
import { switchLanguage, switchScheme } from './in-place';
import { contrastViolations } from './contrast';

const T = 60_000;
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/**
 * A page signed in as `account` in its own context (English, light, 1440 px unless told); the test moves it with
 * navigate() (no second cold load).
 */
function signedIn(e2e: PortalSuite, account: DemoAccount, options: { language?: 'en-US' | 'km'; width?: number } = {}): Promise<Page> {
  const { language = 'en-US', width = 1440 } = options;
  return e2e.signedIn(account, { language, scheme: 'light', context: { viewport: { width, height: width < 600 ? 844 : 900 } } });
}

/** Two frames after the last change: the layout and paint of what it changed are done. */
async function painted(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/** Types into the top-bar search (it searches after its 300 ms pause) and answers each group's result links. */
async function searchFor(page: Page, text: string): Promise<Record<string, string[]>> {
  if (!(await page.locator('[data-testid=search-input]').isVisible().catch(() => false))) await page.locator('[data-testid=search-open]').click();
  const input = page.locator('[data-testid=search-input]');
  await input.fill('');
  await input.fill(text);
  await page.locator('[data-testid=search-results]').waitFor({ timeout: T });
  await page.waitForFunction((q) => {
    const box = document.querySelector('[data-testid=search-input]') as HTMLInputElement | null;
    return box?.value === q && !document.querySelector('.search-bar-icon.pi-spinner');
  }, text, { timeout: T });
  await page.waitForTimeout(50);
  return page.evaluate(() => Object.fromEntries([...document.querySelectorAll('[data-testid^=search-group-]')].map((group) => [
    group.getAttribute('data-testid')!.replace('search-group-', ''),
    [...group.querySelectorAll('[data-link]')].map((b) => b.getAttribute('data-link')!),
  ])));
}

describe('search, help and administration', () => {
  const e2e = usePortal();

  it('staff find clients, returns, pages and help by Latin and Khmer words; a customer only its own clients and returns', async () => {
    const bayon = clientFixture(2);
    const angkor = clientFixture(0);
    const page = await signedIn(e2e, 'admin', { language: 'km' });
    await navigate(page, '/dashboards');
    await page.waitForSelector('[data-testid=page-title]', { timeout: T });

    const latin = await searchFor(page, 'Bayon');
    expect(latin.clients).toContain(`/qt-clients/${bayon.id}`);
    expect(latin['tax-returns']?.length).toBeGreaterThan(0);
    // Shown in the reader's language (Khmer here): the client's Khmer name.
    expect(await page.locator('[data-testid=search-group-clients] [data-testid=search-result-label]').first().innerText()).toContain('បាយ័ន');
    await screenshot(page, 'help-search-admin-latin-km');

    const khmer = await searchFor(page, 'ពន្ធ');
    expect(khmer.pages).toEqual(expect.arrayContaining(['/monthly-tax', '/annual-tax', '/patent-tax-return']));
    expect(khmer.help?.length).toBeGreaterThan(0);
    expect((await searchFor(page, 'បាយ័ន')).clients).toContain(`/qt-clients/${bayon.id}`);
    expect((await searchFor(page, 'ja')).help).toContain('/helps?article=due-dates');

    // Following a return opens it on its page.
    await searchFor(page, 'Bayon');
    await page.locator('[data-testid=search-group-tax-returns] [data-link]').first().click();
    await page.locator('[data-testid=tax-return-detail]').waitFor({ timeout: T });
    await page.context().close();

    const phone = await signedIn(e2e, 'customer', { width: 390 });
    await navigate(phone, '/dashboards');
    await phone.waitForSelector('[data-testid=page-title]', { timeout: T });
    const own = await searchFor(phone, 'Angkor');
    // Four demo clients are called Angkor: the customer acts for one.
    expect(own.clients).toEqual([`/qt-clients/${angkor.id}`]);
    expect(own['tax-returns']?.length).toBeGreaterThan(0);
    await screenshot(phone, 'help-search-customer-390');
    const others = await searchFor(phone, 'Bayon');
    expect(others.clients).toBeUndefined();
    expect(others['tax-returns']).toBeUndefined();
    expect((await searchFor(phone, 'អង្គរ')).clients).toEqual([`/qt-clients/${angkor.id}`]);
    expect((await searchFor(phone, 'ពន្ធប្រចាំខែ')).pages).toEqual(['/monthly-tax']);
    await phone.context().close();
  }, 180_000);

  it('the help pages open an article in Khmer, find articles by a Khmer word, and lead to the help center and academy', async () => {
    const page = await signedIn(e2e, 'customer', { language: 'km' });
    await navigate(page, '/helps');
    await page.locator('[data-testid=help-item-return-statuses]').waitFor({ timeout: T });
    await page.locator('[data-testid=help-search]').fill('សមតុល្យ');
    await page.locator('[data-testid=help-item-pay-from-balance]').waitFor({ timeout: T });
    expect(await page.locator('[data-testid=help-item-return-statuses]').count()).toBe(0);
    await page.locator('[data-testid=help-search]').fill('');
    await page.locator('[data-testid=help-item-return-statuses]').click();
    await page.locator('[data-testid=help-article]').waitFor({ timeout: T });
    expect(await page.locator('[data-testid=help-article-title]').innerText()).toBe('អត្ថន័យនៃស្ថានភាពនីមួយៗរបស់លិខិតប្រកាស');
    expect(await page.locator('[data-testid=help-article]').innerText()).toContain('រង់ចាំអតិថិជន');
    expect(page.url()).toContain('article=return-statuses');
    await page.locator('[data-testid=help-link-help-center]').click();
    await page.waitForURL(/\/apps\/help-center/, { timeout: T });
    // The menu leads there too, and to the academy.
    expect(await page.locator('a[href="/apps/academy"]').count()).toBeGreaterThan(0);
    await navigate(page, '/vendor-dashboard/tutorials');
    await page.locator('[data-testid=video-vendor-dashboard-tour]').waitFor({ timeout: T });
    expect(await page.locator('[data-testid=video-vendor-dashboard-tour]').innerText()).toContain('ផ្ទាំងគ្រប់គ្រងអ្នកផ្គត់ផ្គង់');
    await page.context().close();
  }, 120_000);

  it('a link to a help article that does not exist says so, in English and Khmer, and offers the list', async () => {
    for (const language of ['en-US', 'km'] as const) {
      for (const width of [1440, 390]) {
        const page = await signedIn(e2e, 'customer', { language, width });
        await navigate(page, '/helps?article=no-such-article');
        const missing = page.locator('[data-testid=help-article-missing]');
        await missing.waitFor({ timeout: T });
        expect(await missing.innerText()).toContain(language === 'km' ? 'រកមិនឃើញអត្ថបទជំនួយនេះទេ' : 'This help article was not found');
        expect(await missing.innerText()).toContain('no-such-article');
        // The list is there to choose from.
        expect(await page.locator('[data-testid=help-item-return-statuses]').isVisible()).toBe(true);
        expect(await sidewaysOverflow(page)).toBe(0);
        await screenshot(page, `help-article-missing-${language}-${width}`);
        await page.locator('[data-testid=help-article-missing-list]').click();
        await missing.waitFor({ state: 'detached', timeout: T });
        expect(page.url()).not.toContain('article=');
        await page.context().close();
      }
    }
  }, 120_000);

  it('the help center and the academy speak Khmer to a Khmer reader', async () => {
    const page = await signedIn(e2e, 'customer', { language: 'km' });
    await navigate(page, '/apps/help-center/faqs');
    await page.locator('[data-testid=hc-faq-category]').first().waitFor({ timeout: T });
    expect(await page.locator('[data-testid=hc-faq-category]').first().innerText()).toContain('តើខ្ញុំអាចដាក់លិខិតប្រកាសពន្ធអ្វីខ្លះតាមរយៈវិបផតថល?');
    await navigate(page, '/apps/help-center/guides/getting-started/switching-the-language');
    await page.locator('[data-testid=hc-guide] h2').waitFor({ timeout: T });
    expect(await page.locator('[data-testid=hc-guide] h2').innerText()).toBe('ការប្តូរភាសា');
    expect(await page.locator('[data-testid=hc-guide]').innerText()).not.toContain('Open the language menu');
    await navigate(page, '/apps/academy');
    await page.locator('[data-testid=academy-course]').first().waitFor({ timeout: T });
    expect(await page.locator('[data-testid=academy-course]').first().innerText()).toContain('ការដាក់លិខិតប្រកាសពន្ធប្រចាំខែតាមអនឡាញ');
    await page.locator('[data-testid=academy-course] a').first().click();
    await page.locator('[data-testid=course-step] h2').waitFor({ timeout: T });
    expect(await page.locator('[data-testid=course-step] h2').innerText()).toBe('ការបង់ប្រាក់');
    await page.context().close();
  }, 120_000);

  it("/organization's search hint shows whole on a phone, in English and Khmer", async () => {
    for (const language of ['en-US', 'km'] as const) {
      const page = await signedIn(e2e, 'admin', { language, width: 360 });
      await navigate(page, '/organization');
      await page.locator('[data-testid=md-search]').first().waitFor({ timeout: T });
      // The placeholder's text against the room inside the box: a hint wider than that loses its last word.
      const fit = await page.evaluate(() => {
        const input = document.querySelector<HTMLInputElement>('[data-testid=md-search]')!;
        const style = getComputedStyle(input);
        const probe = document.createElement('span');
        probe.style.cssText = `font:${style.font};letter-spacing:${style.letterSpacing};white-space:pre;position:absolute;visibility:hidden`;
        probe.textContent = input.placeholder;
        document.body.appendChild(probe);
        const text = probe.getBoundingClientRect().width;
        probe.remove();
        return { hint: input.placeholder, text, room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
      });
      expect(fit.hint.length).toBeGreaterThan(0);
      expect(fit.text).toBeLessThanOrEqual(fit.room);
      await page.context().close();
    }
  }, 120_000);

  it('/organization edits the company profile and its logo', async () => {
    const page = await signedIn(e2e, 'admin');
    await navigate(page, '/organization');
    await page.locator('[data-testid=org-edit]').waitFor({ timeout: T });
    expect(await page.locator('[data-testid=org-tin]').innerText()).toBe('K001-901234567');
    await page.locator('[data-testid=org-edit]').click();
    const name = page.locator('[data-testid=md-row-dialog] [data-testid=md-input-nameEn]');
    await name.fill('Cis Tax & Accounting Co., Ltd.');
    await page.locator('[data-testid=md-save]').click();
    await page.locator('[data-testid=md-row-dialog]').waitFor({ state: 'detached', timeout: T });
    await page.waitForFunction(() => document.querySelector('[data-testid=org-name]')?.textContent === 'Cis Tax & Accounting Co., Ltd.', undefined, { timeout: T });
    await page.locator('[data-testid=org-logo-input]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG, 'base64') });
    await page.locator('[data-testid=org-logo]').waitFor({ timeout: T });
    const stored = (await e2e.portal.api('admin', 'GET', 'api/master-data/company-profile/firm')).body as { nameEn: string; logo: string };
    expect(stored.nameEn).toBe('Cis Tax & Accounting Co., Ltd.');
    expect(stored.logo).toMatch(/^[0-9a-f]{64}$/);
    // Branches, positions and the price list are on the page, in the generic table.
    expect(await page.locator('[data-testid=md-kind-branch]').count()).toBe(1);
    await page.context().close();
  }, 120_000);

  it('screenshots of the help and administration pages: English and Khmer, light and dark, 1440 and 390 px, no sideways scroll', async () => {
    const pages: Array<[DemoAccount, string, string]> = [
      ['customer', '/helps', 'help-item-due-dates'], ['customer', '/tutorials', 'video-e-filing-intro'], ['customer', '/apps/academy', 'academy-course'],
      ['vendor', '/vendor-dashboard/tutorials', 'video-vendor-dashboard-tour'], ['admin', '/organization', 'org-profile'],
    ];
    const wide: string[] = [];
    const unreadable: string[] = [];
    for (const account of ['customer', 'vendor', 'admin'] as const) {
      // One session and one page per account; the width, language and scheme change in place between pictures (as
      // the user would: window, language switcher, settings drawer), the page moves as a link does.
      const page = await e2e.signedIn(account);
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
        for (const language of ['en-US', 'km'] as const) {
          await switchLanguage(page, language);
          for (const scheme of ['light', 'dark'] as const) {
            await switchScheme(page, e2e.portal, scheme);
            for (const [, path, ready] of pages.filter((p) => p[0] === account)) {
              if (new URL(page.url()).pathname !== path) await navigate(page, path);
              await page.locator(`[data-testid=${ready}]`).first().waitFor({ timeout: T });
              await page.waitForFunction(([l, s]) => document.documentElement.lang === l && document.body.classList.contains(s!), [language, scheme]);
              await painted(page);
              const name = `help-${path.slice(1).replace(/\//g, '-')}-${language === 'km' ? 'km' : 'en'}-${scheme}-${width}`;
              await screenshot(page, name);
              const sideways = await sidewaysOverflow(page);
              if (sideways > 0) wide.push(`${name}: ${sideways}px`);
              if (path === '/organization') {
                // The list tabs: each one inside the nav, or the nav offers its arrows to reach those past its edge.
                const tabs = await page.evaluate(() => {
                  const nav = document.querySelector('.org-lists .p-tabview-nav-content')!.getBoundingClientRect();
                  const cut = Array.from(document.querySelectorAll('.org-lists .p-tabview-nav > li.p-tabview-header'))
                    .filter((li) => li.getBoundingClientRect().right > nav.right + 0.5).length;
                  return { cut, arrows: !!document.querySelector('.org-lists .p-tabview-nav-next') };
                });
                if (tabs.cut > 0 && !tabs.arrows) wide.push(`${name}: ${tabs.cut} tab(s) cut off, no arrows`);
              }
              if (width === 1440) unreadable.push(...(await contrastViolations(page, '#main-content')).map((v) => `${name}: ${v}`));
            }
          }
        }
      }
      await page.context().close();
    }
    expect(wide).toEqual([]);
    expect(unreadable).toEqual([]);
  }, 900_000);
});
