import { launchBrowser, newContext, screenshot, signIn, startPortal, type Browser, type Portal } from './harness';

describe('portal smoke', () => {
  let portal: Portal;
  let browser: Browser;
  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  it('signs the administrator in and shows the main layout with the menu', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, portal, 'admin');
    await page.waitForSelector('nav, [role=navigation]', { timeout: 15_000 });
    await screenshot(page, 'smoke-admin-home');
    expect(await page.title()).toMatch(/Cis/);
    await context.close();
  }, 60_000);
});
