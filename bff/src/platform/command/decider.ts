import type { NewEvent, StoredEvent, StoredOf } from '@cis/contracts';

/**
 * The one shape of a decision, in every area (as Emmett's and Equinox's deciders): pure, no framework, no I/O.
 *
 * - `initialState`: the state of a stream with no events.
 * - `evolve(state, event)`: the state after one of the stream's own events. The write path folds the stream's events
 *   through it to get the state a decision needs (the read models serve queries, not decisions).
 * - `decide(command, state)`: the events the command produces, `[]` when there is nothing to do, or a refusal thrown
 *   as a domain error from '@cis/contracts' (NotFound, Refused, Forbidden, Conflict).
 *
 * What a decision needs from outside its stream (the tags that exist, whether a recipient is an account, the clock)
 * travels in the command: the area's command handler looks it up before deciding, so the decider stays pure and its
 * given/when/then tests need no store.
 */
export interface Decider<C extends { type: string }, E extends NewEvent, S> {
  readonly initialState: S;
  decide(command: C, state: S): readonly E[];
  evolve(state: S, event: E): S;
}

/** The command, event and state types of a decider. */
export type CommandOf<D> = D extends Decider<infer C, NewEvent, unknown> ? C : never;
export type EventOf<D> = D extends Decider<{ type: string }, infer E, unknown> ? E : never;
export type StateOf<D> = D extends Decider<{ type: string }, NewEvent, infer S> ? S : never;

/** The state after a sequence of events, from the initial state. */
export function fold<C extends { type: string }, E extends NewEvent, S>(decider: Decider<C, E, S>, events: readonly E[], from = decider.initialState): S {
  return events.reduce((state, event) => decider.evolve(state, event), from);
}

/**
 * A stream's stored events as its decider's events: the one place the write path takes the log's events to be of a
 * decider's event type (CommandService and StreamStates convert through it and nowhere else). Sound because a stream
 * belongs to one decider (the area names its streams), the only events appended to it are that decider's (what
 * `decide` answered, and what the area's carryOver answers, both typed E), and a stored event never changes. The log
 * holds JSON, so the type cannot be checked at run time without a guard per area, which the Decider shape does not ask for.
 */
export function streamEventsOf<C extends { type: string }, E extends NewEvent, S>(
  _decider: Decider<C, E, S>,
  events: readonly StoredEvent[],
): Array<E & StoredOf<E>> {
  // The stream's own events (see above): the conversion the write path rests on, in this one function.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a stream's events are its decider's (above)
  return events as Array<E & StoredOf<E>>;
}
