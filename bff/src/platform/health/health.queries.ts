import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';

/** What the readiness check asks of the store. */
@Injectable()
export class HealthQueries {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  get storeKind(): string {
    return this.store.kind;
  }

  /** Resolves when the store answers; rejects with the cause otherwise. */
  pingStore(): Promise<void> {
    return this.store.ping().then(() => undefined);
  }
}
