// The audit log at scale (issue 14): a log of 1,000,000 events, then the System page's filters timed over HTTP, one
// request after another, as admin. Needs a build (`npm run build -w contracts -w fixtures -w bff`).
// `node test/bench/audit.mjs` prints the figures; test/bench/README.md keeps them.
// Knobs: BENCH_AUDIT_EVENTS (1000000), BENCH_AUDIT_REQUESTS (500), BENCH_AUDIT_STORE (sqlite | postgres: a fresh schema
// bench_audit_<time> on BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres, dropped afterwards;
// the events go in with one INSERT ... SELECT over generate_series).
// The events are written straight into the SQLite file as the write path leaves them (events + stream versions; the
// audit log reads the log itself, no read model), 100,000 entities of 10 events each by 50 accounts, 20 event types,
// commit times spread over the last year in log order.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const { createApp } = require('../../bff/dist/bootstrap.js');
const { loadConfig } = require('../../bff/dist/platform/config/app-config.js');

const EVENTS = Number(process.env.BENCH_AUDIT_EVENTS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_AUDIT_REQUESTS ?? 500);
const PER_ENTITY = 10;
const ENTITIES = Math.ceil(EVENTS / PER_ENTITY);
const USERS = Array.from({ length: 50 }, (_, i) => `bench-user-${i}`);
const TYPES = Array.from({ length: 20 }, (_, i) => `bench.thing-changed-${i}`);

const STORE = process.env.BENCH_AUDIT_STORE ?? 'sqlite';
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SCHEMA = `bench_audit_${Date.now()}`;
const dataDir = mkdtempSync(join(tmpdir(), 'cis-bench-audit-'));
const env = {
  NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'off', SEED: 'demo', SIGN_IN_LIMIT: '1000', WEB_DIST: '',
  JWT_SECRET: 'bench-secret', TAX_REMINDERS: 'off', PROCESSES: 'off', SEED_GAZETTEER: 'sample',
  ...(STORE === 'postgres' ? { DATABASE_URL, DATABASE_SCHEMA: SCHEMA } : {}),
};
const config = () => { const c = loadConfig(env); c.webDist = null; return c; };

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timed(http, path, token) {
  const times = [];
  let rows = 0;
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i += 1) {
    const url = typeof path === 'function' ? path(i) : path;
    const start = performance.now();
    const res = await fetch(`${http}${url}`, { headers: { Authorization: `Bearer ${token}` } });
    const body = await res.json();
    times.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
    rows += (body.items ?? body.entries ?? []).length;
  }
  const cpu = process.cpuUsage(cpu0);
  times.sort((a, b) => a - b);
  const round = (n) => Math.round(n * 10) / 10;
  // CPU of this process (server and client both run here) per request: steadier than wall time on a shared machine.
  const cpuMs = Math.round(((cpu.user + cpu.system) / 1000 / REQUESTS) * 100) / 100;
  return { cpuMs, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), p99: round(percentile(times, 99)), max: round(times[times.length - 1]), meanRows: Math.round(rows / REQUESTS) };
}

function seedSqlite(t0, yearMs) {
  const db = new Database(join(dataDir, 'cis.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const head = db.prepare('SELECT COALESCE(MAX(position), 0) AS p FROM events').get().p;
  const insert = db.prepare('INSERT INTO events (stream, version, type, data, tenant, user_id, at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const version = db.prepare('INSERT INTO streams (stream, version) VALUES (?, ?) ON CONFLICT (stream) DO UPDATE SET version = excluded.version');
  const seedStart = performance.now();
  const BATCH = 50_000;
  for (let from = 0; from < EVENTS; from += BATCH) {
    db.transaction(() => {
      for (let i = from; i < Math.min(EVENTS, from + BATCH); i += 1) {
        // Entities interleave (entity = i % ENTITIES), so one entity's events are spread over the whole log.
        const entity = i % ENTITIES;
        const v = Math.floor(i / ENTITIES) + 1;
        const stream = `bench-entity-${entity}`;
        const at = new Date(t0 + Math.floor((i / EVENTS) * yearMs)).toISOString();
        insert.run(stream, v, TYPES[i % TYPES.length], JSON.stringify({ id: `e${entity}`, changes: { amount: i, note: `change ${v}` } }), 'cis', USERS[(i * 7) % USERS.length], at);
        if (v === PER_ENTITY || i + ENTITIES >= EVENTS) version.run(stream, v);
      }
    })();
  }
  const seeded = (performance.now() - seedStart) / 1000;
  const total = db.prepare('SELECT COUNT(*) AS n FROM events').get().n;
  db.close();

  return { head, seeded, total };
}

/** The same events on PostgreSQL, generated by the server: one INSERT ... SELECT over generate_series. */
async function seedPostgres(t0, yearMs) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(`SET search_path TO "${SCHEMA}"`);
    const head = Number((await client.query('SELECT COALESCE(MAX(position), 0) AS p FROM events')).rows[0].p);
    const seedStart = performance.now();
    // i from 0: entity = i % ENTITIES, version = i / ENTITIES + 1, type i % 20, user (7 i) % 50, times over the year in log order.
    // Positions given (the store numbers its events itself), then the column's sequence moved past them.
    await client.query(`INSERT INTO events (position, stream, version, type, data, tenant, user_id, at)
      SELECT $5::bigint + 1 + i, 'bench-entity-' || (i % $1), i / $1 + 1, 'bench.thing-changed-' || (i % 20),
        jsonb_build_object('id', 'e' || (i % $1), 'changes', jsonb_build_object('amount', i, 'note', 'change ' || (i / $1 + 1))),
        'cis', 'bench-user-' || ((i * 7) % 50), to_timestamp(($2::float8 + floor((i::float8 / $3) * $4)) / 1000)
      FROM generate_series(0, $3 - 1) AS i ORDER BY i`, [ENTITIES, t0, EVENTS, yearMs, head]);
    await client.query(`SELECT setval(pg_get_serial_sequence('events', 'position'), (SELECT MAX(position) FROM events))`);
    await client.query(`INSERT INTO streams (stream, version) SELECT stream, MAX(version) FROM events WHERE stream LIKE 'bench-entity-%' GROUP BY stream
      ON CONFLICT (stream) DO UPDATE SET version = excluded.version`);
    await client.query('ANALYZE events');
    const seeded = (performance.now() - seedStart) / 1000;
    const total = Number((await client.query('SELECT COUNT(*) AS n FROM events')).rows[0].n);
    return { head, seeded, total };
  } finally {
    await client.end();
  }
}

const figuresStore = {};

try {
  // 1. Genesis (schema, demo accounts), then the app stops.
  let app = await createApp(config());
  await app.close();

  // 2. A million events, straight into the store.
  const yearMs = 365 * 24 * 3_600_000;
  const t0 = Date.now() - yearMs;
  let head;
  let seeded;
  let total;
  if (STORE === 'postgres') ({ head, seeded, total } = await seedPostgres(t0, yearMs));
  else ({ head, seeded, total } = seedSqlite(t0, yearMs));
  figuresStore.store = STORE;


  // 3. The BFF on that store.
  const startup = performance.now();
  app = await createApp(config());
  const startMs = performance.now() - startup;
  const http = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  const signIn = await fetch(`${http}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@cis.test', password: 'cis-demo-2026' }) });
  const { accessToken } = await signIn.json();
  const entity = (i) => `bench-entity-${(i * 7_919) % ENTITIES}`;
  const mid = new Date(t0 + yearMs / 2);
  // The index alone, no HTTP: one entity's events straight from the store's query.
  const { EVENT_STORE } = require('../../bff/dist/platform/event-store/event-store.port.js');
  const store = app.get(EVENT_STORE);
  const direct = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const t = performance.now();
    await store.queryLog({ tenant: 'cis', stream: entity(i + 3), limit: 51 });
    direct.push(performance.now() - t);
  }
  direct.sort((a, b) => a - b);
  const figures = { ...figuresStore, events: total, 'store.queryLog by entity (no HTTP) p50/p99 ms': [percentile(direct, 50).toFixed(3), percentile(direct, 99).toFixed(3)], seededSeconds: Math.round(seeded * 10) / 10, startMs: Math.round(startMs), requests: REQUESTS };
  await timed(http, (i) => `/api/system/audit?stream=${entity(i)}`, accessToken); // warm-up
  figures['entity (stream=, 10 events)'] = await timed(http, (i) => `/api/system/audit?stream=${entity(i + 1)}`, accessToken);
  figures["entity's history (before/after)"] = await timed(http, (i) => `/api/system/audit/streams/${entity(i + 2)}`, accessToken);
  figures['actor (50 rows)'] = await timed(http, (i) => `/api/system/audit?actor=${USERS[i % USERS.length]}&size=50`, accessToken);
  figures['type (50 rows)'] = await timed(http, (i) => `/api/system/audit?type=${TYPES[i % TYPES.length]}&size=50`, accessToken);
  figures['newest page (50 rows)'] = await timed(http, '/api/system/audit?size=50', accessToken);
  figures['deep page (before=, 50 rows)'] = await timed(http, (i) => `/api/system/audit?size=50&before=${head + 1 + ((i * 104_729) % EVENTS)}`, accessToken);
  figures['a day mid-year (from/to, 50 rows)'] = await timed(http, (i) => {
    const from = new Date(mid.getTime() + (i % 30) * 86_400_000);
    return `/api/system/audit?size=50&from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(new Date(from.getTime() + 86_400_000).toISOString())}`;
  }, accessToken);
  figures['actor + type (50 rows)'] = await timed(http, (i) => `/api/system/audit?actor=${USERS[i % USERS.length]}&type=${TYPES[(i * 3) % TYPES.length]}&size=50`, accessToken);
  figures.loadAverage = (await import('node:os')).loadavg().map((n) => Math.round(n * 10) / 10);
  console.log(JSON.stringify(figures, null, 2));
  await app.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  if (STORE === 'postgres') await (await import('./lib/seed.mjs')).dropSchema(DATABASE_URL, SCHEMA);
}
