/**
 * The sign-in page's JavaScript budget (issue 7, counted as issue 15 asks: what the browser actually transfers), so a
 * change that drags a library into the landing page fails here rather than in the next benchmark: the bytes on the
 * wire (Chromium's encodedDataLength: compressed body and headers) of every script a cold visit loads, for /sign-in
 * and for / (which sends a visitor to the landing page). Styles, translations and fonts are printed beside it; fonts
 * are shared by every page and cached for a year. A size, not a time: the same build always gives the same figure.
 */
import { newContext, usePortal } from './harness';

const BUDGET_KB = 150;

interface Transfer {
  path: string;
  type: string;
  bytes: number;
  body: Promise<string>;
}

describe('sign-in page JavaScript budget', () => {
  const e2e = usePortal();

  /** A cold visit to `path`: every response with the bytes it took on the wire. */
  async function visit(path: string, ready: string): Promise<{ transfers: Transfer[]; landedOn: string }> {
    const context = await newContext(e2e.browser);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const seen = new Map<string, Omit<Transfer, 'bytes' | 'body'>>();
    const transfers: Transfer[] = [];
    cdp.on('Network.responseReceived', (e) => seen.set(e.requestId, { path: new URL(e.response.url).pathname, type: e.type }));
    cdp.on('Network.loadingFinished', (e) => {
      const response = seen.get(e.requestId);
      if (!response) return;
      const body = response.type === 'Script'
        ? cdp.send('Network.getResponseBody', { requestId: e.requestId }).then((r) => (r.base64Encoded ? '' : r.body), () => '')
        : Promise.resolve('');
      transfers.push({ ...response, bytes: e.encodedDataLength, body });
    });
    await page.goto(`${e2e.portal.url}${path}`, { waitUntil: 'networkidle' });
    await page.locator(ready).first().waitFor();
    const landedOn = new URL(page.url()).pathname;
    await Promise.all(transfers.map((t) => t.body));
    await context.close();
    return { transfers, landedOn };
  }

  const kb = (transfers: Transfer[], type?: string) => transfers.filter((t) => !type || t.type === type).reduce((sum, t) => sum + t.bytes, 0) / 1024;

  it.each([['/sign-in'], ['/']])(`a cold visit to %s transfers under ${BUDGET_KB} KB of JavaScript, without the libraries only signed-in pages use`, async (path) => {
    const { transfers, landedOn } = await visit(path, 'button[type=submit], a[href="/sign-in"]');
    const scripts = transfers.filter((t) => t.type === 'Script');
    const total = kb(scripts);
    // eslint-disable-next-line no-console
    console.log(`${path} -> ${landedOn}: JavaScript ${total.toFixed(1)} KB transferred in ${scripts.length} files (budget ${BUDGET_KB} KB); styles ${kb(transfers, 'Stylesheet').toFixed(1)} KB, fonts ${kb(transfers, 'Font').toFixed(1)} KB, all ${kb(transfers).toFixed(1)} KB`);
    expect(scripts.length).toBeGreaterThan(3);
    expect(total).toBeLessThan(BUDGET_KB);
    // The build's brotli copies are what is sent (web/vite-plugins/precompress.ts).
    expect(total).toBeGreaterThan(50);
    // socket.io-client comes with the first session (api/socket.ts openSocket), PrimeReact's locale machinery with
    // the first portal page (app/page-route.tsx), luxon with the first page that shows a date: none belongs to the
    // landing download.
    const landing = (await Promise.all(scripts.map((s) => s.body))).join('\n');
    expect(landing.length).toBeGreaterThan(100_000);
    expect(landing).not.toMatch(/ping timeout/);
    expect(landing).not.toMatch(/filterMatchModeOptions/);
    expect(landing).not.toMatch(/Luxon|luxon/);
  }, 60_000);

  it('serves the scripts as the build compressed them, and plainly to a client that takes no compression', async () => {
    const scriptPath = /<script[^>]+src="([^"]+)"/.exec(await (await fetch(`${e2e.portal.url}/sign-in`)).text())![1]!;
    const br = await fetch(`${e2e.portal.url}${scriptPath}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('cache-control')).toContain('immutable');
    const plain = await fetch(`${e2e.portal.url}${scriptPath}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    // fetch decodes br: both bodies are the same script.
    expect(await br.text()).toBe(await plain.text());
  });

  it('sends a signed-out visit to / to the landing page before any dashboard code is fetched', async () => {
    const { transfers, landedOn } = await visit('/', 'button[type=submit], a[href="/sign-in"]');
    expect(landedOn).toBe('/home-page');
    expect(transfers.filter((t) => t.type === 'Script' && /Dashboard|dashboards/.test(t.path))).toEqual([]);
  }, 60_000);
});
