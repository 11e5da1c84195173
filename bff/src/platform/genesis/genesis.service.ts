import { Inject, Injectable, Logger } from '@nestjs/common';
import { DEFAULT_TENANT, type NewEvent } from '@cis/contracts';
import { ConcurrencyError, EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { PlatformDiscovery } from '../discovery';

/** Streams per transaction of a batched genesis source. */
const GENESIS_BATCH = 5000;

/** On an empty log, appends every area's fixtures as genesis events, so sample data has history like any other. */
@Injectable()
export class GenesisService {
  private readonly logger = new Logger('Genesis');

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore, private readonly discovery: PlatformDiscovery) {}

  async seedIfEmpty(tenant = DEFAULT_TENANT): Promise<number> {
    if ((await this.store.lastPosition()) > 0) return 0;
    let appended = 0;
    for (const source of this.discovery.genesisSources()) {
      if (source.batched) {
        appended += await this.seedBatched(tenant, await source.genesis(tenant));
        continue;
      }
      for (const { stream, events, userId } of await source.genesis(tenant)) {
        if (events.length === 0) continue;
        try {
          await this.store.append(stream, events, 0, { tenant, userId: userId ?? null });
          appended += events.length;
        } catch (error) {
          // Another instance seeding the same empty store at the same moment: its copy stands.
          if (!(error instanceof ConcurrencyError)) throw error;
        }
      }
    }
    this.logger.log(`Seeded ${appended} genesis events`);
    return appended;
  }

  /** Streams in batches of GENESIS_BATCH, each batch one transaction; a batch another instance already seeded stands. */
  private async seedBatched(tenant: string, streams: readonly { stream: string; events: NewEvent[] }[]): Promise<number> {
    let appended = 0;
    const nonEmpty = streams.filter((s) => s.events.length > 0);
    for (let start = 0; start < nonEmpty.length; start += GENESIS_BATCH) {
      const batch = nonEmpty.slice(start, start + GENESIS_BATCH);
      try {
        await this.store.appendMany(batch.map(({ stream, events }) => ({ stream, events, expectedVersion: 0 })), { tenant, userId: null });
        appended += batch.reduce((sum, s) => sum + s.events.length, 0);
      } catch (error) {
        if (!(error instanceof ConcurrencyError)) throw error;
      }
    }
    return appended;
  }
}
