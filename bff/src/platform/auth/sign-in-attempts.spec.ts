import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import { describeWithService } from '../testing/services';
import { startTestApp, type TestApp } from '../testing/test-app';
import { RedisSignInAttempts, SIGN_IN_ATTEMPTS } from './sign-in-attempts';

describeWithService('REDIS_URL', 'sign-in limit across instances (counters in Redis)', () => {
  const namespace = `throttle_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.splice(0).map((t) => t.close())));

  it('holds the limit per email across two instances sharing one Redis', async () => {
    // Two instances of one deployment (same DATABASE_SCHEMA: the counters' namespace), each with its own SQLite.
    const env = { REDIS_URL: process.env.REDIS_URL as string, DATABASE_SCHEMA: namespace, SIGN_IN_LIMIT: '5', SIGN_IN_WINDOW_MS: '60000' };
    const [a, b] = [await startTestApp({ env }), await startTestApp({ env })];
    apps.push(a, b);
    expect(a.app.get(SIGN_IN_ATTEMPTS)).toBeInstanceOf(RedisSignInAttempts);
    const codes: number[] = [];
    // Alternate instances: either one alone would allow 5 guesses, together they allow 5.
    for (let i = 0; i < 7; i += 1) {
      const t = i % 2 === 0 ? a : b;
      codes.push((await t.http.post('/api/auth/sign-in').send({ email: 'admin@cis.test', password: `guess-${i}` })).status);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // The right password is blocked on both instances for the window, in the envelope.
    for (const t of [a, b]) {
      const res = await t.http.post('/api/auth/sign-in').send({ email: 'admin@cis.test', password: 'cis-demo-2026' }).expect(429);
      expect(res.body).toMatchObject({ status: 429, error: 'Too Many Requests' });
    }
  });

  it('does not count attempts of another deployment (another namespace) on the same Redis', async () => {
    const other = await startTestApp({ env: { REDIS_URL: process.env.REDIS_URL as string, DATABASE_SCHEMA: `${namespace}_other`, SIGN_IN_LIMIT: '5' } });
    apps.push(other);
    await other.http.post('/api/auth/sign-in').send({ email: 'admin@cis.test', password: 'cis-demo-2026' }).expect(200);
  });
});

describe('sign-in attempts when Redis fails', () => {
  it('counts in memory instead, so sign-in keeps working and the limit still holds per instance', async () => {
    const failing: ThrottlerStorage = { increment: () => Promise.reject(new Error('The client is closed')) };
    const attempts = new RedisSignInAttempts(failing, 'ns');
    const results = [];
    for (let i = 0; i < 3; i += 1) results.push(await attempts.increment('sign-in:email:a@b.c', 60_000, 2, 60_000, 'sign-in'));
    expect(results.map((r) => r.isBlocked)).toEqual([false, false, true]);
    await attempts.onApplicationShutdown();
  });

  it('prefixes the keys with the namespace in Redis', async () => {
    const keys: string[] = [];
    const memory = new ThrottlerStorageService();
    const recording: ThrottlerStorage = { increment: (key, ...rest) => (keys.push(key), memory.increment(key, ...rest)) };
    await new RedisSignInAttempts(recording, 'tenant_schema').increment('sign-in:ip:127.0.0.1', 1000, 5, 1000, 'sign-in');
    expect(keys).toEqual(['cis:tenant_schema:sign-in:ip:127.0.0.1']);
    memory.onApplicationShutdown();
  });
});
