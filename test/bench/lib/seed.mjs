/**
 * Writes users and inbox messages straight into a store, in the schema the adapters create and exactly as the real
 * write path would leave it: the event in the log, the stream's version, and the read models the accounts and inbox
 * projections build from that event (users + user-emails; messages owned by the recipient). The bench then checks
 * the result through the running BFF (a generated user signs in, reads their feed, and receives a POST).
 */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { EVENTS, TENANT } from './util.mjs';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');
const bcrypt = require('bcryptjs');

export const USER_PASSWORD = 'bench-pass-2026';
let passwordHash;
/** One real bcrypt hash (10 rounds, as sign-up makes) shared by every generated user. */
export function benchPasswordHash() {
  passwordHash ??= bcrypt.hashSync(USER_PASSWORD, 10);
  return passwordHash;
}

function userRegistered(index) {
  const id = randomUUID();
  const email = `bench-user-${index}@bench.test`;
  const user = {
    id, tenant: TENANT, email, name: `Bench User${index}`, avatar: null, status: 'online', kind: 'customer', role: 2, permissions: [],
    userDetails: { customerP24Id: null, firstNameEn: 'Bench', lastNameEn: `User${index}`, firstNameKh: '', lastNameKh: '' },
  };
  return { id, email, user, data: { user, passwordHash: benchPasswordHash() } };
}

const TITLES = ['Monthly return received', 'Payment confirmed', 'Patent tax due', 'Document requested', 'Profile updated'];
function inboxItem(n, at) {
  return {
    id: randomUUID(), icon: 'pi pi-envelope', image: null, title: `${TITLES[n % TITLES.length]} #${n}`,
    description: 'Your small-taxpayer return for the period was received by the General Department of Taxation.',
    time: at, read: n % 3 === 0, seen: n % 2 === 0, link: '/monthly-tax', useRouter: true,
  };
}

/** SQLite: the file of a stopped BFF. Appends `users` new accounts, then messages until the log holds `totalEvents`. */
export function growSqlite(file, { users: userCount = 0, existingUsers = [], totalEvents = 0, batch = 20_000 } = {}) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const insertEvent = db.prepare('INSERT INTO events (stream, version, type, data, tenant, user_id, at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insertDoc = db.prepare('INSERT INTO read_models (tenant, collection, id, owner, seq, doc) VALUES (?, ?, ?, ?, ?, ?)');
  const upsertStream = db.prepare(
    'INSERT INTO streams (stream, version) VALUES (?, ?) ON CONFLICT (stream) DO UPDATE SET version = excluded.version',
  );
  const streamVersion = db.prepare('SELECT version FROM streams WHERE stream = ?');
  let seq = db.prepare('SELECT COALESCE(MAX(seq), 0) AS s FROM read_models').get().s;
  let events = db.prepare('SELECT COUNT(*) AS n FROM events').get().n;
  const firstUser = db.prepare("SELECT COUNT(*) AS n FROM read_models WHERE collection = 'users'").get().n;
  const at = new Date().toISOString();

  const created = [];
  db.transaction(() => {
    for (let i = 0; i < userCount; i += 1) {
      const u = userRegistered(firstUser + i);
      const stream = `account-${u.email}`;
      insertEvent.run(stream, 1, EVENTS.userRegistered, JSON.stringify(u.data), TENANT, null, at);
      upsertStream.run(stream, 1);
      insertDoc.run(TENANT, 'users', u.id, null, ++seq, JSON.stringify(u.data));
      insertDoc.run(TENANT, 'user-emails', u.email, null, ++seq, JSON.stringify({ userId: u.id }));
      created.push({ id: u.id, email: u.email });
      events += 1;
    }
  })();

  const owners = [...existingUsers, ...created];
  const versions = new Map();
  const perUser = new Map();
  let n = events;
  const writeBatch = db.transaction((count) => {
    for (let k = 0; k < count; k += 1) {
      const owner = owners[n % owners.length];
      const stream = `inbox-messages-${owner.id}`;
      let version = versions.get(stream);
      if (version === undefined) version = streamVersion.get(stream)?.version ?? 0;
      version += 1;
      versions.set(stream, version);
      const item = inboxItem(n, at);
      const data = { kind: 'messages', ownerId: owner.id, item };
      insertEvent.run(stream, version, EVENTS.messageCreated, JSON.stringify(data), TENANT, owner.id, at);
      insertDoc.run(TENANT, 'messages', item.id, owner.id, ++seq, JSON.stringify(item));
      perUser.set(owner.id, (perUser.get(owner.id) ?? 0) + 1);
      n += 1;
    }
    for (const [stream, version] of versions) upsertStream.run(stream, version);
  });
  if (owners.length > 0) {
    while (n < totalEvents) writeBatch(Math.min(batch, totalEvents - n));
  }
  db.pragma('wal_checkpoint(TRUNCATE)');
  const total = db.prepare('SELECT COUNT(*) AS n FROM events').get().n;
  db.close();
  return { users: created, events: total, messagesPerUser: perUser };
}

/** PostgreSQL: appends accounts into a running BFF's schema, under the same advisory lock its appends take. */
export async function addUsersPostgres(connectionString, schema, count) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString });
  await client.connect();
  const created = [];
  try {
    await client.query(`SET search_path TO "${schema}"`);
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [7_245_001]);
    const first = (await client.query("SELECT COUNT(*)::int AS n FROM read_models WHERE collection = 'users'")).rows[0].n;
    // The store numbers positions itself (the last one + 1, under the append lock), not by the column's sequence.
    let position = Number((await client.query('SELECT COALESCE(MAX(position), 0) AS p FROM events')).rows[0].p);
    const at = new Date();
    for (let i = 0; i < count; i += 1) {
      const u = userRegistered(first + i);
      const stream = `account-${u.email}`;
      const json = JSON.stringify(u.data);
      await client.query('INSERT INTO events (position, stream, version, type, data, tenant, user_id, at) VALUES ($1, $2, 1, $3, $4, $5, NULL, $6)', [
        ++position, stream, EVENTS.userRegistered, json, TENANT, at,
      ]);
      await client.query('INSERT INTO streams (stream, version) VALUES ($1, 1)', [stream]);
      await client.query(
        "INSERT INTO read_models (tenant, collection, id, owner, seq, doc) VALUES ($1, 'users', $2, NULL, nextval('read_models_seq_counter'), $3)",
        [TENANT, u.id, json],
      );
      await client.query(
        "INSERT INTO read_models (tenant, collection, id, owner, seq, doc) VALUES ($1, 'user-emails', $2, NULL, nextval('read_models_seq_counter'), $3)",
        [TENANT, u.email, JSON.stringify({ userId: u.id })],
      );
      created.push({ id: u.id, email: u.email });
    }
    // As a commit does (CommitNotifications): every instance listening on the schema learns the position and drops
    // what its read cache remembered ('*': every collection), so the new accounts are seen at once.
    await client.query('SELECT pg_notify($1, $2)', [`cis_commits_${schema}`.toLowerCase().slice(0, 63), `${position} bench-seed *`]);
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
  return created;
}

/** Counts for the write path's loss check. */
export function countSqlite(file) {
  const db = new Database(file, { readonly: true });
  try {
    return {
      events: db.prepare('SELECT COUNT(*) AS n FROM events WHERE type = ?').get(EVENTS.messageCreated).n,
      messages: db.prepare("SELECT COUNT(*) AS n FROM read_models WHERE collection = 'messages'").get().n,
    };
  } finally {
    db.close();
  }
}

export async function countPostgres(connectionString, schema) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`SET search_path TO "${schema}"`);
    const events = (await client.query('SELECT COUNT(*)::int AS n FROM events WHERE type = $1', [EVENTS.messageCreated])).rows[0].n;
    const messages = (await client.query("SELECT COUNT(*)::int AS n FROM read_models WHERE collection = 'messages'")).rows[0].n;
    return { events, messages };
  } finally {
    await client.end();
  }
}

export async function dropSchema(connectionString, schema) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

/** The query plans of the read path's statements on a grown log (SQLite EXPLAIN QUERY PLAN). */
export function explainSqlite(file, ownerId) {
  const db = new Database(file, { readonly: true });
  try {
    const plan = (sql, ...args) => db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args).map((r) => r.detail).join('; ');
    return {
      listOwnedDocs: plan('SELECT doc FROM read_models WHERE tenant = ? AND collection = ? AND owner = ? ORDER BY seq', TENANT, 'messages', ownerId),
      getDoc: plan('SELECT doc FROM read_models WHERE tenant = ? AND collection = ? AND id = ?', TENANT, 'users', ownerId),
      streamVersion: plan('SELECT version FROM streams WHERE stream = ?', `inbox-messages-${ownerId}`),
      lastPosition: plan('SELECT COALESCE(MAX(position), 0) AS p FROM events'),
      maxSeq: plan('SELECT COALESCE(MAX(seq), 0) AS s FROM read_models'),
    };
  } finally {
    db.close();
  }
}
