import { Injectable } from '@nestjs/common';
import { FileManagerEvents, type FileManagerEvent, type StoredOf } from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';
import { FileManagerCollections } from './file-manager.decider';

/** The tenant's shared file tree (no owner). */
@ProjectionProvider()
@Injectable()
export class FileManagerProjection implements Projection<FileManagerEvent> {
  readonly name = 'file-manager';
  readonly handles = Object.values(FileManagerEvents);

  async apply(event: StoredOf<FileManagerEvent>, rm: ReadModelWriter): Promise<void> {
    switch (event.type) {
      case FileManagerEvents.itemAdded:
        await rm.put(FileManagerCollections.items, event.data.item.id, event.data.item);
        return;
    }
  }
}
