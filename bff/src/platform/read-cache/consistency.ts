/**
 * What an instance knows of the commits of a store other instances write too (PostgreSQL): which log positions it has
 * seen, in commit order, through the store's commit notifications (LISTEN/NOTIFY). The read cache serves an answer
 * from memory only when this says the instance has seen what the caller may already know of (issue 16):
 *
 * - a caller that sends a position (POSITION_HEADER) is served from memory once `seen` reaches it;
 * - a caller that sends none is served once a `barrier()` sent at most NO_POSITION_STALENESS_MS (100 ms) before the
 *   request has come back: every commit acknowledged before the barrier was sent has then been seen (notifications
 *   arrive in commit order), so the answer misses no commit acknowledged more than 100 ms before the request (this
 *   instance's own commits: none at all, they count at once). A barrier is sent only when the last one is older:
 *   under load, at most one round trip to the database per 100 ms for every such read, not one per batch of them.
 *
 * While the notification connection is down (`live` false) nothing is served from memory.
 */
export interface Consistency {
  /** The log position up to which every commit has been seen by this instance (contiguous: commits are in order). */
  readonly seen: number;
  /** The notifications arrive (the cache may serve from memory). */
  readonly live: boolean;
  /**
   * Resolves once every commit acknowledged before the call (or, with `withinMs`, before that many ms before it) has
   * been seen: a barrier sent since then has come back. False when that could not be known.
   */
  barrier(withinMs?: number): Promise<boolean>;
  /** True when a barrier sent at most `ms` ago has come back (every commit acknowledged before it has been seen). */
  barrierWithin(ms: number): boolean;
  /** How many barriers this instance has sent (each one round trip to the database). */
  readonly barriersSent: number;
  /** Resolves true once `seen` >= position, false after timeoutMs. */
  waitFor(position: number, timeoutMs: number): Promise<boolean>;
}
