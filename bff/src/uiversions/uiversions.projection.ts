import { Injectable } from '@nestjs/common';
import { UiVersionEvents, type StoredEvent } from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';
import { CURRENT_VERSION_ID, UIVERSION_COLLECTION } from './uiversions.decider';

@ProjectionProvider()
@Injectable()
export class UiVersionProjection implements Projection {
  readonly name = 'uiversions';
  readonly handles = [UiVersionEvents.published];
  async apply(event: StoredEvent, rm: ReadModelWriter): Promise<void> {
    await rm.put(UIVERSION_COLLECTION, CURRENT_VERSION_ID, event.data);
  }
}
