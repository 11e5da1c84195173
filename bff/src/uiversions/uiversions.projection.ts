import { Injectable } from '@nestjs/common';
import { UiVersionEvents, type StoredOf, type UiVersionEvent } from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';
import { CURRENT_VERSION_ID, UIVERSION_COLLECTION } from './uiversions.decider';

@ProjectionProvider()
@Injectable()
export class UiVersionProjection implements Projection<UiVersionEvent> {
  readonly name = 'uiversions';
  readonly handles = Object.values(UiVersionEvents);

  async apply(event: StoredOf<UiVersionEvent>, rm: ReadModelWriter): Promise<void> {
    switch (event.type) {
      case UiVersionEvents.published:
        await rm.put(UIVERSION_COLLECTION, CURRENT_VERSION_ID, event.data);
        return;
    }
  }
}
