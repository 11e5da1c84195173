import {
  NotFound, SHORTCUT_READ_ONLY_FIELDS, ShortcutEvents, differingFields, withoutEchoedReadOnly, type Shortcut, type ShortcutsEvent,
} from '@cis/contracts';
import type { Decider } from '../platform/command/decider';

export const SHORTCUTS = 'shortcuts';

/**
 * One stream per owner: a user's shortcuts are theirs alone (no rule spans the tenant), and one user's writes do not
 * wait for another's.
 */
export const shortcutsStream = (ownerId: string): string => `shortcuts-${ownerId}`;

/** A shortcut patch as the body gives it: what may change, and the shortcut's id when echoed back. */
export type ShortcutUpdate = Partial<Omit<Shortcut, 'id'>> & { id?: unknown };

export type ShortcutsCommand =
  | { type: 'create'; ownerId: string; shortcut: Shortcut }
  /** The given fields replace the shortcut's; nothing is recorded when none differs. */
  | { type: 'update'; ownerId: string; id: string; patch: ShortcutUpdate }
  | { type: 'delete'; ownerId: string; id: string };

/** The owner's shortcuts by id. */
export type ShortcutsState = Readonly<Record<string, Shortcut>>;

export const ShortcutsDecider: Decider<ShortcutsCommand, ShortcutsEvent, ShortcutsState> = {
  initialState: {},

  decide(command, own) {
    switch (command.type) {
      case 'create':
        return [{ type: ShortcutEvents.created, data: { ownerId: command.ownerId, shortcut: command.shortcut } }];
      case 'update': {
        const current = mustHave(own, command.id);
        // The id, when echoed, equals the shortcut's (else refused): it is no change.
        const { id: _echoed, ...patch } = withoutEchoedReadOnly(command.patch, current, SHORTCUT_READ_ONLY_FIELDS, 'shortcut');
        const changes: Partial<Shortcut> = differingFields(current, patch);
        // Nothing differs: no event, and the caller answers the shortcut as it is.
        if (Object.keys(changes).length === 0) return [];
        return [{ type: ShortcutEvents.updated, data: { ownerId: command.ownerId, id: current.id, changes } }];
      }
      case 'delete':
        return [{ type: ShortcutEvents.deleted, data: { ownerId: command.ownerId, id: mustHave(own, command.id).id } }];
    }
  },

  evolve(own, event) {
    switch (event.type) {
      case ShortcutEvents.created:
        return { ...own, [event.data.shortcut.id]: event.data.shortcut };
      case ShortcutEvents.updated: {
        const current = own[event.data.id];
        return current ? { ...own, [current.id]: { ...current, ...event.data.changes } } : own;
      }
      case ShortcutEvents.deleted: {
        const { [event.data.id]: _deleted, ...rest } = own;
        return rest;
      }
      default:
        return own;
    }
  },
};

function mustHave(own: ShortcutsState, id: string): Shortcut {
  const shortcut = own[id];
  if (!shortcut) throw new NotFound();
  return shortcut;
}
