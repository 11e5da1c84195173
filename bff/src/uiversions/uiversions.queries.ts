import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_TENANT, type VersionInfo } from '@cis/contracts';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { CURRENT_VERSION_ID, INITIAL_VERSION, UIVERSION_COLLECTION } from './uiversions.decider';

@Injectable()
export class UiVersionQueries {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async current(): Promise<VersionInfo> {
    return (await this.store.readModels.get<VersionInfo>(DEFAULT_TENANT, UIVERSION_COLLECTION, CURRENT_VERSION_ID)) ?? INITIAL_VERSION;
  }
}
