#!/usr/bin/env node
/**
 * The taxpayer registry (issue 12): client search with 10,000 clients, on SQLite and PostgreSQL side by side.
 * Needs a build (`npm run build`). Usage: node test/bench/clients.mjs [requests per measure, default 2000] [clients, default 10000].
 * Starts the BFF once to seed the demo data, appends the extra clients straight into its store (through the clients
 * decider and projection, as the write path does), starts it again and times GET api/clients one request at a time,
 * then the first registration after the start (it folds the tenant's TIN claims) and as many more.
 * Figures go in test/bench/README.md ("Client search").
 */
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBff, stopAll } from './lib/procs.mjs';
import { dropSchema } from './lib/seed.mjs';
import { ROOT, cpuMs, nowMs, percentile, round, signIn } from './lib/util.mjs';

const require = createRequire(import.meta.url);
const REQUESTS = Number(process.argv[2] ?? 2000);
const CLIENTS = Number(process.argv[3] ?? 10_000);
/** 'sqlite', 'postgres' or both (default). */
const STORES = (process.argv[4] ?? 'sqlite,postgres').split(',');
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const JWT = 'bench-clients-secret-0123456789abcdef';
const { SqliteEventStore } = require(join(ROOT, 'bff/dist/platform/event-store/sqlite.event-store.js'));
const { PostgresEventStore } = require(join(ROOT, 'bff/dist/platform/event-store/postgres.event-store.js'));
const { ClientsProjection } = require(join(ROOT, 'bff/dist/clients/clients.projection.js'));
const { ClientDecider, ClientTinDecider, clientStream, clientTinsStream } = require(join(ROOT, 'bff/dist/clients/clients.decider.js'));
const { clientFixture, stableId } = require(join(ROOT, 'fixtures/dist/index.js'));

/** CLIENTS more clients: the demo ones' names, addresses and activities with a number, TINs of their own. */
async function addClients(store) {
  await store.init();
  store.registerProjections([new ClientsProjection()]);
  const now = new Date().toISOString();
  const streams = [];
  const claims = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    const { profile } = clientFixture(i % 40);
    const clientId = stableId(`bench-client-${i}`);
    const tin = `B${String(i % 1000).padStart(3, '0')}-${String(500_000_000 + i).padStart(9, '0')}`;
    const bench = { ...profile, tin, nameEn: `${profile.nameEn} ${i}`, nameKh: `${profile.nameKh} ${i}`, actingAccountIds: [], status: ['active', 'active', 'suspended', 'closed'][i % 4] };
    const category = ['small', 'medium', 'large'][i % 3];
    streams.push({ stream: clientStream('cis', clientId), events: ClientDecider.decide({ type: 'register', clientId, profile: bench, derivedCategory: category, problems: [], now }, ClientDecider.initialState), expectedVersion: 0 });
    claims.push(...ClientTinDecider.decide({ type: 'claim', tin, clientId }, ClientTinDecider.initialState));
  }
  const t0 = nowMs();
  for (let start = 0; start < streams.length; start += 2000) await store.appendMany(streams.slice(start, start + 2000), { tenant: 'cis', userId: null });
  await store.append(clientTinsStream('cis'), claims, 'any', { tenant: 'cis', userId: null });
  const ms = round(nowMs() - t0, 0);
  await store.close();
  return { clients: CLIENTS, appendMs: ms };
}

/** Latency percentiles, and the BFF's CPU ms per request (holds far better than latency on a loaded machine). */
async function timed(run, pid) {
  const cpu0 = cpuMs(pid);
  const samples = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const t0 = nowMs();
    await run(i);
    samples.push(nowMs() - t0);
  }
  const cpu = cpuMs(pid) - cpu0;
  return {
    requests: REQUESTS, p50: round(percentile(samples, 50), 2), p95: round(percentile(samples, 95), 2), p99: round(percentile(samples, 99), 2),
    max: round(Math.max(...samples), 1), cpuMsPerRequest: round(cpu / REQUESTS, 3),
  };
}

async function measure(label, env, openStore) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cis-bench-clients-'));
  try {
    // Seeding the whole master data (the gazetteer) on PostgreSQL takes minutes on a loaded machine.
    const seeding = await startBff({ dataDir, jwtSecret: JWT, env, label: `${label}-seed`, timeoutMs: 600_000 });
    await seeding.stop();
    const seeded = await addClients(openStore(dataDir));
    const bff = await startBff({ dataDir, jwtSecret: JWT, env, label, timeoutMs: 300_000 });
    const { token } = await signIn(bff.url);
    const get = async (path, check) => {
      const res = await fetch(`${bff.url}/${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      const body = await res.json();
      if (check && !check(body)) throw new Error(`${path}: unexpected answer ${JSON.stringify(body).slice(0, 200)}`);
    };
    await get('api/clients?search=warm', (b) => b.pagination.length === 0);
    await get('api/clients', (b) => b.pagination.length === CLIENTS + 40);
    const latin = ['mekong', 'rice trading', 'garment', 'coffee house', 'logistics', 'pharmacy'];
    const khmer = ['អង្គរ', 'មេគង្គ សំណង់', 'ឱសថស្ថាន', 'ចម្ការម្រេច'];
    const results = {
      label, ...seeded, startupMs: round(bff.startupMs, 0), loadAverage: loadavg()[0],
      // Each search a different text (word and number), so no answer is served from the read cache.
      searchLatin: await timed((i) => get(`api/clients?search=${encodeURIComponent(`${latin[i % latin.length]} ${i}`)}&size=20`), bff.pid),
      searchKhmer: await timed((i) => get(`api/clients?search=${encodeURIComponent(`${khmer[i % khmer.length]} ${i}`)}&size=20`), bff.pid),
      searchTin: await timed((i) => {
        const n = (i * 7919) % CLIENTS;
        return get(`api/clients?search=B${String(n % 1000).padStart(3, '0')}-${String(500_000_000 + n).padStart(9, '0')}`, (b) => b.items.length === 1);
      }, bff.pid),
      searchTinPart: await timed((i) => get(`api/clients?search=${500_000_000 + ((i * 7919) % CLIENTS)}&size=20`), bff.pid),
      filteredPage: await timed((i) => get(`api/clients?status=active&category=medium&page=${i % 50}&size=20`), bff.pid),
    };
    // Registrations: the first after the start folds the tenant's TIN claims (CLIENTS of them), the next ones do not.
    const register = async (n) => {
      const res = await fetch(`${bff.url}/api/clients`, {
        method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          tin: `R${String(n % 1000).padStart(3, '0')}-${String(600_000_000 + n).padStart(9, '0')}`, nameKh: 'ក្រុមហ៊ុន តេស្ត', nameEn: `Bench Registration ${n} Co., Ltd.`,
          legalForm: 'company', sector: 'services', annualTurnover: 500_000_000,
          address: { provinceCode: '12', districtCode: '1201', communeCode: '120101', villageCode: '12010101', street: 'No. 5, Street 21' },
        }),
      });
      if (res.status !== 201) throw new Error(`register ${n}: ${res.status} ${await res.text()}`);
    };
    const first = nowMs();
    await register(0);
    results.firstRegistrationMs = round(nowMs() - first, 1);
    results.registration = await timed((i) => register(i + 1), bff.pid);
    await bff.stop();
    return results;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  if (STORES.includes('sqlite')) {
    console.log(JSON.stringify(await measure('sqlite', {}, (dataDir) => new SqliteEventStore(join(dataDir, 'cis.sqlite'))), null, 2));
  }
  if (STORES.includes('postgres')) {
    const schema = `bench_clients_${Date.now()}`;
    try {
      console.log(JSON.stringify(await measure('postgres', { DATABASE_URL, DATABASE_SCHEMA: schema }, () => new PostgresEventStore(DATABASE_URL, schema)), null, 2));
    } finally {
      await dropSchema(DATABASE_URL, schema);
    }
  }
} finally {
  await stopAll();
}
