import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD } from '@cis/fixtures';
import { startTestApp, type TestApp } from '../platform/testing/test-app';

/**
 * Issue 3: "No artificial delays". The sample mock slept before answering (spec 001 s9: products 300 ms, mail list
 * 625 ms, forgot and reset password 1000 ms, sign-in, sign-up and unlock 1500 ms); the real server must not.
 *
 * Each call is asked 20 times in a row and the median is held to 60% of the mock's delay. A reintroduced delay puts
 * every answer above it, so the median too; a loaded machine (2 shared cores) slows some answers, rarely half of
 * them, and the real path is far below the bound (bcrypt, the slowest part, takes about 100 ms). The read cache is
 * off so that every request goes through the handler where a delay would sit.
 */
const TIMES = 20;
const SHARE_OF_MOCK_DELAY = 0.6;

describe('no artificial delays', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ env: { READ_CACHE: 'off' } });
    token = await t.signIn('admin@cis.test');
  });
  afterAll(() => t.close());

  /** Milliseconds of each of TIMES sequential calls (after one untimed warm-up), checking each answer's status. */
  async function timed(call: (i: number) => Promise<{ status: number }>, status: number): Promise<number[]> {
    expect((await call(-1)).status).toBe(status);
    const durations: number[] = [];
    for (let i = 0; i < TIMES; i += 1) {
      const started = performance.now();
      const res = await call(i);
      durations.push(performance.now() - started);
      expect(res.status).toBe(status);
    }
    return durations.sort((a, b) => a - b);
  }

  const median = (sorted: number[]): number => ((sorted[TIMES / 2 - 1] as number) + (sorted[TIMES / 2] as number)) / 2;

  const cases: Array<[string, number, number, (i: number) => Promise<{ status: number }>]> = [
    ['products', 300, 200, (i) => t.http.get(`/api/apps/ecommerce/inventory/products?page=${Math.max(i, 0) % 3}`).set(t.auth(token))],
    ['mails', 625, 200, () => t.http.get('/api/apps/mailbox/mails?folder=inbox').set(t.auth(token))],
    ['sign-in', 1500, 200, () => t.http.post('/api/auth/sign-in').send({ email: 'staff@cis.test', password: DEMO_PASSWORD })],
    ['unlock-session', 1500, 200, () => t.http.post('/api/auth/unlock-session').send({ email: 'staff@cis.test', password: DEMO_PASSWORD })],
    ['sign-up', 1500, 200, (i) => t.http.post('/api/auth/sign-up').send({ name: 'Dara Sok', email: `dara.${i + 1}@delays.test`, password: 'long-enough-1' })],
    ['forgot-password', 1000, 200, () => t.http.post('/api/auth/forgot-password').send({ email: 'nobody@delays.test' })],
    // An unknown token still hashes the new password before it is refused: the whole path runs.
    ['reset-password', 1000, 403, () => t.http.post('/api/auth/reset-password').send({ token: 'not-a-token', password: 'long-enough-1' })],
  ];

  it.each(cases)(`%s: ${TIMES} calls in a row, median well under the mock delay of %d ms`, async (_name, mockDelayMs, status, call) => {
    const durations = await timed(call, status);
    const bound = mockDelayMs * SHARE_OF_MOCK_DELAY;
    if (median(durations) >= bound) {
      throw new Error(`median ${median(durations).toFixed(1)} ms >= ${bound} ms; all: ${durations.map((d) => d.toFixed(0)).join(', ')}`);
    }
  }, 60_000);
});
