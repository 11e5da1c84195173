import { AsyncLocalStorage } from 'node:async_hooks';

/** A read model collection of one tenant, or the whole event log (LOG). */
export type ChangeKey = string;

export const LOG_KEY: ChangeKey = '\u0000log';

export function changeKey(tenant: string, collection: string): ChangeKey {
  return `${tenant}\u0000${collection}`;
}

/** What a read saw: each key with the change count it had just before the read. */
export type ReadDependencies = Map<ChangeKey, number>;

/**
 * Change counters of the read models, kept in this process: one per (tenant, collection), and one for the event log.
 * The store bumps a collection's counter after a commit that wrote it (never before: a reader that saw the new
 * counter is sure to read the committed rows). A read records the counters it saw just before reading, so an answer
 * built from those reads is current exactly while none of them has moved.
 *
 * Exact as long as every commit to the store goes through this process (SQLite owns its file): `complete` says so.
 * With PostgreSQL other instances commit too, and what builds on the counts (the answer cache, the guard's account
 * memory) is off there.
 */
export class ReadModelChanges {
  /** @param complete whether this process sees every commit to the store (the counts then say exactly what changed). */
  constructor(readonly complete = true) {}

  private readonly counts = new Map<ChangeKey, number>();
  /** Bumped by invalidateAll (a rebuild): every key's effective count includes it. */
  private epoch = 0;
  private readonly reads = new AsyncLocalStorage<ReadDependencies>();

  current(key: ChangeKey): number {
    return this.epoch + (this.counts.get(key) ?? 0);
  }

  /** After a commit: the collections it wrote, and the log itself, have changed. */
  committed(keys: Iterable<ChangeKey>): void {
    for (const key of keys) this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    this.counts.set(LOG_KEY, (this.counts.get(LOG_KEY) ?? 0) + 1);
  }

  /** After the read models were rebuilt or replaced wholesale. */
  invalidateAll(): void {
    this.epoch += 1;
  }

  /** Runs work with reads recorded into dependencies (one request's answer). */
  recordReads<T>(dependencies: ReadDependencies, work: () => T): T {
    return this.reads.run(dependencies, work);
  }

  /** Called by the store just before it reads key. The first count seen stays: the answer is as old as its oldest read. */
  observe(key: ChangeKey): void {
    const dependencies = this.reads.getStore();
    if (dependencies && !dependencies.has(key)) dependencies.set(key, this.current(key));
  }

  /** True while none of the dependencies changed since they were read. */
  unchanged(dependencies: ReadDependencies): boolean {
    for (const [key, count] of dependencies) if (this.current(key) !== count) return false;
    return true;
  }
}
