/**
 * Issue 16, points 3 and 4: three BFF processes on one PostgreSQL schema and one Redis, behind nginx configured from
 * deploy/nginx/cis.conf.template, as `npm run cluster` runs them. Signing secret from the store (no JWT_SECRET).
 *
 * - A browser signs in through nginx and sees a message written on another instance arrive live.
 * - The instance holding the browser's socket is SIGKILLed while messages keep being written: the browser reconnects
 *   through nginx to a live instance and resumes from its last position (no reload), every message shown once.
 * - Rolling restart under load: each instance in turn is sent SIGTERM (it drains: refuses new connections, answers
 *   what is in flight, sends its sockets elsewhere, exits) and started again, while clients write and read through
 *   nginx and a socket listens: 0 failed requests, 0 lost pushes.
 */
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { launchBrowser, newContext, type Browser } from '../e2e/harness';
import { BffHost, call, DEMO_PASSWORD, describeMultiInstance, ROOT, signIn, sleep } from './bff-process';
import { Nginx } from './nginx';

jest.setTimeout(6 * 60_000);

interface Push {
  type: string;
  position: number;
  data: { item?: { id: string; title: string } };
}

describeMultiInstance('three instances behind nginx', () => {
  const schema = `rel_cluster_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const env = { REDIS_URL: process.env.REDIS_URL as string, JWT_SECRET: '', WEB_DIST: process.env.E2E_WEB_DIST ?? join(ROOT, 'web', 'dist'), TRUST_PROXY: 'loopback' };
  const hosts = [0, 1, 2].map(() => new BffHost({ kind: 'postgres', schema }, env));
  let lb: Nginx;
  let browser: Browser;

  beforeAll(async () => {
    await hosts[0].start(); // seeds the schema and the secret
    await Promise.all(hosts.slice(1).map((h) => h.start()));
    lb = new Nginx(hosts.map((h) => h.port));
    [browser] = await Promise.all([launchBrowser(), lb.start()]);
  });
  afterAll(async () => {
    await browser?.close();
    await lb?.stop();
    await Promise.all(hosts.map((h) => h.stop()));
    for (const h of hosts) await h.drop();
  });

  const socketHost = async () => {
    const port = await lb.socketInstancePort();
    const host = hosts.find((h) => h.port === port);
    if (!host) throw new Error(`nginx routes sockets to ${port}, not one of ${hosts.map((h) => h.port)}`);
    return host;
  };

  async function signedInPage() {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${lb.url}/sign-in`);
    await page.locator('input[type=email], input[name=email], #email').first().fill('admin@cis.test');
    await page.locator('input[type=password]').first().fill(DEMO_PASSWORD);
    await page.locator('button[type=submit]').first().click();
    await page.waitForURL((u) => !u.pathname.startsWith('/sign-in'), { timeout: 30_000 });
    await page.locator('[data-testid=messages-button]').click();
    const panel = page.locator('[data-testid=messages-panel]');
    await panel.waitFor();
    return { context, page, panel };
  }

  it('signs a browser in through nginx; a message written on another instance appears live', async () => {
    const { context, panel } = await signedInPage();
    const holder = await socketHost();
    const other = hosts.find((h) => h !== holder)!;
    const token = await signIn(other.url, 'admin@cis.test');
    const title = `Written on another instance ${Date.now()}`;
    expect((await call(other.url, 'POST', '/api/common/messages', token, { message: { title } })).status).toBe(200);
    await panel.locator('[data-testid=inbox-item]', { hasText: title }).waitFor({ timeout: 10_000 });
    await context.close();
  });

  it('SIGKILL of the instance holding the browser socket: it reconnects elsewhere and resumes, missing nothing', async () => {
    const { context, page, panel } = await signedInPage();
    const reloads: string[] = [];
    const holder = await socketHost();
    const others = hosts.filter((h) => h !== holder);
    const token = await signIn(others[0].url, 'admin@cis.test');
    const post = async (title: string, i: number) => {
      const written = await call(others[i % 2].url, 'POST', '/api/common/messages', token, { message: { title } });
      expect(written.status).toBe(200);
    };
    // A live push first: the client then knows its position and resumes from it.
    await post('Before the kill', 0);
    await panel.locator('[data-testid=inbox-item]', { hasText: 'Before the kill' }).waitFor({ timeout: 10_000 });
    page.on('request', (r) => r.method() === 'GET' && r.url().endsWith('/api/common/messages') && reloads.push(r.url()));
    await holder.kill();
    const titles = Array.from({ length: 5 }, (_, i) => `While down ${i}`);
    for (const [i, title] of titles.entries()) await post(title, i);
    for (const title of titles) await panel.locator('[data-testid=inbox-item]', { hasText: title }).waitFor({ timeout: 30_000 });
    for (const title of titles) expect(await panel.locator('[data-testid=inbox-item]', { hasText: title }).count()).toBe(1);
    expect(reloads).toEqual([]);
    await context.close();
    await holder.start(holder.port);
  });

  it('rolling restart (SIGTERM one by one) under load: 0 failed requests, 0 lost pushes', async () => {
    const token = await signIn(lb.url, 'customer@cis.test');
    let lastPosition: number | undefined;
    const pushed = new Set<string>();
    const socket: Socket = io(lb.url, {
      auth: (cb) => cb(lastPosition === undefined ? { token } : { token, lastPosition }),
      transports: ['websocket'], reconnectionDelay: 100, reconnectionDelayMax: 500,
    });
    let reconnects = 0;
    socket.io.on('reconnect', () => (reconnects += 1));
    socket.on('event', (push: Push) => {
      lastPosition = Math.max(lastPosition ?? 0, push.position);
      if (push.type === 'inbox.item-created' && push.data.item) pushed.add(push.data.item.id);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });

    const written: string[] = [];
    const failures: string[] = [];
    let reads = 0;
    let running = true;
    const worker = async (n: number) => {
      for (let i = 0; running; i += 1) {
        try {
          const created = await call(lb.url, 'POST', '/api/common/messages', token, { message: { title: `load ${n}-${i}` } });
          if (created.status === 200) written.push(created.body.id);
          else failures.push(`POST ${created.status} ${JSON.stringify(created.body).slice(0, 200)}`);
          const read = await call(lb.url, 'GET', '/api/common/messages', token);
          reads += 1;
          if (read.status !== 200) failures.push(`GET ${read.status} ${JSON.stringify(read.body).slice(0, 200)}`);
        } catch (error) {
          failures.push(`network: ${(error as Error).message}`);
        }
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, n) => worker(n)));
    // The first push gives the socket a position to resume from.
    for (const deadline = Date.now() + 10_000; lastPosition === undefined && Date.now() < deadline;) await sleep(50);
    for (const host of hosts) {
      await sleep(1_000);
      await host.stop(); // SIGTERM: drains, then exits
      await host.start(host.port);
    }
    await sleep(1_000);
    running = false;
    await load;
    for (const deadline = Date.now() + 20_000; written.some((id) => !pushed.has(id)) && Date.now() < deadline;) await sleep(100);
    socket.close();
    const lost = written.filter((id) => !pushed.has(id));
    // eslint-disable-next-line no-console
    console.log(`rolling restart of 3 instances: ${written.length} writes, ${reads} reads, ${failures.length} failed, ${lost.length} pushes lost, ${reconnects} socket reconnects`);
    expect(failures).toEqual([]);
    expect(lost).toEqual([]);
    expect(reconnects).toBeGreaterThanOrEqual(1);
    expect(written.length).toBeGreaterThan(0);
  });
});
