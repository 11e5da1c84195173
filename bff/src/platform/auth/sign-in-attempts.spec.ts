import { describeWithService } from '../testing/services';
import { startTestApp, type TestApp } from '../testing/test-app';
import { MemoryAttemptCounters, RedisAttemptCounters, SIGN_IN_ATTEMPTS } from './sign-in-attempts';

describeWithService('REDIS_URL', 'sign-in limit across instances (counters in Redis)', () => {
  const namespace = `throttle_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.splice(0).map((t) => t.close())));

  it('holds the limit per address across two instances sharing one Redis', async () => {
    // Two instances of one deployment (same DATABASE_SCHEMA: the counters' namespace), each with its own SQLite.
    const env = { REDIS_URL: process.env.REDIS_URL as string, DATABASE_SCHEMA: namespace, SIGN_IN_LIMIT: '5', SIGN_IN_WINDOW_MS: '60000' };
    const [a, b] = [await startTestApp({ env }), await startTestApp({ env })];
    apps.push(a, b);
    expect(a.app.get(SIGN_IN_ATTEMPTS)).toBeInstanceOf(RedisAttemptCounters);
    const codes: number[] = [];
    // Alternate instances: either one alone would allow 5 guesses, together they allow 5.
    for (let i = 0; i < 7; i += 1) {
      const t = i % 2 === 0 ? a : b;
      codes.push((await t.http.post('/api/auth/sign-in').send({ email: 'admin@cis.test', password: `guess-${i}` })).status);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // This address is over its limit on both instances for the window, in the envelope, with Retry-After.
    for (const t of [a, b]) {
      const res = await t.http.post('/api/auth/sign-in').send({ email: 'staff@cis.test', password: 'cis-demo-2026' }).expect(429);
      expect(res.body).toMatchObject({ status: 429, error: 'Too Many Requests', code: 'tooManyRequests' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
  });

  it('does not count attempts of another deployment (another namespace) on the same Redis', async () => {
    const other = await startTestApp({ env: { REDIS_URL: process.env.REDIS_URL as string, DATABASE_SCHEMA: `${namespace}_other`, SIGN_IN_LIMIT: '5' } });
    apps.push(other);
    await other.http.post('/api/auth/sign-in').send({ email: 'admin@cis.test', password: 'cis-demo-2026' }).expect(200);
  });

  it('counts, reads and marks in Redis with the window the first hit set', async () => {
    const counters = await RedisAttemptCounters.connect(process.env.REDIS_URL as string, `${namespace}_unit`);
    try {
      expect(await counters.count('k')).toBe(0);
      expect((await counters.hit('k', 60_000)).count).toBe(1);
      const second = await counters.hit('k', 60_000);
      expect(second.count).toBe(2);
      expect(second.resetInMs).toBeGreaterThan(50_000);
      expect(await counters.count('k')).toBe(2);
      expect(await counters.marked('m')).toBe(false);
      await counters.mark('m', 60_000);
      expect(await counters.marked('m')).toBe(true);
      // Nothing was counted in memory: Redis answered.
      expect(await counters.fallback.count('k')).toBe(0);
    } finally {
      await counters.onApplicationShutdown();
    }
  });
});

describe('attempt counters', () => {
  it('count in fixed windows and forget expired counts and marks (in memory)', async () => {
    let now = 1_000;
    const counters = new MemoryAttemptCounters(() => now);
    expect((await counters.hit('a', 100)).count).toBe(1);
    now += 50;
    expect(await counters.hit('a', 100)).toEqual({ count: 2, resetInMs: 50 });
    now += 50;
    expect(await counters.count('a')).toBe(0);
    expect((await counters.hit('a', 100)).count).toBe(1);
    await counters.mark('m', 10);
    expect(await counters.marked('m')).toBe(true);
    now += 10;
    expect(await counters.marked('m')).toBe(false);
  });

  it('count in memory when Redis fails, so sign-in keeps working and the limit still holds per instance', async () => {
    const failing = {
      eval: () => Promise.reject(new Error('The client is closed')), get: () => Promise.reject(new Error('closed')),
      set: () => Promise.reject(new Error('closed')), exists: () => Promise.reject(new Error('closed')), quit: () => Promise.resolve('OK'),
    };
    const counters = new RedisAttemptCounters(failing as never, 'ns');
    const counts = [];
    for (let i = 0; i < 3; i += 1) counts.push((await counters.hit('sign-in:email:a@b.c', 60_000)).count);
    expect(counts).toEqual([1, 2, 3]);
    await counters.mark('familiar', 60_000);
    expect(await counters.marked('familiar')).toBe(true);
    await counters.onApplicationShutdown();
  });

  it('prefix the keys with the namespace in Redis', async () => {
    const keys: string[] = [];
    const recording = {
      eval: (_script: string, options: { keys: string[] }) => (keys.push(...options.keys), Promise.resolve([1, 1000])),
      get: (key: string) => (keys.push(key), Promise.resolve(null)),
      set: (key: string) => (keys.push(key), Promise.resolve('OK')),
      exists: (key: string) => (keys.push(key), Promise.resolve(0)),
      quit: () => Promise.resolve('OK'),
    };
    const counters = new RedisAttemptCounters(recording as never, 'tenant_schema');
    await counters.hit('sign-in:ip:127.0.0.1', 1000);
    await counters.count('x');
    await counters.mark('y', 1000);
    await counters.marked('y');
    expect(keys).toEqual(['cis:tenant_schema:sign-in:ip:127.0.0.1', 'cis:tenant_schema:x', 'cis:tenant_schema:y', 'cis:tenant_schema:y']);
  });
});
