import { ConflictException, Inject, Injectable } from '@nestjs/common';
import type { NewEvent, StoredEvent } from '@cis/contracts';
import { ConcurrencyError, EVENT_STORE, type EventStore, type ReadModelReader } from '../event-store/event-store.port';

export interface Actor {
  tenant: string;
  id: string | null;
}

export interface Command<S> {
  stream: string;
  actor: Actor;
  /** Reads the state the decision needs. Runs after the stream version is read, so it is never older. */
  load?: (readModels: ReadModelReader) => Promise<S>;
  /** Pure: state -> events. Throws an HttpException to refuse. [] means nothing to do. */
  decide: (state: S) => NewEvent[];
}

const MAX_ATTEMPTS = 8;

/**
 * The write path: load, decide, append with the expected version; a conflict is retried on the new state.
 * Commands on one stream run one after another in this process: the store groups concurrent appends into one
 * commit, so two commands deciding on the same stream version at once would otherwise be the rule, not the
 * exception, and all but one would have to retry. Other instances (PostgreSQL) are still caught by the version.
 */
@Injectable()
export class CommandService {
  private readonly streamTails = new Map<string, Promise<unknown>>();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute<S = undefined>(command: Command<S>): Promise<StoredEvent[]> {
    const previous = this.streamTails.get(command.stream);
    const run = previous ? previous.then(() => this.attempt(command)) : this.attempt(command);
    const tail = run.catch(() => undefined);
    this.streamTails.set(command.stream, tail);
    try {
      return await run;
    } finally {
      if (this.streamTails.get(command.stream) === tail) this.streamTails.delete(command.stream);
    }
  }

  private async attempt<S>(command: Command<S>): Promise<StoredEvent[]> {
    for (let attempt = 1; ; attempt += 1) {
      const version = await this.store.streamVersion(command.stream);
      const state = command.load ? await command.load(this.store.readModels) : (undefined as S);
      const events = command.decide(state);
      if (events.length === 0) return [];
      try {
        return await this.store.append(command.stream, events, version, { tenant: command.actor.tenant, userId: command.actor.id });
      } catch (error) {
        if (!(error instanceof ConcurrencyError)) throw error;
        if (attempt >= MAX_ATTEMPTS) {
          throw new ConflictException('The record was changed by someone else at the same time. Please try again!');
        }
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
      }
    }
  }
}
