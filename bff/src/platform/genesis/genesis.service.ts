import { Inject, Injectable, Logger } from '@nestjs/common';
import { DEFAULT_TENANT } from '@cis/contracts';
import { ConcurrencyError, EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { PlatformDiscovery } from '../discovery';

/** On an empty log, appends every area's fixtures as genesis events, so sample data has history like any other. */
@Injectable()
export class GenesisService {
  private readonly logger = new Logger('Genesis');

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore, private readonly discovery: PlatformDiscovery) {}

  async seedIfEmpty(tenant = DEFAULT_TENANT): Promise<number> {
    if ((await this.store.lastPosition()) > 0) return 0;
    let appended = 0;
    for (const source of this.discovery.genesisSources()) {
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
}
