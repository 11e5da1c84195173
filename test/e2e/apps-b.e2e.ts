/**
 * Mailbox, notes, scrumboard and the tasks app, walked as a new user would: open, search, edit, save, reload and
 * find the change kept; plus a scrumboard card moved by the administrator showing up on a staff member's open board.
 * Screenshots of every screen in the light and dark schemes go to test/artifacts/apps-b-*.png.
 */
import { screenshot, usePortal, type Page } from './harness';
import { openRoute, switchScheme } from './in-place';

const e2e = usePortal();

/**
 * The administrator's and the staff member's pages, each signed in once for the file and moved between the apps as a
 * link does (a cold load costs ten times more); the tests that check persistence still reload.
 */
const signedIn = new Map<'admin' | 'staff', Page>();
async function signedInPage(account: 'admin' | 'staff' = 'admin'): Promise<Page> {
  let page = signedIn.get(account);
  if (!page) {
    page = await e2e.signedIn(account);
    signedIn.set(account, page);
  }
  return page;
}

/** Two frames after the last change: its layout and paint are done. */
async function painted(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/** Opens `path` in the running app as a link does, once the router has left the previous screen. */
async function go(page: Page, path: string): Promise<void> {
  await openRoute(page, path);
}

/**
 * Both schemes of the current screen, switched in place through the settings drawer. An open dialog is closed first
 * (the pictures used to reload the page, which closed it too; the tests go on from a screen without it).
 */
async function shoot(page: Page, name: string): Promise<void> {
  await painted(page);
  await screenshot(page, `apps-b-${name}-light`);
  if (await page.locator('.p-dialog').count()) {
    await page.keyboard.press('Escape');
    await page.locator('.p-dialog').first().waitFor({ state: 'detached' });
  }
  await switchScheme(page, e2e.portal, 'dark');
  await painted(page);
  await screenshot(page, `apps-b-${name}-dark`);
  await switchScheme(page, e2e.portal, 'light');
}

/**
 * Waits until `seen` holds on the staff member's page and answers how long that took after the admin's change was
 * answered by the server (the push, the debounced refetch and the render; no reload).
 */
async function liveDelay(staff: Page, changed: Promise<unknown>, seen: () => Promise<unknown>): Promise<number> {
  await changed;
  const start = Date.now();
  await seen();
  return Date.now() - start;
}

/** The spec's "within a second"; the shared CI machine gets a little slack, the figure is printed either way. */
const LIVE_MS = Number(process.env.LIVE_MS ?? 1500);

const cardIn = (page: Page, listIndex: number, title: string) =>
  page.getByTestId('scrumboard-list').nth(listIndex).getByTestId('scrumboard-card').filter({ hasText: title });

describe('scrumboard', () => {
  it('opens a board, adds and edits a card, drags it to another list, and keeps it after reload', async () => {
    const page = await signedInPage();
    await go(page, `/apps/scrumboard`);
    await page.getByTestId('scrumboard-board-tile').first().waitFor();
    await shoot(page, 'scrumboard-boards');
    await page.getByTestId('scrumboard-board-tile').first().click();
    await page.getByTestId('scrumboard-list').first().waitFor();

    // Search narrows the cards.
    const firstTitle = (await page.getByTestId('scrumboard-card').first().locator('.sb-card-title').textContent())!;
    const before = await page.getByTestId('scrumboard-card').count();
    await page.getByTestId('scrumboard-search').fill(firstTitle);
    await expectCount(page, '[data-testid=scrumboard-card]', (n) => n >= 1 && n < before);
    await page.getByTestId('scrumboard-search').fill('');

    // A blank card title is refused with the invalid-fields list.
    const firstList = page.getByTestId('scrumboard-list').first();
    await firstList.getByTestId('scrumboard-add-card').click();
    await firstList.getByTestId('scrumboard-add-card-submit').click();
    await page.getByTestId('invalid-fields').waitFor();
    await firstList.getByTestId('scrumboard-add-card-input').fill('File the Q2 prepayment');
    await firstList.getByTestId('scrumboard-add-card-submit').click();
    await cardIn(page, 0, 'File the Q2 prepayment').waitFor();

    // Edit it in the card editor.
    await cardIn(page, 0, 'File the Q2 prepayment').click();
    const dialog = page.getByTestId('scrumboard-card-dialog');
    await dialog.getByTestId('scrumboard-card-title').fill('File the Q2 prepayment for Mondulkiri Coffee');
    await dialog.locator('#sb-card-description').fill('Due with the monthly return.');
    await dialog.getByTestId('scrumboard-card-save').click();
    await dialog.waitFor({ state: 'detached' });
    await cardIn(page, 0, 'Mondulkiri Coffee').waitFor();

    // Drag it onto the second list.
    await cardIn(page, 0, 'Mondulkiri Coffee').dragTo(page.getByTestId('scrumboard-list').nth(1).locator('.sb-cards'));
    await cardIn(page, 1, 'Mondulkiri Coffee').waitFor();

    await page.reload();
    await cardIn(page, 1, 'File the Q2 prepayment for Mondulkiri Coffee').waitFor();
    expect(await cardIn(page, 0, 'Mondulkiri Coffee').count()).toBe(0);
    await shoot(page, 'scrumboard-board');
  }, 90_000);

  it('shows a card the administrator moves on the staff member\'s open board, without reload', async () => {
    const admin = await signedInPage('admin');
    const staff = await signedInPage('staff');
    await go(admin, `/apps/scrumboard`);
    await admin.getByTestId('scrumboard-board-tile').first().click();
    await admin.waitForURL(/\/apps\/scrumboard\/[^/]+$/);
    const boardUrl = admin.url();
    await go(staff, new URL(boardUrl).pathname);
    await admin.getByTestId('scrumboard-card').first().waitFor();
    await staff.getByTestId('scrumboard-card').first().waitFor();

    const title = (await admin.getByTestId('scrumboard-list').first().getByTestId('scrumboard-card').first().locator('.sb-card-title').textContent())!;
    expect(await cardIn(staff, 2, title).count()).toBe(0);
    await cardIn(admin, 0, title).dragTo(admin.getByTestId('scrumboard-list').nth(2).locator('.sb-cards'));
    await cardIn(admin, 2, title).waitFor();
    await cardIn(staff, 2, title).waitFor({ timeout: 5_000 });
    expect(await cardIn(staff, 0, title).count()).toBe(0);
  }, 90_000);
});

describe('mailbox', () => {
  it('pages the inbox, reads a mail, stars it, labels it and keeps both after reload', async () => {
    const page = await signedInPage();
    await go(page, `/apps/mailbox`);
    await page.getByTestId('mailbox-item').first().waitFor();
    expect(await page.getByTestId('mailbox-item').count()).toBeLessThanOrEqual(10);
    await page.getByTestId('mailbox-folder-inbox').getByTestId('mailbox-folder-count').waitFor();
    const summary = await page.getByTestId('mailbox-page-summary').textContent();
    expect(summary).toMatch(/^1–\d+ of \d+$/);

    if (await page.getByTestId('mailbox-next').isEnabled()) {
      await page.getByTestId('mailbox-next').click();
      await page.waitForURL(/\/apps\/mailbox\/folder\/inbox\/2$/);
      await expectText(page, 'mailbox-page-summary', /^11–/);
      await page.getByTestId('mailbox-prev').click();
      await page.waitForURL(/\/inbox\/1$/);
      await expectText(page, 'mailbox-page-summary', /^1–/);
    }

    // Open a mail that is not starred yet.
    const row = page.getByTestId('mailbox-item').filter({ has: page.locator('.pi-star:not(.pi-star-fill)') }).first();
    const subject = (await row.getByTestId('mailbox-item-subject').textContent())!;
    await page.getByTestId('mailbox-item').filter({ hasText: subject }).locator('a').first().click();
    await expectText(page, 'mailbox-mail-subject', subject);
    await shoot(page, 'mailbox');
    await page.getByTestId('mailbox-toggle-star').click();
    await page.locator('[data-testid=mailbox-toggle-star][aria-pressed=true]').waitFor();

    // A blank label is refused; a named one is created and given to the mail.
    await page.getByTestId('mailbox-manage-labels').click();
    const dialog = page.getByTestId('mailbox-labels-dialog');
    await dialog.getByTestId('mailbox-new-label-submit').click();
    await page.getByTestId('invalid-fields').waitFor();
    await dialog.getByTestId('mailbox-new-label-title').fill('Audit 2026');
    await dialog.getByTestId('mailbox-new-label-submit').click();
    await dialog.locator('[data-testid=mailbox-label-title][value="Audit 2026"]').waitFor();
    await shoot(page, 'mailbox-labels');
    await page.keyboard.press('Escape');
    await page.getByTestId('mailbox-nav').getByText('Audit 2026').waitFor();
    await page.getByTestId('mailbox-mail-labels').click();
    await page.locator('.p-multiselect-item', { hasText: 'Audit 2026' }).click();
    await page.keyboard.press('Escape');

    await page.reload();
    await expectText(page, 'mailbox-mail-subject', subject);
    await page.locator('[data-testid=mailbox-toggle-star][aria-pressed=true]').waitFor();
    await page.getByTestId('mailbox-nav').getByText('Audit 2026').click();
    await page.waitForURL(/\/apps\/mailbox\/label\/audit-2026\/1/);
    await page.getByTestId('mailbox-item').filter({ hasText: subject }).waitFor();
    await page.getByTestId('mailbox-filter-starred').click();
    await page.getByTestId('mailbox-item').filter({ hasText: subject }).waitFor();
  }, 90_000);

  it('shows a mail the administrator stars on the staff member\'s open inbox, without reload', async () => {
    const admin = await signedInPage('admin');
    const staff = await signedInPage('staff');
    await go(staff, `/apps/mailbox`);
    await go(admin, `/apps/mailbox`);
    const unstarred = (page: Page) => page.getByTestId('mailbox-item').filter({ has: page.locator('button.mb-star[aria-pressed=false]') });
    await unstarred(admin).first().waitFor();
    const subject = (await unstarred(admin).first().getByTestId('mailbox-item-subject').textContent())!;
    const staffRow = staff.getByTestId('mailbox-item').filter({ hasText: subject });
    await staffRow.locator('button.mb-star[aria-pressed=false]').waitFor();
    const ms = await liveDelay(
      staff,
      Promise.all([admin.waitForResponse((r) => r.url().includes('/api/apps/mailbox/mail') && r.request().method() === 'PATCH'), unstarred(admin).first().locator('button.mb-star').click()]),
      () => staffRow.locator('button.mb-star[aria-pressed=true]').waitFor({ timeout: 5_000 }),
    );
    console.log(`mailbox: the star showed on the other screen ${ms} ms after the server answered`);
    expect(ms).toBeLessThan(LIVE_MS);
  }, 60_000);
});

describe('notes', () => {
  it('searches, writes a note with a task and a label, archives it, and keeps it after reload', async () => {
    const page = await signedInPage();
    await go(page, `/apps/notes`);
    await page.getByTestId('notes-card').first().waitFor();
    await shoot(page, 'notes');
    const total = await page.getByTestId('notes-card').count();
    const firstTitle = (await page.getByTestId('notes-card-title').first().textContent())!;
    await page.getByTestId('notes-search').fill(firstTitle);
    await expectCount(page, '[data-testid=notes-card]', (n) => n >= 1 && n < total);
    await page.getByTestId('notes-search').fill('');

    await page.getByTestId('notes-new').click();
    const dialog = page.getByTestId('notes-dialog');
    await dialog.getByTestId('notes-save').click();
    await page.getByTestId('invalid-fields').waitFor();
    await dialog.getByTestId('notes-title').fill('Documents for the patent renewal');
    await dialog.locator('.rte-area').fill('Ask the client for the business licence.');
    await dialog.getByTestId('notes-new-task').fill('Scan the old certificate');
    await dialog.getByTestId('notes-add-task').click();
    await dialog.getByTestId('notes-labels').click();
    await page.locator('.p-multiselect-item', { hasText: 'Work' }).click();
    await dialog.getByTestId('notes-title').click();
    await screenshot(page, 'apps-b-notes-editor-light');
    await dialog.getByTestId('notes-save').click();
    await dialog.waitFor({ state: 'detached' });

    await page.reload();
    const card = page.getByTestId('notes-card').filter({ hasText: 'Documents for the patent renewal' });
    await card.waitFor();
    await card.getByText('Scan the old certificate').waitFor();
    await card.getByTestId('notes-card-archive').click();
    await card.waitFor({ state: 'detached' });
    await page.getByTestId('notes-filter-archive').click();
    await page.reload();
    await page.getByTestId('notes-card').filter({ hasText: 'Documents for the patent renewal' }).waitFor();
  }, 90_000);

  it('shows a note the administrator writes on the staff member\'s open notes, without reload', async () => {
    const admin = await signedInPage('admin');
    const staff = await signedInPage('staff');
    await go(staff, `/apps/notes`);
    await staff.getByTestId('notes-card').first().waitFor();
    await go(admin, `/apps/notes`);
    await admin.getByTestId('notes-card').first().waitFor();
    await admin.keyboard.press('Shift+N');
    const dialog = admin.getByTestId('notes-dialog');
    await dialog.getByTestId('notes-title').fill('Call the Mekong Trading accountant');
    await dialog.locator('.rte-area').fill('About the withholding tax certificates.');
    const ms = await liveDelay(
      staff,
      Promise.all([admin.waitForResponse((r) => r.url().endsWith('/api/apps/notes') && r.request().method() === 'POST'), admin.keyboard.press('Alt+S')]),
      () => staff.getByTestId('notes-card').filter({ hasText: 'Call the Mekong Trading accountant' }).waitFor({ timeout: 5_000 }),
    );
    console.log(`notes: the new note showed on the other screen ${ms} ms after the server answered`);
    expect(ms).toBeLessThan(LIVE_MS);
    await dialog.waitFor({ state: 'detached' });
  }, 60_000);
});

describe('tasks app', () => {
  it('searches, adds a task with priority, tag and sub-task, reorders by dragging, and keeps it after reload', async () => {
    const page = await signedInPage();
    await go(page, `/apps/tasks`);
    await page.getByTestId('tasks-row').first().waitFor();
    await shoot(page, 'tasks');

    const someTitle = (await page.getByTestId('tasks-row-title').nth(1).textContent())!;
    const word = someTitle.split(/\s+/).find((w) => w.length > 3) ?? someTitle;
    await page.getByTestId('tasks-search').fill(word);
    await page.locator('[data-testid=tasks-row-title] mark').first().waitFor();
    await page.getByTestId('tasks-search').fill('');

    await page.getByTestId('tasks-add-task').click();
    await page.waitForURL(/\/apps\/tasks\/[^/]+$/);
    const editor = page.getByTestId('tasks-editor');
    await editor.getByTestId('tasks-editor-save').click();
    await page.getByTestId('invalid-fields').waitFor();
    await editor.getByTestId('tasks-editor-title').fill('Reconcile the withholding tax of May');
    await editor.getByTestId('tasks-editor-priority').getByText('High').click();
    await editor.getByTestId('tasks-new-tag').fill('Payroll');
    await editor.getByText('Create the tag').click();
    await editor.getByTestId('tasks-new-subtask').fill('Export the payroll');
    await editor.getByTestId('tasks-add-subtask').click();
    await editor.getByTestId('tasks-editor-save').click();
    const row = page.getByTestId('tasks-row').filter({ hasText: 'Reconcile the withholding tax of May' });
    await row.waitFor();
    await screenshot(page, 'apps-b-tasks-editor-light');

    // New tasks go first; drag it below the next two rows.
    const rows = page.locator('[data-task-id]');
    expect(await rows.first().textContent()).toContain('Reconcile');
    await row.dragTo(rows.nth(3), { targetPosition: { x: 40, y: 30 } });
    // Moved on screen, and the new order saved (the loading bar counts every request in flight) before the reload.
    await page.waitForFunction(() => !document.querySelector('[data-task-id]')?.textContent?.includes('Reconcile'));
    await page.locator('[data-testid=loading-bar]').waitFor({ state: 'detached' });
    const orderBefore = await rows.allTextContents();
    expect(orderBefore[0]).not.toContain('Reconcile');

    await page.reload();
    await row.waitFor();
    expect(await rows.allTextContents()).toEqual(orderBefore);
    await expect(row.textContent()).resolves.toContain('Payroll');
    await expect(row.textContent()).resolves.toContain('High');
  }, 90_000);

  it('shows a task the administrator renames and completes on the staff member\'s open list, without reload', async () => {
    const tasks = (await e2e.portal.api('admin', 'GET', 'api/apps/tasks/all')).body as Array<{ id: string; type: string; title: string; completed: boolean }>;
    const task = tasks.find((x) => x.type === 'task' && !x.completed)!;
    const admin = await signedInPage('admin');
    const staff = await signedInPage('staff');
    await go(staff, `/apps/tasks`);
    const staffRow = staff.locator(`[data-task-id="${task.id}"]`);
    await staffRow.waitFor();
    await go(admin, `/apps/tasks/${task.id}`);
    const editor = admin.getByTestId('tasks-editor');
    await editor.getByTestId('tasks-editor-title').fill('Send the prepayment receipts to Sokha');
    await editor.locator('#tk-completed').click();
    const ms = await liveDelay(
      staff,
      Promise.all([admin.waitForResponse((r) => r.url().includes('/api/apps/tasks/task') && r.request().method() === 'PATCH'), editor.getByTestId('tasks-editor-save').click()]),
      () => staff.waitForFunction((id) => {
        const row = document.querySelector(`[data-task-id="${id}"]`);
        return !!row && row.textContent?.includes('Send the prepayment receipts to Sokha') && row.classList.contains('tk-done');
      }, task.id, { timeout: 5_000 }),
    );
    console.log(`tasks: the renamed, completed task showed on the other screen ${ms} ms after the server answered`);
    expect(ms).toBeLessThan(LIVE_MS);
  }, 60_000);

  it('manages task tags (create, rename, delete with the cascade told) and adds and saves a task by keyboard', async () => {
    const page = await signedInPage();
    await go(page, `/apps/tasks`);
    await page.getByTestId('tasks-row').first().waitFor();
    await page.getByTestId('tasks-manage-tags').click();
    const dialog = page.getByTestId('tags-dialog');
    const row = (title: string) => dialog.getByTestId('tags-row').filter({ has: page.locator(`input[value="${title}"]`) });
    await dialog.getByTestId('tags-new').fill('x'.repeat(61));
    await dialog.getByTestId('tags-new-submit').click();
    await expectText(page, 'invalid-fields', /Tag title \(1 to 60 characters\)/);
    await dialog.getByTestId('tags-new').fill('Audit');
    await dialog.getByTestId('tags-new-submit').click();
    await row('Audit').waitFor();
    await row('Audit').getByTestId('tags-title').fill('Tax audit');
    await row('Tax audit').getByTestId('tags-rename').click();
    await row('Tax audit').locator('[data-testid=tags-rename]:disabled').waitFor();
    await shoot(page, 'tasks-tags');
    const tag = ((await e2e.portal.api('admin', 'GET', 'api/apps/tasks/tags')).body as Array<{ id: string; title: string }>).find((x) => x.title === 'Tax audit')!;
    const target = ((await e2e.portal.api('admin', 'GET', 'api/apps/tasks/all')).body as Array<{ id: string; type: string; tags: string[] }>).find((x) => x.type === 'task')!;
    await e2e.portal.api('admin', 'PATCH', 'api/apps/tasks/task', { id: target.id, task: { tags: [...target.tags, tag.id] } });
    await page.getByTestId('tasks-manage-tags').click();
    await row('Tax audit').getByTestId('tags-usage').filter({ hasText: '1 task' }).waitFor();
    await row('Tax audit').getByTestId('tags-delete').click();
    await expectText(page, 'tags-delete-message', /It is also removed from the 1 task that carries it\./);
    await page.locator('.p-confirm-dialog-accept').click();
    await row('Tax audit').waitFor({ state: 'detached' });
    const after = (await e2e.portal.api('admin', 'GET', 'api/apps/tasks/all')).body as Array<{ id: string; tags: string[] }>;
    expect(after.find((x) => x.id === target.id)!.tags).not.toContain(tag.id);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // shift+n opens a new task in the editor; alt+s saves it.
    await page.locator('body').click({ position: { x: 5, y: 400 } });
    await page.keyboard.press('Shift+N');
    await page.waitForURL(/\/apps\/tasks\/[^/]+$/);
    const id = page.url().split('/').pop()!;
    await page.getByTestId('tasks-editor-title').fill('Keyboard task');
    await page.keyboard.press('Alt+S');
    await page.locator(`[data-task-id="${id}"]`).filter({ hasText: 'Keyboard task' }).waitFor();
    expect(((await e2e.portal.api('admin', 'GET', `api/apps/tasks/task?id=${id}`)).body as { title: string }).title).toBe('Keyboard task');
  }, 90_000);
});

describe('academy', () => {
  it('filters the courses by category, search and completion, then walks a course step by step, forward and back', async () => {
    const page = await signedInPage();
    await go(page, `/apps/academy`);
    const courses = page.getByTestId('academy-course');
    await courses.first().waitFor();
    expect(await courses.count()).toBe(7);
    await page.locator('.academy-filter .p-dropdown').first().click();
    await page.locator('li[role=option]', { hasText: 'Corporate tax' }).click();
    await expectCount(page, '[data-testid=academy-course]', (n) => n === 2);
    await page.locator('.academy-search input').fill('patent');
    await expectCount(page, '[data-testid=academy-course]', (n) => n === 1);
    await page.locator('.academy-search input').fill('');
    await page.locator('.academy-filter .p-dropdown').first().click();
    await page.locator('li[role=option]', { hasText: 'E-Filing' }).click();
    await expectCount(page, '[data-testid=academy-course]', (n) => n === 2);
    // Both e-filing courses were finished before: hiding completed courses leaves none.
    await page.locator('.academy-switch .p-inputswitch').click();
    await page.getByTestId('academy-empty').waitFor();
    await page.locator('.academy-switch .p-inputswitch').click();
    await page.locator('.academy-filter .p-dropdown').first().click();
    await page.locator('li[role=option]').first().click();
    await expectCount(page, '[data-testid=academy-course]', (n) => n === 7);
    await shoot(page, 'academy');

    // A course never begun starts at its first step.
    await courses.filter({ hasText: 'Salary tax and fringe benefits' }).getByRole('link').click();
    const step = page.getByTestId('course-step');
    await expectText(page, 'course-step', /Step 1 of 3/);
    const nav = step.locator('.course-nav');
    expect(await nav.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await nav.getByRole('button', { name: 'Next' }).click();
    await expectText(page, 'course-step', /Step 2 of 3/);
    await nav.getByRole('button', { name: 'Next' }).click();
    await expectText(page, 'course-step', /Step 3 of 3/);
    expect(await nav.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await nav.getByRole('button', { name: 'Previous' }).click();
    await expectText(page, 'course-step', /Step 2 of 3/);
    // The step list jumps, and marks the steps before the current one done.
    await page.locator('.course-step-btn').first().click();
    await expectText(page, 'course-step', /Step 1 of 3/);
    await page.locator('.course-step-btn').nth(2).click();
    await expectText(page, 'course-step', /Step 3 of 3/);
    expect(await page.locator('.course-step-btn.is-done').count()).toBe(2);
    expect(await page.locator('.course-step-btn[aria-current=step]').count()).toBe(1);
    await shoot(page, 'academy-course');
    // (the pictures reloaded the page, which starts the course over)
    await page.locator('.course-step-btn').nth(2).click();
    await nav.getByRole('link', { name: 'Finish' }).click();
    await page.waitForURL(/\/apps\/academy$/);
    await courses.first().waitFor();
  }, 90_000);
});

async function expectCount(page: Page, selector: string, ok: (n: number) => boolean): Promise<void> {
  let n = -1;
  for (let i = 0; i < 50; i++) {
    n = await page.locator(selector).count();
    if (ok(n)) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`unexpected count ${n} of ${selector}`);
}

async function expectText(page: Page, testId: string, expected: string | RegExp): Promise<void> {
  const locator = page.getByTestId(testId);
  await locator.waitFor();
  for (let i = 0; i < 50; i++) {
    const text = ((await locator.textContent()) ?? '').trim();
    if (typeof expected === 'string' ? text === expected.trim() : expected.test(text)) return;
    await page.waitForTimeout(100);
  }
  expect(((await locator.textContent()) ?? '').trim()).toMatch(expected);
}
