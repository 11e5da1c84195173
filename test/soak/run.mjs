// `npm run soak`: mixed load against one BFF process (node bff/dist/main.js, own DATA_DIR, free port) for
// SOAK_SECONDS (default 300), with the process's memory sampled. Passes when no request failed and memory stayed
// flat (after warm-up). Prints what it did and the figures. SOAK_CONCURRENCY (default 8) sets the request loops,
// SOAK_SOCKETS (default 20) the live socket clients.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 8);
const SOCKETS = Number(process.env.SOAK_SOCKETS ?? 20);
const SAMPLE_MS = Math.max(1000, Math.min(5000, (SECONDS * 1000) / 60));
/** Memory is flat when the late plateau is within this much of the early one (after warm-up). */
const MAX_GROWTH = Number(process.env.SOAK_MAX_GROWTH ?? 0.2);
const PASSWORD = 'cis-demo-2026';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

function freePort() {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => ok(port));
    });
  });
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'cis-soak-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED: 'demo', LOG_LEVEL: 'Error', SIGN_IN_LIMIT: '1000000', WEB_DIST: '', JWT_SECRET: 'soak-' + Math.random() };
  for (const key of ['DATABASE_URL', 'DATABASE_SCHEMA', 'REDIS_URL']) if (!process.env.SOAK_KEEP_STORE_ENV) delete env[key];
  const child = spawn(process.execPath, [join(ROOT, 'bff/dist/main.js')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output = (output + d).slice(-10_000)));
  child.stderr.on('data', (d) => (output = (output + d).slice(-10_000)));
  const sockets = [];
  try {
    for (let waited = 0; ; waited += 100) {
      if (child.exitCode !== null) throw new Error(`BFF exited: ${output}`);
      if (waited > 60_000) throw new Error(`BFF not healthy in 60 s: ${output}`);
      try {
        if ((await fetch(`${base}/health`)).ok) break;
      } catch {
        /* starting */
      }
      await sleep(100);
    }

    const failures = [];
    const latencies = [];
    const counts = {};
    async function call(kind, method, path, token, body) {
      const started = performance.now();
      let status = 0;
      let parsed = null;
      try {
        const res = await fetch(base + path, {
          method,
          headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        status = res.status;
        const text = await res.text();
        parsed = text ? JSON.parse(text) : null;
      } catch (error) {
        failures.push(`${kind}: ${error.message}`);
        return null;
      }
      latencies.push(performance.now() - started);
      counts[kind] = (counts[kind] ?? 0) + 1;
      if (status >= 300) {
        failures.push(`${kind} ${method} ${path}: ${status} ${JSON.stringify(parsed).slice(0, 200)}`);
        return null;
      }
      return parsed;
    }
    const signIn = async (who) => (await call('sign-in', 'POST', '/api/auth/sign-in', null, { email: `${who}@cis.test`, password: PASSWORD }))?.accessToken;
    const tokens = {};
    for (const who of ['admin', 'staff', 'customer', 'vendor']) tokens[who] = await signIn(who);
    if (Object.values(tokens).some((t) => !t)) throw new Error(`sign-in failed: ${failures.join('; ')}`);
    const contacts = await call('contacts', 'GET', '/api/apps/contacts/all', tokens.admin);

    let pushes = 0;
    let reconnects = 0;
    const openSocket = (token) =>
      new Promise((ok, fail) => {
        const socket = io(base, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
        socket.on('event', () => (pushes += 1));
        socket.once('connect', () => ok(socket));
        socket.once('connect_error', fail);
      });
    const accounts = Object.keys(tokens);
    for (let i = 0; i < SOCKETS; i += 1) sockets.push(await openSocket(tokens[accounts[i % accounts.length]]));

    const deadline = Date.now() + SECONDS * 1000;
    const actions = [
      async () => call('read messages', 'GET', '/api/common/messages', tokens.customer),
      async () => {
        const created = await call('create message', 'POST', '/api/common/messages', tokens.customer, { message: { title: `soak ${Date.now()}` } });
        if (!created) return;
        await call('update message', 'PATCH', '/api/common/messages', tokens.customer, { id: created.id, message: { read: true } });
        await call('delete message', 'DELETE', `/api/common/messages?id=${created.id}`, tokens.customer);
      },
      async () => call('navigation', 'GET', '/api/common/navigation', tokens.staff),
      async () => call('search', 'POST', '/api/common/search', tokens.admin, { query: ['da', 'so', 'tax', 'cl'][Math.floor(Math.random() * 4)] }),
      async () => call('contacts', 'GET', '/api/apps/contacts/all', tokens.admin),
      async () => {
        const contact = contacts[Math.floor(Math.random() * contacts.length)];
        await call('update contact', 'PATCH', '/api/apps/contacts/contact', tokens.admin, { id: contact.id, contact: { title: `Title ${Date.now() % 1000}` } });
      },
      async () => call('balance', 'GET', '/api/customers/P24-100001/balance', tokens.customer),
      async () => {
        const shortcut = await call('create shortcut', 'POST', '/api/common/shortcuts', tokens.vendor, { shortcut: { label: 'Soak', icon: 'pi pi-star', link: '/x', useRouter: true } });
        if (shortcut) await call('delete shortcut', 'DELETE', `/api/common/shortcuts?id=${shortcut.id}`, tokens.vendor);
      },
      async () => call('ui version', 'GET', '/public/uiversions/1'),
      async () => {
        if (Math.random() < 0.05) await signIn('vendor');
        // A socket goes away and comes back, as a tab reload would.
        if (Math.random() < 0.1 && sockets.length > 0) {
          const index = Math.floor(Math.random() * sockets.length);
          sockets[index].close();
          sockets[index] = await openSocket(tokens[accounts[index % accounts.length]]);
          reconnects += 1;
        }
      },
    ];
    const loop = async () => {
      while (Date.now() < deadline) await actions[Math.floor(Math.random() * actions.length)]();
    };

    const samples = [];
    const started = Date.now();
    const sampler = (async () => {
      while (Date.now() < deadline) {
        samples.push({ at: (Date.now() - started) / 1000, rss: rssMb(child.pid) });
        await sleep(SAMPLE_MS);
      }
      samples.push({ at: (Date.now() - started) / 1000, rss: rssMb(child.pid) });
    })();
    await Promise.all([sampler, ...Array.from({ length: CONCURRENCY }, loop)]);
    const elapsed = (Date.now() - started) / 1000;
    const healthy = (await fetch(`${base}/health`)).ok;

    // Warm-up (caches, JIT, the heap finding its size): the first 30%. Then the plateau over 30-55% against the last 25%.
    const n = samples.length;
    const early = samples.slice(Math.floor(n * 0.3), Math.max(Math.floor(n * 0.55), Math.floor(n * 0.3) + 1)).map((s) => s.rss);
    const late = samples.slice(Math.floor(n * 0.75)).map((s) => s.rss);
    const growth = (median(late) - median(early)) / median(early);
    const total = latencies.length;
    console.log(`soak: ${elapsed.toFixed(0)} s against one BFF (SQLite), ${CONCURRENCY} request loops, ${SOCKETS} live sockets (${reconnects} reconnects)`);
    console.log(`  requests: ${total} answered (${(total / elapsed).toFixed(0)}/s), ${failures.length} failed; latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`);
    console.log(`  by kind: ${Object.entries(counts).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    console.log(`  pushes received by the sockets: ${pushes}`);
    console.log(`  memory (RSS, ${n} samples every ${(SAMPLE_MS / 1000).toFixed(0)} s): start ${samples[0].rss.toFixed(0)} MB, after warm-up ${median(early).toFixed(0)} MB, ` +
      `end ${median(late).toFixed(0)} MB, max ${Math.max(...samples.map((s) => s.rss)).toFixed(0)} MB; growth after warm-up ${(growth * 100).toFixed(1)}% (limit ${(MAX_GROWTH * 100).toFixed(0)}%)`);
    const problems = [];
    if (failures.length > 0) problems.push(`${failures.length} requests failed, e.g. ${failures.slice(0, 3).join(' | ')}`);
    if (growth > MAX_GROWTH) problems.push(`memory grew ${(growth * 100).toFixed(1)}% after warm-up`);
    if (!healthy || child.exitCode !== null) problems.push('the BFF is not healthy at the end');
    if (total === 0) problems.push('no request was answered');
    if (problems.length > 0) {
      console.error(`soak FAILED: ${problems.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log('soak passed: no failed request, memory flat');
    }
  } finally {
    for (const socket of sockets) socket.close();
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
