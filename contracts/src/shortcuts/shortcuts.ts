import { isEventOf, type EventUnion } from '../platform/events';

export interface Shortcut {
  id: string;
  label: string;
  description: string | null;
  icon: string;
  link: string;
  useRouter: boolean;
}
export const ShortcutRoutes = { base: 'api/common/shortcuts' } as const;
export const ShortcutEvents = {
  created: 'shortcuts.created',
  updated: 'shortcuts.updated',
  deleted: 'shortcuts.deleted',
} as const;
/** Read-only fields of a shortcut as answered: a client may send them back unchanged in the PATCH (the round trip). */
export const SHORTCUT_READ_ONLY_FIELDS = ['id'] as const;

export interface ShortcutCreatedData { ownerId: string; shortcut: Shortcut }
export interface ShortcutUpdatedData { ownerId: string; id: string; changes: Partial<Shortcut> }
export interface ShortcutDeletedData { ownerId: string; id: string }

/** Every event of the shortcuts: narrow on `type`. Pushed to every tab of the owner. One stream per owner. */
export type ShortcutsEvent = EventUnion<{
  [ShortcutEvents.created]: ShortcutCreatedData;
  [ShortcutEvents.updated]: ShortcutUpdatedData;
  [ShortcutEvents.deleted]: ShortcutDeletedData;
}>;
/** The union's guard: a stored event (read back from the log, or pushed) is one of these; narrows to `StoredOf<ShortcutsEvent>`. */
export const isShortcutsEvent = isEventOf<ShortcutsEvent>(Object.values(ShortcutEvents));
