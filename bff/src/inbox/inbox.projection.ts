import { Injectable } from '@nestjs/common';
import {
  InboxEvents, type InboxAllReadData, type InboxItem, type InboxItemCreatedData, type InboxItemDeletedData,
  type InboxItemUpdatedData, type StoredEvent,
} from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';

/** Read model: collection 'messages' or 'notifications', one document per item, owner = the user. */
@ProjectionProvider()
@Injectable()
export class InboxProjection implements Projection {
  readonly name = 'inbox';
  readonly handles = Object.values(InboxEvents);

  async apply(event: StoredEvent, rm: ReadModelWriter): Promise<void> {
    switch (event.type) {
      case InboxEvents.created: {
        const { kind, ownerId, item } = event.data as InboxItemCreatedData;
        await rm.put(kind, item.id, item, { owner: ownerId });
        return;
      }
      case InboxEvents.updated: {
        const { kind, id, changes } = event.data as InboxItemUpdatedData;
        const item = await rm.get<InboxItem>(kind, id);
        if (item) await rm.put(kind, id, { ...item, ...changes });
        return;
      }
      case InboxEvents.deleted: {
        const { kind, id } = event.data as InboxItemDeletedData;
        await rm.delete(kind, id);
        return;
      }
      case InboxEvents.allRead: {
        const { kind, ids } = event.data as InboxAllReadData;
        for (const id of ids) {
          const item = await rm.get<InboxItem>(kind, id);
          if (item) await rm.put(kind, id, { ...item, read: true, seen: true });
        }
        return;
      }
    }
  }
}
