import { randomUUID } from 'node:crypto';
import { Client, Pool, type PoolClient, type QueryConfig, type QueryResult } from 'pg';
import type { EventMeta, NewEvent, StoredEvent } from '@cis/contracts';
import {
  ConcurrencyError, type CommitListener, type EventStore, type ExpectedVersion, type ListOptions, type LogQuery, type Projection,
  type ReadModelReader, type ReadModelWriter, type StoredBlob, type StreamAppend,
} from './event-store.port';
import { ProjectionRunner } from './projection-runner';
import { logQuerySql } from './log-query';
import type { Consistency } from '../read-cache/consistency';
import { LOG_KEY, ReadModelChanges, changeKey, type ChangeKey } from '../read-cache/read-model-changes';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position BIGSERIAL PRIMARY KEY,
  stream TEXT NOT NULL,
  version INTEGER NOT NULL,
  type TEXT NOT NULL,
  data JSONB NOT NULL,
  tenant TEXT NOT NULL,
  user_id TEXT,
  at TIMESTAMPTZ NOT NULL,
  UNIQUE (stream, version)
);
CREATE TABLE IF NOT EXISTS streams (stream TEXT PRIMARY KEY, version INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS read_models (
  tenant TEXT NOT NULL,
  collection TEXT NOT NULL,
  id TEXT NOT NULL,
  owner TEXT,
  seq BIGINT NOT NULL,
  doc JSONB NOT NULL,
  PRIMARY KEY (tenant, collection, id)
);
CREATE INDEX IF NOT EXISTS read_models_owner ON read_models (tenant, collection, owner, seq);
CREATE INDEX IF NOT EXISTS read_models_seq ON read_models (tenant, collection, seq);
CREATE SEQUENCE IF NOT EXISTS read_models_seq_counter;
-- The audit log's filters (issue 14): by actor, by event type, by tenant, newest first, without a scan of the log.
CREATE INDEX IF NOT EXISTS events_by_user ON events (tenant, user_id, position);
CREATE INDEX IF NOT EXISTS events_by_type ON events (tenant, type, position);
CREATE INDEX IF NOT EXISTS events_by_tenant ON events (tenant, position);
CREATE TABLE IF NOT EXISTS checkpoints (name TEXT PRIMARY KEY, position BIGINT NOT NULL);
CREATE TABLE IF NOT EXISTS blobs (
  tenant TEXT NOT NULL,
  sha256 TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  content BYTEA NOT NULL,
  PRIMARY KEY (tenant, sha256)
);
CREATE TABLE IF NOT EXISTS settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS mail_outbox (
  id BIGSERIAL PRIMARY KEY,
  at TIMESTAMPTZ NOT NULL DEFAULT now(),
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL
);
`;

/** Every append takes this transaction-scoped advisory lock, so positions commit in order across instances. */
const APPEND_LOCK = 7_245_001;
const BEGIN_LOCKED = `BEGIN; SELECT pg_advisory_xact_lock(${APPEND_LOCK})`;

interface EventRow {
  position: string; stream: string; version: number; type: string; data: unknown; tenant: string; user_id: string | null; at: Date;
}

function toEvent(row: EventRow): StoredEvent {
  return {
    position: Number(row.position), stream: row.stream, version: row.version, type: row.type, data: row.data,
    tenant: row.tenant, userId: row.user_id, at: row.at.toISOString(),
  };
}

export class PostgresEventStore implements EventStore {
  readonly kind = 'postgres' as const;
  private readonly pool: Pool;
  private readonly runner = new ProjectionRunner();
  private readonly listeners = new Set<CommitListener>();
  private queue: Promise<unknown> = Promise.resolve();
  /** The appends waiting for the next group commit; null once that batch has started. */
  private openBatch: PendingAppend[] | null = null;

  readonly changes: ReadModelChanges;

  /** The highest position this process committed. */
  lastCommitted = 0;
  /** Commit notifications (LISTEN/NOTIFY): what this instance has seen of every instance's commits. */
  readonly consistency: CommitNotifications;

  constructor(private readonly connectionString: string, private readonly schema = 'public', changes = new ReadModelChanges(false)) {
    this.changes = changes;
    this.consistency = new CommitNotifications(connectionString, schema, changes);
    // The schema is a connection option, so no query can run on a pooled connection before it applies.
    this.pool = new Pool({ connectionString, max: 10, options: `-c search_path=${quoteIdent(schema)}` });
  }

  async init(): Promise<void> {
    await this.pool.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(this.schema)}`);
    const client = await this.pool.connect();
    try {
      await client.query(`SET search_path TO ${quoteIdent(this.schema)}`);
      await client.query('SELECT pg_advisory_lock($1)', [APPEND_LOCK]);
      await client.query(SCHEMA);
      await client.query('SELECT pg_advisory_unlock($1)', [APPEND_LOCK]);
    } finally {
      client.release();
    }
    await this.consistency.start(await this.lastPosition());
  }

  registerProjections(projections: Projection[]): void {
    this.runner.register(projections);
  }

  subscribe(listener: CommitListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Appends are grouped, as the SQLite store groups them (issue 16): every append requested while the current batch
   * commits joins the next one, which takes the append lock once, reads the versions of all its streams in one query,
   * refuses the stale ones (ConcurrencyError, nothing of theirs written), inserts the others' events and stream
   * versions in multi-row statements at consecutive positions, applies the projections with their writes buffered,
   * and commits once. An append is answered (and pushed) only after its batch committed. If the batch fails (a
   * projection throws, the connection breaks), nothing of it was committed and its appends run again one by one, each
   * in its own transaction, so a failing append fails alone.
   */
  append(stream: string, events: NewEvent[], expected: ExpectedVersion, meta: EventMeta): Promise<StoredEvent[]> {
    return this.enqueue({ stream, events, expected, meta });
  }

  private enqueue(request: Pick<PendingAppend, 'stream' | 'events' | 'expected' | 'meta' | 'decide'>): Promise<StoredEvent[]> {
    return new Promise<StoredEvent[]>((resolve, reject) => {
      let batch = this.openBatch;
      if (!batch) {
        const opened: PendingAppend[] = [];
        batch = opened;
        this.openBatch = opened;
        const run = this.queue
          .then(() => new Promise<void>((ready) => setImmediate(ready)))
          .then(() => {
            if (this.openBatch === opened) this.openBatch = null;
            return this.commitBatch(opened);
          });
        this.queue = run.catch(() => undefined);
      }
      batch.push({ ...request, resolve, reject, settled: false });
    });
  }

  /**
   * Commits a batch in one transaction. If it fails (a projection throws, the connection breaks), nothing of it was
   * committed and each append runs again as a batch of its own (`alone`), so a failing append fails alone.
   */
  private async commitBatch(batch: PendingAppend[], alone = false): Promise<void> {
    const retryAlone = async (error: unknown) => {
      for (const pending of batch) {
        if (alone) settle(pending, error);
        else if (!pending.settled) await this.commitBatch([pending], true);
      }
    };
    const touched = new Set<ChangeKey>();
    let accepted: Array<{ pending: PendingAppend; stored: StoredEvent[] }>;
    let client: PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      await retryAlone(error);
      return;
    }
    try {
      accepted = await this.commitBatchOn(client, batch, touched);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      client.release();
      await retryAlone(error);
      return;
    }
    client.release();
    // Subscribers hear of the commit once, with all its events (pushes go out per commit, metrics count commits).
    this.afterCommit(touched, accepted.flatMap(({ stored }) => stored).sort((a, b) => a.position - b.position));
    for (const { pending, stored } of accepted) settle(pending, null, stored);
  }

  /**
   * One batch in one transaction on `client`. The append lock is held from the moment it is granted to the commit,
   * and every instance's batches wait for it. What holds it longest is not the database but this process: each answer
   * waits its turn in a busy event loop before the next statement goes out. So the lock comes with BEGIN and the
   * versions and head in one round trip, and the events, streams, read models, notification and COMMIT go in one more
   * (simple queries of several statements, their values as escaped literals: the extended protocol takes one
   * statement at a time).
   */
  private async commitBatchOn(
    client: PoolClient, batch: PendingAppend[], touched: Set<ChangeKey>,
  ): Promise<Array<{ pending: PendingAppend; stored: StoredEvent[] }>> {
    const names = [...new Set(batch.map((p) => p.stream))];
    const known = knownVersions(batch);
    // The events past each deciding append's known version come in the same round trip: none when it is current;
    // when another instance appended meanwhile, what that instance appended (the append is decided again on it).
    const results = await client.query(
      `BEGIN; SELECT pg_advisory_xact_lock(${APPEND_LOCK});
       SELECT (SELECT COALESCE(MAX(position), 0) FROM events) AS last, s.stream, s.version
       FROM (SELECT 1) AS one LEFT JOIN streams s ON s.stream = ANY(${sqlArray(client, names, 'text')})${known.size === 0 ? '' : `;
       SELECT e.* FROM events e JOIN unnest(${sqlArray(client, [...known.keys()], 'text')}, ${sqlIntegers([...known.values()], 'int')}) AS k(s, v)
       ON e.stream = k.s AND e.version > k.v ORDER BY e.position`}`);
    const versions = new Map<string, number>();
    let position = 0;
    for (const row of rowsOf(results, 2)) {
      position = Number(row.last);
      if (typeof row.stream === 'string' && row.version !== null) versions.set(row.stream, Number(row.version));
    }
    const missed = new Map<string, StoredEvent[]>();
    for (const row of rowsOf(results, 3)) {
      const event = toEvent(eventRow(row));
      missed.set(event.stream, [...(missed.get(event.stream) ?? []), event]);
    }
    const at = new Date();
    const written: Array<{ pending: PendingAppend; stored: StoredEvent[] }> = [];
    for (const pending of batch) {
      const version = versions.get(pending.stream) ?? 0;
      let events = pending.events;
      if (pending.decide) {
        // Decided again here, under the lock, on what it had not seen: the stored events and any this batch wrote.
        const known = typeof pending.expected === 'number' ? pending.expected : version;
        const unseen = [...(missed.get(pending.stream) ?? []), ...written.filter((w) => w.pending.stream === pending.stream).flatMap((w) => w.stored)]
          .filter((event) => event.version > known);
        try {
          events = version === known ? pending.events : await pending.decide(unseen, version);
        } catch (error) {
          settle(pending, error);
          continue;
        }
        if (events.length === 0) {
          settle(pending, null, []);
          continue;
        }
      } else if (pending.expected !== 'any' && pending.expected !== version) {
        settle(pending, new ConcurrencyError(pending.stream, pending.expected, version));
        continue;
      }
      const stored = events.map((event, index): StoredEvent => ({
        // Projections and pushes see exactly what a replay will read back: the JSON the log holds.
        type: event.type, data: JSON.parse(JSON.stringify(event.data ?? null)), position: ++position, stream: pending.stream,
        version: version + index + 1, tenant: pending.meta.tenant, userId: pending.meta.userId, at: at.toISOString(),
      }));
      versions.set(pending.stream, version + events.length);
      written.push({ pending, stored });
    }
    const flat = written.flatMap((w) => w.stored);
    if (flat.length === 0) {
      await client.query('COMMIT');
      return written;
    }
    // The projections first (their writes buffered; they read read models, never the log), so the notification
    // can name what they wrote and travel in the statement that writes the events.
    const buffer = new BufferedReadModels(client, touched);
    for (const event of flat) await this.runner.apply(event, (tenant) => buffer.writerFor(tenant));
    const moved = [...new Set(written.map((w) => w.pending.stream))];
    const [channel, payload] = this.consistency.notification(flat[flat.length - 1].position, touched);
    // The read models' writes go along when they are only puts (a new message: one row); else flush() after it.
    const puts = buffer.takePutsAlone() ?? NO_PUTS;
    const statement = batchStatement(client, { events: flat, streams: moved.map((name) => [name, versions.get(name) ?? 0]), at, puts, notification: [channel, payload] });
    if (puts !== NO_PUTS) {
      await client.query(`${statement}; COMMIT`);
    } else {
      await client.query(statement);
      await buffer.flush();
      await client.query('COMMIT');
    }
    return written;
  }

  /**
   * An append whose expected version may be stale (another instance appended meanwhile): it joins the batch like any
   * append, and when its version is stale, `decide` is called under the append lock with the events it had not seen
   * and their version; what it answers is appended there (nothing when [], its error refuses this append alone). So a
   * lost race costs no transaction of its own: several instances writing the same streams keep the batch's rate.
   * `events` are appended as they are when the version is not stale.
   */
  appendDeciding(
    stream: string, knownVersion: number, decide: (missed: StoredEvent[], version: number) => Promise<NewEvent[]> | NewEvent[], meta: EventMeta,
    events: NewEvent[] = [],
  ): Promise<StoredEvent[]> {
    return this.enqueue({ stream, events, expected: knownVersion, meta, decide });
  }

  /**
   * Batched, as thousands of small streams are its use (the gazetteer's 16,000 rows): the versions read in one query,
   * the events inserted and the streams moved in a few multi-row statements, and the projections' writes buffered and
   * written in a few more at the end (reads of a buffered document see the buffer). One transaction, as append's.
   */
  async appendMany(appends: readonly StreamAppend[], meta: EventMeta): Promise<StoredEvent[][]> {
    const touched = new Set<ChangeKey>();
    const written = await this.transaction(async (client) => {
      const names = appends.map((a) => a.stream);
      const { rows: current } = await client.query<{ stream: string; version: number }>('SELECT stream, version FROM streams WHERE stream = ANY($1::text[])', [names]);
      const versions = new Map(current.map((r) => [r.stream, r.version]));
      const at = new Date();
      const all: StoredEvent[][] = [];
      const flat: StoredEvent[] = [];
      for (const { stream, events, expectedVersion } of appends) {
        const version = versions.get(stream) ?? 0;
        if (expectedVersion !== 'any' && expectedVersion !== version) throw new ConcurrencyError(stream, expectedVersion, version);
        const stored = events.map((event, index): StoredEvent => ({
          // Projections and pushes see exactly what a replay will read back: the JSON the log holds.
          type: event.type, data: JSON.parse(JSON.stringify(event.data ?? null)), position: 0, stream, version: version + index + 1,
          tenant: meta.tenant, userId: meta.userId, at: at.toISOString(),
        }));
        versions.set(stream, version + events.length);
        all.push(stored);
        flat.push(...stored);
      }
      // Positions taken under the append lock, in order and without gaps (as append takes them).
      const last = await client.query<{ p: string }>('SELECT COALESCE(MAX(position), 0) AS p FROM events');
      let position = Number(last.rows[0].p);
      for (const event of flat) event.position = ++position;
      for (let start = 0; start < flat.length; start += BATCH_ROWS) {
        const chunk = flat.slice(start, start + BATCH_ROWS);
        await client.query(
          `INSERT INTO events (position, stream, version, type, data, tenant, user_id, at)
           SELECT p, s, v, t, d, $6, $7, $8 FROM unnest($1::bigint[], $2::text[], $3::int[], $4::text[], $5::jsonb[]) AS u(p, s, v, t, d)`,
          [chunk.map((e) => e.position), chunk.map((e) => e.stream), chunk.map((e) => e.version), chunk.map((e) => e.type), chunk.map((e) => JSON.stringify(e.data)), meta.tenant, meta.userId, at],
        );
      }
      const moved = [...new Set(names)];
      for (let start = 0; start < moved.length; start += BATCH_ROWS) {
        const chunk = moved.slice(start, start + BATCH_ROWS);
        await client.query(
          `INSERT INTO streams (stream, version) SELECT * FROM unnest($1::text[], $2::int[])
           ON CONFLICT (stream) DO UPDATE SET version = excluded.version`,
          [chunk, chunk.map((stream) => versions.get(stream) ?? 0)],
        );
      }
      flat.sort((a, b) => a.position - b.position);
      const buffer = new BufferedReadModels(client, touched);
      for (const event of flat) await this.runner.apply(event, (tenant) => buffer.writerFor(tenant));
      await buffer.flush();
      if (flat.length > 0) await this.consistency.notify(client, flat[flat.length - 1].position, touched);
      return all;
    }, { lock: true });
    this.afterCommit(touched, written.flat().sort((a, b) => a.position - b.position));
    return written;
  }

  private afterCommit(touched: Set<ChangeKey>, stored: StoredEvent[]): void {
    this.changes.committed(touched);
    const last = stored[stored.length - 1];
    if (last && last.position > this.lastCommitted) this.lastCommitted = last.position;
    for (const listener of this.listeners) {
      try {
        listener(stored);
      } catch {
        // A failing subscriber must not fail a committed append.
      }
    }
  }

  /** `lock`: the append lock is taken with BEGIN, in one round trip (a simple query of two statements, no parameters). */
  private async transaction<T>(work: (client: PoolClient) => Promise<T>, options: { lock?: boolean } = {}): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query(options.lock ? BEGIN_LOCKED : 'BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  readonly readModels: ReadModelReader = {
    get: async <T>(tenant: string, collection: string, id: string) => {
      this.changes.observe(changeKey(tenant, collection));
      const { rows } = await this.pool.query<DocRow<T>>(named('rm-get', 'SELECT doc FROM read_models WHERE tenant = $1 AND collection = $2 AND id = $3', [tenant, collection, id]));
      return rows[0]?.doc;
    },
    list: async <T>(tenant: string, collection: string, options?: ListOptions) => {
      this.changes.observe(changeKey(tenant, collection));
      return listDocs<T>(this.pool, tenant, collection, options);
    },
    count: async (tenant: string, collection: string, options?: ListOptions) => {
      this.changes.observe(changeKey(tenant, collection));
      const { rows } = options?.owner !== undefined
        ? await this.pool.query<{ n: number }>(named('rm-count-owned', 'SELECT COUNT(*)::int AS n FROM read_models WHERE tenant = $1 AND collection = $2 AND owner = $3', [tenant, collection, options.owner]))
        : await this.pool.query<{ n: number }>(named('rm-count', 'SELECT COUNT(*)::int AS n FROM read_models WHERE tenant = $1 AND collection = $2', [tenant, collection]));
      return rows[0]?.n ?? 0;
    },
  };

  async readStream(stream: string, fromVersion = 0): Promise<StoredEvent[]> {
    this.changes.observe(LOG_KEY);
    const { rows } = await this.pool.query<EventRow>('SELECT * FROM events WHERE stream = $1 AND version > $2 ORDER BY version', [stream, fromVersion]);
    return rows.map(toEvent);
  }

  async readAll(fromPosition: number, limit = 1000): Promise<StoredEvent[]> {
    this.changes.observe(LOG_KEY);
    const { rows } = await this.pool.query<EventRow>('SELECT * FROM events WHERE position > $1 ORDER BY position LIMIT $2', [fromPosition, limit]);
    return rows.map(toEvent);
  }

  async readTypes(fromPosition: number, types: readonly string[], limit: number): Promise<{ events: StoredEvent[]; through: number }> {
    // The head first: every position at or below it is committed and visible by then (appends commit in position order
    // under APPEND_LOCK), so the filtered read below misses none of them.
    const head = await this.lastPosition();
    if (head <= fromPosition) return { events: [], through: fromPosition };
    const { rows } = await this.pool.query<EventRow>(named(
      'read-types', 'SELECT * FROM events WHERE position > $1 AND position <= $2 AND type = ANY($3::text[]) ORDER BY position LIMIT $4',
      [fromPosition, head, types, limit],
    ));
    const events = rows.map(toEvent);
    const last = events.at(-1);
    return { events, through: last && events.length === limit ? last.position : head };
  }

  async queryLog(query: LogQuery): Promise<StoredEvent[]> {
    this.changes.observe(LOG_KEY);
    let n = 0;
    const { sql, params } = logQuerySql(query, () => `$${++n}`);
    const { rows } = await this.pool.query<EventRow>(sql, params);
    return rows.map(toEvent);
  }

  async streamVersion(stream: string): Promise<number> {
    this.changes.observe(LOG_KEY);
    const { rows } = await this.pool.query<{ version: number }>(named('stream-version', 'SELECT version FROM streams WHERE stream = $1', [stream]));
    return rows[0]?.version ?? 0;
  }

  async lastPosition(): Promise<number> {
    this.changes.observe(LOG_KEY);
    const { rows } = await this.pool.query<{ p: string }>('SELECT COALESCE(MAX(position), 0) AS p FROM events');
    return Number(rows[0].p);
  }

  async rebuildProjections(): Promise<{ events: number }> {
    const rebuilt = await this.transaction(async (client) => {
      await client.query('DELETE FROM read_models');
      await client.query("SELECT setval('read_models_seq_counter', 1, false)");
      let from = 0;
      let count = 0;
      for (;;) {
        const { rows } = await client.query<EventRow>('SELECT * FROM events WHERE position > $1 ORDER BY position LIMIT 1000', [from]);
        if (rows.length === 0) break;
        for (const row of rows) {
          await this.runner.apply(toEvent(row), (tenant) => writerFor(client, tenant, new Set()));
          from = Number(row.position);
          count += 1;
        }
      }
      await this.consistency.notify(client, from, 'all');
      return { events: count };
    }, { lock: true });
    this.changes.invalidateAll();
    return rebuilt;
  }

  async dumpReadModels() {
    const { rows } = await this.pool.query<{ tenant: string; collection: string; id: string; owner: string | null; doc: unknown }>(
      'SELECT tenant, collection, id, owner, doc FROM read_models ORDER BY tenant, collection, seq, id',
    );
    return rows;
  }

  async readCheckpoint(name: string): Promise<number> {
    const { rows } = await this.pool.query<{ position: string }>('SELECT position FROM checkpoints WHERE name = $1', [name]);
    return rows[0] ? Number(rows[0].position) : 0;
  }

  async saveCheckpoint(name: string, position: number): Promise<void> {
    await this.pool.query(
      `INSERT INTO checkpoints (name, position) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET position = GREATEST(checkpoints.position, excluded.position)`,
      [name, position],
    );
  }

  async putBlob(tenant: string, blob: StoredBlob): Promise<void> {
    await this.pool.query(
      'INSERT INTO blobs (tenant, sha256, content_type, size, content) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
      [tenant, blob.sha256, blob.contentType, blob.content.length, blob.content],
    );
  }

  async readBlob(tenant: string, sha256: string): Promise<StoredBlob | undefined> {
    const { rows } = await this.pool.query<{ sha256: string; content_type: string; content: Buffer }>(
      'SELECT sha256, content_type, content FROM blobs WHERE tenant = $1 AND sha256 = $2', [tenant, sha256],
    );
    return rows[0] ? { sha256: rows[0].sha256, contentType: rows[0].content_type, content: rows[0].content } : undefined;
  }

  /**
   * A deployment-wide secret (the JWT signing secret, the payment sandbox's key when none is configured): generated by
   * the first instance that asks, read by every other, so all instances of one store agree without an operator's step.
   */
  async sharedSecret(name: string, generate: () => string): Promise<string> {
    await this.pool.query('INSERT INTO settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, generate()]);
    const { rows } = await this.pool.query<{ value: string }>('SELECT value FROM settings WHERE name = $1', [name]);
    return rows[0].value;
  }

  /** Outgoing mail kept in the store (table mail_outbox), where every instance's mail is, for a relay to collect. */
  async putMail(mail: { to: string; subject: string; text: string }): Promise<void> {
    await this.pool.query('INSERT INTO mail_outbox (recipient, subject, body) VALUES ($1, $2, $3)', [mail.to, mail.subject, mail.text]);
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async close(): Promise<void> {
    await this.consistency.stop();
    await this.pool.end();
  }

  /** Test helper: drops this store's schema. */
  async dropSchema(): Promise<void> {
    await this.pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(this.schema)} CASCADE`);
  }
}

interface PendingAppend {
  stream: string;
  events: NewEvent[];
  expected: ExpectedVersion;
  meta: EventMeta;
  /** appendDeciding's: decides again on the events it had not seen when `expected` is stale. */
  decide?: (missed: StoredEvent[], version: number) => Promise<NewEvent[]> | NewEvent[];
  resolve: (stored: StoredEvent[]) => void;
  reject: (error: unknown) => void;
  settled: boolean;
}

function settle(pending: PendingAppend, error: unknown, stored?: StoredEvent[]): void {
  if (pending.settled) return;
  pending.settled = true;
  if (stored) pending.resolve(stored);
  else pending.reject(error);
}

/** The rows of a simple query of several statements: those of the last one (pg answers an array of results then). */
/** The rows of the index-th statement of a simple query of several (none when it has fewer). */
function rowsOf(result: QueryResult | QueryResult[], index: number): Array<Record<string, unknown>> {
  const results = Array.isArray(result) ? result : [result];
  return results[index]?.rows ?? [];
}

/** The streams table's version is an int. */
const MAX_STREAM_VERSION = 2 ** 31 - 1;

/** Per stream of the batch's deciding appends, the lowest version one of them decided on. */
function knownVersions(batch: readonly PendingAppend[]): Map<string, number> {
  const known = new Map<string, number>();
  for (const { decide, expected, stream } of batch) {
    // A version no stream reaches (a decision on the read models, not on the stream: MAX_SAFE_INTEGER) misses nothing.
    if (!decide || typeof expected !== 'number' || expected > MAX_STREAM_VERSION) continue;
    known.set(stream, Math.min(expected, known.get(stream) ?? expected));
  }
  return known;
}

/** A row of `SELECT * FROM events` as the driver parsed it (int, jsonb and timestamptz by their types). */
function eventRow(row: Record<string, unknown>): EventRow {
  const { position, stream, version, type, data, tenant, user_id: userId, at } = row;
  if (typeof stream !== 'string' || typeof type !== 'string' || typeof tenant !== 'string' || !(at instanceof Date)) {
    throw new Error(`an events row the store cannot read: ${JSON.stringify(row)}`);
  }
  return {
    position: String(position), stream, version: Number(version), type, data, tenant, user_id: typeof userId === 'string' ? userId : null, at,
  };
}

/** Literals for a simple query (no bound parameters): strings escaped by the driver, integers as digits. */
function sqlLiteral(client: PoolClient, value: string | null): string {
  return value === null ? 'NULL' : client.escapeLiteral(value);
}

function sqlArray(client: PoolClient, values: ReadonlyArray<string | null>, type: 'text' | 'jsonb'): string {
  return `ARRAY[${values.map((value) => sqlLiteral(client, value)).join(',')}]::${type}[]`;
}

function sqlIntegers(values: readonly number[], type: 'int' | 'bigint'): string {
  return `ARRAY[${values.map((n) => String(Math.trunc(n))).join(',')}]::${type}[]`;
}

/**
 * A batch's writes as one statement: its events, its streams' new versions, the read models' puts (none: NO_PUTS)
 * and the commit notification.
 */
function batchStatement(client: PoolClient, batch: {
  events: StoredEvent[]; streams: Array<[name: string, version: number]>; at: Date; puts: PutRows; notification: [channel: string, payload: string];
}): string {
  const { events, streams, at, puts, notification } = batch;
  const text = (values: ReadonlyArray<string | null>) => sqlArray(client, values, 'text');
  return `WITH inserted AS (
      INSERT INTO events (position, stream, version, type, data, tenant, user_id, at)
      SELECT p, s, v, t, d, tn, u, ${sqlLiteral(client, at.toISOString())}::timestamptz
      FROM unnest(${sqlIntegers(events.map((e) => e.position), 'bigint')}, ${text(events.map((e) => e.stream))}, ${sqlIntegers(events.map((e) => e.version), 'int')},
        ${text(events.map((e) => e.type))}, ${sqlArray(client, events.map((e) => JSON.stringify(e.data)), 'jsonb')}, ${text(events.map((e) => e.tenant))},
        ${text(events.map((e) => e.userId))}) AS x(p, s, v, t, d, tn, u)
    ), moved AS (
      INSERT INTO streams (stream, version) SELECT * FROM unnest(${text(streams.map(([name]) => name))}, ${sqlIntegers(streams.map(([, version]) => version), 'int')})
      ON CONFLICT (stream) DO UPDATE SET version = excluded.version
    ), documents AS (
      INSERT INTO read_models (tenant, collection, id, owner, seq, doc)
      SELECT t, c, i, o, nextval('read_models_seq_counter'), d
      FROM (SELECT * FROM unnest(${text(puts[0])}, ${text(puts[1])}, ${text(puts[2])}, ${text(puts[3])}, ${sqlArray(client, puts[4], 'jsonb')})
        WITH ORDINALITY AS u(t, c, i, o, d, n) ORDER BY n) ordered
      ON CONFLICT (tenant, collection, id) DO UPDATE SET doc = excluded.doc, owner = COALESCE(excluded.owner, read_models.owner)
    )
    SELECT pg_notify(${sqlLiteral(client, notification[0])}, ${sqlLiteral(client, notification[1])})`;
}

/** Rows per multi-row statement of a batch append (each row binds a handful of array elements). */
const BATCH_ROWS = 5000;

const DELETED = Symbol('deleted');
/** tenant, collection, id, owner, document JSON: one array each, as a multi-row statement binds them. */
type PutRows = [string[], string[], string[], Array<string | null>, string[]];
const NO_PUTS: PutRows = [[], [], [], [], []];
type Pending = { doc: unknown; owner: string | null } | typeof DELETED;

/**
 * Read model writes of a batch append, kept in memory and written with a few multi-row statements at the end, in the
 * same transaction. A get sees what the batch wrote before it; a list writes the buffer out first.
 */
class BufferedReadModels {
  private readonly pending = new Map<string, Pending>();
  /** Documents deleted and then put again: written as new rows (a new place in the list order), as unbuffered. */
  private readonly replaced = new Set<string>();

  constructor(private readonly client: PoolClient, private readonly touched: Set<ChangeKey>) {}

  writerFor(tenant: string): ReadModelWriter {
    const key = (collection: string, id: string) => `${tenant}\u0000${collection}\u0000${id}`;
    return {
      get: async <T>(collection: string, id: string) => {
        const held = this.pending.get(key(collection, id));
        if (held === DELETED) return undefined;
        // A buffered put, typed as the caller's document type as the stored rows are (DocRow says why).
        // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a document as the caller's type: the read-model port's contract (DocRow)
        if (held) return held.doc as T;
        const { rows } = await this.client.query<DocRow<T>>('SELECT doc FROM read_models WHERE tenant = $1 AND collection = $2 AND id = $3', [tenant, collection, id]);
        return rows[0]?.doc;
      },
      list: async <T>(collection: string, options?: ListOptions) => {
        await this.flush();
        return listDocs<T>(this.client, tenant, collection, options);
      },
      put: async (collection, id, doc, options) => {
        this.touched.add(changeKey(tenant, collection));
        const k = key(collection, id);
        const held = this.pending.get(k);
        const owner = options?.owner ?? (held && held !== DELETED ? held.owner : null);
        if (held === DELETED) {
          this.replaced.add(k);
          this.pending.delete(k);
        }
        // A JSON copy, as the unbuffered put stores the document as it is at the call.
        this.pending.set(k, { doc: JSON.parse(JSON.stringify(doc)), owner });
      },
      delete: async (collection, id) => {
        this.touched.add(changeKey(tenant, collection));
        this.pending.set(key(collection, id), DELETED);
      },
    };
  }

  /**
   * The buffered writes as the arrays of one multi-row upsert, taken out of the buffer, when puts are all there is
   * (no delete, nothing deleted and put again, one chunk): the batch append sends them in its one statement. Else
   * null, and flush() writes them.
   */
  takePutsAlone(): PutRows | null {
    if (this.replaced.size > 0 || this.pending.size > BATCH_ROWS) return null;
    const rows: PutRows = [[], [], [], [], []];
    for (const [k, p] of this.pending) {
      if (p === DELETED) return null;
      const [tenant, collection, id] = k.split('\u0000');
      rows[0].push(tenant);
      rows[1].push(collection);
      rows[2].push(id);
      rows[3].push(p.owner);
      rows[4].push(JSON.stringify(p.doc));
    }
    this.pending.clear();
    return rows;
  }

  async flush(): Promise<void> {
    const entries = [...this.pending];
    this.pending.clear();
    const deletes = [...entries.filter(([, p]) => p === DELETED).map(([k]) => k), ...this.replaced].map((k) => k.split('\u0000'));
    this.replaced.clear();
    const puts = entries.filter((e): e is [string, { doc: unknown; owner: string | null }] => e[1] !== DELETED);
    for (let start = 0; start < deletes.length; start += BATCH_ROWS) {
      const chunk = deletes.slice(start, start + BATCH_ROWS);
      await this.client.query(
        'DELETE FROM read_models WHERE (tenant, collection, id) IN (SELECT * FROM unnest($1::text[], $2::text[], $3::text[]))',
        [chunk.map((k) => k[0]), chunk.map((k) => k[1]), chunk.map((k) => k[2])],
      );
    }
    for (let start = 0; start < puts.length; start += BATCH_ROWS) {
      const chunk = puts.slice(start, start + BATCH_ROWS).map(([k, p]) => [...k.split('\u0000'), p.owner, JSON.stringify(p.doc)] as const);
      await this.client.query(
        `INSERT INTO read_models (tenant, collection, id, owner, seq, doc)
         SELECT t, c, i, o, nextval('read_models_seq_counter'), d
         FROM (SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::jsonb[]) WITH ORDINALITY AS u(t, c, i, o, d, n) ORDER BY n) ordered
         ON CONFLICT (tenant, collection, id) DO UPDATE SET doc = excluded.doc, owner = COALESCE(excluded.owner, read_models.owner)`,
        [chunk.map((r) => r[0]), chunk.map((r) => r[1]), chunk.map((r) => r[2]), chunk.map((r) => r[3]), chunk.map((r) => r[4])],
      );
    }
  }
}

function writerFor(client: PoolClient, tenant: string, touched: Set<ChangeKey>): ReadModelWriter {
  return {
    get: async <T>(collection: string, id: string) => {
      const { rows } = await client.query<DocRow<T>>('SELECT doc FROM read_models WHERE tenant = $1 AND collection = $2 AND id = $3', [tenant, collection, id]);
      return rows[0]?.doc;
    },
    list: async <T>(collection: string, options?: ListOptions) => listDocs<T>(client, tenant, collection, options),
    put: async (collection, id, doc, options) => {
      touched.add(changeKey(tenant, collection));
      await client.query(
        `INSERT INTO read_models (tenant, collection, id, owner, seq, doc)
         VALUES ($1, $2, $3, $4, nextval('read_models_seq_counter'), $5)
         ON CONFLICT (tenant, collection, id) DO UPDATE SET doc = excluded.doc, owner = COALESCE(excluded.owner, read_models.owner)`,
        [tenant, collection, id, options?.owner ?? null, JSON.stringify(doc)],
      );
    },
    delete: async (collection, id) => {
      touched.add(changeKey(tenant, collection));
      await client.query('DELETE FROM read_models WHERE tenant = $1 AND collection = $2 AND id = $3', [tenant, collection, id]);
    },
  };
}

async function listDocs<T>(db: Pool | PoolClient, tenant: string, collection: string, options?: ListOptions): Promise<T[]> {
  const { rows } = options?.owner !== undefined
    ? await db.query<DocRow<T>>(named('rm-list-owned', 'SELECT doc FROM read_models WHERE tenant = $1 AND collection = $2 AND owner = $3 ORDER BY seq', [tenant, collection, options.owner]))
    : await db.query<DocRow<T>>(named('rm-list', 'SELECT doc FROM read_models WHERE tenant = $1 AND collection = $2 ORDER BY seq', [tenant, collection]));
  return rows.map((r) => r.doc);
}

/**
 * A named (prepared) statement: each pooled connection parses and plans it once instead of on every request, which
 * on the read path costs more than running these indexed lookups. The name must always go with the same text.
 */
/**
 * A read model row's document, typed as the caller's document type: the JSONB column holds what the projections put,
 * and a collection's projection is the one writer of its documents (the port's get<T> and list<T> say the same).
 */
interface DocRow<T> {
  doc: T;
}

function named(name: string, text: string, values: unknown[]): QueryConfig {
  return { name: `cis-${name}`, text, values };
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`Invalid schema name ${name}`);
  return `"${name}"`;
}

/** Notification payloads beyond this many characters name no collections: every answer is then stale (all). */
const MAX_NOTIFY_KEYS_CHARS = 7_000;
/** Between two attempts to listen again after the notification connection was lost. */
const RELISTEN_MS = 1_000;

/**
 * The commit notifications of one store (schema): every commit sends, inside its transaction, `pg_notify(channel,
 * '<last position> <instance> <collections written>')`; PostgreSQL delivers notifications after the commit, in commit order, to
 * every listening session, this instance's own included. Commits take positions under the append lock, so commit order
 * is position order and `seen` is contiguous. A notification bumps the change counts of the collections it names
 * (the read cache's answers built on them are then stale). `barrier()` sends a notification of its own through the
 * listening connection and waits for it to come back: every commit before it has then been seen.
 */
/** A caller waiting for a barrier: any barrier sent at or after `sentFrom` (performance.now() ms) serves it. */
interface BarrierWaiter {
  sentFrom: number;
  resolve: (ok: boolean) => void;
}

class CommitNotifications implements Consistency {
  seen = 0;
  live = false;
  private client: Client | null = null;
  private readonly channel: string;
  private readonly instance = randomUUID().slice(0, 8);
  private stopped = false;
  private waiters: Array<{ position: number; resolve: (ok: boolean) => void }> = [];
  /** Requests waiting for the next barrier not yet sent. */
  private nextBarrier: BarrierWaiter[] = [];
  /** The barrier sent and not yet back: its number and its waiters. */
  private inFlight: { id: number; sentAt: number; waiters: BarrierWaiter[] } | null = null;
  /** When the last barrier that came back was sent (performance.now() ms): every commit before then has been seen. */
  private lastBarrierSentAt = Number.NEGATIVE_INFINITY;
  private barrierCount = 0;

  constructor(private readonly connectionString: string, schema: string, private readonly changes: ReadModelChanges) {
    this.channel = `cis_commits_${schema}`.toLowerCase().slice(0, 63);
  }

  async start(head: number): Promise<void> {
    this.seen = Math.max(this.seen, head);
    await this.listen().catch(() => this.relisten());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.down();
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }

  /** Inside a commit's transaction: tells every instance, once committed, what it wrote. */
  async notify(client: PoolClient, position: number, touched: Set<ChangeKey> | 'all'): Promise<void> {
    await client.query(named('notify', 'SELECT pg_notify($1, $2)', this.notification(position, touched)));
  }

  /** The channel and payload of a commit's notification, for a statement that sends it along with other work. */
  notification(position: number, touched: Set<ChangeKey> | 'all'): [channel: string, payload: string] {
    // A change key holds a NUL (tenant, collection), which PostgreSQL text cannot carry: \u0002 travels instead.
    let keys = touched === 'all' ? '*' : [...touched].map((key) => key.replaceAll('\u0000', '\u0002')).join('\u0001');
    if (keys.length > MAX_NOTIFY_KEYS_CHARS) keys = '*';
    return [this.channel, `${position} ${this.instance} ${keys}`];
  }

  barrier(withinMs = 0): Promise<boolean> {
    if (!this.live) return Promise.resolve(false);
    return new Promise((resolve) => {
      this.nextBarrier.push({ sentFrom: performance.now() - withinMs, resolve });
      this.sendBarrier();
    });
  }

  get barriersSent(): number {
    return this.barrierCount;
  }

  barrierWithin(ms: number): boolean {
    return this.live && performance.now() - this.lastBarrierSentAt <= ms;
  }

  waitFor(position: number, timeoutMs: number): Promise<boolean> {
    if (this.seen >= position) return Promise.resolve(true);
    if (!this.live) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter = { position, resolve };
      this.waiters.push(waiter);
      setTimeout(() => {
        const at = this.waiters.indexOf(waiter);
        if (at >= 0) {
          this.waiters.splice(at, 1);
          resolve(false);
        }
      }, timeoutMs).unref();
    });
  }

  private sendBarrier(): void {
    if (this.inFlight || this.nextBarrier.length === 0 || !this.client) return;
    const id = ++this.barrierCount;
    this.inFlight = { id, sentAt: performance.now(), waiters: this.nextBarrier };
    this.nextBarrier = [];
    this.client.query('SELECT pg_notify($1, $2)', [this.channel, `barrier ${this.instance} ${id}`]).catch(() => this.down());
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.connectionString });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => this.received(message.payload ?? ''));
    await client.connect();
    await client.query(`LISTEN ${this.channel}`);
    if (this.stopped) {
      await client.end();
      return;
    }
    this.client = client;
    // Commits made while no one listened are unknown: every remembered answer is stale.
    this.changes.invalidateAll();
    this.live = true;
  }

  private received(payload: string): void {
    const space = payload.indexOf(' ');
    const head = payload.slice(0, space);
    if (head === 'barrier') {
      const [instance, id] = payload.slice(space + 1).split(' ');
      if (instance !== this.instance || !this.inFlight || Number(id) !== this.inFlight.id) return;
      const { waiters, sentAt } = this.inFlight;
      this.inFlight = null;
      this.lastBarrierSentAt = sentAt;
      // Those who came while it was out are served by it too when it was sent recently enough for them.
      const served = [...waiters, ...this.nextBarrier.filter((waiter) => waiter.sentFrom <= sentAt)];
      this.nextBarrier = this.nextBarrier.filter((waiter) => waiter.sentFrom > sentAt);
      for (const waiter of served) waiter.resolve(true);
      this.sendBarrier();
      return;
    }
    const position = Number(head);
    const rest = payload.slice(space + 1);
    const second = rest.indexOf(' ');
    const from = rest.slice(0, second);
    const keys = rest.slice(second + 1);
    // This instance's own commits moved their change counts when they committed (once, synchronously); the
    // notification only tells it the position.
    if (from !== this.instance) {
      if (keys === '*') this.changes.invalidateAll();
      else this.changes.committed(keys === '' ? [] : keys.split('\u0001').map((key) => key.replaceAll('\u0002', '\u0000')));
    }
    if (position > this.seen) this.seen = position;
    if (this.waiters.length > 0) {
      const ready = this.waiters.filter((w) => w.position <= this.seen);
      this.waiters = this.waiters.filter((w) => w.position > this.seen);
      for (const w of ready) w.resolve(true);
    }
  }

  private lost(client: Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.down();
    this.relisten();
  }

  /** Not listening: nothing is served from memory; whoever waits is told so (they read through). */
  private down(): void {
    this.live = false;
    const waiting = [...(this.inFlight?.waiters ?? []), ...this.nextBarrier];
    this.inFlight = null;
    this.nextBarrier = [];
    for (const waiter of waiting) waiter.resolve(false);
    for (const w of this.waiters.splice(0)) w.resolve(false);
  }

  private relisten(): void {
    if (this.stopped) return;
    setTimeout(() => void this.listen().catch(() => this.relisten()), RELISTEN_MS).unref();
  }
}
