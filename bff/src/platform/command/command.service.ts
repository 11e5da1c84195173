import { Inject, Injectable } from '@nestjs/common';
import { Conflict, DomainError, REFUSALS, type NewEvent, type StoredEvent, type StoredOf } from '@cis/contracts';
import { ConcurrencyError, EVENT_STORE, type EventStore, type ReadModelReader } from '../event-store/event-store.port';
import { fold, streamEventsOf, type Decider } from './decider';
import { StreamStates } from './stream-states';

export interface Actor {
  tenant: string;
  id: string | null;
}

/** A decision on one stream: the decider that owns the stream, the command, and who asks. */
export interface Handle<C extends { type: string }, E extends NewEvent, S> {
  decider: Decider<C, E, S>;
  stream: string;
  command: C;
  actor: Actor;
  /**
   * For an aggregate that may have lived on an older, wider stream (the per-tenant streams of mail, notes, tasks
   * before streams per aggregate): when this stream has no event yet, the events that carry the aggregate's current
   * state over, made by the area from its read model ([] when there is nothing to carry). They are folded before the
   * decision and appended with its events, at expected version 0, so the stream holds the whole aggregate from its
   * first write on. Nothing is carried when the decision is [].
   */
  carryOver?: () => Promise<readonly E[]>;
}

/** @deprecated The shape before deciders: a `load` from the read models and a `decide` closure. Being replaced by handle(). */
/** A command of execute() decided on what `load` reads from the read models. */
export interface LoadedCommand<S> {
  stream: string;
  actor: Actor;
  load: (readModels: ReadModelReader) => Promise<S>;
  decide: (state: S) => NewEvent[];
}
/** A command of execute() decided on nothing (its decide is given undefined). */
export interface UnloadedCommand {
  stream: string;
  actor: Actor;
  load?: undefined;
  decide: (state: undefined) => NewEvent[];
}
export type Command<S> = LoadedCommand<S> | UnloadedCommand;

/**
 * A stale version is decided again on the new state for as long as this lasts (and at least MIN_ATTEMPTS times), then
 * answered 409. In one process a stream's commands already run in turn, so a stale version means another instance
 * (PostgreSQL) appended to the stream meanwhile: two instances each writing one user's feed in a steady stream would
 * lose eight races in a row now and then (issue 16: 19-32 of 3,000 messages answered 409). Waiting a random, growing
 * while between attempts takes turns with the other instance instead; a decision the new state refuses is refused at
 * once, so only appends no rule makes conflict are retried that long.
 */
const RETRY_BUDGET_MS = 3_000;
const MIN_ATTEMPTS = 8;

/**
 * The write path: the stream's state (its events folded through the decider's evolve), the decision, the append with
 * the expected version; a conflict is retried on the new state (for up to 3 s), then answered 409. Nothing is lost
 * silently.
 *
 * Commands on one stream run one after another in this process: the store groups concurrent appends into one commit,
 * so two commands deciding on the same stream version at once would otherwise be the rule, not the exception, and all
 * but one would have to retry. Other instances (PostgreSQL) are still caught by the expected version.
 */
@Injectable()
export class CommandService {
  private readonly streamTails = new Map<string, Promise<unknown>>();
  private readonly states = new StreamStates();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** Decides `command` on `stream` and appends what it decides. Answers the events appended ([] when none). */
  handle<C extends { type: string }, E extends NewEvent, S>(request: Handle<C, E, S>): Promise<StoredOf<E>[]> {
    return this.serialised(request.stream, () => this.attemptHandle(request));
  }

  /** @deprecated Use handle() with the area's decider. */
  execute<S>(command: LoadedCommand<S>): Promise<StoredEvent[]>;
  /** @deprecated Use handle() with the area's decider. */
  execute(command: UnloadedCommand): Promise<StoredEvent[]>;
  execute<S>(command: Command<S>): Promise<StoredEvent[]> {
    return this.serialised(command.stream, () => this.attempt(command));
  }

  private async serialised<T>(stream: string, run: () => Promise<T>): Promise<T> {
    const previous = this.streamTails.get(stream);
    const current = previous ? previous.then(run) : run();
    const tail = current.catch(() => undefined);
    this.streamTails.set(stream, tail);
    try {
      return await current;
    } finally {
      if (this.streamTails.get(stream) === tail) this.streamTails.delete(stream);
    }
  }

  private async attemptHandle<C extends { type: string }, E extends NewEvent, S>(request: Handle<C, E, S>): Promise<StoredOf<E>[]> {
    const { decider, stream, command, actor } = request;
    const started = Date.now();
    for (let attempt = 1; ; attempt += 1) {
      // First the state this process remembers, unread: an append decided on it is checked by its expected version,
      // and any other outcome (a refusal, nothing to do) is decided again on the stream as read (StreamStates.peek).
      const remembered = attempt === 1 ? this.states.peek(decider, stream) : undefined;
      const { version, state } = remembered ?? (await this.states.load(this.store, decider, stream));
      const carried = version === 0 && request.carryOver ? await request.carryOver() : [];
      let events: readonly E[];
      try {
        events = decider.decide(command, fold(decider, carried, state));
      } catch (error) {
        if (remembered && error instanceof DomainError) continue;
        throw error;
      }
      if (events.length === 0) {
        if (remembered) continue;
        return [];
      }
      if (this.store.appendDeciding && carried.length === 0) {
        return this.appendDeciding(this.store.appendDeciding.bind(this.store), request, version, state, events);
      }
      try {
        const stored = await this.store.append(stream, [...carried, ...events], version, { tenant: actor.tenant, userId: actor.id });
        this.states.remember(decider, stream, stored, state, version);
        // The decision's events: what was carried over changed nothing anyone sees.
        return streamEventsOf(decider, stored).slice(carried.length);
      } catch (error) {
        if (!(error instanceof ConcurrencyError)) throw error;
        // The remembered state stays exact at its version: the next attempt folds only what was appended since.
        if (exhausted(attempt, started)) throw new Conflict('conflict', REFUSALS.conflict);
        await backOff(attempt);
      }
    }
  }

  /**
   * Where other instances append too (PostgreSQL): `decided` (the decision at `known`) is appended unless another
   * instance appended meanwhile; then the command is decided again under the store's append lock, on the state folded
   * with what that instance appended, so it cannot lose the race (issue 16: no 409 for appends no rule makes
   * conflict, however many instances write one stream), and it still commits in the store's batch.
   */
  private async appendDeciding<C extends { type: string }, E extends NewEvent, S>(
    appendDeciding: NonNullable<EventStore['appendDeciding']>, request: Handle<C, E, S>, known: number, before: S, decided: readonly E[],
  ): Promise<StoredOf<E>[]> {
    const { decider, stream, command, actor } = request;
    let state = before;
    let version = known;
    // Called at most once per transaction, but again if a failed batch's appends run alone: each call starts from `before`.
    const decideOnMissed = (missed: StoredEvent[], current: number): E[] => {
      state = before;
      for (const event of streamEventsOf(decider, missed)) state = decider.evolve(state, event);
      version = current;
      return [...decider.decide(command, state)];
    };
    const stored = await appendDeciding(stream, known, decideOnMissed, { tenant: actor.tenant, userId: actor.id }, [...decided]);
    if (stored.length > 0) this.states.remember(decider, stream, stored, state, version);
    return streamEventsOf(decider, stored);
  }

  /** The command's decision on the read models as they are now (or on nothing, without a load). */
  private async decided<S>(command: Command<S>): Promise<NewEvent[]> {
    return command.load ? command.decide(await command.load(this.store.readModels)) : command.decide(undefined);
  }

  private async attempt<S>(command: Command<S>): Promise<StoredEvent[]> {
    const started = Date.now();
    for (let attempt = 1; ; attempt += 1) {
      const version = await this.store.streamVersion(command.stream);
      const events = await this.decided(command);
      if (events.length === 0) return [];
      try {
        return await this.store.append(command.stream, events, version, { tenant: command.actor.tenant, userId: command.actor.id });
      } catch (error) {
        if (!(error instanceof ConcurrencyError)) throw error;
        if (this.store.appendDeciding) {
          // Decided again under the append lock (see decideUnderLock): on the read models as they are then.
          return this.store.appendDeciding(command.stream, Number.MAX_SAFE_INTEGER, () => this.decided(command),
            { tenant: command.actor.tenant, userId: command.actor.id });
        }
        if (exhausted(attempt, started)) throw new Conflict('conflict', REFUSALS.conflict);
        await backOff(attempt);
      }
    }
  }
}

function exhausted(attempt: number, started: number): boolean {
  return attempt >= MIN_ATTEMPTS && Date.now() - started >= RETRY_BUDGET_MS;
}

/** A random wait, growing with the attempts (at most 100 ms), so two instances racing for a stream take turns. */
function backOff(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 5 * 2 ** Math.min(attempt, 5))));
}
