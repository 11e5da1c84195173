import { Injectable } from '@nestjs/common';
import {
  ShortcutEvents, type Shortcut, type ShortcutCreatedData, type ShortcutDeletedData, type ShortcutUpdatedData, type StoredEvent,
} from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';
import { SHORTCUTS } from './shortcuts.decider';

@ProjectionProvider()
@Injectable()
export class ShortcutsProjection implements Projection {
  readonly name = 'shortcuts';
  readonly handles = Object.values(ShortcutEvents);

  async apply(event: StoredEvent, rm: ReadModelWriter): Promise<void> {
    if (event.type === ShortcutEvents.created) {
      const { ownerId, shortcut } = event.data as ShortcutCreatedData;
      await rm.put(SHORTCUTS, shortcut.id, shortcut, { owner: ownerId });
    } else if (event.type === ShortcutEvents.updated) {
      const { id, changes } = event.data as ShortcutUpdatedData;
      const current = await rm.get<Shortcut>(SHORTCUTS, id);
      if (current) await rm.put(SHORTCUTS, id, { ...current, ...changes });
    } else if (event.type === ShortcutEvents.deleted) {
      await rm.delete(SHORTCUTS, (event.data as ShortcutDeletedData).id);
    }
  }
}
