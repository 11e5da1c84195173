import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { DomainError, type StoredEvent } from '@cis/contracts';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import type { Process } from './process';

/** Events read from the log per query while a process catches up. */
const BATCH = 500;
/** Without a commit of its own types, a process still looks at the log this often: other instances' commits. */
export const PROCESS_POLL_MS = 5_000;
/** After a failure (not a refusal), the run is retried after this long, doubling up to the maximum. */
const RETRY_MS = { first: 250, max: 30_000 };
/** How long a caller waits by default for a process to pass a position (see settled). */
const SETTLE_TIMEOUT_MS = 5_000;
/** How long start-up waits for the processes to handle the log it found before serving anyway (see catchUpAtStartUp). */
export const STARTUP_CATCH_UP_MS = 30_000;

interface Waiter {
  position: number;
  resolve: (passed: boolean) => void;
}

/** One process in this instance: its position in the log and its run. */
class ProcessRun {
  /** The last position this instance has handled (or passed over); the checkpoint is saved from it. */
  position = 0;
  private saved = 0;
  private started = false;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private retryMs = RETRY_MS.first;
  private retryTimer: NodeJS.Timeout | null = null;
  private readonly waiters: Waiter[] = [];
  private readonly types: ReadonlySet<string>;

  constructor(readonly process: Process, private readonly store: EventStore, private readonly logger: Logger) {
    this.types = new Set(process.handles);
  }

  handles(type: string): boolean {
    return this.types.has(type);
  }

  /**
   * A commit of none of this process's types moves the position past it without reading it, when the run is idle and
   * had seen everything before it (`seenUpTo`: the caller knows every commit of the store reaches it, in order).
   * Without this, every run read back and parsed every event of the log once per poll: six processes, six reads per
   * write.
   */
  passOver(seenUpTo: number, to: number): void {
    if (!this.started || this.running || this.stopped || this.position < seenUpTo) return;
    this.position = Math.max(this.position, to);
    this.release();
  }

  /** Runs now, or once more after the current run when one is under way. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.run().finally(() => {
      this.running = null;
      if (this.again && !this.stopped) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Resolves true once this instance has passed `position`, false after `timeoutMs`. */
  settled(position: number, timeoutMs: number): Promise<boolean> {
    if (this.started && this.position >= position) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        position,
        resolve: (passed) => {
          clearTimeout(timer);
          resolve(passed);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        resolve(false);
      }, timeoutMs);
      timer.unref();
      this.waiters.push(waiter);
      this.wake();
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.running;
    for (const waiter of this.waiters.splice(0)) waiter.resolve(false);
  }

  private async run(): Promise<void> {
    try {
      if (!this.started) {
        this.position = await this.store.readCheckpoint(this.process.name);
        this.saved = this.position;
        this.started = true;
        this.release();
      }
      await this.catchUp();
      this.retryMs = RETRY_MS.first;
    } catch (error) {
      if (this.stopped) return;
      this.logger.error(`Process ${this.process.name} stopped at position ${this.position} and will retry: ${String(error)}`);
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        this.wake();
      }, this.retryMs);
      this.retryTimer.unref();
      this.retryMs = Math.min(this.retryMs * 2, RETRY_MS.max);
    }
  }

  /**
   * Reads the process's own events from the position on and hands each over in order; the position then moves past
   * the events of other types up to where the log was read (see EventStore.readTypes), without reading them.
   */
  private async catchUp(): Promise<void> {
    const types = [...this.types];
    for (;;) {
      const { events, through } = await this.store.readTypes(this.position, types, BATCH);
      for (const event of events) {
        if (this.stopped) return;
        await this.handleOne(event);
        this.position = event.position;
        // After each act: a crash now hands this event over again only if the act itself did not land.
        await this.save();
        this.release();
      }
      if (this.stopped) return;
      this.position = Math.max(this.position, through);
      this.release();
      // Fewer than a batch: the log was read up to its head.
      if (events.length < BATCH) break;
    }
    // Positions passed over are saved once per run, not once each: a restart looks at them again, and passes them again.
    await this.save();
  }

  private async handleOne(event: StoredEvent): Promise<void> {
    try {
      // The runner hands over only the types the process declared (see handles).
      await this.process.handle(event);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      this.logger.warn(`Process ${this.process.name} refused the event at position ${event.position} (${event.type}): ${error.message}`);
    }
  }

  private async save(): Promise<void> {
    if (this.position <= this.saved) return;
    await this.store.saveCheckpoint(this.process.name, this.position);
    this.saved = this.position;
  }

  private release(): void {
    for (let i = this.waiters.length - 1; i >= 0; i -= 1) {
      const waiter = this.waiters[i];
      if (waiter && this.position >= waiter.position) {
        this.waiters.splice(i, 1);
        waiter.resolve(true);
      }
    }
  }
}

/**
 * Runs the processes (see Process) of this instance: started by the platform once genesis is written, stopped before
 * the store closes. Every instance runs every process; their acts being idempotent by decision, two instances on one
 * store act once, and the checkpoint (saved never backwards) only spares the re-reading.
 */
@Injectable()
export class ProcessRunner implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Processes');
  private readonly runs = new Map<string, ProcessRun>();
  private unsubscribe: (() => void) | null = null;
  private poll: NodeJS.Timeout | null = null;

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  start(processes: Process[], pollMs = PROCESS_POLL_MS): void {
    for (const process of processes) {
      if (this.runs.has(process.name)) throw new Error(`Two processes are named ${process.name}`);
      this.runs.set(process.name, new ProcessRun(process, this.store, this.logger));
    }
    if (this.runs.size === 0) return;
    // Where every commit of the store reaches this process in log order (SQLite: it owns its file), `delivered` is the
    // highest position known committed; a run at or past it passes over the next commit of other types unread. Known
    // once the log's last position has been read after subscribing; never with PostgreSQL, where others commit too.
    let delivered = 0;
    let known = false;
    this.unsubscribe = this.store.subscribe((events) => {
      const last = events.reduce((max, event) => Math.max(max, event.position), 0);
      for (const run of this.runs.values()) {
        if (events.some((event) => run.handles(event.type))) run.wake();
        else if (known) run.passOver(delivered, last);
      }
      delivered = Math.max(delivered, last);
    });
    if (this.store.changes.complete) {
      // Subscribed first: a commit after this read is delivered, one before it is at or below its answer.
      void this.store.lastPosition().then((position) => {
        delivered = Math.max(delivered, position);
        known = true;
      }, () => undefined);
    }
    this.poll = setInterval(() => this.wakeAll(), pollMs);
    this.poll.unref();
    this.wakeAll();
  }

  /**
   * Resolves true once this instance's run of the process has handled the log up to `position` (an event a command
   * just appended), false when that takes longer than `timeoutMs` or the process does not run here. For a caller that
   * answers after the process's consequence, as the payment callback does: the provider's next read sees the credit.
   */
  settled(name: string, position: number, timeoutMs = SETTLE_TIMEOUT_MS): Promise<boolean> {
    const run = this.runs.get(name);
    return run ? run.settled(position, timeoutMs) : Promise.resolve(false);
  }

  /**
   * Resolves once every process here has handled the log up to `position` (true), or after `timeoutMs` (false): the
   * platform waits for this at start-up, so an instance serves only once the consequences of the log it found (a
   * seeded return's messages, a top-up approved before a restart) are written, and a reader never sees them arrive
   * later one by one.
   */
  async caughtUp(position: number, timeoutMs: number): Promise<boolean> {
    const passed = await Promise.all([...this.runs.values()].map((run) => run.settled(position, timeoutMs)));
    return passed.every(Boolean);
  }

  /**
   * Start-up's wait (the platform's, once the processes are started): until every process here has handled the log up
   * to `position` (true), but never longer than `boundMs`: a process that does not catch up (a hung act, a slow
   * store) delays serving by the bound at most, with a warning, and goes on catching up while the instance serves.
   */
  async catchUpAtStartUp(position: number, boundMs = STARTUP_CATCH_UP_MS): Promise<boolean> {
    if (await this.caughtUp(position, boundMs)) return true;
    this.logger.warn(`Processes had not caught up with position ${position} after ${boundMs / 1000} s; serving while they go on`);
    return false;
  }

  /** The names of the processes running here (their checkpoints: the System page's lag figures). */
  names(): string[] {
    return [...this.runs.keys()];
  }

  /** Stops every run after the event it is handling, so the store can close under none. */
  async beforeApplicationShutdown(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
    await Promise.all([...this.runs.values()].map((run) => run.stop()));
  }

  private wakeAll(): void {
    for (const run of this.runs.values()) run.wake();
  }
}
