import { NotFoundException } from '@nestjs/common';
import {
  ShortcutEvents, type NewEvent, type Shortcut, type ShortcutCreatedData, type ShortcutDeletedData, type ShortcutUpdatedData,
} from '@cis/contracts';

/** Pure decisions over one user's shortcuts. */
export const ShortcutsDecider = {
  create(ownerId: string, shortcut: Shortcut): NewEvent[] {
    return [{ type: ShortcutEvents.created, data: { ownerId, shortcut } satisfies ShortcutCreatedData }];
  },
  update(ownerId: string, own: Shortcut[], id: string, changes: Partial<Shortcut>): NewEvent[] {
    if (!own.some((s) => s.id === id)) throw new NotFoundException();
    // An empty patch changes nothing: no event, and the caller answers the shortcut as it is.
    if (Object.values(changes).every((value) => value === undefined)) return [];
    return [{ type: ShortcutEvents.updated, data: { ownerId, id, changes } satisfies ShortcutUpdatedData }];
  },
  delete(ownerId: string, own: Shortcut[], id: string): NewEvent[] {
    if (!own.some((s) => s.id === id)) throw new NotFoundException();
    return [{ type: ShortcutEvents.deleted, data: { ownerId, id } satisfies ShortcutDeletedData }];
  },
};

export const shortcutsStream = (ownerId: string) => `shortcuts-${ownerId}`;
export const SHORTCUTS = 'shortcuts';
