import type { NewEvent, StoredEvent } from '@cis/contracts';
import type { EventStore } from '../event-store/event-store.port';
import { streamEventsOf, type Decider } from './decider';

interface Entry {
  /** Compared by identity only: the remembered state is this decider's. */
  decider: object;
  version: number;
  state: unknown;
}

/** Streams whose folded state this process remembers; beyond it the oldest is forgotten (and folded again when needed). */
const MAX_STREAMS = 10_000;

/**
 * The state of each stream at a version, folded through its decider's evolve and remembered, so a long stream (a
 * customer's balance) is not read from its first event on every write: the next write reads only the events after
 * the remembered version (none, unless another instance appended). Exact, because a stream's events never change.
 */
export class StreamStates {
  private readonly entries = new Map<string, Entry>();

  async load<C extends { type: string }, E extends NewEvent, S>(store: EventStore, decider: Decider<C, E, S>, stream: string): Promise<{ version: number; state: S }> {
    const known = this.entries.get(stream);
    const from = known && known.decider === decider ? known : undefined;
    const events = await store.readStream(stream, from?.version ?? 0);
    // A stream belongs to one decider, by its name: its events are the decider's (streamEventsOf says why that holds).
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a stream's state is its decider's (streamEventsOf)
    let state = (from?.state as S | undefined) ?? decider.initialState;
    for (const event of streamEventsOf(decider, events)) state = decider.evolve(state, event);
    const version = events.at(-1)?.version ?? from?.version ?? 0;
    this.set(stream, { decider, version, state });
    return { version, state };
  }

  /**
   * The state remembered for the stream, without reading the store: exact where this process is the stream's only
   * writer, possibly behind where another instance (or another writer) appended since. A caller may append on it only
   * with its version as the expected version, and must read (load) before any other outcome.
   */
  peek<C extends { type: string }, E extends NewEvent, S>(decider: Decider<C, E, S>, stream: string): { version: number; state: S } | undefined {
    const known = this.entries.get(stream);
    if (!known || known.decider !== decider) return undefined;
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a stream's state is its decider's (streamEventsOf)
    return { version: known.version, state: known.state as S };
  }

  /** After an append: the state folded with what was just appended. */
  remember<C extends { type: string }, E extends NewEvent, S>(decider: Decider<C, E, S>, stream: string, appended: StoredEvent[], before: S, version: number): void {
    let state = before;
    for (const event of streamEventsOf(decider, appended)) state = decider.evolve(state, event);
    const last = appended[appended.length - 1];
    this.set(stream, { decider, version: last ? last.version : version, state });
  }

  forget(stream: string): void {
    this.entries.delete(stream);
  }

  private set(stream: string, entry: Entry): void {
    this.entries.delete(stream);
    this.entries.set(stream, entry);
    if (this.entries.size > MAX_STREAMS) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
