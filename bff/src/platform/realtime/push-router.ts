import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '@cis/contracts';
import type { PushSource } from './push-routes';

/** Event type -> rooms, from the areas' push declarations. An event no declaration names is never pushed. */
@Injectable()
export class PushRouter {
  private readonly byType = new Map<string, PushSource[]>();

  register(sources: PushSource[]): void {
    for (const source of sources) {
      for (const type of source.handles) this.byType.set(type, [...(this.byType.get(type) ?? []), source]);
    }
  }

  rooms(event: StoredEvent): string[] {
    const sources = this.byType.get(event.type);
    if (!sources) return [];
    return [...new Set(sources.flatMap((source) => source.rooms(event)))];
  }

  /** What the sockets receive for the event: the stored event, its data replaced where a declaration shapes it. */
  push(event: StoredEvent): StoredEvent {
    for (const source of this.byType.get(event.type) ?? []) {
      const shaped = source.shape(event);
      if (shaped) return { ...event, data: shaped.data };
    }
    return event;
  }
}
