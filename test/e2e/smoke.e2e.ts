import { screenshot, usePortal } from './harness';

describe('portal smoke', () => {
  const e2e = usePortal();

  it('signs the administrator in and shows the main layout with the menu', async () => {
    const page = await e2e.signedIn('admin');
    await page.waitForSelector('nav, [role=navigation]', { timeout: 15_000 });
    await screenshot(page, 'smoke-admin-home');
    expect(await page.title()).toMatch(/Cis/);
    await page.context().close();
  }, 60_000);
});
