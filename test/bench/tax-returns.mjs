// Tax returns at scale (issue 13): 10,000 clients with a year of monthly returns (120,000 returns) on SQLite, then
// the overdue list and one client's returns, timed over HTTP. Needs a build (`npm run build -w contracts -w fixtures
// -w bff`). `node test/bench/tax-returns.mjs` prints the figures; test/bench/README.md keeps them.
// Knobs: BENCH_TAX_CLIENTS (10000), BENCH_TAX_MONTHS (12), BENCH_TAX_REQUESTS (300).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const { createApp } = require('../../bff/dist/bootstrap.js');
const { loadConfig } = require('../../bff/dist/platform/config/app-config.js');
const { EVENT_STORE } = require('../../bff/dist/platform/event-store/event-store.port.js');
const { TaxReturnDecider, taxReturnStream } = require('../../bff/dist/tax-returns/tax-returns.decider.js');
const { todayInCambodia } = require('../../bff/dist/tax-returns/tax-returns.queries.js');

const CLIENTS = Number(process.env.BENCH_TAX_CLIENTS ?? 10_000);
const MONTHS = Number(process.env.BENCH_TAX_MONTHS ?? 12);
const REQUESTS = Number(process.env.BENCH_TAX_REQUESTS ?? 300);
const PREPARER = '0b1e7c4e-0000-4000-8000-000000000002';
const REVIEWER = '0b1e7c4e-0000-4000-8000-000000000001';
const CUSTOMER = '0b1e7c4e-0000-4000-8000-000000000003';

const dataDir = mkdtempSync(join(tmpdir(), 'cis-bench-tax-'));
const config = loadConfig({
  NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'off', SEED: 'demo', SIGN_IN_LIMIT: '1000', WEB_DIST: '',
  JWT_SECRET: 'bench-secret', TAX_REMINDERS: 'off', PROCESSES: 'off',
});
config.webDist = null;

/** A deterministic pseudo-random number in [0, 1) for (client, month). */
const draw = (client, month) => ((client * 2_654_435_761 + month * 40_503) % 1000) / 1000;

function monthBefore(today, months) {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
const dueOf = (period) => { const next = monthBefore(`${period}-01`, -1); return `${next}-25`; };

/** Past due: 95 % paid, 3 % filed and unpaid, 2 % stuck before filing (overdue); not yet due: a mix of every status. */
function stageOf(due, today, r) {
  if (due < today) return r < 0.95 ? 6 : r < 0.98 ? 5 : 3;
  return r < 0.3 ? 6 : r < 0.6 ? 5 : r < 0.7 ? 2 : 0;
}

function eventsOf(clientId, period, stage, index) {
  const id = `bench-${index}`;
  const base = { at: '2026-01-01T00:00:00.000Z', clientUserIds: [CUSTOMER] };
  const computation = { lines: [{ code: 'monthly.ptoi', label: { en: 'PToI', km: 'PToI' }, kind: 'tax', base: 100_000_000, rate: { kind: 'percent', basisPoints: 100, ruleCode: 'ptoi' }, amount: 1_000_000 }], totalDue: 1_000_000, dueDate: dueOf(period) };
  const commands = [
    { type: 'create', id, clientId, returnType: 'monthly', period, activity: null, form: { turnover: 100_000_000 }, computation, by: PREPARER, ...base },
    { type: 'submit-for-review', by: PREPARER, ...base },
    { type: 'approve', by: REVIEWER, ...base },
    { type: 'client-approve', recordedByStaff: false, note: null, by: CUSTOMER, ...base },
    { type: 'file', reference: `GDT-${index}`, filedAt: computation.dueDate, by: PREPARER, ...base },
    { type: 'pay', payment: { method: 'bank', amount: 1_000_000, revision: 1, customerP24Id: null, bankCode: 'ACLBKHPP', reference: `B-${index}`, paidOn: computation.dueDate, recordedBy: PREPARER }, by: PREPARER, ...base },
  ].slice(0, stage + 1);
  let state = TaxReturnDecider.initialState;
  const events = [];
  for (const command of commands) {
    for (const event of TaxReturnDecider.decide(command, state)) {
      events.push(event);
      state = TaxReturnDecider.evolve(state, event);
    }
  }
  return { stream: taxReturnStream(id), events, expectedVersion: 0 };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timed(http, path, token) {
  const times = [];
  // CPU of this process (client and BFF are one process) per request: steadier than latency on a shared machine.
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i += 1) {
    const url = typeof path === 'function' ? path(i) : path;
    const start = performance.now();
    const res = await fetch(`${http}${url}`, { headers: { Authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    times.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  }
  const cpu = process.cpuUsage(cpu0);
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), max: times[times.length - 1], cpuMsPerRequest: Math.round(((cpu.user + cpu.system) / 1000 / REQUESTS) * 100) / 100 };
}

const app = await createApp(config);
try {
  const store = app.get(EVENT_STORE);
  const today = todayInCambodia();
  const started = performance.now();
  let batch = [];
  let total = 0;
  const counts = {};
  for (let client = 0; client < CLIENTS; client += 1) {
    const clientId = `bench-client-${client}`;
    for (let m = 1; m <= MONTHS; m += 1) {
      const period = monthBefore(today, m);
      const stage = stageOf(dueOf(period), today, draw(client, m));
      counts[stage] = (counts[stage] ?? 0) + 1;
      batch.push(eventsOf(clientId, period, stage, total));
      total += 1;
      if (batch.length === 2_000) {
        await store.appendMany(batch, { tenant: 'cis', userId: null });
        batch = [];
      }
    }
  }
  if (batch.length > 0) await store.appendMany(batch, { tenant: 'cis', userId: null });
  const seeded = (performance.now() - started) / 1000;
  const address = app.getHttpServer().address();
  const http = `http://127.0.0.1:${address.port}`;
  const signIn = await fetch(`${http}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@cis.test', password: 'cis-demo-2026' }) });
  const { accessToken } = await signIn.json();
  const overdueCount = (await (await fetch(`${http}/api/tax-returns?overdue=true&size=1`, { headers: { Authorization: `Bearer ${accessToken}` } })).json()).pagination.total;
  await timed(http, '/api/tax-returns?overdue=true&size=20', accessToken); // warm-up
  const overdue = await timed(http, '/api/tax-returns?overdue=true&size=20', accessToken);
  const overduePage = await timed(http, (i) => `/api/tax-returns?overdue=true&size=50&page=${1 + (i % 20)}`, accessToken);
  const client = await timed(http, (i) => `/api/tax-returns?clientId=bench-client-${(i * 7_919) % CLIENTS}`, accessToken);
  const clientOverdue = await timed(http, (i) => `/api/tax-returns?clientId=bench-client-${(i * 7_919) % CLIENTS}&overdue=true`, accessToken);
  const round = (n) => Math.round(n * 10) / 10;
  const figures = {
    returns: total, clients: CLIENTS, statuses: counts, overdue: overdueCount, seedSeconds: round(seeded),
    'GET overdue (size 20)': { p50: round(overdue.p50), p99: round(overdue.p99), max: round(overdue.max), cpuMsPerRequest: overdue.cpuMsPerRequest },
    'GET overdue (size 50, pages 1-20)': { p50: round(overduePage.p50), p99: round(overduePage.p99), max: round(overduePage.max), cpuMsPerRequest: overduePage.cpuMsPerRequest },
    "GET a client's returns": { p50: round(client.p50), p99: round(client.p99), max: round(client.max), cpuMsPerRequest: client.cpuMsPerRequest },
    "GET a client's overdue returns": { p50: round(clientOverdue.p50), p99: round(clientOverdue.p99), max: round(clientOverdue.max), cpuMsPerRequest: clientOverdue.cpuMsPerRequest },
  };
  figures.loadAverage = (await import('node:os')).loadavg().map((n) => round(n));
  console.log(JSON.stringify(figures, null, 2));
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
