#!/usr/bin/env node
/**
 * Before/after, side by side: two BFF builds (this tree's bff/dist and another, e.g. a git worktree of an older
 * commit built with tsc) on copies of the same seeded store, started and loaded in turns so a noisy neighbour hits
 * both alike. Start-up time, POST api/common/messages to 1,000 users' feeds, GET api/common/messages.
 *   node test/bench/compare.mjs /path/to/old/bff/dist/main.js [rounds]
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cannon } from './lib/load.mjs';
import { startBff, stopAll } from './lib/procs.mjs';
import { growSqlite } from './lib/seed.mjs';
import { ROOT, cpuMs, median, mintToken, round, signIn } from './lib/util.mjs';

async function main() {
  const [oldMain, roundsArg = '3'] = process.argv.slice(2);
  if (!oldMain) throw new Error('usage: node test/bench/compare.mjs /path/to/old/bff/dist/main.js [rounds]');
  const rounds = Number(roundsArg);
  const workDir = mkdtempSync(join(tmpdir(), 'cis-compare-'));
  const jwtSecret = randomBytes(32).toString('base64url');
  const builds = { before: oldMain, after: join(ROOT, 'bff/dist/main.js') };
  try {
    // Each build seeds its own store: an older build may not read a newer build's schema or events.
    const usersOf = {};
    for (const [name, mainJs] of Object.entries(builds)) {
      const seed = await startBff({ dataDir: join(workDir, `base-${name}`), jwtSecret, label: `seed-${name}`, main: mainJs });
      await seed.stop();
      usersOf[name] = growSqlite(join(workDir, `base-${name}`, 'cis.sqlite'), { users: 1000 }).users;
    }
    const figures = { before: { startup: [], writes: [], reads: [] }, after: { startup: [], writes: [], reads: [] } };
    for (let r = 0; r < rounds; r += 1) {
      for (const [name, mainJs] of Object.entries(builds)) {
        const dir = join(workDir, `${name}-${r}`);
        mkdirSync(dir, { recursive: true });
        copyFileSync(join(workDir, `base-${name}`, 'cis.sqlite'), join(dir, 'cis.sqlite'));
        const users = usersOf[name];
        const bff = await startBff({ dataDir: dir, jwtSecret, label: name, main: mainJs });
        try {
          figures[name].startup.push(bff.startupMs);
          const { token } = await signIn(bff.url);
          let next = 0;
          const c0 = cpuMs(bff.pid);
          const w = await cannon({
            url: bff.url, connections: 100, amount: 2000,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            requests: [{
              setupRequest: (req) => ({
                ...req, method: 'POST', path: '/api/common/messages',
                body: JSON.stringify({ message: { title: `compare ${next}` }, recipientId: users[next++ % users.length].id }),
              }),
            }],
          });
          figures[name].writes.push({ rps: w.rps, p99: w.p99, ok: w.ok, cpu: (cpuMs(bff.pid) - c0) / w.answered });
          const reader = mintToken(jwtSecret, users[0].id);
          const c1 = cpuMs(bff.pid);
          const g = await cannon({ url: `${bff.url}/api/common/messages`, connections: 100, duration: 4, headers: { authorization: `Bearer ${reader}` } });
          figures[name].reads.push({ rps: g.rps, p99: g.p99, cpu: (cpuMs(bff.pid) - c1) / g.answered });
          console.error(`round ${r + 1} ${name}: start-up ${round(bff.startupMs, 0)} ms, POST ${w.rps}/s p99 ${w.p99} ms (${w.ok} 2xx), GET ${g.rps}/s`);
        } finally {
          await bff.stop();
        }
      }
    }
    const summary = Object.fromEntries(Object.entries(figures).map(([name, f]) => [name, {
      startupMs: round(median(f.startup), 0),
      postRps: median(f.writes.map((x) => x.rps)), postP99: median(f.writes.map((x) => x.p99)), postCpuMs: round(median(f.writes.map((x) => x.cpu)), 3),
      post2xx: f.writes.map((x) => x.ok).join('/'),
      getRps: median(f.reads.map((x) => x.rps)), getP99: median(f.reads.map((x) => x.p99)), getCpuMs: round(median(f.reads.map((x) => x.cpu)), 3),
    }]));
    console.log(JSON.stringify(summary, null, 2));
  } finally {
    await stopAll();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch(async (error) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
