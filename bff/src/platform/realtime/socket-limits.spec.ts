/**
 * Issue 17 point 4: what one account can cost over sockets. 1,000 sockets of one token were all accepted, and 500
 * sockets of one token resuming from the start of the log replayed 238,500 events and stalled /health for 6.7 s.
 * Now an account holds at most SOCKETS_PER_ACCOUNT sockets per instance, and replays are read once and sent in slices.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { join } from 'node:path';
import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { MAX_RESUME_EVENTS } from '@cis/contracts';
import { startTestApp, type TestApp } from '../testing/test-app';
import { RealtimeGateway, TOO_MANY_SOCKETS } from './realtime.gateway';

jest.setTimeout(120_000);

/** Connects, resolving with the socket or the handshake's refusal. */
function open(baseUrl: string, auth: Record<string, unknown>): Promise<{ socket: Socket; refused: string | null }> {
  const socket = io(baseUrl, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ socket, refused: null }));
    socket.once('connect_error', (error) => {
      socket.close();
      resolve({ socket, refused: error.message });
    });
  });
}

/**
 * One kept-alive connection for the /health probe: what is measured is the server's answer, not the kernel's accept
 * queue, which 500 connections opened in the same millisecond overflow whatever the server does (a new connection's
 * SYN is then dropped and retried after 1 s and 3 s; a proxy or SYN cookies are the answer to that, not the BFF).
 */
const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function health(port: number): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: '/health', agent: probeAgent }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`health ${res.statusCode}`))));
    }).on('error', reject);
  });
}

async function until(probe: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error('not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('sockets per account', () => {
  let t: TestApp;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    sockets.splice(0).forEach((s) => s.close());
    await t.close();
  });

  it(`accepts at most ${20} sockets of one account (SOCKETS_PER_ACCOUNT), refuses the rest at the handshake, and frees a place when one closes`, async () => {
    expect(t.config.socketsPerAccount).toBe(20);
    const vendor = await t.signIn('vendor@cis.test');
    const attempts = await Promise.all(Array.from({ length: 200 }, () => open(t.baseUrl, { token: vendor })));
    const accepted = attempts.filter((a) => a.refused === null);
    sockets.push(...accepted.map((a) => a.socket));
    const refusals = attempts.filter((a) => a.refused !== null).map((a) => a.refused);
     
    console.log(`socket cap: 200 sockets of one token at once -> ${accepted.length} accepted, ${refusals.length} refused (${refusals[0]})`);
    expect(accepted).toHaveLength(20);
    expect(new Set(refusals)).toEqual(new Set([TOO_MANY_SOCKETS]));
    // Another account is not affected by this one's sockets.
    const other = await open(t.baseUrl, { token: await t.signIn('customer@cis.test') });
    sockets.push(other.socket);
    expect(other.refused).toBeNull();
    // A closed socket gives its place back.
    const gateway = t.app.get(RealtimeGateway);
    const vendorUser = { tenant: 'cis', id: (await t.http.get('/api/common/user').set(t.auth(vendor)).expect(200)).body.id as string };
    expect(gateway.socketsOf(vendorUser)).toBe(20);
    accepted[0]!.socket.close();
    await until(() => gateway.socketsOf(vendorUser) === 19);
    const again = await open(t.baseUrl, { token: vendor });
    sockets.push(again.socket);
    expect(again.refused).toBeNull();
    expect((await open(t.baseUrl, { token: vendor })).refused).toBe(TOO_MANY_SOCKETS);
  });
});

describe('a resume flood', () => {
  it('500 sockets resuming from as far back as allowed are all replayed while /health keeps answering (no stall of seconds)', async () => {
    // The cap is raised here: this test is about replays, not the cap.
    const t = await startTestApp({ env: { SOCKETS_PER_ACCOUNT: '500' } });
    try {
      const port = (t.app.getHttpServer().address() as { port: number }).port;
      const admin = await t.signIn('admin@cis.test');
      const head = await t.store.lastPosition();
      const lastPosition = Math.max(0, head - MAX_RESUME_EVENTS);
      await health(port);
      // One socket first, so the measure is the server's work and not Jest loading the socket modules on first use.
      const warm = io(t.baseUrl, { auth: { token: admin, lastPosition: head }, transports: ['websocket'], reconnection: false, forceNew: true });
      await new Promise((resolve) => warm.once('resumed', resolve));
      warm.close();
      const cpu0 = process.cpuUsage();
      const loop = monitorEventLoopDelay({ resolution: 5 });
      loop.enable();
      const gcs: number[] = [];
      const gcObserver = new PerformanceObserver((list) => list.getEntries().forEach((entry) => gcs.push(entry.duration)));
      gcObserver.observe({ entryTypes: ['gc'] });

      let flooding = true;
      const latencies: number[] = [];
      const poller = (async () => {
        while (flooding) {
          latencies.push(await health(port));
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      const started = performance.now();
      // The 500 clients run in a child process, as an attacker's would: their decoding is not the server's work.
      const child = spawn(process.execPath, [join(__dirname, '../testing/resume-flood.cjs'), t.baseUrl, admin, '500', String(lastPosition)], {
        cwd: join(__dirname, '../../../..'), stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        output += chunk;
      });
      await new Promise((resolve) => child.once('exit', resolve));
      const elapsed = performance.now() - started;
      const cpu = process.cpuUsage(cpu0);
      flooding = false;
      await poller;
      loop.disable();
      gcObserver.disconnect();
      const report = JSON.parse(output.trim().split('\n').at(-1)!) as { resumed?: Array<{ replayed: number; received: number; lastPosition: number }>; error?: string };
      expect(report.error).toBeUndefined();
      const resumed = report.resumed!.map(({ replayed, received, lastPosition: at }) => ({ payload: { lastPosition: at, replayed }, received }));
      const replayed = resumed.reduce((sum, r) => sum + r.payload.replayed, 0);
      const slowest = Math.max(...latencies);
      const p99 = [...latencies].sort((a, b) => a - b)[Math.floor(latencies.length * 0.99)]!;
       
      console.log(`resume flood: 500 sockets of one token from position ${lastPosition} (head ${head}): ${replayed} events replayed in ${Math.round(elapsed)} ms ` +
        `(server CPU ${Math.round((cpu.user + cpu.system) / 1000)} ms); /health ${latencies.length} times meanwhile, p99 ${p99.toFixed(1)} ms, slowest ${slowest.toFixed(1)} ms; ` +
        `event loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms; ` +
        `${gcs.length} garbage collections, longest ${Math.max(0, ...gcs).toFixed(1)} ms`);
      expect(resumed[0]!.payload.replayed).toBeGreaterThan(100);
      for (const r of resumed) {
        expect(r.payload).toEqual({ lastPosition: head, replayed: resumed[0]!.payload.replayed });
        expect(r.received).toBe(r.payload.replayed);
      }
      expect(latencies.length).toBeGreaterThan(3);
      // The defect was one stall of 6.7 s. On a quiet machine every probe answers under 200 ms (107-152 ms measured,
      // logged above); with other jobs on both cores the scheduler and a garbage collection of the server's heap add
      // their own delays, so only a stall of the defect's order fails here (the figures belong to the bench).
      expect(slowest).toBeLessThan(3000);
    } finally {
      probeAgent.destroy();
      await t.close();
    }
  });
});
