/**
 * The sign-in page's JavaScript budget (issue 7: under 150 KB gzip), so a change that drags a library into the
 * landing page fails here rather than in the next benchmark: every script a cold visit to /sign-in loads in Chromium
 * (what index.html names, and what the route imports when it loads), gzip level 9, as `npm run bench` counts it.
 * A size, not a time: the same build always gives the same figure.
 */
import { gzipSync } from 'node:zlib';
import { launchBrowser, newContext, startPortal, type Browser, type Portal } from './harness';

const BUDGET_KB = 150;

describe('sign-in page JavaScript budget', () => {
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

  it(`stays under ${BUDGET_KB} KB gzip, without the libraries only signed-in pages use`, async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const scripts: Array<Promise<{ url: string; gzipKb: number; code: string } | null>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.body().then(
        (body) => ({ url: new URL(response.url()).pathname, gzipKb: gzipSync(new Uint8Array(body), { level: 9 }).length / 1024, code: body.toString('utf8') }),
        () => null,
      ));
    });
    await page.goto(`${portal.url}/sign-in`, { waitUntil: 'networkidle' });
    await page.locator('button[type=submit]').waitFor();
    const loaded = (await Promise.all(scripts)).filter((s): s is NonNullable<typeof s> => s !== null);
    const total = loaded.reduce((sum, s) => sum + s.gzipKb, 0);
    // eslint-disable-next-line no-console
    console.log(`sign-in JavaScript: ${total.toFixed(1)} KB gzip in ${loaded.length} files (budget ${BUDGET_KB} KB)`);
    expect(loaded.length).toBeGreaterThan(3);
    expect(total).toBeLessThan(BUDGET_KB);
    // socket.io-client comes with the first session (api/socket.ts openSocket), PrimeReact's locale machinery with
    // the first portal page (app/page-route.tsx): neither belongs to the landing download.
    const landing = loaded.map((s) => s.code).join('\n');
    expect(landing).not.toMatch(/ping timeout/);
    expect(landing).not.toMatch(/filterMatchModeOptions/);
    await context.close();
  }, 60_000);

  it('sends a signed-out visit to / to the landing page before any dashboard code is fetched', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${portal.url}/`, { waitUntil: 'networkidle' });
    await page.locator('button[type=submit], a[href="/sign-in"]').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/home-page');
    expect(scripts.filter((s) => /Dashboard|dashboards/.test(s))).toEqual([]);
    await context.close();
  }, 60_000);
});
