#!/usr/bin/env node
/**
 * Master data (issue 12): how long seeding the whole gazetteer takes, how long an import of all 14,372 villages
 * takes, and the latency of village searches and children lists, on SQLite and PostgreSQL side by side.
 * Needs a build (`npm run build`). Usage: node test/bench/master-data.mjs [requests per measure, default 2000].
 * Figures go in test/bench/README.md ("Master data").
 */
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBff, stopAll } from './lib/procs.mjs';
import { dropSchema } from './lib/seed.mjs';
import { loadavg } from 'node:os';
import { ROOT, api, cpuMs, nowMs, percentile, round, signIn } from './lib/util.mjs';

const require = createRequire(import.meta.url);
const REQUESTS = Number(process.argv[2] ?? 2000);
/** 'sqlite', 'postgres' or both (default): `node test/bench/master-data.mjs 500 sqlite`. */
const STORES = (process.argv[3] ?? 'sqlite,postgres').split(',');
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const { SqliteEventStore } = require(join(ROOT, 'bff/dist/platform/event-store/sqlite.event-store.js'));
const { PostgresEventStore } = require(join(ROOT, 'bff/dist/platform/event-store/postgres.event-store.js'));
const { MasterDataProjection } = require(join(ROOT, 'bff/dist/master-data/master-data.projection.js'));
const { MasterDataGenesis } = require(join(ROOT, 'bff/dist/master-data/master-data.genesis.js'));
const { cambodiaGazetteer } = require(join(ROOT, 'fixtures/dist/index.js'));

/** Seeding every master-data kind (16,300 streams, the gazetteer's 16,240 among them) as genesis does: batches of 5,000 streams. */
async function seedTime(store) {
  await store.init();
  store.registerProjections([new MasterDataProjection()]);
  const streams = new MasterDataGenesis({ seedGazetteer: 'full' }).genesis('cis');
  const t0 = nowMs();
  for (let start = 0; start < streams.length; start += 5000) {
    await store.appendMany(streams.slice(start, start + 5000).map((s) => ({ stream: s.stream, events: s.events, expectedVersion: 0 })), { tenant: 'cis', userId: null });
  }
  const ms = nowMs() - t0;
  await store.close();
  return { streams: streams.length, events: streams.reduce((n, s) => n + s.events.length, 0), ms: round(ms, 0) };
}

/** REQUESTS one after another; with the BFF's pid, its CPU ms per request (/proc: steadier than latency on a shared machine). */
async function timed(run, pid) {
  const samples = [];
  const cpu0 = pid ? cpuMs(pid) : 0;
  for (let i = 0; i < REQUESTS; i += 1) {
    const t0 = nowMs();
    await run(i);
    samples.push(nowMs() - t0);
  }
  const cpu = pid ? round((cpuMs(pid) - cpu0) / REQUESTS, 3) : undefined;
  return { requests: REQUESTS, p50: round(percentile(samples, 50), 2), p95: round(percentile(samples, 95), 2), p99: round(percentile(samples, 99), 2), cpuMsPerRequest: cpu, loadAverage: round(loadavg()[0], 1) };
}

async function httpMeasures(label, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cis-bench-md-'));
  try {
    const bff = await startBff({ dataDir, jwtSecret: 'bench-master-data-secret-0123456789abcdef', env, label });
    const { token } = await signIn(bff.url);
    const gazetteer = cambodiaGazetteer();
    const words = gazetteer.villages.map((v, i) => (i % 2 === 0 ? v.nameEn.split(' ')[0] : v.nameKm.slice(0, 3)));
    const get = async (path) => {
      const res = await fetch(`${bff.url}/${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      await res.arrayBuffer();
    };
    await get('api/master-data/village?search=warm');
    const search = await timed((i) => get(`api/master-data/village?search=${encodeURIComponent(words[(i * 7919) % words.length])}&size=20`), bff.pid);
    const children = await timed((i) => get(`api/master-data/village?parent=${gazetteer.communes[(i * 31) % gazetteer.communes.length].code}&size=100`), bff.pid);
    const page = await timed((i) => get(`api/master-data/village?page=${i % 700}&size=20&sort=nameEn`), bff.pid);
    const csv = ['code,parent,nameEn,nameKm', ...gazetteer.villages.map((v) => `${v.code},${v.parent},${v.nameEn.replace(/,/g, ' ')} (bench),${v.nameKm}`)].join('\n');
    const t0 = nowMs();
    const imported = await api(bff.url, 'POST', 'api/master-data/village/import', { token, body: { csv }, expect: 200 });
    const importMs = round(nowMs() - t0, 0);
    const after = await timed((i) => get(`api/master-data/village?search=${encodeURIComponent(words[(i * 7919) % words.length])}&size=20`), bff.pid);
    await bff.stop();
    return { label, startupMs: round(bff.startupMs, 0), search, children, page, import: { rows: imported.json.accepted, ms: importMs }, searchAfterImport: after };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  const results = {};
  const seedDir = mkdtempSync(join(tmpdir(), 'cis-bench-md-seed-'));
  const file = join(seedDir, 'events.db');
  if (STORES.includes('sqlite')) {
    results.seedSqlite = await seedTime(new SqliteEventStore(file));
    console.log('seed sqlite', JSON.stringify(results.seedSqlite));
  }
  if (STORES.includes('postgres')) {
    const seedSchema = `bench_md_${Date.now()}`;
    results.seedPostgres = await seedTime(new PostgresEventStore(DATABASE_URL, seedSchema));
    await dropSchema(DATABASE_URL, seedSchema);
    console.log('seed postgres', JSON.stringify(results.seedPostgres));
  }
  if (STORES.includes('sqlite')) {
    results.sqlite = await httpMeasures('sqlite', {});
    console.log('sqlite', JSON.stringify(results.sqlite));
  }
  if (STORES.includes('postgres')) {
    const schema = `bench_md_http_${Date.now()}`;
    try {
      results.postgres = await httpMeasures('postgres', { DATABASE_URL, DATABASE_SCHEMA: schema });
    } finally {
      await dropSchema(DATABASE_URL, schema);
    }
  }
  console.log(JSON.stringify(results, null, 2));
  rmSync(seedDir, { recursive: true, force: true });
} finally {
  await stopAll();
}
