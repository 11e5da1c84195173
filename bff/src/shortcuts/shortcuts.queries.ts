import { Inject, Injectable } from '@nestjs/common';
import { NotFound, type Shortcut } from '@cis/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { SHORTCUTS } from './shortcuts.decider';

/** The caller's own shortcuts, from the read model. */
@Injectable()
export class ShortcutsQueries {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  own(user: AuthUser): Promise<Shortcut[]> {
    return this.store.readModels.list<Shortcut>(user.tenant, SHORTCUTS, { owner: user.id });
  }

  async one(user: AuthUser, id: string): Promise<Shortcut> {
    const shortcut = (await this.own(user)).find((s) => s.id === id);
    if (!shortcut) throw new NotFound();
    return shortcut;
  }
}
