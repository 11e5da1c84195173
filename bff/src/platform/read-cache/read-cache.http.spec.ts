import { sign } from 'jsonwebtoken';
import { NO_POSITION_STALENESS_MS, POSITION_HEADER, TENANT_HEADER, TOKEN_ISSUER } from '@cis/contracts';
import { describeWithService } from '../testing/services';
import { startTestApp, type TestApp } from '../testing/test-app';
import { ProcessRunner } from '../process/process-runner';
import { ReadCache } from './read-cache';

const PRODUCTS = '/api/apps/ecommerce/inventory/products';
const MESSAGES = '/api/common/messages';

describe('read cache (SQLite): remembered answers are served until what they read changes', () => {
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

  /** GET path as token, and whether the answer came from memory. */
  async function get(path: string, token: string, headers: Record<string, string> = {}) {
    const before = cache.served;
    const res = await t.http.get(path).set({ ...t.auth(token), ...headers });
    return { res, fromMemory: cache.served > before };
  }

  it('serves the second identical GET from memory, with the same status, headers and body', async () => {
    const first = await get(PRODUCTS, admin);
    const second = await get(PRODUCTS, admin);
    expect(first.fromMemory).toBe(false);
    expect(second.fromMemory).toBe(true);
    expect(second.res.status).toBe(200);
    expect(second.res.text).toBe(first.res.text);
    const sameHeaders = (h: Record<string, string>) => {
      const { date: _date, connection: _c, 'keep-alive': _k, ...rest } = h;
      return rest;
    };
    expect(sameHeaders(second.res.headers)).toEqual(sameHeaders(first.res.headers));
    expect(second.res.headers['content-security-policy']).toBeDefined();
  });

  it("shows another user's change to a shared area on the very next read", async () => {
    await get(PRODUCTS, admin);
    const { res: page } = await get(PRODUCTS, admin);
    const product = page.body.products[0];
    await t.http.patch('/api/apps/ecommerce/inventory/product').set(t.auth(staff))
      .send({ id: product.id, product: { name: `${product.name} (renamed)` } }).expect(200);
    const after = await t.http.get(`/api/apps/ecommerce/inventory/product?id=${product.id}`).set(t.auth(admin)).expect(200);
    expect(after.body.name).toBe(`${product.name} (renamed)`);
    const { res: list, fromMemory } = await get(`${PRODUCTS}?search=${encodeURIComponent('(renamed)')}`, admin);
    expect(fromMemory).toBe(false);
    expect(list.body.products.map((p: { id: string }) => p.id)).toEqual([product.id]);
  });

  it("reads its own write: a new message is in the writer's next list", async () => {
    await get(MESSAGES, admin);
    expect((await get(MESSAGES, admin)).fromMemory).toBe(true);
    const created = await t.http.post(MESSAGES).set(t.auth(admin)).send({ message: { title: 'Patent tax due' } }).expect(200);
    const { res, fromMemory } = await get(MESSAGES, admin);
    expect(fromMemory).toBe(false);
    expect(res.body.map((m: { id: string }) => m.id)).toContain(created.body.id);
  });

  it('keeps answers per caller: each user gets their own messages', async () => {
    const adminMessages = (await get(MESSAGES, admin)).res.body as Array<{ id: string }>;
    const staffMessages = (await get(MESSAGES, staff)).res.body as Array<{ id: string }>;
    const staffAgain = await get(MESSAGES, staff);
    expect(staffAgain.fromMemory).toBe(true);
    expect(staffAgain.res.body).toEqual(staffMessages);
    const adminIds = new Set(adminMessages.map((m) => m.id));
    expect(staffMessages.some((m) => adminIds.has(m.id))).toBe(false);
  });

  it("follows a change of the caller's own account (the guard's read is a dependency too)", async () => {
    await get('/api/common/user', staff);
    expect((await get('/api/common/user', staff)).fromMemory).toBe(true);
    await t.http.patch('/api/common/user').set(t.auth(staff)).send({ user: { name: 'Dara Renamed' } }).expect(200);
    const { res, fromMemory } = await get('/api/common/user', staff);
    expect(fromMemory).toBe(false);
    expect(res.body.name).toBe('Dara Renamed');
  });

  it('never answers a different tenant header from memory (the guard refuses it)', async () => {
    await get(MESSAGES, admin);
    const other = await get(MESSAGES, admin, { [TENANT_HEADER]: 'acme' });
    expect(other.fromMemory).toBe(false);
    expect(other.res.status).toBe(403);
  });

  it('stops serving an answer when the token that asked for it expires', async () => {
    const now = Date.now();
    const shortLived = sign({ tenant: 'cis' }, t.config.jwtSecret, {
      subject: (await t.http.get('/api/common/user').set(t.auth(admin))).body.id,
      issuer: TOKEN_ISSUER, algorithm: 'HS256', expiresIn: 60,
    });
    await get(MESSAGES, shortLived).then(({ res }) => expect(res.status).toBe(200));
    expect((await get(MESSAGES, shortLived)).fromMemory).toBe(true);
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    try {
      const late = await get(MESSAGES, shortLived);
      expect(late.fromMemory).toBe(false);
      expect(late.res.status).toBe(401);
    } finally {
      clock.mockRestore();
    }
  });

  it('leaves cross-origin, conditional and body-carrying GETs to the framework', async () => {
    const first = await get(MESSAGES, admin);
    await get(MESSAGES, admin);
    expect((await get(MESSAGES, admin, { origin: 'https://evil.example' })).fromMemory).toBe(false);
    const conditional = await get(MESSAGES, admin, { 'if-none-match': first.res.headers.etag });
    expect(conditional.fromMemory).toBe(false);
    expect(conditional.res.status).toBe(304);
    const withBody = await t.http.get(MESSAGES).set(t.auth(admin)).set('content-type', 'application/json').send('{"x":1}');
    expect(withBody.status).toBeGreaterThanOrEqual(200);
    expect((await get(MESSAGES, admin)).fromMemory).toBe(true);
  });

  it('remembers only successful answers of marked routes', async () => {
    const missing = `/api/apps/ecommerce/inventory/product?id=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`;
    await get(missing, admin);
    const again = await get(missing, admin);
    expect(again.res.status).toBe(404);
    expect(again.fromMemory).toBe(false);
    // mark-all-as-read is a GET that writes: it is never answered from memory, and the list follows it.
    await get(`${MESSAGES}/mark-all-as-read`, staff);
    expect((await get(`${MESSAGES}/mark-all-as-read`, staff)).fromMemory).toBe(false);
    const { res } = await get(MESSAGES, staff);
    expect(res.body.every((m: { read: boolean }) => m.read)).toBe(true);
  });

  it('serves the public UI version from memory until a new version is published', async () => {
    const before = cache.served;
    await t.http.get('/public/uiversions/1').expect(200);
    await t.http.get('/public/uiversions/1').expect(200);
    expect(cache.served).toBe(before + 1);
    await t.http.post('/api/admin/uiversions').set(t.auth(admin)).send({ versions: '9.9.9', message: 'New filing forms' }).expect(200);
    const res = await t.http.get('/public/uiversions/1').expect(200);
    expect(res.body).toMatchObject({ versions: '9.9.9', message: 'New filing forms' });
  });

  it('forgets every answer when the read models are rebuilt', async () => {
    await get(PRODUCTS, admin);
    expect((await get(PRODUCTS, admin)).fromMemory).toBe(true);
    await t.store.rebuildProjections();
    expect((await get(PRODUCTS, admin)).fromMemory).toBe(false);
  });
});

describe('read cache switched off', () => {
  it('answers every read through the framework with READ_CACHE=off', async () => {
    const t = await startTestApp({ env: { READ_CACHE: 'off' } });
    try {
      const token = await t.signIn('admin@cis.test');
      await t.http.get(MESSAGES).set(t.auth(token)).expect(200);
      await t.http.get(MESSAGES).set(t.auth(token)).expect(200);
      expect(t.app.get(ReadCache).served).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describeWithService('DATABASE_URL', 'read cache on PostgreSQL', () => {
  /** One instance whose processes have caught up with the seeded log, and the admin's feed remembered once. */
  async function startRemembering() {
    const t = await startTestApp({ store: 'postgres' });
    const token = await t.signIn('admin@cis.test');
    const runner = t.app.get(ProcessRunner);
    const head = await t.store.lastPosition();
    for (const name of runner.names()) await runner.settled(name, head);
    const consistency = t.store.consistency;
    if (!consistency) throw new Error('PostgreSQL store without commit notifications');
    await t.http.get(MESSAGES).set(t.auth(token)).expect(200);
    return { t, token, cache: t.app.get(ReadCache), consistency };
  }

  it('serves from memory, and never misses a commit of another instance: with a position at all, without one once 100 ms have passed', async () => {
    const t = await startTestApp({ store: 'postgres' });
    const other = await startTestApp({ store: 'postgres', env: { JWT_SECRET: t.config.jwtSecret, DATABASE_SCHEMA: t.config.databaseSchema } });
    try {
      const token = await t.signIn('admin@cis.test');
      const cache = t.app.get(ReadCache);
      expect(cache.enabled).toBe(true);
      // The processes of both instances first catch up with the seeded log (they write messages of their own, which
      // would rightly make a remembered feed stale).
      for (const app of [t, other]) {
        const runner = app.app.get(ProcessRunner);
        const head = await app.store.lastPosition();
        for (const name of runner.names()) await runner.settled(name, head);
      }
      await t.http.get(MESSAGES).set(t.auth(token)).expect(200);
      const remembered = await t.http.get(MESSAGES).set(t.auth(token)).expect(200);
      expect(cache.served).toBe(1);
      expect(Number(remembered.headers[POSITION_HEADER])).toBeGreaterThan(0);
      // The other instance writes.
      for (const sendPosition of [true, false]) {
        const written = await other.http.post(MESSAGES).set(other.auth(token)).send({ message: { title: `elsewhere ${sendPosition}` } }).expect(200);
        const position = written.headers[POSITION_HEADER];
        // Without a position the stated bound holds: nothing acknowledged more than NO_POSITION_STALENESS_MS before the request is missed.
        if (!sendPosition) await new Promise((resolve) => setTimeout(resolve, NO_POSITION_STALENESS_MS + 20));
        const read = sendPosition
          ? await t.http.get(MESSAGES).set(t.auth(token)).set(POSITION_HEADER, position).expect(200)
          : await t.http.get(MESSAGES).set(t.auth(token)).expect(200);
        expect(read.body.map((m: { id: string }) => m.id)).toContain(written.body.id);
        expect(Number(read.headers[POSITION_HEADER])).toBeGreaterThanOrEqual(Number(position));
      }
      // Unchanged since: from memory again, once the position sent has been seen.
      const before = cache.served;
      await t.http.get(MESSAGES).set(t.auth(token)).expect(200);
      await t.http.get(MESSAGES).set(t.auth(token)).expect(200);
      expect(cache.served).toBeGreaterThan(before);
    } finally {
      await other.close();
      await t.close();
    }
  });

  it('a caller sending no position: one barrier per 100 ms at most, however many reads, each served from memory', async () => {
    const { t, token, cache, consistency } = await startRemembering();
    try {
      const sentBefore = consistency.barriersSent;
      const before = cache.served;
      const started = performance.now();
      let reads = 0;
      while (performance.now() - started < 3 * NO_POSITION_STALENESS_MS) {
        await Promise.all(Array.from({ length: 5 }, () => t.http.get(MESSAGES).set(t.auth(token)).expect(200)));
        reads += 5;
      }
      const elapsed = performance.now() - started;
      expect(cache.served - before).toBe(reads);
      expect(reads).toBeGreaterThan(20);
      expect(consistency.barriersSent - sentBefore).toBeLessThanOrEqual(Math.ceil(elapsed / NO_POSITION_STALENESS_MS) + 1);
    } finally {
      await t.close();
    }
  });

  it('serves a caller waiting for its barrier the answer remembered meanwhile, not the framework (no cascade under load)', async () => {
    const { t, token, cache, consistency } = await startRemembering();
    try {
      // The barrier of the next caller is held back, as a busy database holds it (and the last one counts as too old)...
      jest.spyOn(consistency, 'barrierWithin').mockReturnValue(false);
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => { release = resolve; });
      const barrier = consistency.barrier.bind(consistency);
      const barriers = jest.spyOn(consistency, 'barrier').mockImplementation(async (withinMs) => {
        await held;
        return barrier(withinMs);
      });
      const waiting = t.http.get(MESSAGES).set(t.auth(token)).then((res) => res);
      while (barriers.mock.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      // ...while another caller's read goes through the framework and its answer replaces the one remembered.
      await t.http.get(MESSAGES).set(t.auth(token)).set(POSITION_HEADER, String(consistency.seen + 1_000_000)).expect(200);
      const before = cache.served;
      release();
      expect((await waiting).status).toBe(200);
      expect(cache.served).toBe(before + 1);
    } finally {
      await t.close();
    }
  });
});
