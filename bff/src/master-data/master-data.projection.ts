import { Injectable } from '@nestjs/common';
import { MasterDataEvents, type MasterDataEvent, type MasterDataRow, type StoredOf } from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';
import { MASTER_DATA_REVISIONS, masterDataCollection } from './master-data.decider';

/**
 * Read models: `master-data.<kind>`, one document per row (its values flat, as the tax rules read them); and
 * `master-data.revisions`, per kind the log position of its last change, which tells every instance's in-memory
 * index (MasterDataIndex) that it is stale.
 */
@ProjectionProvider()
@Injectable()
export class MasterDataProjection implements Projection<MasterDataEvent> {
  readonly name = 'master-data';
  readonly handles = Object.values(MasterDataEvents);

  async apply(event: StoredOf<MasterDataEvent>, rm: ReadModelWriter): Promise<void> {
    const { kind, id } = event.data;
    const collection = masterDataCollection(kind);
    switch (event.type) {
      case MasterDataEvents.created: {
        const row: MasterDataRow = { ...event.data.values, id, kind, code: String(event.data.values.code), retired: false, revision: 1, updatedAt: event.at };
        await rm.put(collection, id, row);
        break;
      }
      case MasterDataEvents.updated: {
        const row = await rm.get<MasterDataRow>(collection, id);
        if (row) await rm.put(collection, id, { ...row, ...event.data.changes, revision: row.revision + 1, updatedAt: event.at });
        break;
      }
      case MasterDataEvents.retired: {
        const row = await rm.get<MasterDataRow>(collection, id);
        if (row) await rm.put(collection, id, { ...row, retired: true, revision: row.revision + 1, updatedAt: event.at });
        break;
      }
    }
    await rm.put(MASTER_DATA_REVISIONS, kind, { kind, position: event.position });
  }
}
