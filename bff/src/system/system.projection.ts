import { Injectable } from '@nestjs/common';
import { MaintenanceEvents, type MaintenanceEvent, type MaintenanceState, type StoredOf } from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';
import { MAINTENANCE_COLLECTION, MAINTENANCE_ID } from './system.decider';

/** The tenant's maintenance state, one document: what the write guard and the banner read. */
@ProjectionProvider()
@Injectable()
export class MaintenanceProjection implements Projection<MaintenanceEvent> {
  readonly name = 'system.maintenance';
  readonly handles = Object.values(MaintenanceEvents);

  async apply(event: StoredOf<MaintenanceEvent>, rm: ReadModelWriter): Promise<void> {
    switch (event.type) {
      case MaintenanceEvents.switchedOn:
        await rm.put(MAINTENANCE_COLLECTION, MAINTENANCE_ID, { on: true, message: event.data.message, since: event.data.at, by: event.userId } satisfies MaintenanceState);
        return;
      case MaintenanceEvents.switchedOff:
        await rm.put(MAINTENANCE_COLLECTION, MAINTENANCE_ID, { on: false, message: null, since: event.data.at, by: event.userId } satisfies MaintenanceState);
        return;
    }
  }
}
