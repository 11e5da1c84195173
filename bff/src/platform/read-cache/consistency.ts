/**
 * What an instance knows of the commits of a store other instances write too (PostgreSQL): which log positions it has
 * seen, in commit order, through the store's commit notifications (LISTEN/NOTIFY). The read cache serves an answer
 * from memory only when this says the instance has seen what the caller may already know of (issue 16):
 *
 * - a caller that sends a position (POSITION_HEADER) is served from memory once `seen` reaches it;
 * - a caller that sends none is served after a `barrier()`: a notification this instance sent after the request
 *   arrived has come back, so every commit acknowledged before the request arrived has been seen (notifications
 *   arrive in commit order). One barrier serves every request waiting at the time; it costs one round trip to the
 *   database per batch of waiting requests, not a query per request.
 *
 * While the notification connection is down (`live` false) nothing is served from memory.
 */
export interface Consistency {
  /** The log position up to which every commit has been seen by this instance (contiguous: commits are in order). */
  readonly seen: number;
  /** The notifications arrive (the cache may serve from memory). */
  readonly live: boolean;
  /** Resolves once every commit acknowledged before the call has been seen; false when that could not be known. */
  barrier(): Promise<boolean>;
  /** Resolves true once `seen` >= position, false after timeoutMs. */
  waitFor(position: number, timeoutMs: number): Promise<boolean>;
}
