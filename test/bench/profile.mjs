#!/usr/bin/env node
/**
 * Where the BFF spends its time under one load: starts it with --cpu-prof on a seeded SQLite store, drives
 * autocannon at one route, stops it and prints the heaviest packages and functions (self time).
 *   node test/bench/profile.mjs [route] [seconds]      e.g. node test/bench/profile.mjs api/common/messages 8
 *   PROFILE_METHOD=POST node test/bench/profile.mjs api/common/messages   (POSTs messages to 1,000 generated users'
 *   feeds, round robin, as the bench's write path does; PROFILE_USERS=0 posts to the admin's own feed only)
 *   PROFILE_STORE=postgres ...   (the same on a fresh PostgreSQL schema of DATABASE_URL, default the local server)
 *   PROFILE_INSTANCES=3 PROFILE_STORE=postgres ...   (three instances on that schema and REDIS_URL, each driven
 *   directly by its own third of the connections; the first instance's profile is summarised)
 * Keeps the .cpuprofile (path printed) for Chrome DevTools.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cannon } from './lib/load.mjs';
import { startBff } from './lib/procs.mjs';
import { addUsersPostgres, dropSchema, growSqlite } from './lib/seed.mjs';
import { nowMs, signIn } from './lib/util.mjs';

/** Self time per function and package; only samples taken after `fromMs` (CLOCK_MONOTONIC ms, as nowMs()). */
export function summarise(file, { top = 30, fromMs = 0 } = {}) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  let total = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    at += dt;
    if (at / 1000 < fromMs) return;
    self.set(id, (self.get(id) ?? 0) + dt);
    total += dt;
  });
  const byFunction = new Map();
  const byPackage = new Map();
  for (const [id, t] of self) {
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    const short = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/\/work\/main\//, '').replace(/^.*\/work\/main\//, '');
    const fn = `${functionName || '(anonymous)'} ${short}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + t);
    const pkg = url.includes('node_modules/') ? /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)[1] : url ? short.split('/').slice(0, 3).join('/') : functionName;
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + t);
  }
  const list = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, t]) => `${((100 * t) / total).toFixed(1).padStart(5)}%  ${k}`).join('\n');
  return `profile ${file}, ${(total / 1e6).toFixed(1)} s sampled under load\n-- by package\n${list(byPackage)}\n-- by function (self)\n${list(byFunction)}`;
}

async function main() {
  const [route = 'api/common/messages', seconds = '8'] = process.argv.slice(2);
  const dataDir = mkdtempSync(join(tmpdir(), 'cis-profile-'));
  const profDir = join(dataDir, 'prof');
  const jwtSecret = randomBytes(32).toString('base64url');
  let fromMs = 0;
  const post = process.env.PROFILE_METHOD === 'POST';
  const userCount = post ? Number(process.env.PROFILE_USERS ?? 1000) : 0;
  const postgres = process.env.PROFILE_STORE === 'postgres';
  const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const schema = `profile_${Date.now().toString(36)}`;
  const env = postgres ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, SEED_GAZETTEER: 'sample' } : {};
  const seeding = await startBff({ dataDir, jwtSecret, env, label: 'bff-seed' });
  await seeding.stop();
  const users = postgres
    ? await addUsersPostgres(databaseUrl, schema, userCount)
    : growSqlite(join(dataDir, 'cis.sqlite'), { users: userCount }).users;
  const instances = postgres ? Number(process.env.PROFILE_INSTANCES ?? 1) : 1;
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const bffs = [];
  for (let i = 0; i < instances; i += 1) {
    const dir = i === 0 ? profDir : join(dataDir, `prof-${i}`);
    bffs.push(await startBff({
      dataDir, jwtSecret, env: instances > 1 ? { ...env, REDIS_URL: redisUrl } : env, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`], label: `bff-profile-${i}`,
    }));
  }
  try {
    const { token, user } = await signIn(bffs[0].url);
    const recipients = users.length > 0 ? users : [user];
    let next = 0;
    fromMs = nowMs();
    const results = await Promise.all(bffs.map((bff) => cannon({
      url: `${bff.url}/${route}`, connections: Math.ceil(100 / instances), duration: Number(seconds), method: post ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      requests: post
        ? [{
            setupRequest: (req) => ({
              ...req, method: 'POST', body: JSON.stringify({ message: { title: `profile ${next}` }, recipientId: recipients[next++ % recipients.length].id }),
            }),
          }]
        : undefined,
    })));
    for (const result of results) console.log(`${route}: ${result.rps}/s p50 ${result.p50} ms p99 ${result.p99} ms non-2xx ${result.non2xx}`);
  } finally {
    // SIGINT lets node write the profile (the BFF's shutdown hooks exit normally).
    for (const bff of bffs) bff.proc.kill('SIGINT');
    for (const bff of bffs) await bff.exited;
    if (postgres) await dropSchema(databaseUrl, schema);
  }
  const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
  console.log(file ? summarise(join(profDir, file), { fromMs }) : `no profile written in ${profDir}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
