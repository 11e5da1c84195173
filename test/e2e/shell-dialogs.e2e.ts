/**
 * The shell around PrimeReact dialogs, as only a browser shows it: a refusal raised while a dialog is open (the
 * invalid-fields list, the system alert) shows above the dialog's mask, on screen and dismissible, at 1440 and 390 px
 * in English and Khmer; closing the dialog gives keyboard focus back to the button that opened it (WCAG 2.4.3).
 */
import { REFUSALS } from '@cis/contracts';
import { screenshot, usePortal, type Page } from './harness';

const VIEWPORTS = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

/** Whether the element is on screen and on top at its centre: what the user sees there is the element itself. */
async function onTop(page: Page, testId: string): Promise<{ onScreen: boolean; onTop: boolean }> {
  return page.getByTestId(testId).evaluate((el) => {
    const box = el.getBoundingClientRect();
    const onScreen = box.width > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 12));
    return { onScreen, onTop: !!hit && el.contains(hit) };
  });
}

describe('web shell: alerts and focus around dialogs', () => {
  const e2e = usePortal();

  for (const language of ['en-US', 'km'] as const) {
    for (const viewport of VIEWPORTS) {
      it(`shows a refusal raised in a dialog above its mask, dismissible, and gives focus back on close (${language}, ${viewport.name} px)`, async () => {
        const page = await e2e.signedIn('admin', { language, path: '/apps/tasks', context: { viewport: { width: viewport.width, height: viewport.height } } });
        await page.getByTestId('tasks-row').first().waitFor();
        const opener = page.getByTestId('tasks-manage-tags');
        await opener.focus();
        await opener.press('Enter');
        const dialog = page.getByTestId('tags-dialog');
        await dialog.waitFor();

        // The invalid-fields list (a title too long, refused before any request).
        await dialog.getByTestId('tags-new').fill('x'.repeat(61));
        await dialog.getByTestId('tags-new-submit').click();
        await page.getByTestId('invalid-fields').waitFor();
        expect(await onTop(page, 'invalid-fields')).toEqual({ onScreen: true, onTop: true });
        await screenshot(page, `shell-dialog-invalid-fields-${language}-${viewport.name}`);
        await page.getByTestId('invalid-fields').getByRole('button').click();
        await page.getByTestId('invalid-fields').waitFor({ state: 'detached' });
        expect(await dialog.isVisible()).toBe(true);

        // A server refusal (the system alert): the tag's creation answered 409.
        await page.route((url) => url.pathname.endsWith('/api/apps/tasks/tag'), (route) =>
          route.request().method() === 'POST'
            ? route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ status: 409, error: 'Conflict', developerMessage: REFUSALS.conflict, code: 'conflict' }) })
            : route.continue(),
        );
        await dialog.getByTestId('tags-new').fill('Audit');
        await dialog.getByTestId('tags-new-submit').click();
        const alert = page.getByTestId('system-alert');
        await alert.waitFor();
        expect(await onTop(page, 'system-alert')).toEqual({ onScreen: true, onTop: true });
        expect(await alert.textContent()).toContain(language === 'km' ? 'កំណត់ត្រា' : 'changed by someone else');
        await screenshot(page, `shell-dialog-system-alert-${language}-${viewport.name}`);
        await alert.getByRole('button').click();
        await alert.waitFor({ state: 'detached' });
        expect(await dialog.isVisible()).toBe(true);

        // Closing the dialog (Escape) gives focus back to its opener.
        await dialog.getByTestId('tags-new').focus();
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'tasks-manage-tags', undefined, { timeout: 5_000 });
        await page.context().close();
      }, 60_000);
    }
  }
});
