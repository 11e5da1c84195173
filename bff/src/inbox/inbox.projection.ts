import { Injectable } from '@nestjs/common';
import { InboxEvents, type InboxEvent, type InboxItem, type StoredOf } from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';

/** Read model: collection 'messages' or 'notifications', one document per item, owner = the user. */
@ProjectionProvider()
@Injectable()
export class InboxProjection implements Projection<InboxEvent> {
  readonly name = 'inbox';
  readonly handles = Object.values(InboxEvents);

  async apply(event: StoredOf<InboxEvent>, rm: ReadModelWriter): Promise<void> {
    switch (event.type) {
      case InboxEvents.created:
        await rm.put(event.data.kind, event.data.item.id, event.data.item, { owner: event.data.ownerId });
        return;
      case InboxEvents.updated: {
        const { kind, id, changes } = event.data;
        const item = await rm.get<InboxItem>(kind, id);
        if (item) await rm.put(kind, id, { ...item, ...changes });
        return;
      }
      case InboxEvents.deleted:
        await rm.delete(event.data.kind, event.data.id);
        return;
      case InboxEvents.allRead: {
        const { kind, ids } = event.data;
        for (const id of ids) {
          const item = await rm.get<InboxItem>(kind, id);
          if (item) await rm.put(kind, id, { ...item, read: true, seen: true });
        }
        return;
      }
    }
  }
}
