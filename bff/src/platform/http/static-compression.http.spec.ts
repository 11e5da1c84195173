import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { fetchRaw } from '../testing/fetch-raw';
import { startTestApp, type TestApp } from '../testing/test-app';

describe('web build served compressed', () => {
  // Scripts are most of a first visit's bytes; express.static alone sends them as they are on disk.
  const webDist = mkdtempSync(join(tmpdir(), 'cis-web-'));
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
  let t: TestApp;

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), `<!doctype html><html><head><title>Cis</title></head><body>${'<div></div>'.repeat(200)}</body></html>`);
    writeFileSync(join(webDist, 'assets', 'app-abc123.js'), script);
    writeFileSync(join(webDist, 'assets', 'main-Dk3_x9Qa.js'), script);
    t = await startTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('gzips a script for a browser that accepts it, byte for byte the same once unpacked', async () => {
    // Raw bytes from node:http: supertest would unpack them before the test saw them.
    const res = await fetchRaw(`${t.baseUrl}/assets/app-abc123.js`, { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.length).toBeLessThan(Buffer.byteLength(script) / 2);
    expect(gunzipSync(res.body as unknown as Uint8Array<ArrayBuffer>).toString()).toBe(script);
  });

  it('compresses index.html for the app routes as well, with brotli when the browser offers it', async () => {
    const res = await fetchRaw(`${t.baseUrl}/dashboards`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body as unknown as Uint8Array<ArrayBuffer>).toString()).toContain('<title>Cis</title>');
  });

  it('sends a script as it is to a client that does not accept gzip', async () => {
    const res = await t.http.get('/assets/app-abc123.js').set('Accept-Encoding', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(script);
  });

  it('leaves API answers to api-compression: no compression() stream, a whole compressed body with its length', async () => {
    const token = await t.signIn('admin@cis.test');
    const res = await fetchRaw(`${t.baseUrl}/api/apps/ecommerce/inventory/products?size=50`, { ...t.auth(token), 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    // compression() would have streamed it chunked, without a length.
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(gunzipSync(res.body as unknown as Uint8Array<ArrayBuffer>).length).toBeGreaterThan(1024);
  });

  it('caches content-hashed files for a year and revalidates index.html, so a deployment is seen at once', async () => {
    const hashed = await fetchRaw(`${t.baseUrl}/assets/main-Dk3_x9Qa.js`, {});
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await fetchRaw(`${t.baseUrl}/`, {});
    expect(page.headers['cache-control']).toBe('no-cache');
    const deepLink = await fetchRaw(`${t.baseUrl}/apps/contacts`, {});
    expect(deepLink.status).toBe(200);
    expect(deepLink.headers['cache-control']).toBe('no-cache');
    const unhashed = await fetchRaw(`${t.baseUrl}/assets/app-abc123.js`, {});
    expect(unhashed.headers['cache-control']).toBe('public, max-age=3600');
  });
});
