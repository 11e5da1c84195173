import { Injectable } from '@nestjs/common';
import { FileManagerEvents, type FileManagerItemAddedData, type StoredEvent } from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';

export const FileManagerCollections = { items: 'file-manager-items' } as const;

/** The tenant's shared file tree (no owner). */
@ProjectionProvider()
@Injectable()
export class FileManagerProjection implements Projection {
  readonly name = 'file-manager';
  readonly handles = Object.values(FileManagerEvents);

  async apply(event: StoredEvent, rm: ReadModelWriter): Promise<void> {
    if (event.type === FileManagerEvents.itemAdded) {
      const { item } = event.data as FileManagerItemAddedData;
      await rm.put(FileManagerCollections.items, item.id, item);
    }
  }
}
