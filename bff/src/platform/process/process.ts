import { SetMetadata } from '@nestjs/common';
import type { NewEvent, StoredOf } from '@cis/contracts';

export const PROCESS = 'cis:process';

/** Marks a provider as a process (found by the platform's discovery, run by the ProcessRunner). */
export const ProcessProvider = () => SetMetadata(PROCESS, true);

/**
 * A process (a process manager, in event-sourcing words): what the portal does *because* something happened, as
 * opposed to what a user asks. An approved top-up -> a credit on the customer's balance; a due date -> reminders.
 *
 * It is a checkpointed subscription to the log: the ProcessRunner hands it the events of its `handles` types in log
 * order, from where it stopped (its checkpoint, kept in the store), and moves the checkpoint on after each one. It
 * wakes on every commit of one of its types, on start-up (so a crash between an event and its consequence heals on
 * the next start) and every few seconds (commits of other instances).
 *
 * `handle` acts through `CommandService.handle` on a stream of a decider, never by appending directly. The runner
 * gives at-least-once delivery: an event may be handed over again (a crash after the act but before the checkpoint,
 * two instances running the same process), so the act must be idempotent *by decision*: the decider of the stream it
 * writes to recognises, in its folded state, that it was already done and decides nothing. Exactly once follows.
 *
 * A domain error (a refusal) is final: logged, and the process moves on. Any other error (the store is down) stops
 * the run at that event, to be retried.
 */
export interface Process<E extends NewEvent = NewEvent> {
  /** Names the checkpoint. Never rename a process that has run: the new name would start again from the log's start. */
  readonly name: string;
  /** The event types it acts on; others move its checkpoint without reaching it. */
  readonly handles: readonly E['type'][];
  handle(event: StoredOf<E>): Promise<void>;
}
