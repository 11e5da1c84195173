import { Agent, request } from 'node:http';
import { startTestApp, type TestApp } from '../testing/test-app';
import { Drain } from './drain';

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

function send(url: string, options: { method?: string; agent?: Agent; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', agent: options.agent, headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Issue 16, point 4 with a balancer that keeps connections to the instances open (nginx upstream keepalive). */
describe('SIGTERM drain with keep-alive connections open', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { DRAIN_LINGER_MS: '800', DRAIN_TIMEOUT_MS: '5000' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses new connections at once, answers a write on an open connection during the linger (closing it), then exits', async () => {
    const token = await t.signIn('admin@cis.test');
    const pool = new Agent({ keepAlive: true, maxSockets: 1 });
    const before = await send(`${t.baseUrl}/health`, { agent: pool });
    expect(before.status).toBe(200);
    expect(before.connection).toBe('keep-alive');

    const drained = t.app.get(Drain).drain(t.app);
    await new Promise((resolve) => setTimeout(resolve, 100));

    await expect(send(`${t.baseUrl}/health`)).rejects.toThrow(/ECONNREFUSED/);
    const written = await send(`${t.baseUrl}/api/common/messages`, {
      method: 'POST', agent: pool,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: { title: 'written while draining' } }),
    });
    expect(written.status).toBe(200);
    expect(JSON.parse(written.body)).toMatchObject({ title: 'written while draining' });
    expect(written.connection).toBe('close');

    await drained;
    pool.destroy();
  });
});

/**
 * The linger is for connections a balancer may still write into; with none left there is nothing to wait for. The
 * linger here is far longer than the test's patience: a drain that sat it out would fail the times asserted.
 */
describe('SIGTERM drain ends its linger with the last connection', () => {
  const LINGER_MS = 20_000;
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp({ env: { DRAIN_LINGER_MS: String(LINGER_MS), DRAIN_TIMEOUT_MS: '30000' } });
  });
  afterEach(async () => {
    await t.close();
  });

  it('with no connection open, exits at once instead of waiting DRAIN_LINGER_MS for connections that do not exist', async () => {
    const started = Date.now();
    await t.app.get(Drain).drain(t.app);
    expect(Date.now() - started).toBeLessThan(LINGER_MS / 4);
    await expect(send(`${t.baseUrl}/health`)).rejects.toThrow(/ECONNREFUSED/);
  }, LINGER_MS * 2);

  it('exits as soon as the balancer has closed its idle connection, not at the end of the linger', async () => {
    const pool = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await send(`${t.baseUrl}/health`, { agent: pool })).connection).toBe('keep-alive');
    let finished = false;
    const drained = t.app.get(Drain).drain(t.app).then(() => (finished = true));
    // Still lingering while the connection is open: the balancer may yet write a request into it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(finished).toBe(false);
    const closedAt = Date.now();
    pool.destroy();
    await drained;
    expect(Date.now() - closedAt).toBeLessThan(LINGER_MS / 4);
  }, LINGER_MS * 2);
});
