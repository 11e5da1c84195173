import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { EventMeta, NewEvent, StoredEvent } from '@cis/contracts';
import {
  ConcurrencyError, type CommitListener, type EventStore, type ExpectedVersion, type ListOptions, type LogQuery, type Projection,
  type ReadModelReader, type ReadModelWriter, type StoredBlob, type StreamAppend,
} from './event-store.port';
import { ProjectionRunner } from './projection-runner';
import { logQuerySql } from './log-query';
import { LOG_KEY, ReadModelChanges, changeKey, type ChangeKey } from '../read-cache/read-model-changes';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position INTEGER PRIMARY KEY AUTOINCREMENT,
  stream TEXT NOT NULL,
  version INTEGER NOT NULL,
  type TEXT NOT NULL,
  data TEXT NOT NULL,
  tenant TEXT NOT NULL,
  user_id TEXT,
  at TEXT NOT NULL,
  UNIQUE (stream, version)
);
CREATE TABLE IF NOT EXISTS streams (stream TEXT PRIMARY KEY, version INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS read_models (
  tenant TEXT NOT NULL,
  collection TEXT NOT NULL,
  id TEXT NOT NULL,
  owner TEXT,
  seq INTEGER NOT NULL,
  doc TEXT NOT NULL,
  PRIMARY KEY (tenant, collection, id)
);
CREATE INDEX IF NOT EXISTS read_models_owner ON read_models (tenant, collection, owner, seq);
CREATE INDEX IF NOT EXISTS read_models_seq ON read_models (tenant, collection, seq);
-- Start-up reads MAX(seq): without an index led by seq that is a scan of every read model (300 ms at 1M events).
CREATE INDEX IF NOT EXISTS read_models_by_seq ON read_models (seq);
-- The audit log's filters (issue 14): by actor, by event type, by tenant, newest first, without a scan of the log.
CREATE INDEX IF NOT EXISTS events_by_user ON events (tenant, user_id, position);
CREATE INDEX IF NOT EXISTS events_by_type ON events (tenant, type, position);
CREATE INDEX IF NOT EXISTS events_by_tenant ON events (tenant, position);
CREATE TABLE IF NOT EXISTS checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS blobs (
  tenant TEXT NOT NULL,
  sha256 TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  content BLOB NOT NULL,
  PRIMARY KEY (tenant, sha256)
);
`;

interface PendingAppend {
  stream: string;
  events: NewEvent[];
  expected: ExpectedVersion;
  meta: EventMeta;
  resolve: (stored: StoredEvent[]) => void;
  reject: (error: unknown) => void;
}

interface EventRow {
  position: number; stream: string; version: number; type: string; data: string; tenant: string; user_id: string | null; at: string;
}

/**
 * Prepared statements per connection, prepared once: preparing costs more than running these small queries. One cache
 * per row shape, so a statement comes back with the row type it was prepared for (better-sqlite3's `prepare<Params, Row>`)
 * and its rows need no cast. The row type is what the statement's SELECT list names; the schema above holds it.
 */
function statementCache<Row>(): (db: Database.Database, sql: string) => Database.Statement<unknown[], Row> {
  const statements = new WeakMap<Database.Database, Map<string, Database.Statement<unknown[], Row>>>();
  return (db, sql) => {
    let cache = statements.get(db);
    if (!cache) {
      cache = new Map();
      statements.set(db, cache);
    }
    let statement = cache.get(sql);
    if (!statement) {
      statement = db.prepare<unknown[], Row>(sql);
      cache.set(sql, statement);
    }
    return statement;
  };
}

interface ReadModelRow {
  tenant: string; collection: string; id: string; owner: string | null; doc: string;
}

interface BlobRow {
  sha256: string; content_type: string; content: Buffer;
}

/** Statements that answer no rows, or whose rows are not read (BEGIN, INSERT, SELECT 1). */
const stmt = statementCache<unknown>();
const eventRows = statementCache<EventRow>();
const versionRow = statementCache<{ version: number }>();
const positionRow = statementCache<{ position: number }>();
const countRow = statementCache<{ n: number }>();
const seqRow = statementCache<{ s: number }>();
const headRow = statementCache<{ p: number }>();
const docRows = statementCache<Pick<ReadModelRow, 'doc'>>();
const readModelRows = statementCache<ReadModelRow>();
const blobRow = statementCache<BlobRow>();

function toEvent(row: EventRow): StoredEvent {
  return {
    position: row.position, stream: row.stream, version: row.version, type: row.type, data: JSON.parse(row.data),
    tenant: row.tenant, userId: row.user_id, at: row.at,
  };
}

/**
 * Embedded adapter. One write connection (appends serialised, grouped into BEGIN IMMEDIATE transactions: see append)
 * and one read connection, so readers only ever see committed transactions (WAL snapshot isolation).
 */
export class SqliteEventStore implements EventStore {
  readonly kind = 'sqlite' as const;
  private readonly writer: Database.Database;
  private reader!: Database.Database;
  private readonly runner = new ProjectionRunner();
  private readonly listeners = new Set<CommitListener>();
  private queue: Promise<unknown> = Promise.resolve();
  /** The appends waiting for the next group commit; null once that batch has started. */
  private openBatch: PendingAppend[] | null = null;
  private seq = 0;
  /** Read model collections written by the batch being committed. */
  private touched = new Set<ChangeKey>();
  readonly changes: ReadModelChanges;

  constructor(private readonly file: string, options: { synchronous?: 'FULL' | 'NORMAL'; changes?: ReadModelChanges } = {}) {
    this.changes = options.changes ?? new ReadModelChanges();
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.writer = new Database(file);
    this.writer.pragma('journal_mode = WAL');
    this.writer.pragma(`synchronous = ${options.synchronous ?? 'FULL'}`);
    this.writer.pragma('busy_timeout = 5000');
  }

  async init(): Promise<void> {
    this.writer.exec(SCHEMA);
    this.reader = new Database(this.file, { readonly: true });
    this.reader.pragma('busy_timeout = 5000');
    this.seq = seqRow(this.writer, 'SELECT COALESCE(MAX(seq), 0) AS s FROM read_models').get()?.s ?? 0;
  }

  registerProjections(projections: Projection[]): void {
    this.runner.register(projections);
  }

  subscribe(listener: CommitListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Appends are grouped (group commit): every append requested while the current I/O phase runs joins one
   * transaction that starts on the next check phase, each inside its own SAVEPOINT, so one append's stale version
   * or failing projection rolls back only that append. The batch commits once: with synchronous=FULL the fsync,
   * which costs more than everything else an append does, is paid once per batch instead of once per append. An
   * append is answered (and pushed) only after its batch committed, so nothing acknowledged can be lost.
   */
  append(stream: string, events: NewEvent[], expectedVersion: ExpectedVersion, meta: EventMeta): Promise<StoredEvent[]> {
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
      batch.push({ stream, events, expected: expectedVersion, meta, resolve, reject });
    });
  }

  /**
   * One transaction of its own, queued behind the appends (never joined to a group commit: one stale stream must roll
   * back all of it, not only its own savepoint).
   */
  appendMany(appends: readonly StreamAppend[], meta: EventMeta): Promise<StoredEvent[][]> {
    const run = this.queue.then(async () => {
      const db = this.writer;
      this.touched = new Set();
      stmt(db, 'BEGIN IMMEDIATE').run();
      const written: StoredEvent[][] = [];
      try {
        for (const { stream, events, expectedVersion } of appends) {
          written.push(await this.appendInTransaction({ stream, events, expected: expectedVersion, meta, resolve: () => undefined, reject: () => undefined }));
        }
        stmt(db, 'COMMIT').run();
      } catch (error) {
        if (db.inTransaction) db.exec('ROLLBACK');
        throw error;
      }
      this.changes.committed(this.touched);
      this.notify(written.flat());
      return written;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async commitBatch(batch: PendingAppend[]): Promise<void> {
    const db = this.writer;
    const written: Array<{ pending: PendingAppend; stored: StoredEvent[] }> = [];
    this.touched = new Set();
    try {
      // Prepared like every other statement: exec() parses its SQL on each call, once per append here.
      stmt(db, 'BEGIN IMMEDIATE').run();
      for (const pending of batch) {
        stmt(db, 'SAVEPOINT append').run();
        try {
          written.push({ pending, stored: await this.appendInTransaction(pending) });
          stmt(db, 'RELEASE append').run();
        } catch (error) {
          stmt(db, 'ROLLBACK TO append').run();
          stmt(db, 'RELEASE append').run();
          pending.reject(error);
        }
      }
      stmt(db, 'COMMIT').run();
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      // Nothing of this batch was committed; appends already refused keep their own error (a promise settles once).
      for (const pending of batch) pending.reject(error);
      return;
    }
    this.changes.committed(this.touched);
    // Subscribers hear of the commit once, with all its events (pushes go out per commit, metrics count commits).
    this.notify(written.flatMap(({ stored }) => stored));
    for (const { pending, stored } of written) pending.resolve(stored);
  }

  private async appendInTransaction({ stream, events, expected, meta }: PendingAppend): Promise<StoredEvent[]> {
    const db = this.writer;
    const row = versionRow(db, 'SELECT version FROM streams WHERE stream = ?').get(stream);
    const current = row?.version ?? 0;
    if (expected !== 'any' && expected !== current) throw new ConcurrencyError(stream, expected, current);
    const at = new Date().toISOString();
    const insert = stmt(db, 'INSERT INTO events (stream, version, type, data, tenant, user_id, at) VALUES (?, ?, ?, ?, ?, ?, ?)');
    const stored: StoredEvent[] = [];
    let version = current;
    for (const event of events) {
      version += 1;
      // Projections and pushes see exactly what a replay will read back: the JSON the log holds.
      const json = JSON.stringify(event.data ?? null);
      const info = insert.run(stream, version, event.type, json, meta.tenant, meta.userId, at);
      stored.push({
        type: event.type, data: JSON.parse(json), position: Number(info.lastInsertRowid), stream, version,
        tenant: meta.tenant, userId: meta.userId, at,
      });
    }
    stmt(db, 'INSERT INTO streams (stream, version) VALUES (?, ?) ON CONFLICT (stream) DO UPDATE SET version = excluded.version')
      .run(stream, version);
    for (const event of stored) await this.runner.apply(event, (tenant) => this.writerFor(tenant));
    return stored;
  }

  private notify(events: StoredEvent[]): void {
    for (const listener of this.listeners) {
      try {
        listener(events);
      } catch {
        // A failing subscriber must not undo or fail a committed append.
      }
    }
  }

  private writerFor(tenant: string): ReadModelWriter {
    const db = this.writer;
    return {
      get: async <T>(collection: string, id: string) => readDoc<T>(db, tenant, collection, id),
      list: async <T>(collection: string, options?: ListOptions) => listDocs<T>(db, tenant, collection, options),
      put: async (collection, id, doc, options) => {
        this.touched.add(changeKey(tenant, collection));
        this.seq += 1;
        stmt(
          db,
          `INSERT INTO read_models (tenant, collection, id, owner, seq, doc) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (tenant, collection, id) DO UPDATE SET doc = excluded.doc,
             owner = COALESCE(excluded.owner, read_models.owner)`,
        ).run(tenant, collection, id, options?.owner ?? null, this.seq, JSON.stringify(doc));
      },
      delete: async (collection, id) => {
        this.touched.add(changeKey(tenant, collection));
        stmt(db, 'DELETE FROM read_models WHERE tenant = ? AND collection = ? AND id = ?').run(tenant, collection, id);
      },
    };
  }

  readonly readModels: ReadModelReader = {
    get: async <T>(tenant: string, collection: string, id: string) => {
      this.changes.observe(changeKey(tenant, collection));
      return readDoc<T>(this.reader, tenant, collection, id);
    },
    list: async <T>(tenant: string, collection: string, options?: ListOptions) => {
      this.changes.observe(changeKey(tenant, collection));
      return listDocs<T>(this.reader, tenant, collection, options);
    },
    count: async (tenant: string, collection: string, options?: ListOptions) => {
      this.changes.observe(changeKey(tenant, collection));
      const row = options?.owner !== undefined
        ? countRow(this.reader, 'SELECT COUNT(*) AS n FROM read_models WHERE tenant = ? AND collection = ? AND owner = ?').get(tenant, collection, options.owner)
        : countRow(this.reader, 'SELECT COUNT(*) AS n FROM read_models WHERE tenant = ? AND collection = ?').get(tenant, collection);
      return row?.n ?? 0;
    },
  };

  async readStream(stream: string, fromVersion = 0): Promise<StoredEvent[]> {
    this.changes.observe(LOG_KEY);
    return eventRows(this.reader, 'SELECT * FROM events WHERE stream = ? AND version > ? ORDER BY version').all(stream, fromVersion).map(toEvent);
  }

  async readAll(fromPosition: number, limit = 1000): Promise<StoredEvent[]> {
    this.changes.observe(LOG_KEY);
    return eventRows(this.reader, 'SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?').all(fromPosition, limit).map(toEvent);
  }

  async readTypes(fromPosition: number, types: readonly string[], limit: number): Promise<{ events: StoredEvent[]; through: number }> {
    const head = await this.lastPosition();
    if (head <= fromPosition || types.length === 0) return { events: [], through: Math.max(head, fromPosition) };
    const rows = eventRows(this.reader, 'SELECT * FROM events WHERE position > ? AND position <= ? AND type IN (SELECT value FROM json_each(?)) ORDER BY position LIMIT ?')
      .all(fromPosition, head, JSON.stringify(types), limit);
    const events = rows.map(toEvent);
    const last = events.at(-1);
    return { events, through: last && events.length === limit ? last.position : head };
  }

  async queryLog(query: LogQuery): Promise<StoredEvent[]> {
    this.changes.observe(LOG_KEY);
    const { sql, params } = logQuerySql(query, () => '?');
    return eventRows(this.reader, sql).all(...params).map(toEvent);
  }

  async streamVersion(stream: string): Promise<number> {
    this.changes.observe(LOG_KEY);
    const row = versionRow(this.reader, 'SELECT version FROM streams WHERE stream = ?').get(stream);
    return row?.version ?? 0;
  }

  async lastPosition(): Promise<number> {
    this.changes.observe(LOG_KEY);
    return headRow(this.reader, 'SELECT COALESCE(MAX(position), 0) AS p FROM events').get()?.p ?? 0;
  }

  async rebuildProjections(): Promise<{ events: number }> {
    const run = this.queue.then(async () => {
      const db = this.writer;
      db.exec('BEGIN IMMEDIATE');
      try {
        db.exec('DELETE FROM read_models');
        this.seq = 0;
        let count = 0;
        const page = eventRows(db, 'SELECT * FROM events WHERE position > ? ORDER BY position LIMIT 1000');
        let from = 0;
        for (;;) {
          const rows = page.all(from);
          if (rows.length === 0) break;
          for (const row of rows) {
            await this.runner.apply(toEvent(row), (tenant) => this.writerFor(tenant));
            from = row.position;
            count += 1;
          }
        }
        db.exec('COMMIT');
        this.changes.invalidateAll();
        return { events: count };
      } catch (error) {
        if (db.inTransaction) db.exec('ROLLBACK');
        throw error;
      }
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  async dumpReadModels() {
    const rows = readModelRows(this.reader, 'SELECT tenant, collection, id, owner, doc FROM read_models ORDER BY tenant, collection, seq, id').all();
    return rows.map((r) => ({ ...r, doc: parsedJson(r.doc) }));
  }

  async readCheckpoint(name: string): Promise<number> {
    const row = positionRow(this.reader, 'SELECT position FROM checkpoints WHERE name = ?').get(name);
    return row?.position ?? 0;
  }

  /** Queued behind the appends: a statement on the write connection while a batch is open would join its transaction. */
  saveCheckpoint(name: string, position: number): Promise<void> {
    const run = this.queue.then(() => {
      stmt(
        this.writer,
        `INSERT INTO checkpoints (name, position) VALUES (?, ?)
         ON CONFLICT (name) DO UPDATE SET position = MAX(checkpoints.position, excluded.position)`,
      ).run(name, position);
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Queued behind the appends, as saveCheckpoint: the write connection may hold an open batch. */
  putBlob(tenant: string, blob: StoredBlob): Promise<void> {
    const run = this.queue.then(() => {
      stmt(this.writer, 'INSERT INTO blobs (tenant, sha256, content_type, size, content) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING')
        .run(tenant, blob.sha256, blob.contentType, blob.content.length, blob.content);
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  async readBlob(tenant: string, sha256: string): Promise<StoredBlob | undefined> {
    const row = blobRow(this.reader, 'SELECT sha256, content_type, content FROM blobs WHERE tenant = ? AND sha256 = ?').get(tenant, sha256);
    return row ? { sha256: row.sha256, contentType: row.content_type, content: row.content } : undefined;
  }

  async ping(): Promise<void> {
    stmt(this.reader, 'SELECT 1').get();
  }

  async close(): Promise<void> {
    await this.queue;
    this.reader?.close();
    this.writer.close();
  }
}

/** Stored JSON, read as what it is: of no known type. */
const parsedJson = (text: string): unknown => JSON.parse(text);

// readDoc and listDocs answer a document as the caller's type T (the read-model port's contract): the column holds what
// the collection's projection put, which the store cannot check.
function readDoc<T>(db: Database.Database, tenant: string, collection: string, id: string): T | undefined {
  const row = docRows(db, 'SELECT doc FROM read_models WHERE tenant = ? AND collection = ? AND id = ?').get(tenant, collection, id);
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a document as the caller's type: the read-model port's contract (above)
  return row ? (JSON.parse(row.doc) as T) : undefined;
}

function listDocs<T>(db: Database.Database, tenant: string, collection: string, options?: ListOptions): T[] {
  const rows = options?.owner !== undefined
    ? docRows(db, 'SELECT doc FROM read_models WHERE tenant = ? AND collection = ? AND owner = ? ORDER BY seq').all(tenant, collection, options.owner)
    : docRows(db, 'SELECT doc FROM read_models WHERE tenant = ? AND collection = ? ORDER BY seq').all(tenant, collection);
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a document as the caller's type: the read-model port's contract (above)
  return rows.map((r) => JSON.parse(r.doc) as T);
}
