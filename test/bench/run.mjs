#!/usr/bin/env node
/**
 * npm run bench: the BFF and the client measured against the alternatives, side by side in one run (issue 7).
 * Prints the results with PASS/MISS beside each target and writes test/bench/results.json. See test/bench/README.md.
 * All traffic goes to 127.0.0.1. Durations and sizes can be scaled with BENCH_* variables (test/bench/README.md).
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { clientMeasures } from './lib/client.mjs';
import { clusterBench, clusterRows } from './lib/cluster.mjs';
import { growth } from './lib/growth.mjs';
import { startBff, stopAll } from './lib/procs.mjs';
import { broadcast, perUserPush } from './lib/push.mjs';
import { readPath } from './lib/reads.mjs';
import { growthTable, readsTable, table, targetsOf } from './lib/report.mjs';
import { addUsersPostgres, countPostgres, countSqlite, dropSchema, growSqlite } from './lib/seed.mjs';
import { ROOT, api, log, machine, mintToken, nowMs, round, signIn } from './lib/util.mjs';
import { writePath } from './lib/writes.mjs';

const env = process.env;
const num = (name, fallback) => (env[name] ? Number(env[name]) : fallback);
const config = {
  sections: (env.BENCH_SECTIONS ?? 'reads,writes,push,cluster,growth,client').split(',').map((s) => s.trim()),
  readSeconds: num('BENCH_READ_SECONDS', 5),
  readRounds: num('BENCH_READ_ROUNDS', 2),
  readWarmupSeconds: num('BENCH_READ_WARMUP_SECONDS', 2),
  readConnections: num('BENCH_READ_CONNECTIONS', 100),
  writesSqlite: num('BENCH_WRITES_SQLITE', 10_000),
  writesPostgres: num('BENCH_WRITES_POSTGRES', 10_000),
  writeConnections: num('BENCH_WRITE_CONNECTIONS', 100),
  writeWarmup: num('BENCH_WRITE_WARMUP', 2_000),
  pushUsers: num('BENCH_PUSH_USERS', 1_000),
  pushConcurrency: num('BENCH_PUSH_CONCURRENCY', 10),
  broadcastSockets: num('BENCH_BROADCAST_SOCKETS', 5_000),
  broadcastWorkers: num('BENCH_BROADCAST_WORKERS', 2),
  growthScales: (env.BENCH_GROWTH_SCALES ?? '10000,100000,1000000').split(',').map(Number),
  growthStarts: num('BENCH_GROWTH_STARTS', 3),
  growthReadSeconds: num('BENCH_GROWTH_READ_SECONDS', 4),
  growthUsers: num('BENCH_GROWTH_USERS', 2_000),
  clusterInstances: num('BENCH_CLUSTER_INSTANCES', 3),
  clusterReadSeconds: num('BENCH_CLUSTER_READ_SECONDS', num('BENCH_READ_SECONDS', 5)),
  clusterReadRounds: num('BENCH_CLUSTER_READ_ROUNDS', num('BENCH_READ_ROUNDS', 2)),
  clusterWrites: num('BENCH_CLUSTER_WRITES', 10_000),
  clusterUsers: num('BENCH_CLUSTER_USERS', 1_000),
  redisUrl: env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
  databaseUrl: env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  postgresSchema: env.BENCH_PG_SCHEMA ?? `bench_${Date.now()}`,
  webDist: env.BENCH_WEB_DIST ?? join(ROOT, 'web/dist'),
};
const want = (section) => config.sections.includes(section);

async function section(name, results, work) {
  const t0 = nowMs();
  log(`== ${name}`);
  try {
    results[name] = await work();
  } catch (error) {
    log(`${name} failed: ${error.stack ?? error}`);
    results[name] = { error: error.message };
  }
  results[name].seconds = round((nowMs() - t0) / 1000, 1);
}

async function postgresReachable(url) {
  try {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function main() {
  if (!existsSync(join(ROOT, 'bff/dist/main.js'))) throw new Error('bff/dist/main.js is missing: run npm run build first.');
  const started = nowMs();
  const workDir = mkdtempSync(join(tmpdir(), 'cis-bench-'));
  const jwtSecret = randomBytes(32).toString('base64url');
  const results = {
    machine: {
      cpu: machine(), cores: cpus().length, memoryGb: round(totalmem() / 2 ** 30, 1), node: process.version,
      platform: `${process.platform} ${process.arch}`, loadAverageAtStart: loadavg().map((l) => round(l, 2)),
    },
    startedAt: new Date().toISOString(),
    config,
  };
  const pg = { schema: config.postgresSchema, bff: null, token: null };
  let main = null;
  try {
    // A seeded store (the demo genesis), stopped, copied wherever a fresh store is needed.
    const baseDir = join(workDir, 'base');
    const seeding = await startBff({ dataDir: baseDir, jwtSecret, label: 'bff-seed' });
    results.firstStartWithSeedingMs = round(seeding.startupMs, 0);
    await seeding.stop();
    const baseDb = join(baseDir, 'cis.sqlite');

    // The main SQLite BFF: the demo data plus 1,000 generated users (the push sockets' owners and write recipients).
    let users = [];
    if (want('reads') || want('writes') || want('push')) {
      const dir = join(workDir, 'sqlite');
      mkdirSync(dir, { recursive: true });
      copyFileSync(baseDb, join(dir, 'cis.sqlite'));
      users = growSqlite(join(dir, 'cis.sqlite'), { users: config.pushUsers }).users.map((u) => ({ ...u, token: mintToken(jwtSecret, u.id) }));
      main = { bff: await startBff({ dataDir: dir, jwtSecret, label: 'bff-sqlite' }), db: join(dir, 'cis.sqlite') };
      main.token = (await signIn(main.bff.url)).token;
      await api(main.bff.url, 'GET', 'api/common/messages', { token: users[0].token, expect: 200 });
    }
    if ((want('reads') || want('writes')) && (await postgresReachable(config.databaseUrl))) {
      pg.bff = await startBff({
        dataDir: join(workDir, 'pg'), jwtSecret, env: { DATABASE_URL: config.databaseUrl, DATABASE_SCHEMA: pg.schema }, label: 'bff-postgres',
      });
      pg.token = (await signIn(pg.bff.url)).token;
      pg.users = await addUsersPostgres(config.databaseUrl, pg.schema, config.pushUsers);
    } else if (want('reads') || want('writes')) {
      results.postgresNote = `PostgreSQL at ${config.databaseUrl} is not reachable: its figures are missing.`;
    }

    if (want('reads')) {
      await section('reads', results, () =>
        readPath({
          sqlite: main, postgres: pg.bff ? pg : null, workDir, seconds: config.readSeconds, rounds: config.readRounds,
          warmupSeconds: config.readWarmupSeconds, connections: config.readConnections,
        }),
      );
    }
    if (want('writes')) {
      await section('writes', results, async () => ({
        sqlite: await writePath({
          label: 'SQLite', bff: main.bff, token: main.token, users, amount: config.writesSqlite, connections: config.writeConnections, warmup: config.writeWarmup,
          count: async () => countSqlite(main.db),
        }),
        postgres: pg.bff
          ? await writePath({
              label: 'PostgreSQL', bff: pg.bff, token: pg.token, users: pg.users, amount: config.writesPostgres, connections: config.writeConnections, warmup: config.writeWarmup,
              count: () => countPostgres(config.databaseUrl, pg.schema),
            })
          : undefined,
      }));
    }
    if (pg.bff) {
      await pg.bff.stop();
      pg.bff = null;
      await dropSchema(config.databaseUrl, pg.schema);
      pg.dropped = true;
    }
    if (want('push')) {
      await section('push', results, async () => ({
        perUser: await perUserPush({ bff: main.bff, adminToken: main.token, users, concurrency: config.pushConcurrency }),
        broadcast: await broadcast({ bff: main.bff, adminToken: main.token, users, count: config.broadcastSockets, workerCount: config.broadcastWorkers }),
      }));
    }
    if (main) await main.bff.stop();

    if (want('cluster')) {
      if (await postgresReachable(config.databaseUrl)) {
        await section('cluster', results, () =>
          clusterBench({
            baseDb, workDir, jwtSecret, databaseUrl: config.databaseUrl, redisUrl: config.redisUrl, schema: `${config.postgresSchema}_cluster`,
            instances: config.clusterInstances, userCount: config.clusterUsers, seconds: config.clusterReadSeconds, rounds: config.clusterReadRounds,
            warmupSeconds: config.readWarmupSeconds, connections: config.readConnections, writes: config.clusterWrites,
            writeConnections: config.writeConnections, writeWarmup: config.writeWarmup,
          }),
        );
      } else {
        results.cluster = { error: `PostgreSQL at ${config.databaseUrl} is not reachable` };
      }
    }

    if (want('growth')) {
      await section('growth', results, () =>
        growth({
          baseDb, workDir, jwtSecret, scales: config.growthScales, starts: config.growthStarts, readSeconds: config.growthReadSeconds,
          userCount: config.growthUsers,
        }),
      );
    }
    if (want('client')) {
      await section('client', results, () =>
        clientMeasures({
          webDist: config.webDist,
          startWebBff: async () => {
            const dir = join(workDir, 'web');
            mkdirSync(dir, { recursive: true });
            copyFileSync(baseDb, join(dir, 'cis.sqlite'));
            return startBff({ dataDir: dir, jwtSecret, env: { WEB_DIST: config.webDist }, label: 'bff-web' });
          },
        }),
      );
    }
  } finally {
    await stopAll();
    if (pg.schema && !pg.dropped && (want('reads') || want('writes'))) await dropSchema(config.databaseUrl, pg.schema).catch(() => undefined);
    if (!env.BENCH_KEEP) rmSync(workDir, { recursive: true, force: true });
  }

  results.totalSeconds = round((nowMs() - started) / 1000, 1);
  results.targets = targetsOf(results);
  writeFileSync(join(ROOT, 'test/bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);

  const out = [];
  out.push(`Cis bench, ${results.startedAt}: ${results.machine.cores} cores (${results.machine.cpu}), Node ${results.machine.node}, ${results.totalSeconds} s`);
  if (results.reads?.endpoints) out.push('', 'Read path (median of rounds)', readsTable(results.reads));
  for (const note of results.reads?.notes ?? []) out.push(`Note: ${note}`);
  if (results.postgresNote) out.push(`Note: ${results.postgresNote}`);
  if (results.cluster?.reads) {
    const { headers, rows } = clusterRows(results.cluster);
    out.push('', `Several instances (issue 16): one table, ratios to node:http in the same run (load average 1/5/15 min at start ${results.cluster.loadAverageAtStart?.join(' ')}, at end ${results.cluster.loadAverage?.join(' ')})`, table(headers, rows));
    out.push(`PostgreSQL x${results.cluster.instances}: CPU per request is every instance's plus nginx's (reads: nginx ${Object.entries(results.cluster.reads).map(([e, t]) => `${e} ${t.cluster?.balancerCpuMsPerRequest} ms`).join(', ')} of it).`);
  }
  if (results.growth?.rows) out.push('', 'Growth', growthTable(results.growth));
  out.push('', 'Targets', table(['Section', 'Measure', 'Result', 'Target', ''], results.targets.map((t) => [t.section, t.measure, t.value, t.target, t.verdict])));
  out.push('', `Written: test/bench/results.json`);
  console.log(out.join('\n'));
}

main().catch(async (error) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
