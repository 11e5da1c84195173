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
export interface ShortcutCreatedData { ownerId: string; shortcut: Shortcut }
export interface ShortcutUpdatedData { ownerId: string; id: string; changes: Partial<Shortcut> }
export interface ShortcutDeletedData { ownerId: string; id: string }
