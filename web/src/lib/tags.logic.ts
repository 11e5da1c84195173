import { isKhmer } from './in-language';

/** Tag management shared by contacts, inventory and the tasks app (their APIs create, rename and delete tags). */
export interface TagLike {
  id: string;
  title: string;
}

/** Field name of a tag title that another tag already has (shown by the invalid-fields list). */
export const TAG_UNIQUE_FIELD = 'apps.tags.unique';

const normalise = (title: string) => title.trim().toLocaleLowerCase();

/**
 * The invalid fields of a tag title, checked before sending: not blank, at most `maxLength` characters (the
 * server's DTO limit), and not the title of another tag (ignoring case and surrounding spaces). `selfId` is the tag
 * being renamed, so keeping its own title is not a clash.
 */
export function validateTagTitle(title: string, tags: readonly TagLike[], opts: { maxLength: number; titleField: string; selfId?: string }): string[] {
  const trimmed = title.trim();
  if (!trimmed || trimmed.length > opts.maxLength) return [opts.titleField];
  if (tags.some((tag) => tag.id !== opts.selfId && normalise(tag.title) === normalise(trimmed))) return [TAG_UNIQUE_FIELD];
  return [];
}

/** How many items carry each tag id. */
export function tagUsage(items: ReadonlyArray<{ tags: readonly string[] }>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) for (const id of new Set(item.tags)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/** Tags sorted by title in the reader's language, for the manager's list. */
export function sortTags<T extends TagLike>(tags: readonly T[], language: string): T[] {
  const collator = new Intl.Collator(isKhmer(language) ? 'km' : 'en', { sensitivity: 'base', numeric: true });
  return [...tags].sort((a, b) => collator.compare(a.title, b.title));
}
