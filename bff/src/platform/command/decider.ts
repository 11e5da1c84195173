import type { NewEvent } from '@cis/contracts';

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
