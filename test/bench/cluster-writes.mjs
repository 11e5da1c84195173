#!/usr/bin/env node
/**
 * The write path of issue 16 alone, where the machine's CPU goes: PostgreSQL one instance and PostgreSQL x N behind
 * nginx (as the bench's cluster section starts them), in alternating rounds, each after its warm-up; and the one
 * instance driven by a third of the connections, as each member of the cluster is, and the cluster driven by N times
 * the connections, as each member then is the one instance. For every
 * round: writes/s, and the CPU of every process on the machine per write, grouped (the BFFs, nginx, PostgreSQL's
 * server processes, Redis, this load generator, the rest), so a change can be judged by the whole machine's cost.
 *   node test/bench/cluster-writes.mjs [rounds=2] [writes=10000]
 *   BENCH_CLUSTER_INSTANCES=3 BENCH_WRITE_CONNECTIONS=100 BENCH_WRITE_WARMUP=2000 (per instance) BENCH_CLUSTER_USERS=1000
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNginx } from './lib/nginx.mjs';
import { startBff, stopAll } from './lib/procs.mjs';
import { addUsersPostgres, countPostgres, dropSchema } from './lib/seed.mjs';
import { api, log, round, signIn } from './lib/util.mjs';
import { writePath } from './lib/writes.mjs';

const num = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);
const [rounds = 2, writes = 10_000] = process.argv.slice(2).map(Number);
const instances = num('BENCH_CLUSTER_INSTANCES', 3);
const connections = num('BENCH_WRITE_CONNECTIONS', 100);
const warmup = num('BENCH_WRITE_WARMUP', 2_000);
const userCount = num('BENCH_CLUSTER_USERS', 1_000);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TICK_MS = 1000 / 100;

/** CPU ms of every process now, by pid, with its command name. */
function processes() {
  const all = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const title = name.startsWith('postgres') ? readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ') : '';
      all.set(Number(entry), { name, title, ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return all;
}

function split(before, after, bffPids) {
  const groups = { bff: 0, nginx: 0, postgres: 0, redis: 0, load: 0, other: 0 };
  /** PostgreSQL's CPU by kind of process: the sessions (the BFFs' queries and LISTEN) and its background workers. */
  const postgres = {};
  for (const [pid, { name, title, ms }] of after) {
    const spent = ms - (before.get(pid)?.ms ?? 0);
    if (spent <= 0) continue;
    if (bffPids.has(pid)) groups.bff += spent;
    else if (pid === process.pid) groups.load += spent;
    else if (name.startsWith('nginx')) groups.nginx += spent;
    else if (name.startsWith('postgres')) {
      groups.postgres += spent;
      const kind = /postgres: (autovacuum|walwriter|checkpointer|background writer|logical replication|stats|archiver)/.exec(title)?.[1] ?? 'sessions';
      postgres[kind] = (postgres[kind] ?? 0) + spent;
    }
    else if (name.startsWith('redis')) groups.redis += spent;
    else groups.other += spent;
  }
  return { groups, postgres };
}

async function main() {
  const workDir = mkdtempSync(join(tmpdir(), 'cis-cluster-writes-'));
  const schema = `bench_writes_${Date.now()}`;
  const schemas = { single: `${schema}_single`, cluster: `${schema}_x${instances}` };
  const env = (name, redis) => ({
    DATABASE_URL: databaseUrl, DATABASE_SCHEMA: name, JWT_SECRET: '', SEED_GAZETTEER: 'sample', ...(redis ? { REDIS_URL: redisUrl, TRUST_PROXY: 'loopback' } : {}),
  });
  const jwtSecret = randomBytes(32).toString('base64url');
  const started = [];
  try {
    const single = await startBff({ dataDir: join(workDir, 'single'), jwtSecret, env: env(schemas.single, false), label: 'writes-single' });
    started.push(single);
    const singleUsers = await addUsersPostgres(databaseUrl, schemas.single, userCount);
    const members = [await startBff({ dataDir: join(workDir, 'm1'), jwtSecret, env: env(schemas.cluster, true), label: 'writes-m1' })];
    for (let i = 2; i <= instances; i += 1) members.push(await startBff({ dataDir: join(workDir, `m${i}`), jwtSecret, env: env(schemas.cluster, true), label: `writes-m${i}` }));
    started.push(...members);
    const nginx = await startNginx({ upstreamPorts: members.map((m) => m.port), label: 'writes-nginx' });
    started.push(nginx);
    const clusterUsers = await addUsersPostgres(databaseUrl, schemas.cluster, userCount);
    const targets = [
      {
        label: 'PostgreSQL, 1 instance', bff: single, users: singleUsers, token: (await signIn(single.url)).token, schema: schemas.single, pids: new Set([single.pid]),
        urls: [single.url], warmup,
      },
      {
        // What each member of the cluster sees: a third of the connections (so commits of a third of the size).
        label: `PostgreSQL, 1 instance, ${Math.ceil(connections / instances)} connections`, bff: single, users: singleUsers, token: (await signIn(single.url)).token,
        schema: schemas.single, pids: new Set([single.pid]), urls: [single.url], warmup: 0, connections: Math.ceil(connections / instances),
      },
      {
        label: `PostgreSQL x${instances} + nginx`, bff: { url: nginx.url, pid: nginx.pid, pids: () => [...members.map((m) => m.pid), ...nginx.pids()] },
        users: clusterUsers, token: (await signIn(nginx.url)).token, schema: schemas.cluster, pids: new Set(members.map((m) => m.pid)),
        urls: members.map((m) => m.url), warmup: warmup * instances,
      },
      {
        // Each member driven as the one instance is: the cluster serving N times the connections.
        label: `PostgreSQL x${instances} + nginx, ${connections * instances} connections`, bff: { url: nginx.url, pid: nginx.pid, pids: () => [...members.map((m) => m.pid), ...nginx.pids()] },
        users: clusterUsers, token: (await signIn(nginx.url)).token, schema: schemas.cluster, pids: new Set(members.map((m) => m.pid)),
        urls: members.map((m) => m.url), warmup: 0, connections: connections * instances,
      },
    ];
    const rows = [];
    for (let r = 1; r <= rounds; r += 1) {
      for (const t of targets) {
        const result = await measure(t, r === 1 ? t.warmup : 0);
        rows.push({ round: r, ...result });
      }
    }
    console.log(`\n| Round | Deployment | writes/s | p99 ms | events per commit | CPU ms per write: BFFs | nginx | PostgreSQL | Redis | load generator | other | machine |`);
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) {
      const g = row.cpu;
      const per = (ms) => round(ms / row.answered, 3);
      const total = Object.values(g).reduce((a, b) => a + b, 0);
      console.log(`| ${row.round} | ${row.label} | ${row.rps} | ${row.p99} | ${row.meanBatch.join(', ')} | ${per(g.bff)} | ${per(g.nginx)} | ${per(g.postgres)} | ${per(g.redis)} | ${per(g.load)} | ${per(g.other)} | ${per(total)} |${row.nothingLost ? '' : ' LOST'}`);
    }
  } finally {
    for (const handle of started.reverse()) await handle.stop().catch(() => undefined);
    await stopAll();
    for (const s of Object.values(schemas)) await dropSchema(databaseUrl, s).catch(() => undefined);
    rmSync(workDir, { recursive: true, force: true });
  }

  async function measure(target, warm) {
    let before;
    const result = await writePath({
      label: target.label, bff: target.bff, token: target.token, users: target.users, amount: writes, connections: target.connections ?? connections, warmup: warm,
      count: async () => {
        const counted = await countPostgres(databaseUrl, target.schema);
        // The count before the run is taken just before the timed writes start: the machine's CPU from here.
        before ??= processes();
        return counted;
      },
    });
    const now = processes();
    const { groups: cpu, postgres } = split(before, now, target.pids);
    if (process.env.BENCH_PG_SESSIONS) await heaviestSessions(before, now, result.ok);
    // Each instance's mean commit size since it started (the warm-up included).
    const meanBatch = [];
    for (const url of target.urls) meanBatch.push((await api(url, 'GET', 'api/system/metrics', { token: target.token, expect: 200 })).json.appends.meanBatch);
    log(`${target.label}: machine CPU ${JSON.stringify(Object.fromEntries(Object.entries(cpu).map(([k, v]) => [k, round(v / result.ok, 3)])))} ms per write; PostgreSQL ${JSON.stringify(Object.fromEntries(Object.entries(postgres).map(([k, v]) => [k, round(v / result.ok, 3)])))}`);
    return { label: target.label, meanBatch, rps: result.rps, p99: result.p99, answered: Math.max(result.ok, 1), nothingLost: result.nothingLost, cpu };
  }
}

/** The PostgreSQL sessions that spent most CPU, with what each last ran (pg_stat_activity). */
async function heaviestSessions(before, after, writesDone) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT pid, state, left(regexp_replace(query, \'\\s+\', \' \', \'g\'), 90) AS query FROM pg_stat_activity');
    const byPid = new Map(rows.map((r) => [r.pid, r]));
    const spent = [...after].map(([pid, p]) => ({ pid, ms: p.ms - (before.get(pid)?.ms ?? 0), p })).filter((x) => x.p.name.startsWith('postgres') && x.ms > 0)
      .sort((a, b) => b.ms - a.ms).slice(0, 12);
    for (const { pid, ms } of spent) log(`  pg ${pid}: ${round(ms / writesDone, 4)} ms/write  ${byPid.get(pid)?.state ?? '?'}  ${byPid.get(pid)?.query ?? '(gone)'}`);
  } finally {
    await client.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
