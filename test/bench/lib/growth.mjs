import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { cannon } from './load.mjs';
import { startBff } from './procs.mjs';
import { USER_PASSWORD, explainSqlite, growSqlite } from './seed.mjs';
import { ADMIN, api, log, median, mintToken, nowMs, round, signIn } from './util.mjs';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');

function userIdByEmail(file, email) {
  const db = new Database(file, { readonly: true });
  try {
    return JSON.parse(db.prepare("SELECT doc FROM read_models WHERE collection = 'user-emails' AND id = ?").get(email).doc).userId;
  } finally {
    db.close();
  }
}

/**
 * The log grown to each scale (written straight into the SQLite file between runs), then the BFF started on it
 * `starts` times: time from spawn to the first 200 from /health, memory then, and GET messages latency under load.
 */
export async function growth({ baseDb, workDir, jwtSecret, scales, starts, readSeconds, userCount }) {
  const dir = join(workDir, 'growth');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'cis.sqlite');
  copyFileSync(baseDb, file);
  const adminId = userIdByEmail(file, ADMIN.email);
  const adminToken = mintToken(jwtSecret, adminId);
  const generated = [];
  const perUser = new Map();
  const rows = [];
  let checks = null;
  for (const scale of scales) {
    const g0 = nowMs();
    const grown = growSqlite(file, { users: generated.length === 0 ? userCount : 0, existingUsers: generated, totalEvents: scale });
    generated.push(...grown.users);
    for (const [id, n] of grown.messagesPerUser) perUser.set(id, (perUser.get(id) ?? 0) + n);
    const generateSeconds = round((nowMs() - g0) / 1000, 1);
    log(`growth: log at ${grown.events} events (generated in ${generateSeconds} s), starting the BFF ${starts} times`);
    const startups = [];
    const rss = [];
    let bff;
    for (let k = 0; k < starts; k += 1) {
      bff = await startBff({ dataDir: dir, jwtSecret, label: `bff-growth-${scale}` });
      startups.push(bff.startupMs);
      rss.push(bff.rssAtStart);
      if (k < starts - 1) await bff.stop();
    }
    try {
      if (!checks) {
        // The generated data behaves like data the write path made: a generated user signs in with the password,
        // reads exactly the messages generated for them, and a new message lands on their stream's next version.
        const user = generated[0];
        const session = await signIn(bff.url, { email: user.email, password: USER_PASSWORD });
        const feed = await api(bff.url, 'GET', 'api/common/messages', { token: session.token, expect: 200 });
        const post = await api(bff.url, 'POST', 'api/common/messages', { token: adminToken, body: { message: { title: 'growth check' }, recipientId: user.id } });
        checks = {
          generatedUserSignsIn: Boolean(session.token),
          feedMatches: feed.json.length === (perUser.get(user.id) ?? 0),
          appendOnGeneratedStream: post.status,
        };
        perUser.set(user.id, (perUser.get(user.id) ?? 0) + 1);
        log(`growth: generated data checks ${JSON.stringify(checks)}`);
      }
      await cannon({ url: `${bff.url}/api/common/messages`, headers: { authorization: `Bearer ${adminToken}` }, connections: 10, duration: 1 });
      const read = await cannon({ url: `${bff.url}/api/common/messages`, headers: { authorization: `Bearer ${adminToken}` }, connections: 10, duration: readSeconds });
      rows.push({
        events: grown.events, fileMb: round(statSync(file).size / 1048576, 1), generateSeconds,
        startupMs: round(median(startups), 0), startupRuns: startups.map((s) => round(s, 0)),
        rssAtStartMb: median(rss), rssAfterReadsMb: bff.rss(),
        readRps: read.rps, readP50: read.p50, readP99: read.p99, readNon2xx: read.non2xx,
      });
      log(`growth ${grown.events}: start-up ${round(median(startups), 0)} ms, RSS ${median(rss)} MB, GET messages p50 ${read.p50} ms p99 ${read.p99} ms`);
    } finally {
      await bff.stop();
    }
  }
  const plans = explainSqlite(file, adminId);
  return { rows, checks, plans, users: generated.length };
}
