import type { StoredEvent } from '@cis/contracts';
import type { Projection, ReadModelWriter } from './event-store.port';

/** Routes each event to the projections that handle its type. Shared by both adapters and the rebuild. */
export class ProjectionRunner {
  private readonly byType = new Map<string, Projection[]>();

  register(projections: Projection[]): void {
    for (const projection of projections) {
      for (const type of projection.handles) {
        const list = this.byType.get(type) ?? [];
        if (!list.includes(projection)) list.push(projection);
        this.byType.set(type, list);
      }
    }
  }

  async apply(event: StoredEvent, writerFor: (tenant: string) => ReadModelWriter): Promise<void> {
    const projections = this.byType.get(event.type);
    if (!projections) return;
    const writer = writerFor(event.tenant);
    // The runner routes by type: each projection receives only the events its `handles` names.
    for (const projection of projections) await projection.apply(event, writer);
  }
}
