// `npm run soak`: mixed load against one BFF process (node bff/dist/main.js, own DATA_DIR, free port) for
// SOAK_SECONDS (default 300), with the process's memory sampled. Passes when
// - no request failed;
// - no push was lost: every socket receives the push of every acknowledged write addressed to its user or tenant
//   (counted per entity from the HTTP answers), across reconnects (a socket comes back with `lastPosition` and the
//   BFF replays what it missed);
// - memory stayed flat after warm-up (the first 30% of the run): the live heap after a full GC (the BFF runs with a
//   probe, test/soak/memory-probe.cjs) and the RSS, median of the last 25% of the samples against the median of
//   30-55%, grow at most SOAK_MAX_HEAP_GROWTH (10%) and SOAK_MAX_GROWTH (15%).
// Prints what it did and the figures. SOAK_CONCURRENCY (default 8) sets the request loops, SOAK_SOCKETS (default 20)
// the live socket clients.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
/** Memory is flat when the late plateau is within this much of the early one (after warm-up): RSS, and live heap. */
const MAX_GROWTH = Number(process.env.SOAK_MAX_GROWTH ?? 0.15);
const MAX_HEAP_GROWTH = Number(process.env.SOAK_MAX_HEAP_GROWTH ?? 0.1);
/** How long the sockets get after the load to receive the last pushes. */
const DRAIN_MS = 15_000;
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

/** The entity an event is about: the id the HTTP answer of its write carried. */
const entityOf = (event) => event.data?.id ?? event.data?.item?.id ?? event.data?.shortcut?.id ?? event.data?.contact?.id ?? null;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'cis-soak-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED: 'demo', LOG_LEVEL: 'Error', SIGN_IN_LIMIT: '1000000', WEB_DIST: '', JWT_SECRET: 'soak-' + Math.random() };
  for (const key of ['DATABASE_URL', 'DATABASE_SCHEMA', 'REDIS_URL']) if (!process.env.SOAK_KEEP_STORE_ENV) delete env[key];
  env.SOAK_SAMPLE_MS = String(SAMPLE_MS);
  const child = spawn(process.execPath, ['--expose-gc', '-r', join(ROOT, 'test/soak/memory-probe.cjs'), join(ROOT, 'bff/dist/main.js')], {
    cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let pending = '';
  const samples = [];
  let started = Date.now();
  child.stdout.on('data', (d) => {
    pending += d;
    const lines = pending.split('\n');
    pending = lines.pop();
    for (const line of lines) {
      const m = /^SOAK-MEM (\d+) (\d+) (\d+)$/.exec(line);
      if (m) samples.push({ at: (Number(m[1]) - started) / 1000, heap: Number(m[2]) / 2 ** 20, rss: Number(m[3]) / 2 ** 20 });
      else output = (output + line + '\n').slice(-10_000);
    }
  });
  child.stderr.on('data', (d) => (output = (output + d).slice(-10_000)));
  const clients = [];
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

    // Live sockets. Each remembers the positions it received (deduplicated: a replay may repeat a live push) and how
    // many pushes it got per entity; a reconnect resumes from the last position it has.
    const accounts = Object.keys(tokens);
    clients.push(...Array.from({ length: SOCKETS }, (_, i) => ({
      account: accounts[i % accounts.length], socket: null, positions: new Set(), lastPosition: 0, duplicates: 0, replayed: 0, perEntity: new Map(),
    })));
    const connect = (client) =>
      new Promise((ok, fail) => {
        const auth = { token: tokens[client.account], ...(client.lastPosition > 0 ? { lastPosition: client.lastPosition } : {}) };
        const socket = io(base, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
        socket.on('event', (event) => {
          if (client.positions.has(event.position)) {
            client.duplicates += 1;
            return;
          }
          client.positions.add(event.position);
          client.lastPosition = Math.max(client.lastPosition, event.position);
          const entity = entityOf(event);
          if (entity) client.perEntity.set(entity, (client.perEntity.get(entity) ?? 0) + 1);
        });
        socket.on('resumed', (info) => (client.replayed += info.replayed));
        socket.once('connect', () => {
          client.socket = socket;
          ok();
        });
        socket.once('connect_error', fail);
      });
    for (const client of clients) await connect(client);

    // What each account must receive: pushes per entity, counted from the answers of acknowledged writes. Messages
    // and shortcuts go to their owner's sockets; contacts to the whole tenant (every account here).
    const expected = Object.fromEntries(accounts.map((a) => [a, new Map()]));
    const due = (account, entity, n = 1) => {
      for (const a of account === 'tenant' ? accounts : [account]) expected[a].set(entity, (expected[a].get(entity) ?? 0) + n);
    };
    let titles = 0;
    const updateContact = async () => {
      const contact = contacts[Math.floor(Math.random() * contacts.length)];
      // A title never used before: every PATCH changes the contact, so each appends exactly one event.
      const done = await call('update contact', 'PATCH', '/api/apps/contacts/contact', tokens.admin, { id: contact.id, contact: { title: `Soak title ${(titles += 1)}` } });
      if (done) due('tenant', contact.id);
    };
    // One push to every socket before the load, so each knows a position to resume from.
    await updateContact();
    const synced = Date.now() + 10_000;
    while (clients.some((c) => c.lastPosition === 0)) {
      if (Date.now() > synced) throw new Error('the sockets did not get the first push in 10 s');
      await sleep(20);
    }
    let reconnects = 0;
    const deadline = Date.now() + SECONDS * 1000;
    const actions = [
      async () => call('read messages', 'GET', '/api/common/messages', tokens.customer),
      async () => {
        const created = await call('create message', 'POST', '/api/common/messages', tokens.customer, { message: { title: `soak ${Date.now()}` } });
        if (!created) return;
        due('customer', created.id);
        if (await call('update message', 'PATCH', '/api/common/messages', tokens.customer, { id: created.id, message: { read: true } })) due('customer', created.id);
        if (await call('delete message', 'DELETE', `/api/common/messages?id=${created.id}`, tokens.customer)) due('customer', created.id);
      },
      async () => call('navigation', 'GET', '/api/common/navigation', tokens.staff),
      async () => call('search', 'POST', '/api/common/search', tokens.admin, { query: ['da', 'so', 'tax', 'cl'][Math.floor(Math.random() * 4)] }),
      async () => call('contacts', 'GET', '/api/apps/contacts/all', tokens.admin),
      updateContact,
      async () => call('balance', 'GET', '/api/customers/P24-100001/balance', tokens.customer),
      async () => {
        const shortcut = await call('create shortcut', 'POST', '/api/common/shortcuts', tokens.vendor, { shortcut: { label: 'Soak', icon: 'pi pi-star', link: '/x', useRouter: true } });
        if (!shortcut) return;
        due('vendor', shortcut.id);
        if (await call('delete shortcut', 'DELETE', `/api/common/shortcuts?id=${shortcut.id}`, tokens.vendor)) due('vendor', shortcut.id);
      },
      async () => call('ui version', 'GET', '/public/uiversions/1'),
      async () => {
        if (Math.random() < 0.05) await signIn('vendor');
        // A socket goes away and comes back a moment later, resuming from its last position (as the web client does).
        if (Math.random() < 0.1 && clients.length > 0) {
          const client = clients[Math.floor(Math.random() * clients.length)];
          if (!client.socket) return;
          const socket = client.socket;
          client.socket = null;
          socket.close();
          await sleep(Math.random() * 200);
          try {
            await connect(client);
            reconnects += 1;
          } catch (error) {
            failures.push(`socket reconnect: ${error.message}`);
          }
        }
      },
    ];
    const loop = async () => {
      while (Date.now() < deadline) await actions[Math.floor(Math.random() * actions.length)]();
    };

    started = Date.now();
    samples.length = 0;
    await Promise.all(Array.from({ length: CONCURRENCY }, loop));
    const elapsed = (Date.now() - started) / 1000;
    const healthy = (await fetch(`${base}/health`)).ok;
    const memory = samples.filter((s) => s.at <= elapsed);

    // Pushes: every socket must get, per entity, what the acknowledged writes sent its account (wait for the tail).
    const missingOf = (client) => {
      let missing = 0;
      for (const [entity, n] of expected[client.account]) missing += Math.max(0, n - (client.perEntity.get(entity) ?? 0));
      return missing;
    };
    const drained = Date.now() + DRAIN_MS;
    while (clients.some((c) => missingOf(c) > 0) && Date.now() < drained) await sleep(100);
    const shouldGet = clients.reduce((n, c) => n + [...expected[c.account].values()].reduce((a, b) => a + b, 0), 0);
    const missing = clients.reduce((n, c) => n + missingOf(c), 0);
    const received = clients.reduce((n, c) => n + c.positions.size, 0);
    const duplicates = clients.reduce((n, c) => n + c.duplicates, 0);
    const replayed = clients.reduce((n, c) => n + c.replayed, 0);

    // Memory: warm-up (caches, JIT, the heap finding its size) is the first 30%; then the plateau over 30-55% against
    // the last 25%, for the live heap after a full GC and for the RSS.
    const n = memory.length;
    const early = memory.slice(Math.floor(n * 0.3), Math.max(Math.floor(n * 0.55), Math.floor(n * 0.3) + 1));
    const late = memory.slice(Math.floor(n * 0.75));
    const growthOf = (key) => (median(late.map((s) => s[key])) - median(early.map((s) => s[key]))) / median(early.map((s) => s[key]));
    const heapGrowth = growthOf('heap');
    const rssGrowth = growthOf('rss');
    const total = latencies.length;
    const mb = (xs, key) => median(xs.map((s) => s[key])).toFixed(0);
    console.log(`soak: ${elapsed.toFixed(0)} s against one BFF (SQLite), ${CONCURRENCY} request loops, ${SOCKETS} live sockets (${reconnects} reconnects, each resuming from its last position)`);
    console.log(`  requests: ${total} answered (${(total / elapsed).toFixed(0)}/s), ${failures.length} failed; latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`);
    console.log(`  by kind: ${Object.entries(counts).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    console.log(`  pushes: ${shouldGet} deliveries of acknowledged writes due to the sockets, ${missing} missing; ${received} distinct pushes received in all ` +
      `(${replayed} of them replayed after a reconnect, ${duplicates} duplicates dropped by position)`);
    console.log(`  memory (${n} samples every ${(SAMPLE_MS / 1000).toFixed(0)} s, after a full GC): live heap start ${memory[0]?.heap.toFixed(0)} MB, after warm-up ${mb(early, 'heap')} MB, ` +
      `end ${mb(late, 'heap')} MB (${(heapGrowth * 100).toFixed(1)}%, limit ${(MAX_HEAP_GROWTH * 100).toFixed(0)}%); RSS start ${memory[0]?.rss.toFixed(0)} MB, ` +
      `after warm-up ${mb(early, 'rss')} MB, end ${mb(late, 'rss')} MB, max ${Math.max(...memory.map((s) => s.rss)).toFixed(0)} MB (${(rssGrowth * 100).toFixed(1)}%, limit ${(MAX_GROWTH * 100).toFixed(0)}%)`);
    const problems = [];
    if (failures.length > 0) problems.push(`${failures.length} requests failed, e.g. ${failures.slice(0, 3).join(' | ')}`);
    if (missing > 0) problems.push(`${missing} pushes never reached a socket they were due to`);
    if (shouldGet === 0) problems.push('no push was due: the check proved nothing');
    if (n < 8) problems.push(`only ${n} memory samples`);
    else {
      if (heapGrowth > MAX_HEAP_GROWTH) problems.push(`live heap grew ${(heapGrowth * 100).toFixed(1)}% after warm-up`);
      if (rssGrowth > MAX_GROWTH) problems.push(`RSS grew ${(rssGrowth * 100).toFixed(1)}% after warm-up`);
    }
    if (!healthy || child.exitCode !== null) problems.push('the BFF is not healthy at the end');
    if (total === 0) problems.push('no request was answered');
    if (problems.length > 0) {
      console.error(`soak FAILED: ${problems.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log('soak passed: no failed request, no lost push, memory flat');
    }
  } finally {
    for (const client of clients) client.socket?.close();
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
