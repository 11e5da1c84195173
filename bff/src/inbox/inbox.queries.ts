import { Inject, Injectable } from '@nestjs/common';
import { NotFound, type InboxItem, type InboxKind } from '@cis/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';

/** The inbox's reads, from its read models only. */
@Injectable()
export class InboxQueries {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** The caller's feed, newest first. */
  async list(kind: InboxKind, user: AuthUser): Promise<InboxItem[]> {
    const items = await this.store.readModels.list<InboxItem>(user.tenant, kind, { owner: user.id });
    return items.sort((a, b) => b.time.localeCompare(a.time));
  }

  async one(kind: InboxKind, user: AuthUser, id: string): Promise<InboxItem> {
    const item = await this.store.readModels.get<InboxItem>(user.tenant, kind, id);
    if (!item) throw new NotFound();
    return item;
  }
}
