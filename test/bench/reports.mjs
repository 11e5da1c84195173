// E-filing reports at scale (issue 14): 10,000 clients (registered, with categories, provinces and preparers) and a
// year of monthly returns each (120,000 returns, paid by balance, card or bank), then every report timed over HTTP,
// unfiltered and filtered. Needs a build (`npm run build -w contracts -w fixtures -w bff`).
// `node test/bench/reports.mjs` prints the figures; test/bench/README.md keeps them.
// Knobs: BENCH_TAX_CLIENTS (10000), BENCH_TAX_MONTHS (12), BENCH_REPORT_REQUESTS (200).
// Each route is timed twice: each GET after one new return is written (the report is computed), then repeated as is.
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
const REQUESTS = Number(process.env.BENCH_REPORT_REQUESTS ?? 200);
const PREPARERS = ['0b1e7c4e-0000-4000-8000-000000000002', '0b1e7c4e-0000-4000-8000-000000000001'];
const CUSTOMER = '0b1e7c4e-0000-4000-8000-000000000003';
const PROVINCES = ['12', '17', '02', '08', '18', '03', '14', '01'];
const CATEGORIES = ['small', 'medium', 'large'];
const METHODS = ['bank', 'balance', 'card'];

const dataDir = mkdtempSync(join(tmpdir(), 'cis-bench-reports-'));
const config = loadConfig({
  NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'off', SEED: 'demo', SIGN_IN_LIMIT: '1000', WEB_DIST: '',
  JWT_SECRET: 'bench-secret', TAX_REMINDERS: 'off', PROCESSES: 'off',
});
config.webDist = null;

const draw = (client, month) => ((client * 2_654_435_761 + month * 40_503) % 1000) / 1000;
function monthBefore(today, months) {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
const dueOf = (period) => `${monthBefore(`${period}-01`, -1)}-25`;
function stageOf(due, today, r) {
  if (due < today) return r < 0.95 ? 6 : r < 0.98 ? 5 : 3;
  return r < 0.3 ? 6 : r < 0.6 ? 5 : r < 0.7 ? 2 : 0;
}

/** A registered client, as the registry's event carries it (the reports read its category, province and preparer). */
function clientEvent(i) {
  const at = '2025-01-01T00:00:00.000Z';
  const client = {
    id: `bench-client-${i}`, tin: `K${String(100 + (i % 900)).padStart(3, '0')}-${String(100_000_000 + i).slice(0, 9)}`,
    nameKh: `ក្រុមហ៊ុន ${i}`, nameEn: `Bench Client ${i} Co., Ltd.`, legalForm: 'company', sector: 'trade', annualTurnover: 1_000_000_000,
    categoryOverride: null, vat: { registered: false, number: null, registeredOn: null },
    address: { provinceCode: PROVINCES[i % PROVINCES.length], districtCode: null, communeCode: null, villageCode: null, street: '' },
    activities: [], contacts: [], status: 'active', preparerId: PREPARERS[i % 2], actingAccountIds: [],
    category: CATEGORIES[i % 3], derivedCategory: CATEGORIES[i % 3], version: 1, createdAt: at, updatedAt: at,
  };
  return { stream: `client-cis-bench-${i}`, events: [{ type: 'clients.client-registered', data: { client } }], expectedVersion: 0 };
}

function eventsOf(client, clientId, period, stage, index) {
  const id = `bench-${index}`;
  const base = { at: '2026-01-01T00:00:00.000Z', clientUserIds: [CUSTOMER] };
  const preparer = PREPARERS[client % 2];
  const computation = { lines: [{ code: 'monthly.ptoi', label: { en: 'PToI', km: 'PToI' }, kind: 'tax', base: 100_000_000, rate: { kind: 'percent', basisPoints: 100, ruleCode: 'ptoi' }, amount: 1_000_000 }], totalDue: 1_000_000, dueDate: dueOf(period) };
  const method = METHODS[index % 3];
  const commands = [
    { type: 'create', id, clientId, returnType: 'monthly', period, activity: null, form: { turnover: 100_000_000 }, computation, by: preparer, ...base },
    { type: 'submit-for-review', by: preparer, ...base },
    { type: 'approve', by: PREPARERS[(client + 1) % 2], ...base },
    { type: 'client-approve', recordedByStaff: false, note: null, by: CUSTOMER, ...base },
    { type: 'file', reference: `GDT-${index}`, filedAt: computation.dueDate, by: preparer, ...base },
    { type: 'pay', payment: { method, amount: 1_000_000, revision: 1, customerP24Id: method === 'balance' ? 'P24-100001' : null, bankCode: method === 'bank' ? 'ACLBKHPP' : null, reference: `B-${index}`, paidOn: computation.dueDate, recordedBy: preparer }, by: preparer, ...base },
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

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * REQUESTS sequential GETs. With `write`, each GET follows one new return appended (not timed), so no answer comes
 * from the answer memo: every GET brings the index up to date with the write and computes the report.
 * CPU ms per request: this process's CPU (client and BFF are one process) during the GETs only.
 */
async function timed(http, path, token, write) {
  const times = [];
  let cpu = 0;
  for (let i = 0; i < REQUESTS; i += 1) {
    if (write) await write();
    const cpu0 = process.cpuUsage();
    const start = performance.now();
    const res = await fetch(`${http}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    times.push(performance.now() - start);
    const used = process.cpuUsage(cpu0);
    cpu += (used.user + used.system) / 1000;
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), max: times[times.length - 1], cpu: cpu / REQUESTS };
}

const app = await createApp(config);
try {
  const store = app.get(EVENT_STORE);
  const today = todayInCambodia();
  const started = performance.now();
  let batch = [];
  for (let client = 0; client < CLIENTS; client += 1) {
    batch.push(clientEvent(client));
    if (batch.length === 2_000) { await store.appendMany(batch, { tenant: 'cis', userId: null }); batch = []; }
  }
  let total = 0;
  for (let client = 0; client < CLIENTS; client += 1) {
    for (let m = 1; m <= MONTHS; m += 1) {
      const period = monthBefore(today, m);
      batch.push(eventsOf(client, `bench-client-${client}`, period, stageOf(dueOf(period), today, draw(client, m)), total));
      total += 1;
      if (batch.length === 2_000) { await store.appendMany(batch, { tenant: 'cis', userId: null }); batch = []; }
    }
  }
  if (batch.length > 0) await store.appendMany(batch, { tenant: 'cis', userId: null });
  const seeded = (performance.now() - started) / 1000;
  const http = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  const signIn = await fetch(`${http}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@cis.test', password: 'cis-demo-2026' }) });
  const { accessToken } = await signIn.json();
  const from = monthBefore(today, MONTHS);
  const to = monthBefore(today, 1);
  const range = `from=${from}&to=${to}`;
  const loadStart = performance.now();
  const first = await (await fetch(`${http}/api/reports/filings?${range}`, { headers: { Authorization: `Bearer ${accessToken}` } })).json();
  const firstLoad = performance.now() - loadStart;
  const round = (n) => Math.round(n * 10) / 10;
  const figures = { returns: total, clients: CLIENTS, seedSeconds: round(seeded), 'first report (reads the reporting rows)': round(firstLoad), filingsRows: first.totalRows };
  const routes = [
    `filings?${range}`, `amounts?${range}`, `overdue?${range}`, `non-filers?${range}&type=monthly`, `payments?${range}`, `workload?${range}`,
    `filings?${range}&category=medium&province=12`, `overdue?${range}&preparer=${PREPARERS[0]}`, `non-filers?${range}&type=monthly&province=17`,
  ];
  // One new return per timed request in the "after a write" rounds: a draft in a month of the range (each in turn).
  let extra = 0;
  const write = async () => {
    const client = (extra * 7_919) % CLIENTS;
    await store.appendMany([eventsOf(client, `bench-client-${client}`, monthBefore(today, 1 + (extra % MONTHS)), 0, total + extra)], { tenant: 'cis', userId: null });
    extra += 1;
  };
  const label = (route) => `GET api/reports/${route.replace(range, 'from..to').replace(PREPARERS[0], '<staff>')}`;
  const pick = (t) => ({ p50: round(t.p50), p99: round(t.p99), max: round(t.max), cpuMsPerRequest: round(t.cpu) });
  for (const route of routes) figures[`${label(route)} (after a write)`] = pick(await timed(http, `/api/reports/${route}`, accessToken, write));
  for (const route of routes) figures[`${label(route)} (repeated)`] = pick(await timed(http, `/api/reports/${route}`, accessToken));
  figures['GET api/reports/payments/export?format=csv (after a write)'] = pick(await timed(http, `/api/reports/payments/export?${range}&format=csv`, accessToken, write));
  figures.returnsWrittenDuringTheRun = extra;
  figures.loadAverage = (await import('node:os')).loadavg().map((n) => round(n));
  console.log(JSON.stringify(figures, null, 2));
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
