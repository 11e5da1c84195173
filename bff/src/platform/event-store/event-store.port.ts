import type { NewEvent, StoredEvent, StoredOf, EventMeta } from '@cis/contracts';
import type { Consistency } from '../read-cache/consistency';
import type { ReadModelChanges } from '../read-cache/read-model-changes';

/** Expected version of a stream: its exact current version (0: the stream has no events yet), or 'any'. */
export type ExpectedVersion = number | 'any';

export class ConcurrencyError extends Error {
  constructor(readonly stream: string, readonly expected: ExpectedVersion, readonly actual: number) {
    super(`Stream ${stream} is at version ${actual}, expected ${expected}`);
  }
}

export interface ListOptions {
  /** Only documents of this owner (per-user read models: messages, shortcuts ...). */
  owner?: string;
}

/** Read models, outside a transaction: what has been committed. Documents come back in insertion order. */
export interface ReadModelReader {
  get<T>(tenant: string, collection: string, id: string): Promise<T | undefined>;
  list<T>(tenant: string, collection: string, options?: ListOptions): Promise<T[]>;
  count(tenant: string, collection: string, options?: ListOptions): Promise<number>;
}

/** Read models inside the append's transaction, bound to the event's tenant. */
export interface ReadModelWriter {
  get<T>(collection: string, id: string): Promise<T | undefined>;
  list<T>(collection: string, options?: ListOptions): Promise<T[]>;
  put(collection: string, id: string, doc: unknown, options?: { owner?: string | null }): Promise<void>;
  delete(collection: string, id: string): Promise<void>;
}

/**
 * An inline projection: applied to each committed event in the same transaction as the append. Typed by the union
 * of the events it handles: `switch (event.type)` narrows `event.data`, no cast. The runner calls it only with
 * events whose type is in `handles`.
 */
export interface Projection<E extends NewEvent = NewEvent> {
  readonly name: string;
  /** Event types this projection applies. */
  readonly handles: readonly E['type'][];
  apply(event: StoredOf<E>, readModels: ReadModelWriter): Promise<void> | void;
}

/** One stream's part of a batch append. */
export interface StreamAppend {
  stream: string;
  events: NewEvent[];
  expectedVersion: ExpectedVersion;
}

/**
 * A filter over the log (the audit log, issue 14), answered from indexes on the events table, never by a scan:
 * (tenant, user_id, position), (tenant, type, position), (tenant, position) and the (stream, version) key.
 */
export interface LogQuery {
  tenant: string;
  /** The acting user's id; null: events no user caused (genesis, processes). */
  userId?: string | null;
  stream?: string;
  /** Streams starting with this text. */
  streamPrefix?: string;
  type?: string;
  /** Positions >= fromPosition and < beforePosition. */
  fromPosition?: number;
  beforePosition?: number;
  limit: number;
}

export type CommitListener = (events: StoredEvent[]) => void;

/** The one port of the event log. Adapters: SQLite (embedded default) and PostgreSQL. */
export interface EventStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Creates tables if missing. */
  init(): Promise<void>;
  registerProjections(projections: Projection[]): void;
  /**
   * Appends events to a stream in one transaction with every inline projection they feed.
   * Throws ConcurrencyError when the stream is not at expectedVersion; nothing is written then.
   */
  append(stream: string, events: NewEvent[], expectedVersion: ExpectedVersion, meta: EventMeta): Promise<StoredEvent[]>;
  /**
   * Appends to many streams in ONE transaction (with their projections): every stream at its expected version, or
   * nothing is written (ConcurrencyError naming the first stream that is not). For writes that are all or nothing
   * across streams (a CSV import of many rows) and for seeding thousands of small streams at once.
   */
  appendMany(appends: readonly StreamAppend[], meta: EventMeta): Promise<StoredEvent[][]>;
  /**
   * Where other processes append too (PostgreSQL): appends `events` decided at knownVersion; when the stream has moved
   * on meanwhile (another instance appended), `decide` is called under the store's append lock with the events after
   * knownVersion and the current version, and what it answers is appended instead ([]: nothing; its error refuses
   * the append). Nothing can come in between, so the append cannot lose the race, and it commits in the store's
   * batch like any other (a lost race costs no transaction of its own). The command pipeline appends through it.
   */
  appendDeciding?(
    stream: string, knownVersion: number, decide: (missed: StoredEvent[], version: number) => Promise<NewEvent[]> | NewEvent[], meta: EventMeta,
    events?: NewEvent[],
  ): Promise<StoredEvent[]>;
  /** Where instances share one store (PostgreSQL): outgoing mail kept there for a relay; without it, mail goes to files. */
  putMail?(mail: { to: string; subject: string; text: string }): Promise<void>;
  readStream(stream: string, fromVersion?: number): Promise<StoredEvent[]>;
  /** Events with position > fromPosition, in order, at most `limit`. */
  readAll(fromPosition: number, limit?: number): Promise<StoredEvent[]>;
  /**
   * Events of the given types with position > fromPosition, in order, at most `limit`, and `through`: the position up
   * to which the log has been looked at (the last event's when `limit` were found, else the log's last position when
   * read; positions commit in order, so nothing at or below it can appear later). A process reads only its own types
   * and still moves its position past the others, where readAll would hand it every event of the log to skip.
   */
  readTypes(fromPosition: number, types: readonly string[], limit: number): Promise<{ events: StoredEvent[]; through: number }>;
  /** Events matching a filter, newest first (highest position first), at most `limit`. */
  queryLog(query: LogQuery): Promise<StoredEvent[]>;
  streamVersion(stream: string): Promise<number>;
  lastPosition(): Promise<number>;
  /** Called after each commit with the committed events. Returns an unsubscribe function. */
  subscribe(listener: CommitListener): () => void;
  readonly readModels: ReadModelReader;
  /** Change counters of the read models: bumped after each commit that wrote them, observed by every read. */
  readonly changes: ReadModelChanges;
  /**
   * Where other processes commit to the store too (PostgreSQL): what this one has seen of their commits, from the
   * store's commit notifications. Absent where one process owns the store (SQLite: it sees every commit itself).
   */
  readonly consistency?: Consistency;
  /** The highest log position this process committed (0 before its first commit). */
  readonly lastCommitted?: number;
  /** Drops every read model and replays the whole log through the projections. */
  rebuildProjections(): Promise<{ events: number }>;
  /** Every read model row, for comparing a rebuild with the live models. */
  dumpReadModels(): Promise<Array<{ tenant: string; collection: string; id: string; owner: string | null; doc: unknown }>>;
  /**
   * The log position a process (platform/process) has handled the log up to; 0 when it never ran. Kept in the store,
   * beside the log it points into, so a restart (or another instance) resumes where the process stopped.
   */
  readCheckpoint(name: string): Promise<number>;
  /**
   * Moves a process's checkpoint to `position`, never backwards: two instances running the same process may save
   * out of order, and the later position stands.
   */
  saveCheckpoint(name: string, position: number): Promise<void>;
  /**
   * Files (a client's documents): kept in the store beside the log, so every instance reads them and a backup of the
   * store holds everything. Content-addressed: the key is the content's SHA-256 (hex), so storing the same bytes twice
   * keeps one copy and a key names its bytes forever. An event refers to a blob by that key; blobs are never deleted.
   */
  putBlob(tenant: string, blob: StoredBlob): Promise<void>;
  readBlob(tenant: string, sha256: string): Promise<StoredBlob | undefined>;
  close(): Promise<void>;
  ping(): Promise<void>;
}

/** A file in the store. */
export interface StoredBlob {
  /** SHA-256 of content, lowercase hex: the blob's key. */
  sha256: string;
  contentType: string;
  content: Buffer;
}

export const EVENT_STORE = Symbol('EVENT_STORE');
