import { Injectable } from '@nestjs/common';
import { ShortcutEvents, type Shortcut, type ShortcutsEvent, type StoredOf } from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';
import { SHORTCUTS } from './shortcuts.decider';

/** Read model 'shortcuts', each doc owned by its user. */
@ProjectionProvider()
@Injectable()
export class ShortcutsProjection implements Projection<ShortcutsEvent> {
  readonly name = 'shortcuts';
  readonly handles = Object.values(ShortcutEvents);

  async apply(event: StoredOf<ShortcutsEvent>, rm: ReadModelWriter): Promise<void> {
    switch (event.type) {
      case ShortcutEvents.created:
        await rm.put(SHORTCUTS, event.data.shortcut.id, event.data.shortcut, { owner: event.data.ownerId });
        return;
      case ShortcutEvents.updated: {
        const current = await rm.get<Shortcut>(SHORTCUTS, event.data.id);
        if (current) await rm.put(SHORTCUTS, event.data.id, { ...current, ...event.data.changes });
        return;
      }
      case ShortcutEvents.deleted:
        await rm.delete(SHORTCUTS, event.data.id);
        return;
    }
  }
}
