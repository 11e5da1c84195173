/**
 * Chat, contacts, inventory, file manager and help center, walked as a new user would: open, search, edit, save,
 * reload and see the change kept; plus live updates between two signed-in users, and every screen in both schemes.
 */
import { navigate, screenshot, usePortal, type BrowserContext, type Page, type Portal } from './harness';

const T = 20_000;

async function open(context: BrowserContext, portal: Portal, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${portal.url}${path}`);
  await page.waitForSelector('[data-testid=page-title]', { timeout: T });
  return page;
}

describe('apps: chat, contacts, inventory, file manager, help center', () => {
  const e2e = usePortal();
  let admin: BrowserContext;
  let staff: BrowserContext;
  beforeAll(async () => {
    admin = await e2e.signedInContext('admin', { scheme: 'light', language: 'en-US' });
    staff = await e2e.signedInContext('staff', { scheme: 'light', language: 'en-US' });
  }, 90_000);

  it('contacts: search, tag filter, edit with emails, phones and notes, refuse an empty name, keep the change after reload', async () => {
    const all = (await e2e.portal.api('admin', 'GET', 'api/apps/contacts/all')).body as Array<{ id: string; name: string; tags: string[] }>;
    const page = await open(admin, e2e.portal, '/apps/contacts');
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
    const tags = (await e2e.portal.api('admin', 'GET', 'api/apps/contacts/tags')).body as Array<{ id: string; title: string }>;
    const tag = tags[0]!;
    await page.click('[data-testid=contacts-tag-filter]');
    await page.click(`li[role=option]:has-text("${tag.title}")`);
    const tagged = all.filter((c) => c.tags.includes(tag.id)).length;
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=contact-row]').length === n, tagged, { timeout: T });
    await screenshot(page, 'apps-contacts-list-light');

    await page.goto(`${e2e.portal.url}/apps/contacts/${target.id}`);
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
    const all = (await e2e.portal.api('admin', 'GET', 'api/apps/contacts/all')).body as Array<{ id: string; name: string }>;
    const target = all[10]!;
    const staffPage = await open(staff, e2e.portal, `/apps/contacts/${target.id}`);
    await staffPage.waitForSelector('[data-testid=contact-view]', { timeout: T });
    expect(await staffPage.textContent('[data-testid=contact-name]')).toBe(target.name);

    const adminPage = await open(admin, e2e.portal, `/apps/contacts/${target.id}?edit=1`);
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
    const page = await open(admin, e2e.portal, '/apps/ecommerce/inventory');
    const rows = page.locator('[data-testid=inventory-table] tbody tr.inv-row');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=inventory-table] tbody tr.inv-row').length === 10, undefined, { timeout: T });
    await screenshot(page, 'apps-inventory-list-light');

    // Paging: the second page holds the rest of the 23 products.
    await page.click('.p-paginator-next');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=inventory-table] tbody tr.inv-row').length === 10 && document.querySelector('.p-paginator-page.p-highlight')?.textContent === '2', undefined, { timeout: T });
    await page.click('.p-paginator-first');

    // Sort by price descending: the first row is the most expensive product.
    const expensive = (await e2e.portal.api('admin', 'GET', 'api/apps/ecommerce/inventory/products?sort=price&order=desc&size=1')).body.products[0];
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
    const staffPage = await open(staff, e2e.portal, '/apps/ecommerce/inventory?x=1');
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
    const adminId = (await e2e.portal.token('admin')).user.id as string;
    const staffId = (await e2e.portal.token('staff')).user.id as string;
    const adminChat = ((await e2e.portal.api('admin', 'GET', 'api/apps/chat/chats')).body as Array<{ id: string; contactId: string }>).find((c) => c.contactId === staffId)!;
    const staffChat = ((await e2e.portal.api('staff', 'GET', 'api/apps/chat/chats')).body as Array<{ id: string; contactId: string }>).find((c) => c.contactId === adminId)!;

    const staffPage = await open(staff, e2e.portal, `/apps/chat/${staffChat.id}`);
    await staffPage.waitForSelector('[data-testid=chat-messages]', { timeout: T });
    const page = await open(admin, e2e.portal, '/apps/chat');
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
    const root = (await e2e.portal.api('admin', 'GET', 'api/apps/file-manager?folderId=null')).body as { folders: Array<{ id: string; name: string }>; files: unknown[] };
    const page = await open(admin, e2e.portal, '/apps/file-manager');
    await page.waitForSelector('[data-testid=fm-folder]', { timeout: T });
    expect(await page.locator('[data-testid=fm-folder]').count()).toBe(root.folders.length);
    const folder = root.folders[0]!;
    await page.click(`[data-testid=fm-folder]:has-text("${folder.name}")`);
    await page.waitForURL((u) => u.pathname === `/apps/file-manager/folders/${folder.id}`, { timeout: T });
    await page.waitForFunction((name) => document.querySelector('[data-testid=fm-breadcrumb]')?.textContent?.includes(name), folder.name, { timeout: T });
    const tile = page.locator('[data-testid=fm-file], [data-testid=fm-folder]').first();
    await tile.waitFor({ timeout: T });
    const inner = (await e2e.portal.api('admin', 'GET', `api/apps/file-manager?folderId=${folder.id}`)).body as { folders: Array<{ id: string; name: string }>; files: Array<{ id: string; name: string }> };
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
    const page = await open(admin, e2e.portal, '/apps/help-center');
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

    await page.goto(`${e2e.portal.url}/apps/help-center/guides`);
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

  it('contacts: the phone country picker draws SVG flags (only those on screen) and fits flag, ISO and dial code, in English and Khmer', async () => {
    const contact = ((await e2e.portal.api('admin', 'GET', 'api/apps/contacts/all')).body as Array<{ id: string; phoneNumbers: unknown[] }>).find((c) => c.phoneNumbers.length > 0)!;
    for (const [language, context] of [['en-US', admin], ['km', await e2e.signedInContext('admin', { scheme: 'light', language: 'km' })]] as const) {
      const page = await context.newPage();
      const flagRequests = new Set<string>();
      page.on('request', (r) => {
        const m = /\/assets\/([a-z]{2}(?:-[a-z]+)?)-[\w-]{6,}\.svg$/.exec(new URL(r.url()).pathname);
        if (m) flagRequests.add(m[1]!);
      });
      await page.goto(`${e2e.portal.url}/apps/contacts/${contact.id}`);
      await page.waitForSelector('[data-testid=contact-view] img.ct-flag', { timeout: T });
      await page.click('[data-testid=contact-edit]');
      const value = page.locator('[data-testid=contact-phone-line] [data-testid=contact-country-value]').first();
      await value.waitFor({ timeout: T });
      // A real picture (loaded, 4:3), the ISO code and the dial code, none of them clipped.
      await page.waitForFunction(() => {
        const img = document.querySelector('[data-testid=contact-country-value] img.ct-flag') as HTMLImageElement | null;
        return !!img && img.complete && img.naturalWidth > 0;
      }, undefined, { timeout: T });
      expect(await value.innerText()).toMatch(/^\s*KH\s+\+855\s*$/);
      const fit = await page.locator('[data-testid=contact-phone-line] .ct-country-picker').first().evaluate((el) => {
        const label = el.querySelector('.p-dropdown-label') as HTMLElement;
        const inner = label.querySelector('[data-testid=contact-country-value]') as HTMLElement;
        return { label: label.clientWidth, content: inner.getBoundingClientRect().width, overflow: label.scrollWidth - label.clientWidth };
      });
      expect(fit.overflow).toBeLessThanOrEqual(0);
      expect(fit.content).toBeLessThanOrEqual(fit.label);

      await page.locator('[data-testid=contact-phone-line] .ct-country-picker').first().click();
      const panel = page.locator('.ct-country-panel');
      await panel.waitFor({ timeout: T });
      await page.waitForFunction(() => [...document.querySelectorAll('.ct-country-panel img.ct-flag')].some((i) => (i as HTMLImageElement).naturalWidth > 0), undefined, { timeout: T });
      await page.waitForTimeout(300);
      await screenshot(page, `apps-contacts-country-picker-light${language === 'km' ? '-km' : ''}`);
      // The virtual scroller renders a screenful of the ~240 countries, and only their flags are fetched.
      expect(await panel.locator('img.ct-flag').count()).toBeLessThan(30);
      expect(flagRequests.size).toBeLessThan(40);
      // The filter takes the English name in both languages; the option shows the name in the page's language.
      await panel.locator('input.p-dropdown-filter').fill('Japan');
      const japan = panel.locator('li[role=option]', { hasText: '+81' });
      await japan.waitFor({ timeout: T });
      // The virtual scroller re-renders while the filter settles; click once the list holds Japan alone, so the click
      // does not land on an option being replaced.
      await page.waitForFunction(() => document.querySelectorAll('.ct-country-panel li[role=option]').length === 1, undefined, { timeout: T });
      expect(await japan.innerText()).toContain(language === 'km' ? 'ជប៉ុន' : 'Japan');
      // On a loaded machine a click can land while the scroller swaps the option's element and select nothing: the
      // user would click again, and so does the test (the picker reopened and filtered as before).
      const chosen = () => page.waitForFunction(() => document.querySelector('[data-testid=contact-country-value]')?.textContent?.includes('+81'), undefined, { timeout: 5_000 }).then(() => true, () => false);
      await japan.click();
      for (let attempt = 1; !(await chosen()); attempt += 1) {
        if (attempt === 3) throw new Error('choosing Japan in the country picker did not take after three clicks');
        if (!(await panel.isVisible())) {
          await page.locator('[data-testid=contact-phone-line] .ct-country-picker').first().click();
          await panel.locator('input.p-dropdown-filter').fill('Japan');
        }
        await japan.click();
      }
      expect(flagRequests.has('jp')).toBe(true);
      if (language === 'km') await context.close();
      else await page.close();
    }
  }, 90_000);

  it('contacts: tags are created, renamed and deleted (asking first, and removed from every contact), checked before sending', async () => {
    const page = await open(admin, e2e.portal, '/apps/contacts');
    await page.waitForSelector('[data-testid=contact-row]', { timeout: T });
    await page.click('[data-testid=contacts-manage-tags]');
    const dialog = page.locator('[data-testid=tags-dialog]');
    await dialog.waitFor({ timeout: T });
    expect(await dialog.locator('[data-testid=tags-row]').count()).toBe(7);

    // Blank and duplicate names never reach the server.
    let posts = 0;
    page.on('request', (r) => { if (r.method() === 'POST' && r.url().endsWith('/api/apps/contacts/tag')) posts += 1; });
    await dialog.locator('[data-testid=tags-new]').fill('   ');
    await dialog.locator('[data-testid=tags-new-submit]').click();
    await page.waitForSelector('[data-testid=invalid-fields]', { timeout: T });
    expect(await page.textContent('[data-testid=invalid-fields]')).toContain('Tag name (1 to 100 characters)');
    await dialog.locator('[data-testid=tags-new]').fill(' work ');
    await dialog.locator('[data-testid=tags-new-submit]').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=invalid-fields]')?.textContent?.includes('another tag already has this name'), undefined, { timeout: T });
    expect(posts).toBe(0);

    await dialog.locator('[data-testid=tags-new]').fill('Suppliers');
    await dialog.locator('[data-testid=tags-new-submit]').click();
    const row = (title: string) => dialog.locator('[data-testid=tags-row]').filter({ has: page.locator(`input[value="${title}"]`) });
    await row('Suppliers').waitFor({ timeout: T });
    expect(await page.locator('[data-testid=invalid-fields]').count()).toBe(0);
    await row('Suppliers').locator('[data-testid=tags-title]').fill('Key suppliers');
    // (the row's input now reads the new name)
    await row('Key suppliers').locator('[data-testid=tags-rename]').click();
    await row('Key suppliers').locator('[data-testid=tags-rename]:disabled').waitFor({ timeout: T });
    await screenshot(page, 'apps-contacts-tags-light');

    // Two contacts get the tag; deleting it says so, and takes it off both.
    const tags = (await e2e.portal.api('admin', 'GET', 'api/apps/contacts/tags')).body as Array<{ id: string; title: string }>;
    const tag = tags.find((x) => x.title === 'Key suppliers')!;
    const all = (await e2e.portal.api('admin', 'GET', 'api/apps/contacts/all')).body as Array<{ id: string; tags: string[] }>;
    for (const c of all.slice(20, 22)) await e2e.portal.api('admin', 'PATCH', 'api/apps/contacts/contact', { id: c.id, contact: { tags: [...c.tags, tag.id] } });
    await row('Key suppliers').locator('[data-testid=tags-usage]').filter({ hasText: '2 contacts' }).waitFor({ timeout: T });
    await row('Key suppliers').locator('[data-testid=tags-delete]').click();
    const message = page.locator('[data-testid=tags-delete-message]');
    await message.waitFor({ timeout: T });
    expect(await message.innerText()).toContain('It is also removed from the 2 contacts that carry it.');
    await screenshot(page, 'apps-contacts-tag-delete-light');
    await page.locator('.p-confirm-dialog-accept').click();
    await row('Key suppliers').waitFor({ state: 'detached', timeout: T });
    const after = (await e2e.portal.api('admin', 'GET', 'api/apps/contacts/all')).body as Array<{ id: string; tags: string[] }>;
    expect(after.filter((c) => c.tags.includes(tag.id))).toEqual([]);
    expect(((await e2e.portal.api('admin', 'GET', 'api/apps/contacts/tags')).body as unknown[]).length).toBe(7);
    await page.close();
  }, 60_000);

  it('keyboard (spec s9): shift+n adds, alt+s saves and ctrl+shift+s saves and adds the next, on contacts and inventory', async () => {
    const page = await open(admin, e2e.portal, '/apps/contacts');
    await page.waitForSelector('[data-testid=contact-row]', { timeout: T });
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('Shift+N');
    await page.waitForSelector('[data-testid=contact-editor]', { timeout: T });
    const firstUrl = page.url();
    await page.fill('#ct-name', 'Keyboard First');
    await page.keyboard.press('Control+Shift+S');
    await page.waitForFunction((u) => location.href !== u && location.search.includes('edit=1'), firstUrl, { timeout: T });
    await page.waitForFunction(() => (document.querySelector('#ct-name') as HTMLInputElement | null)?.value === 'New Contact', undefined, { timeout: T });
    await page.fill('#ct-name', 'Keyboard Second');
    await page.keyboard.press('Alt+S');
    await page.waitForSelector('[data-testid=contact-view]', { timeout: T });
    expect(await page.textContent('[data-testid=contact-name]')).toBe('Keyboard Second');
    const names = ((await e2e.portal.api('admin', 'GET', 'api/apps/contacts/all')).body as Array<{ name: string }>).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Keyboard First', 'Keyboard Second']));
    // shift+n typed into a field is a capital N, not a new contact.
    await page.fill('[data-testid=contacts-search]', '');
    await page.focus('[data-testid=contacts-search]');
    await page.keyboard.press('Shift+N');
    expect(await page.inputValue('[data-testid=contacts-search]')).toBe('N');
    await page.close();

    const inv = await open(admin, e2e.portal, '/apps/ecommerce/inventory');
    await inv.waitForSelector('tr.inv-row', { timeout: T });
    await inv.keyboard.press('Shift+N');
    await inv.waitForSelector('[data-testid=product-editor]', { timeout: T });
    const id = new URL(inv.url()).pathname.split('/').pop()!;
    await inv.fill('#inv-name', 'Keyboard Watch');
    await inv.keyboard.press('Alt+S');
    await inv.waitForFunction(() => (document.querySelector('[data-testid=product-save]') as HTMLButtonElement | null)?.disabled === true, undefined, { timeout: T });
    expect((await e2e.portal.api('admin', 'GET', `api/apps/ecommerce/inventory/product?id=${id}`)).body.name).toBe('Keyboard Watch');
    await inv.close();
  }, 60_000);

  it('inventory: every seeded product shows its picture in the table; the editor shows the pictures, changes the cover and adds a checked address', async () => {
    const page = await open(admin, e2e.portal, '/apps/ecommerce/inventory');
    await page.waitForFunction(() => {
      const imgs = [...document.querySelectorAll('[data-testid=inventory-thumbnail] img')] as HTMLImageElement[];
      return imgs.length >= 9 && imgs.every((i) => i.complete && i.naturalWidth > 0);
    }, undefined, { timeout: T });
    const products = (await e2e.portal.api('admin', 'GET', 'api/apps/ecommerce/inventory/products?size=100')).body.products as Array<{ id: string; name: string; thumbnail: string | null; images: string[] }>;
    const product = products.find((p) => p.name.includes('Diver')) ?? products[0]!;
    const other = products.find((p) => p.id !== product.id && p.images.length > 0)!;
    await page.goto(`${e2e.portal.url}/apps/ecommerce/inventory/${product.id}`);
    await page.waitForSelector('[data-testid=product-editor]', { timeout: T });
    const gallery = page.locator('[data-testid=product-image]');
    await page.waitForFunction(() => {
      const imgs = [...document.querySelectorAll('[data-testid=product-gallery] img')] as HTMLImageElement[];
      return imgs.length === 2 && imgs.every((i) => i.complete && i.naturalWidth > 0);
    }, undefined, { timeout: T });
    expect(await gallery.first().locator('[data-testid=product-cover-badge]').count()).toBe(1);

    // A bad address is refused before anything is sent; one that cannot be shown says so.
    await page.fill('[data-testid=product-new-image]', 'javascript:alert(1)');
    await page.click('[data-testid=product-add-image]');
    await page.waitForFunction(() => document.querySelector('[data-testid=invalid-fields]')?.textContent?.includes('Picture address'), undefined, { timeout: T });
    await page.fill('[data-testid=product-new-image]', 'assets/images/apps/ecommerce/products/no-such-watch.svg');
    await page.waitForSelector('[data-testid=product-image-preview-failed]', { timeout: T });
    await page.fill('[data-testid=product-new-image]', other.images[0]!);
    await page.waitForFunction(() => {
      const img = document.querySelector('[data-testid=product-image-preview] img') as HTMLImageElement | null;
      return !!img && img.complete && img.naturalWidth > 0;
    }, undefined, { timeout: T });
    await page.click('[data-testid=product-add-image]');
    await expectCount(page, '[data-testid=product-image]', 3);
    // The case back becomes the cover.
    await gallery.nth(1).locator('button.inv-image-button').click();
    expect(await gallery.nth(1).locator('[data-testid=product-cover-badge]').count()).toBe(1);
    await screenshot(page, 'apps-inventory-product-images-light');
    // The save is answered before the store is asked (the button is disabled from the click on, while saving too).
    const [answered] = await Promise.all([
      page.waitForResponse((res) => /\/api\/apps\/ecommerce\/inventory\/product(\?|$)/.test(res.url()) && res.request().method() === 'PATCH', { timeout: T }),
      page.click('[data-testid=product-save]'),
    ]);
    expect(answered.status()).toBe(200);
    await page.waitForFunction(() => (document.querySelector('[data-testid=product-save]') as HTMLButtonElement | null)?.disabled === true, undefined, { timeout: T });
    const saved = (await e2e.portal.api('admin', 'GET', `api/apps/ecommerce/inventory/product?id=${product.id}`)).body;
    expect(saved.images).toEqual([...product.images, other.images[0]]);
    expect(saved.thumbnail).toBe(product.images[1]);
    await page.reload();
    await page.waitForSelector('[data-testid=product-editor]', { timeout: T });
    await expectCount(page, '[data-testid=product-image]', 3);
    expect(await gallery.nth(1).locator('[data-testid=product-cover-badge]').count()).toBe(1);
    await page.close();
  }, 60_000);

  it('inventory: tags are created, renamed and deleted from the products table, the delete saying how many products lose it', async () => {
    const page = await open(admin, e2e.portal, '/apps/ecommerce/inventory');
    await page.waitForSelector('tr.inv-row', { timeout: T });
    await page.click('[data-testid=inventory-manage-tags]');
    const dialog = page.locator('[data-testid=tags-dialog]');
    await dialog.waitFor({ timeout: T });
    const row = (title: string) => dialog.locator('[data-testid=tags-row]').filter({ has: page.locator(`input[value="${title}"]`) });
    await row('watch').locator('[data-testid=tags-usage]').filter({ hasText: '23 products' }).waitFor({ timeout: T });
    await dialog.locator('[data-testid=tags-new]').fill('Quartz');
    await dialog.locator('[data-testid=tags-new-submit]').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=invalid-fields]')?.textContent?.includes('another tag already has this name'), undefined, { timeout: T });
    await dialog.locator('[data-testid=tags-new]').fill('Limited edition');
    await page.keyboard.press('Alt+S');
    await row('Limited edition').waitFor({ timeout: T });
    await row('Limited edition').locator('[data-testid=tags-title]').fill('Limited series');
    await page.keyboard.press('Alt+S');
    await row('Limited series').locator('[data-testid=tags-rename]:disabled').waitFor({ timeout: T });

    const tag = ((await e2e.portal.api('admin', 'GET', 'api/apps/ecommerce/inventory/tags')).body as Array<{ id: string; title: string }>).find((x) => x.title === 'Limited series')!;
    const products = (await e2e.portal.api('admin', 'GET', 'api/apps/ecommerce/inventory/products?size=3')).body.products as Array<{ id: string; tags: string[] }>;
    for (const p of products) await e2e.portal.api('admin', 'PATCH', 'api/apps/ecommerce/inventory/product', { id: p.id, product: { tags: [...p.tags, tag.id] } });
    await row('Limited series').locator('[data-testid=tags-usage]').filter({ hasText: '3 products' }).waitFor({ timeout: T });
    await row('Limited series').locator('[data-testid=tags-delete]').click();
    await page.locator('[data-testid=tags-delete-message]').filter({ hasText: 'It is also removed from the 3 products that carry it.' }).waitFor({ timeout: T });
    await page.locator('.p-confirm-dialog-accept').click();
    await row('Limited series').waitFor({ state: 'detached', timeout: T });
    const after = (await e2e.portal.api('admin', 'GET', 'api/apps/ecommerce/inventory/products?size=100')).body.products as Array<{ tags: string[] }>;
    expect(after.filter((p) => p.tags.includes(tag.id))).toEqual([]);
    await page.close();
  }, 60_000);

  it('every screen renders in the dark scheme and in Khmer', async () => {
    const contact = ((await e2e.portal.api('admin', 'GET', 'api/apps/contacts/all')).body as Array<{ id: string }>)[2]!;
    const product = (await e2e.portal.api('admin', 'GET', 'api/apps/ecommerce/inventory/products')).body.products[0];
    const chat = ((await e2e.portal.api('admin', 'GET', 'api/apps/chat/chats')).body as Array<{ id: string }>)[0]!;
    const guides = (await e2e.portal.api('admin', 'GET', 'api/apps/help-center/guides')).body as Array<{ slug: string; guides: Array<{ slug: string }> }>;
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
      const context = await e2e.signedInContext('admin', { scheme, language });
      // One running app, moved from screen to screen as a link does: a cold load per screen was most of this test.
      const page = await open(context, e2e.portal, '/dashboards');
      for (const [name, path, ready] of screens) {
        await navigate(page, path);
        await page.waitForSelector(ready, { timeout: T });
        if (language === 'km') expect(await page.textContent('[data-testid=page-title]')).toMatch(/[\u1780-\u17FF]/);
        else expect(await page.evaluate(() => document.body.classList.contains('dark'))).toBe(true);
        await screenshot(page, `apps-${name}-${scheme}${language === 'km' ? '-km' : ''}`);
        if (name === 'contacts-editor') {
          // The phone lines (flag, ISO, dial code) and the editor's buttons, below the fold.
          await page.locator('[data-testid=contact-phone-line]').first().scrollIntoViewIfNeeded();
          await page.locator('[data-testid=contact-save]').scrollIntoViewIfNeeded();
          await screenshot(page, `apps-contacts-editor-phones-${scheme}${language === 'km' ? '-km' : ''}`);
        }
      }
      await navigate(page, '/apps/ecommerce/inventory');
      await page.click('[data-testid=inventory-manage-tags]');
      await page.locator('[data-testid=tags-usage]').first().filter({ hasText: /\d/ }).waitFor({ timeout: T });
      await screenshot(page, `apps-inventory-tags-${scheme}${language === 'km' ? '-km' : ''}`);
      await context.close();
    }
  }, 180_000);
});

async function expectCount(page: Page, selector: string, n: number): Promise<void> {
  await page.waitForFunction(([sel, count]) => document.querySelectorAll(sel as string).length === count, [selector, n] as const, { timeout: T });
}
