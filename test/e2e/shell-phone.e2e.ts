/**
 * Shell details only a browser shows, in English and Khmer at 1440 and 390 px: the notifications panel's head on one
 * line (it wrapped in Khmer on a phone), and a file chosen with a button in the page's language (the master-data CSV
 * import showed the browser's English "Choose File" / "No file chosen").
 */
import { navigate, screenshot, usePortal } from './harness';

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

describe('web shell: panel heads and file choosers in both languages', () => {
  const e2e = usePortal();

  for (const language of ['en-US', 'km'] as const) {
    for (const viewport of VIEWPORTS) {
      it(`the notifications head keeps its title and count on one line (one row on a phone), nothing overlapping, and the CSV import's file button is translated (${language}, ${viewport.width} px)`, async () => {
        const page = await e2e.signedIn('admin', { language, context: { viewport } });
        await page.getByTestId('notifications-button').click();
        const head = page.locator('[data-testid=notifications-panel] .panel-head');
        await head.waitFor();
        await page.locator('[data-testid=notifications-panel] .panel-count').waitFor();
        const layout = await head.evaluate((el) => {
          const title = el.querySelector('h2')!;
          const lineHeight = parseFloat(getComputedStyle(title).lineHeight) || parseFloat(getComputedStyle(title).fontSize) * 1.6;
          const boxes = Array.from(el.children).map((c) => c.getBoundingClientRect()).filter((b) => b.width > 0);
          const overlapping = boxes.some((a, i) => boxes.slice(i + 1).some((b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1));
          const tops = new Set(boxes.map((b) => Math.round(b.top + b.height / 2)));
          return { titleLines: Math.round(title.getBoundingClientRect().height / lineHeight), countLines: Math.round(el.querySelector('.panel-count')!.getBoundingClientRect().height / lineHeight), oneRow: tops.size === 1 || Math.max(...tops) - Math.min(...tops) <= 4, overlapping };
        });
        // On a phone the head is one row; at 1440 px the Khmer "Mark all as read" (shown with its text there) may take a
        // second row of its own, whole, never overlapping the title.
        const oneRow = viewport.width < 600 || language === 'en-US' ? true : layout.oneRow;
        expect(layout).toEqual({ titleLines: 1, countLines: 1, oneRow, overlapping: false });
        const markAll = page.getByTestId('notifications-mark-all');
        expect(await markAll.getAttribute('aria-label')).toBe(language === 'km' ? 'សម្គាល់ថាបានអានទាំងអស់' : 'Mark all as read');
        await screenshot(page, `shell-notifications-head-${language}-${viewport.width}`);
        await page.keyboard.press('Escape');

        await navigate(page, '/master-table?kind=payment-method');
        await page.getByTestId('md-import-open').click();
        await page.getByTestId('md-import').waitFor();
        expect(await page.locator('input[type=file]:visible').count()).toBe(0);
        expect(await page.getByTestId('md-import-file-button').innerText()).toBe(language === 'km' ? 'ជ្រើសរើសឯកសារ CSV' : 'Choose a CSV file');
        expect(await page.getByTestId('md-import-file-name').innerText()).toBe(language === 'km' ? 'មិនទាន់បានជ្រើសរើសឯកសារ' : 'No file chosen');
        await page.getByTestId('md-import-file').setInputFiles({ name: 'methods.csv', mimeType: 'text/csv', buffer: Buffer.from('code,nameEn\n') });
        await page.getByTestId('md-import-file-name').filter({ hasText: 'methods.csv' }).waitFor();
        expect(await page.getByTestId('md-import-text').inputValue()).toBe('code,nameEn\n');
        await screenshot(page, `shell-file-picker-${language}-${viewport.width}`);
        await page.context().close();
      }, 60_000);
    }
  }
});
