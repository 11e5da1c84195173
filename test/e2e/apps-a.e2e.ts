/**
 * Chat, contacts, inventory, file manager and help center, walked as a new user would: open, search, edit, save,
 * reload and see the change kept; plus live updates between two signed-in users, and every screen in both schemes.
 */
import {
  launchBrowser, newContext, screenshot, signIn, startPortal, type Browser, type BrowserContext, type DemoAccount, type Page, type Portal,
} from './harness';

const T = 20_000;

async function contextFor(browser: Browser, portal: Portal, account: DemoAccount, scheme: 'light' | 'dark' = 'light', language = 'en-US'): Promise<BrowserContext> {
  const context = await newContext(browser);
  await context.addInitScript(([s, lang]) => {
    localStorage.setItem('cis.appearance', JSON.stringify({ scheme: s }));
    localStorage.setItem('cis.language', lang!);
  }, [scheme, language]);
  const page = await context.newPage();
  await signIn(page, portal, account);
  await page.close();
  return context;
}

async function open(context: BrowserContext, portal: Portal, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${portal.url}${path}`);
  await page.waitForSelector('[data-testid=page-title]', { timeout: T });
  return page;
}

describe('apps: chat, contacts, inventory, file manager, help center', () => {
  let portal: Portal;
  let browser: Browser;
  let admin: BrowserContext;
  let staff: BrowserContext;
  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    admin = await contextFor(browser, portal, 'admin');
    staff = await contextFor(browser, portal, 'staff');
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  it('contacts: search, tag filter, edit with emails, phones and notes, refuse an empty name, keep the change after reload', async () => {
    const all = (await portal.api('admin', 'GET', 'api/apps/contacts/all')).body as Array<{ id: string; name: string; tags: string[] }>;
    const page = await open(admin, portal, '/apps/contacts');
    await page.waitForSelector('[data-testid=contact-row]', { timeout: T });
    expect(await page.locator('[data-testid=contact-row]').count()).toBe(all.length);

    const target = all[5]!;
    const word = target.name.split(' ')[0]!;
    await page.fill('[data-testid=contacts-search]', word);
    await page.waitForFunction((w) => {
      const rows = [...document.querySelectorAll('[data-testid=contact-row]')];
      return rows.length > 0 && rows.every((r) => (r.textContent ?? '').toLowerCase().includes(w.toLowerCase()));
    }, word, { timeout: T });
    await page.fill('[data-testid=contacts-search]', 'zzzz-nobody');
    await page.waitForSelector('[data-testid=contacts-empty]', { timeout: T });
    await page.fill('[data-testid=contacts-search]', '');

    // Tag filter: only contacts with that tag remain.
    const tags = (await portal.api('admin', 'GET', 'api/apps/contacts/tags')).body as Array<{ id: string; title: string }>;
    const tag = tags[0]!;
    await page.click('[data-testid=contacts-tag-filter]');
    await page.click(`li[role=option]:has-text("${tag.title}")`);
    const tagged = all.filter((c) => c.tags.includes(tag.id)).length;
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=contact-row]').length === n, tagged, { timeout: T });
    await screenshot(page, 'apps-contacts-list-light');

    await page.goto(`${portal.url}/apps/contacts/${target.id}`);
    await page.waitForSelector('[data-testid=contact-view]', { timeout: T });
    await page.click('[data-testid=contact-edit]');
    await page.waitForSelector('[data-testid=contact-editor]', { timeout: T });

    // An empty name is refused before sending, with the invalid-fields list.
    await page.fill('#ct-name', '');
    await page.click('[data-testid=contact-save]');
    await page.waitForSelector('[data-testid=invalid-fields]', { timeout: T });
    expect(await page.textContent('[data-testid=invalid-fields]')).toContain('Contact name');

    // Avatar: a picture over 1 MiB is refused in the browser; a small one is stored and shown.
    const picker = page.locator('.ct-head-actions input[type=file]');
    await picker.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(1024 * 1024 + 1) });
    await page.waitForSelector('[data-testid=system-alert]', { timeout: T });
    expect(await page.textContent('[data-testid=system-alert]')).toContain('1 MB');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.waitForSelector('.ct-big-avatar img[src^="data:image/png"]', { timeout: T });

    await page.fill('#ct-name', 'Chenda Walkthrough');
    await page.click('[data-testid=contact-add-email]');
    await page.locator('[data-testid=contact-email-line] input[type=email]').last().fill('chenda.walk@example.com');
    await page.click('[data-testid=contact-add-phone]');
    await page.locator('[data-testid=contact-phone-line] input[type=tel]').last().fill('12 345 678');
    await page.click('#ct-notes');
    await page.keyboard.type('Files VAT every month.');
    await screenshot(page, 'apps-contacts-editor-light');
    await page.click('[data-testid=contact-save]');
    await page.waitForSelector('[data-testid=contact-view]', { timeout: T });
    expect(await page.textContent('[data-testid=contact-name]')).toBe('Chenda Walkthrough');

    await page.reload();
    await page.waitForSelector('[data-testid=contact-view]', { timeout: T });
    expect(await page.textContent('[data-testid=contact-name]')).toBe('Chenda Walkthrough');
    const view = await page.textContent('[data-testid=contact-view]');
    expect(view).toContain('chenda.walk@example.com');
    expect(view).toContain('+855 12 345 678');
    expect(await page.textContent('[data-testid=contact-notes]')).toContain('Files VAT every month.');
    expect(await page.locator('.ct-big-avatar img').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await screenshot(page, 'apps-contacts-detail-light');
    await page.close();
  }, 90_000);

  it('contacts: a change made by the admin shows on the staff member\'s open screen without reload', async () => {
    const all = (await portal.api('admin', 'GET', 'api/apps/contacts/all')).body as Array<{ id: string; name: string }>;
    const target = all[10]!;
    const staffPage = await open(staff, portal, `/apps/contacts/${target.id}`);
    await staffPage.waitForSelector('[data-testid=contact-view]', { timeout: T });
    expect(await staffPage.textContent('[data-testid=contact-name]')).toBe(target.name);

    const adminPage = await open(admin, portal, `/apps/contacts/${target.id}?edit=1`);
    await adminPage.waitForSelector('[data-testid=contact-editor]', { timeout: T });
    await adminPage.fill('#ct-name', 'Renamed Live By Admin');
    await adminPage.click('[data-testid=contact-save]');
    await adminPage.waitForSelector('[data-testid=contact-view]', { timeout: T });

    await staffPage.waitForFunction(
      () => document.querySelector('[data-testid=contact-name]')?.textContent === 'Renamed Live By Admin',
      undefined,
      { timeout: 5_000 },
    );
    // The list on the left follows too.
    expect(await staffPage.textContent('[data-testid=contacts-list]')).toContain('Renamed Live By Admin');
    await adminPage.close();
    await staffPage.close();
  }, 60_000);

  it('inventory: server-side search, sort and paging; edit price, tax and active; kept after reload; live for another user', async () => {
    const page = await open(admin, portal, '/apps/ecommerce/inventory');
    const rows = page.locator('[data-testid=inventory-table] tbody tr.inv-row');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=inventory-table] tbody tr.inv-row').length === 10, undefined, { timeout: T });
    await screenshot(page, 'apps-inventory-list-light');

    // Paging: the second page holds the rest of the 23 products.
    await page.click('.p-paginator-next');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=inventory-table] tbody tr.inv-row').length === 10 && document.querySelector('.p-paginator-page.p-highlight')?.textContent === '2', undefined, { timeout: T });
    await page.click('.p-paginator-first');

    // Sort by price descending: the first row is the most expensive product.
    const expensive = (await portal.api('admin', 'GET', 'api/apps/ecommerce/inventory/products?sort=price&order=desc&size=1')).body.products[0];
    await page.click('th:has-text("Price")');
    await page.click('th:has-text("Price")');
    await page.waitForFunction((name) => document.querySelector('[data-testid=inventory-table] tbody tr.inv-row')?.textContent?.includes(name), expensive.name, { timeout: T });

    // Search on the server.
    const word = expensive.name.split(' ')[0];
    await page.fill('[data-testid=inventory-search]', word);
    await page.waitForFunction((w) => {
      const trs = [...document.querySelectorAll('[data-testid=inventory-table] tbody tr.inv-row')];
      return trs.length > 0 && trs.every((tr) => (tr.textContent ?? '').toLowerCase().includes(w.toLowerCase()));
    }, word, { timeout: T });
    await page.fill('[data-testid=inventory-search]', 'no-such-watch');
    await page.waitForSelector('[data-testid=inventory-empty]', { timeout: T });
    await page.fill('[data-testid=inventory-search]', word);
    await rows.first().waitFor({ timeout: T });
    await rows.first().click();
    await page.waitForSelector('[data-testid=product-editor]', { timeout: T });
    const productUrl = page.url();

    // Another user has the table open and sees the new price without reloading.
    const staffPage = await open(staff, portal, '/apps/ecommerce/inventory?x=1');
    await staffPage.fill('[data-testid=inventory-search]', word);

    await page.fill('#inv-basePrice', '');
    await page.type('#inv-basePrice', '100');
    await page.fill('#inv-taxPercent', '');
    await page.type('#inv-taxPercent', '10');
    await page.click('#inv-name');
    await page.waitForFunction(() => document.querySelector('[data-testid=product-price]')?.textContent?.includes('$110.00'), undefined, { timeout: T });
    const wasActive = await page.locator('[data-testid=product-active] input').isChecked();
    await page.click('[data-testid=product-active]');
    await screenshot(page, 'apps-inventory-product-light');
    await page.click('[data-testid=product-save]');
    await page.waitForFunction(() => (document.querySelector('[data-testid=product-save]') as HTMLButtonElement | null)?.disabled === true, undefined, { timeout: T });

    await staffPage.waitForFunction(() => document.querySelector('[data-testid=inventory-table] tbody')?.textContent?.includes('$110.00'), undefined, { timeout: 5_000 });

    await page.goto(productUrl);
    await page.waitForSelector('[data-testid=product-editor]', { timeout: T });
    expect(await page.textContent('[data-testid=product-price]')).toContain('$110.00');
    expect(await page.locator('[data-testid=product-active] input').isChecked()).toBe(!wasActive);
    await staffPage.close();
    await page.close();
  }, 90_000);

  it('chat: send a message to a colleague; it appends at once and the colleague sees it live; kept after reload', async () => {
    const adminId = (await portal.token('admin')).user.id as string;
    const staffId = (await portal.token('staff')).user.id as string;
    const adminChat = ((await portal.api('admin', 'GET', 'api/apps/chat/chats')).body as Array<{ id: string; contactId: string }>).find((c) => c.contactId === staffId)!;
    const staffChat = ((await portal.api('staff', 'GET', 'api/apps/chat/chats')).body as Array<{ id: string; contactId: string }>).find((c) => c.contactId === adminId)!;

    const staffPage = await open(staff, portal, `/apps/chat/${staffChat.id}`);
    await staffPage.waitForSelector('[data-testid=chat-messages]', { timeout: T });
    const page = await open(admin, portal, '/apps/chat');
    await page.waitForSelector('[data-testid=chat-item]', { timeout: T });
    await screenshot(page, 'apps-chat-list-light');
    await page.fill('[data-testid=chat-search]', 'zzzz');
    await page.waitForSelector('[data-testid=chat-empty]', { timeout: T });
    await page.fill('[data-testid=chat-search]', '');
    await page.click(`a[href="/apps/chat/${adminChat.id}"]`);
    await page.waitForSelector('[data-testid=chat-input]', { timeout: T });
    await page.fill('[data-testid=chat-input]', 'Are the October returns filed?');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=chat-message].achat-mine')].some((m) => m.textContent?.includes('Are the October returns filed?')), undefined, { timeout: T });
    expect(await page.inputValue('[data-testid=chat-input]')).toBe('');

    await staffPage.waitForFunction(
      () => [...document.querySelectorAll('[data-testid=chat-message].achat-theirs')].some((m) => m.textContent?.includes('Are the October returns filed?')),
      undefined,
      { timeout: 5_000 },
    );
    await page.click('[data-testid=chat-contact-toggle]');
    await page.waitForSelector('[data-testid=chat-contact] a[href^="mailto:"]', { timeout: T });
    await screenshot(page, 'apps-chat-conversation-light');
    await page.reload();
    await page.waitForSelector('[data-testid=chat-messages]', { timeout: T });
    expect(await page.textContent('[data-testid=chat-messages]')).toContain('Are the October returns filed?');
    await staffPage.close();
    await page.close();
  }, 60_000);

  it('file manager: browse into a folder with its breadcrumb path, see an item\'s details, and back to the root', async () => {
    const root = (await portal.api('admin', 'GET', 'api/apps/file-manager?folderId=null')).body as { folders: Array<{ id: string; name: string }>; files: unknown[] };
    const page = await open(admin, portal, '/apps/file-manager');
    await page.waitForSelector('[data-testid=fm-folder]', { timeout: T });
    expect(await page.locator('[data-testid=fm-folder]').count()).toBe(root.folders.length);
    const folder = root.folders[0]!;
    await page.click(`[data-testid=fm-folder]:has-text("${folder.name}")`);
    await page.waitForURL((u) => u.pathname === `/apps/file-manager/folders/${folder.id}`, { timeout: T });
    await page.waitForFunction((name) => document.querySelector('[data-testid=fm-breadcrumb]')?.textContent?.includes(name), folder.name, { timeout: T });
    const tile = page.locator('[data-testid=fm-file], [data-testid=fm-folder]').first();
    await tile.waitFor({ timeout: T });
    const inner = (await portal.api('admin', 'GET', `api/apps/file-manager?folderId=${folder.id}`)).body as { folders: Array<{ id: string; name: string }>; files: Array<{ id: string; name: string }> };
    if (inner.files.length > 0) {
      await page.click(`[data-testid=fm-file]:has-text("${inner.files[0]!.name}")`);
    } else {
      await page.click(`[aria-label="Details of ${inner.folders[0]!.name}"]`);
    }
    await page.waitForSelector('[data-testid=fm-details]', { timeout: T });
    expect(await page.textContent('[data-testid=fm-details]')).toContain((inner.files[0] ?? inner.folders[0])!.name);
    await screenshot(page, 'apps-file-manager-light');
    await page.reload();
    await page.waitForSelector('[data-testid=fm-details]', { timeout: T });
    await page.click('[data-testid=fm-breadcrumb] a:has-text("My files")');
    await page.waitForURL((u) => u.pathname === '/apps/file-manager', { timeout: T });
    await page.close();
  }, 60_000);

  it('help center: FAQs by category, guides with "see all", a category and a single guide', async () => {
    const page = await open(admin, portal, '/apps/help-center');
    await page.waitForSelector('.p-accordion-header', { timeout: T });
    await screenshot(page, 'apps-help-center-light');
    await page.click('[data-testid=hc-to-faqs]');
    await page.waitForSelector('[data-testid=hc-faq-category]', { timeout: T });
    expect(await page.locator('[data-testid=hc-faq-category]').count()).toBe(5);
    await page.click('[data-testid=hc-faq-filter] >> text=Payments');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=hc-faq-category]').length === 1, undefined, { timeout: T });
    await page.locator('.p-accordion-header-link').first().click();
    await page.waitForSelector('.p-accordion-content', { timeout: T });
    await screenshot(page, 'apps-help-center-faqs-light');

    await page.goto(`${portal.url}/apps/help-center/guides`);
    await page.waitForSelector('[data-testid=hc-guide-category]', { timeout: T });
    expect(await page.locator('[data-testid=hc-guide-category]').count()).toBe(5);
    await screenshot(page, 'apps-help-center-guides-light');
    await page.locator('[data-testid=hc-see-all]').first().click();
    await page.waitForSelector('[data-testid=hc-category-title]', { timeout: T });
    const listed = await page.locator('[data-testid=hc-guide-link]').count();
    expect(listed).toBeGreaterThan(5);
    await page.locator('[data-testid=hc-guide-link]').first().click();
    await page.waitForSelector('[data-testid=hc-guide] .hc-guide-content h2', { timeout: T });
    expect((await page.textContent('.hc-guide-content'))!.length).toBeGreaterThan(50);
    await screenshot(page, 'apps-help-center-guide-light');
    await page.close();
  }, 60_000);

  it('every screen renders in the dark scheme and in Khmer', async () => {
    const contact = ((await portal.api('admin', 'GET', 'api/apps/contacts/all')).body as Array<{ id: string }>)[2]!;
    const product = (await portal.api('admin', 'GET', 'api/apps/ecommerce/inventory/products')).body.products[0];
    const chat = ((await portal.api('admin', 'GET', 'api/apps/chat/chats')).body as Array<{ id: string }>)[0]!;
    const guides = (await portal.api('admin', 'GET', 'api/apps/help-center/guides')).body as Array<{ slug: string; guides: Array<{ slug: string }> }>;
    const screens: Array<[string, string, string]> = [
      ['contacts', `/apps/contacts/${contact.id}`, '[data-testid=contact-view]'],
      ['contacts-editor', `/apps/contacts/${contact.id}?edit=1`, '[data-testid=contact-editor]'],
      ['inventory', '/apps/ecommerce/inventory', 'tr.inv-row'],
      ['inventory-product', `/apps/ecommerce/inventory/${product.id}`, '[data-testid=product-editor]'],
      ['chat', `/apps/chat/${chat.id}`, '[data-testid=chat-message]'],
      ['file-manager', '/apps/file-manager', '[data-testid=fm-folder]'],
      ['help-center', '/apps/help-center', '.p-accordion-header'],
      ['help-center-faqs', '/apps/help-center/faqs', '[data-testid=hc-faq-category]'],
      ['help-center-guides', '/apps/help-center/guides', '[data-testid=hc-guide-category]'],
      ['help-center-guide', `/apps/help-center/guides/${guides[0]!.slug}/${guides[0]!.guides[0]!.slug}`, '[data-testid=hc-guide]'],
    ];
    for (const [scheme, language] of [['dark', 'en-US'], ['light', 'km']] as const) {
      const context = await contextFor(browser, portal, 'admin', scheme, language);
      for (const [name, path, ready] of screens) {
        const page = await open(context, portal, path);
        await page.waitForSelector(ready, { timeout: T });
        if (language === 'km') expect(await page.textContent('[data-testid=page-title]')).toMatch(/[\u1780-\u17FF]/);
        else expect(await page.evaluate(() => document.body.classList.contains('dark'))).toBe(true);
        await screenshot(page, `apps-${name}-${scheme}${language === 'km' ? '-km' : ''}`);
        await page.close();
      }
      await context.close();
    }
  }, 180_000);
});
