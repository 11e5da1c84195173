// The module object itself (a namespace import would be a copy under esModuleInterop, and spying on it would see nothing).
import zlib from 'node:zlib';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ReadCache } from '../read-cache/read-cache';
import { fetchRaw } from '../testing/fetch-raw';
import { startTestApp, type TestApp } from '../testing/test-app';
import { API_COMPRESSION_MIN_BYTES, preferredEncoding } from './api-compression';

const bytes = (b: Buffer) => b as unknown as Uint8Array<ArrayBuffer>;
/** The same bytes (Buffer.equals takes no Buffer under @types/node 20 and TypeScript 5.9). */
const same = (a: Buffer, b: Buffer) => a.toString('base64') === b.toString('base64');

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0', null],
    ['br;q=0, *', 'gzip'],
    ['deflate', null],
    ['GZIP ; q=0.5', 'gzip'],
  ])('%p -> %p', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('API answers compressed for clients that accept it', () => {
  // A cached read (@CachedRead) well over a kilobyte, and an uncached one.
  const PRODUCTS = '/api/apps/ecommerce/inventory/products?size=50';
  let t: TestApp;
  let cache: ReadCache;
  let admin: string;
  let staff: string;
  beforeAll(async () => {
    t = await startTestApp();
    cache = t.app.get(ReadCache);
    admin = await t.signIn('admin@cis.test');
    staff = await t.signIn('staff@cis.test');
  });
  afterAll(() => t.close());

  const read = async (path: string, token: string, headers: Record<string, string> = {}) => {
    const before = cache.served;
    const res = await fetchRaw(`${t.baseUrl}${path}`, { ...t.auth(token), ...headers });
    return { ...res, fromMemory: cache.served > before };
  };

  it('sends a JSON answer gzip when asked, identical once unpacked, with Vary: Accept-Encoding', async () => {
    const plain = await read(`${PRODUCTS}&page=0`, admin);
    const packed = await read(`${PRODUCTS}&page=0&sort=name`, admin, { 'accept-encoding': 'gzip' });
    const plainSorted = await read(`${PRODUCTS}&page=0&sort=name`, staff);
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(API_COMPRESSION_MIN_BYTES);
    expect(packed.fromMemory).toBe(false);
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(packed.headers['content-length'])).toBe(packed.body.length);
    expect(packed.body.length).toBeLessThan(plainSorted.body.length / 3);
    expect(gunzipSync(bytes(packed.body)).toString()).toBe(plainSorted.body.toString());
    expect(packed.headers['content-type']).toBe(plainSorted.headers['content-type']);
  });

  it('sends brotli when the client offers it', async () => {
    const res = await read('/api/apps/ecommerce/inventory/products?size=40', admin, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    const plain = await read('/api/apps/ecommerce/inventory/products?size=40', staff);
    expect(brotliDecompressSync(bytes(res.body)).toString()).toBe(plain.body.toString());
  });

  it('answers a client that sends no Accept-Encoding as before: the same bytes, no Vary, cached or not', async () => {
    const path = '/api/apps/ecommerce/inventory/products?size=30';
    const first = await read(path, admin);
    // Another caller that accepts gzip gets the same answer compressed meanwhile; the first caller's next read is still plain.
    await read(path, admin, { 'accept-encoding': 'gzip' });
    const second = await read(path, admin);
    for (const res of [first, second]) {
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
    }
    expect(first.fromMemory).toBe(false);
    expect(second.fromMemory).toBe(true);
    expect(same(second.body, first.body)).toBe(true);
    const identity = await read(path, admin, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(same(identity.body, first.body)).toBe(true);
  });

  it('serves a cached answer compressed, with the bytes kept from when it was first sent', async () => {
    const path = '/api/apps/ecommerce/inventory/products?size=35';
    const fresh = await read(path, admin, { 'accept-encoding': 'gzip' });
    const compressions = jest.spyOn(zlib, 'gzipSync');
    const cached = await read(path, admin, { 'accept-encoding': 'gzip' });
    const again = await read(path, admin, { 'accept-encoding': 'gzip' });
    expect(compressions).not.toHaveBeenCalled();
    compressions.mockRestore();
    expect(fresh.fromMemory).toBe(false);
    expect(cached.fromMemory).toBe(true);
    expect(again.fromMemory).toBe(true);
    for (const res of [cached, again]) {
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      // The very bytes sent the first time: kept, not compressed again.
      expect(same(res.body, fresh.body)).toBe(true);
    }
    // A cached answer first asked for in another encoding is compressed once, then kept too.
    const br = await read(path, admin, { 'accept-encoding': 'br' });
    const brAgain = await read(path, admin, { 'accept-encoding': 'br' });
    expect(br.fromMemory && brAgain.fromMemory).toBe(true);
    expect(br.headers['content-encoding']).toBe('br');
    expect(same(brAgain.body, br.body)).toBe(true);
    expect(same(brotliDecompressSync(bytes(br.body)), gunzipSync(bytes(fresh.body)))).toBe(true);
    // And a plain caller still gets the plain bytes from memory.
    const plain = await read(path, admin);
    expect(plain.fromMemory).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(same(plain.body, gunzipSync(bytes(fresh.body)))).toBe(true);
  });

  it('leaves answers under a kilobyte as they are', async () => {
    const res = await read('/api/common/user', admin, { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(API_COMPRESSION_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toBeDefined();
  });

  it('compresses an answer the read cache does not keep (the tax-return tasks) on its way out, each time', async () => {
    const path = '/api/tax-returns/tasks';
    const plain = await read(path, admin);
    const packed = await read(path, admin, { 'accept-encoding': 'gzip' });
    const again = await read(path, admin, { 'accept-encoding': 'gzip' });
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(API_COMPRESSION_MIN_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.fromMemory || again.fromMemory).toBe(false);
    for (const res of [packed, again]) {
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(bytes(res.body)).toString()).toBe(plain.body.toString());
    }
  });
});
