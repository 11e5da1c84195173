/**
 * Several instances (issue 16), side by side in one run: the BFF on SQLite (one instance), on PostgreSQL (one
 * instance) and on PostgreSQL x N (default 3) behind nginx (deploy/nginx/cis.conf.template) with Redis, each against
 * bare node:http answering the same bytes. Reads: GET messages and products (req/s, CPU ms per request of every
 * process serving it, nginx included); writes: POST messages (writes/s, p99, nothing lost).
 *
 * The PostgreSQL instances run as a deployment would: DATABASE_URL, their own DATA_DIR each, no JWT_SECRET (the
 * secret lives in the store); before measuring, a token signed in on each instance is used on every other.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { cannon } from './load.mjs';
import { startNginx } from './nginx.mjs';
import { startBff, startNode } from './procs.mjs';
import { addUsersPostgres, countPostgres, countSqlite, dropSchema, growSqlite } from './seed.mjs';
import { HOST, ROOT, api, cpuMs, freePort, log, median, mintToken, round, signIn } from './util.mjs';
import { writePath } from './writes.mjs';

const MESSAGES = 'api/common/messages';
const PRODUCTS = 'api/apps/ecommerce/inventory/products';

const cpuOf = (pids) => pids.reduce((sum, pid) => sum + (cpuMs(pid) ?? 0), 0);

/**
 * PostgreSQL instances as a deployment starts them: the store's secret, Redis for socket.io, trusted proxy on loopback.
 * The sample gazetteer (not the 16,000 places) keeps seeding a fresh schema short; no measured route reads it.
 */
function postgresEnv({ databaseUrl, schema, redisUrl }) {
  return { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, JWT_SECRET: '', SEED_GAZETTEER: 'sample', ...(redisUrl ? { REDIS_URL: redisUrl, TRUST_PROXY: 'loopback' } : {}) };
}

/** Every instance accepts a token signed in on any other (no JWT_SECRET: the secret is the store's). */
async function crossTokens(instances) {
  const checks = [];
  for (const from of instances) {
    const { token } = await signIn(from.url);
    for (const to of instances) {
      if (to === from) continue;
      const { status } = await api(to.url, 'GET', MESSAGES, { token });
      checks.push({ from: from.label, to: to.label, status });
    }
  }
  const ok = checks.filter((c) => c.status === 200).length;
  return { checks: checks.length, ok, failed: checks.filter((c) => c.status !== 200) };
}

export async function clusterBench({
  baseDb, workDir, jwtSecret, databaseUrl, redisUrl, schema, instances: count, userCount, seconds, rounds, warmupSeconds, connections,
  writes, writeConnections, writeWarmup = 0,
}) {
  const schemas = { single: `${schema}_single`, cluster: `${schema}_x${count}` };
  const load = () => loadavg().map((l) => round(l, 1));
  const result = { instances: count, seconds, rounds, connections, writes, writeConnections, writeWarmup, schemas, loadAverageAtStart: load() };
  const started = [];
  const keep = (handle) => (started.push(handle), handle);
  try {
    // SQLite, one instance: the demo data plus generated users (the write recipients), as the writes section.
    const sqliteDir = join(workDir, 'cluster-sqlite');
    mkdirSync(sqliteDir, { recursive: true });
    copyFileSync(baseDb, join(sqliteDir, 'cis.sqlite'));
    const sqliteUsers = growSqlite(join(sqliteDir, 'cis.sqlite'), { users: userCount }).users;
    const sqlite = keep(await startBff({ dataDir: sqliteDir, jwtSecret, label: 'cluster-sqlite' }));
    const sqliteToken = (await signIn(sqlite.url)).token;
    await api(sqlite.url, 'GET', MESSAGES, { token: mintToken(jwtSecret, sqliteUsers[0].id), expect: 200 });

    // PostgreSQL, one instance, its own schema.
    log(`cluster: PostgreSQL single (schema ${schemas.single})`);
    const single = keep(await startBff({
      dataDir: join(workDir, 'cluster-pg-single'), env: postgresEnv({ databaseUrl, schema: schemas.single }), label: 'cluster-pg-single',
    }));
    const singleToken = (await signIn(single.url)).token;
    const singleUsers = await addUsersPostgres(databaseUrl, schemas.single, userCount);

    // PostgreSQL x N behind nginx, Redis: the first seeds the empty schema, the others start on it.
    log(`cluster: PostgreSQL x${count} (schema ${schemas.cluster}) behind nginx`);
    const members = [];
    const memberEnv = postgresEnv({ databaseUrl, schema: schemas.cluster, redisUrl });
    members.push(keep(await startBff({ dataDir: join(workDir, 'cluster-pg-1'), env: memberEnv, label: 'cluster-pg-1' })));
    members.push(
      ...(await Promise.all(
        Array.from({ length: count - 1 }, (_, i) => startBff({ dataDir: join(workDir, `cluster-pg-${i + 2}`), env: memberEnv, label: `cluster-pg-${i + 2}` }).then(keep)),
      )),
    );
    result.sharedSecret = await crossTokens(members);
    log(`cluster: tokens across instances ${result.sharedSecret.ok}/${result.sharedSecret.checks} accepted`);
    const nginx = keep(await startNginx({ upstreamPorts: members.map((m) => m.port), label: 'cluster-nginx' }));
    const clusterToken = (await signIn(nginx.url)).token;
    const clusterUsers = await addUsersPostgres(databaseUrl, schemas.cluster, userCount);
    const clusterPids = () => [...members.map((m) => m.pid), ...nginx.pids()];

    // node:http answering the SQLite BFF's bytes (the ceiling, as in the reads section).
    const endpoints = [{ name: 'messages', path: MESSAGES }];
    const products = await api(sqlite.url, 'GET', PRODUCTS, { token: sqliteToken });
    const bareRoutes = { [`/${MESSAGES}`]: (await api(sqlite.url, 'GET', MESSAGES, { token: sqliteToken, expect: 200 })).text };
    if (products.status === 200) {
      endpoints.push({ name: 'products', path: PRODUCTS });
      bareRoutes[`/${PRODUCTS}`] = products.text;
    }
    const routesFile = join(workDir, 'cluster-bare-routes.json');
    writeFileSync(routesFile, JSON.stringify(bareRoutes));
    const barePort = await freePort();
    const bare = await startNode({
      script: join(ROOT, 'test/bench/servers/bare.mjs'), args: [routesFile, String(barePort)], probe: `http://${HOST}:${barePort}/health`, label: 'cluster-node:http',
    });

    const auth = (token) => ({ authorization: `Bearer ${token}` });
    const deployments = [
      { key: 'sqlite', label: 'SQLite, 1 instance', url: sqlite.url, token: sqliteToken, pids: () => [sqlite.pid] },
      { key: 'postgres', label: 'PostgreSQL, 1 instance', url: single.url, token: singleToken, pids: () => [single.pid] },
      { key: 'cluster', label: `PostgreSQL x${count} + nginx`, url: nginx.url, token: clusterToken, pids: clusterPids, balancerPids: () => nginx.pids() },
    ];
    // The same cluster without the balancer: one member asked directly (keep-alive), to tell nginx's share from the store's.
    const direct = { key: 'member', label: `PostgreSQL x${count}, instance 1 direct`, url: members[0].url, token: clusterToken, pids: () => [members[0].pid] };
    const targets = [...deployments, direct, { key: 'bare', label: 'node:http', url: bare.url ?? `http://${HOST}:${barePort}`, token: null, pids: () => [bare.pid] }];

    // Reads: interleaved rounds (a, b, c, d, a, ...) after a warm-up; the median of the rounds.
    result.reads = {};
    try {
      for (const endpoint of endpoints) {
        for (const t of targets) {
          const r = await fetch(`${t.url}/${endpoint.path}`, { headers: t.token ? auth(t.token) : {} });
          const text = await r.text();
          if (r.status !== 200) throw new Error(`${t.label} ${endpoint.name}: ${r.status} ${text.slice(0, 200)}`);
          t.bytes = Buffer.byteLength(text);
          // As the web client reads: with the highest log position it knows (POSITION_HEADER, from an answer), so a
          // PostgreSQL instance that has seen it serves from memory without a barrier round trip (issue 16, point 1).
          const position = r.headers.get('x-cis-position');
          t.readHeaders = { ...(t.token ? auth(t.token) : {}), ...(position ? { 'x-cis-position': position } : {}) };
          log(`cluster reads ${endpoint.name}: warm-up ${t.label}`);
          await cannon({ url: `${t.url}/${endpoint.path}`, headers: t.readHeaders, connections, duration: warmupSeconds });
        }
        const runs = Object.fromEntries(targets.map((t) => [t.key, []]));
        for (let round_ = 0; round_ < rounds; round_ += 1) {
          for (const t of targets) {
            const pids = t.pids();
            const before = cpuOf(pids);
            const balancerBefore = t.balancerPids ? cpuOf(t.balancerPids()) : 0;
            const run = await cannon({ url: `${t.url}/${endpoint.path}`, headers: t.readHeaders, connections, duration: seconds });
            const answered = Math.max(run.answered, 1);
            run.cpuMsPerRequest = round((cpuOf(pids) - before) / answered, 3);
            if (t.balancerPids) run.balancerCpuMsPerRequest = round((cpuOf(t.balancerPids()) - balancerBefore) / answered, 3);
            log(`cluster reads ${endpoint.name} round ${round_ + 1} ${t.label}: ${run.rps}/s p50 ${run.p50} p99 ${run.p99} ms, ${run.cpuMsPerRequest} CPU ms/req, non-2xx ${run.non2xx}`);
            runs[t.key].push(run);
          }
        }
        const summary = {};
        for (const t of targets) {
          const rs = runs[t.key];
          summary[t.key] = {
            label: t.label, bytes: t.bytes, rps: median(rs.map((x) => x.rps)), p50: median(rs.map((x) => x.p50)), p99: median(rs.map((x) => x.p99)),
            cpuMsPerRequest: median(rs.map((x) => x.cpuMsPerRequest)),
            ...(t.balancerPids ? { balancerCpuMsPerRequest: median(rs.map((x) => x.balancerCpuMsPerRequest)) } : {}),
            non2xx: rs.reduce((s, x) => s + x.non2xx, 0), errors: rs.reduce((s, x) => s + x.errors + x.timeouts, 0),
            rounds: rs.map((x) => ({ rps: x.rps, p50: x.p50, p99: x.p99, cpuMsPerRequest: x.cpuMsPerRequest })),
          };
        }
        for (const d of [...deployments, direct]) {
          const s = summary[d.key];
          s.vsBare = round(s.rps / summary.bare.rps, 2);
          s.cpuVsBare = round(summary.bare.cpuMsPerRequest / s.cpuMsPerRequest, 2);
        }
        result.reads[endpoint.name] = summary;
      }
    } finally {
      await bare.stop();
    }

    // Writes: POST messages to generated users, a fixed count each; nothing lost = every request 2xx, log and read model grew by as many.
    result.writes = {};
    result.writes.sqlite = await writePath({
      label: 'SQLite, 1 instance', bff: sqlite, token: sqliteToken, users: sqliteUsers, amount: writes, connections: writeConnections, warmup: writeWarmup,
      count: async () => countSqlite(join(sqliteDir, 'cis.sqlite')),
    });
    result.writes.postgres = await writePath({
      label: 'PostgreSQL, 1 instance', bff: single, token: singleToken, users: singleUsers, amount: writes, connections: writeConnections, warmup: writeWarmup,
      count: () => countPostgres(databaseUrl, schemas.single),
    });
    result.writes.cluster = await writePath({
      label: `PostgreSQL x${count} + nginx`, bff: { url: nginx.url, pid: nginx.pid, pids: clusterPids }, token: clusterToken, users: clusterUsers,
      // Each instance warmed as the single one is: the balancer gives each a third of the warm-up writes.
      amount: writes, connections: writeConnections, warmup: writeWarmup * count, count: () => countPostgres(databaseUrl, schemas.cluster),
    });
    // Each member as loaded as the one instance: N times the connections through nginx. Through the same
    // connections each member holds a third of them, its commits are a third of the size, and PostgreSQL's cost per
    // write about doubles (test/bench/README.md, "Several instances").
    result.writes.clusterLoaded = await writePath({
      label: `PostgreSQL x${count} + nginx, ${writeConnections * count} connections`, bff: { url: nginx.url, pid: nginx.pid, pids: clusterPids }, token: clusterToken,
      users: clusterUsers, amount: writes, connections: writeConnections * count, count: () => countPostgres(databaseUrl, schemas.cluster),
    });
    const errors = nginx.errorLog().split('\n').filter((l) => /\[(error|crit|alert|emerg)\]/.test(l));
    result.nginxErrors = { count: errors.length, first: errors.slice(0, 3) };
    result.loadAverage = load();

  } finally {
    for (const handle of started.reverse()) await handle.stop();
    for (const s of Object.values(schemas)) await dropSchema(databaseUrl, s).catch(() => undefined);
  }
  return result;
}

/** The one table of issue 16: each deployment's reads and writes, with the ratios to node:http. */
export function clusterRows(cluster) {
  const rows = [];
  const reads = cluster.reads ?? {};
  const endpoints = Object.keys(reads);
  for (const key of ['sqlite', 'postgres', 'cluster', 'clusterLoaded', 'member', 'bare']) {
    const first = reads[endpoints[0]]?.[key] ?? (key === 'clusterLoaded' && cluster.writes?.[key] ? { label: cluster.writes[key].label } : null);
    if (!first) continue;
    const row = [first.label];
    for (const e of endpoints) {
      const r = reads[e][key];
      if (r) row.push(r.rps, key === 'bare' ? '1' : r.vsBare, r.cpuMsPerRequest, key === 'bare' ? '1' : r.cpuVsBare);
      else row.push('', '', '', '');
    }
    const w = cluster.writes?.[key];
    row.push(w ? w.rps : '', w ? w.p99 : '', w ? w.cpuMsPerRequest : '', w ? `${w.ok}/${w.requests}; +${w.eventsAppended}/+${w.messagesProjected}` : '', w ? (w.nothingLost ? 'yes' : 'NO') : '');
    rows.push(row);
  }
  const headers = ['Deployment'];
  for (const e of endpoints) headers.push(`GET ${e} req/s`, 'x node:http', 'CPU ms/req', 'CPU x node:http');
  headers.push('writes/s', 'p99 ms', 'CPU ms/write', '2xx; log/model +', 'nothing lost');
  return { headers, rows };
}

/** PASS/MISS of issue 16's targets that this section measures. */
export function clusterTargets(cluster, add) {
  if (cluster?.error) {
    add('Several instances', `not measured: ${cluster.error}`, '', false, 'cluster');
    return;
  }
  const s = cluster.sharedSecret;
  if (s) add(`PostgreSQL x${cluster.instances}, no JWT_SECRET: a token from one instance on each other`, `${s.ok}/${s.checks} accepted`, 'all', s.ok === s.checks, 'cluster');
  for (const [endpoint, t] of Object.entries(cluster.reads ?? {})) {
    for (const key of ['postgres', 'cluster', 'member']) {
      const r = t[key];
      if (!r) continue;
      const value = `${Math.round(r.vsBare * 100)}% by req/s (${r.rps} vs ${t.bare.rps}), ${Math.round(r.cpuVsBare * 100)}% by CPU/request (${r.cpuMsPerRequest} vs ${t.bare.cpuMsPerRequest} ms)${r.non2xx ? `, ${r.non2xx} non-2xx` : ''}`;
      if (key === 'postgres') add(`GET ${endpoint}, ${r.label}: share of node:http`, value, '>= 60% by both', r.vsBare >= 0.6 && r.cpuVsBare >= 0.6 && r.non2xx === 0, 'cluster');
      else add(`GET ${endpoint}, ${r.label}: share of node:http`, key === 'cluster' ? `${value}; nginx ${r.balancerCpuMsPerRequest} CPU ms of it` : value, 'recorded', r.non2xx === 0 ? null : false, 'cluster');
    }
  }
  for (const key of ['postgres', 'cluster']) {
    const w = cluster.writes?.[key];
    if (!w) continue;
    add(`POST messages, ${w.label}: writes/s (nothing lost)`, `${w.rps}/s, p99 ${w.p99} ms, ${w.ok}/${w.requests} 2xx, log +${w.eventsAppended}, read model +${w.messagesProjected}`, '>= 2000/s, nothing lost', w.rps >= 2000 && w.nothingLost, 'cluster');
  }
  const loaded = cluster.writes?.clusterLoaded;
  const single = cluster.writes?.postgres;
  if (loaded && single) {
    add(`POST messages, ${loaded.label}: against one instance (each member as loaded)`, `${loaded.rps}/s = ${round(loaded.rps / single.rps, 2)}x of ${single.rps}/s, p99 ${loaded.p99} ms, ${loaded.ok}/${loaded.requests} 2xx, log +${loaded.eventsAppended}, read model +${loaded.messagesProjected}`, 'recorded', loaded.nothingLost ? null : false, 'cluster');
  }
}
