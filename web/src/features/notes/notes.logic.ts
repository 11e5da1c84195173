import type { NoteLabel, NoteView } from '@cis/contracts';
import { isBlankHtml } from '../../lib/sanitize';

/** Which notes the screen shows: /apps/notes, /apps/notes/reminders, /apps/notes/archive, /apps/notes/label/<id>. */
export type NotesFilter = { kind: 'all' } | { kind: 'reminders' } | { kind: 'archive' } | { kind: 'label'; labelId: string };

export function parseNotesPath(rest: string | undefined): NotesFilter {
  const [first, second] = (rest ?? '').split('/').filter(Boolean).map((s) => decodeURIComponent(s));
  if (first === 'reminders') return { kind: 'reminders' };
  if (first === 'archive') return { kind: 'archive' };
  if (first === 'label' && second) return { kind: 'label', labelId: second };
  return { kind: 'all' };
}

export function notesPath(filter: NotesFilter): string {
  if (filter.kind === 'label') return `/apps/notes/label/${encodeURIComponent(filter.labelId)}`;
  return filter.kind === 'all' ? '/apps/notes' : `/apps/notes/${filter.kind}`;
}

const plain = (html: string): string => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ');

/**
 * The notes a filter and a search show. Archived notes show only under Archive; reminders and labels show active
 * notes. The search matches title, text and task content, case-insensitively.
 */
export function visibleNotes(notes: readonly NoteView[], filter: NotesFilter, search: string): NoteView[] {
  const needle = search.trim().toLowerCase();
  return notes.filter((note) => {
    if (filter.kind === 'archive' ? !note.archived : note.archived) return false;
    if (filter.kind === 'reminders' && !note.reminder) return false;
    if (filter.kind === 'label' && !note.labels.some((l) => l.id === filter.labelId)) return false;
    if (!needle) return true;
    return note.title.toLowerCase().includes(needle) || plain(note.content).toLowerCase().includes(needle)
      || (note.tasks ?? []).some((t) => t.content.toLowerCase().includes(needle));
  });
}

/** What the note editor holds. */
export interface NoteDraft {
  title: string;
  content: string;
  /** null: the note has no task list. */
  tasks: Array<{ id?: string; content: string; completed: boolean }> | null;
  reminder: Date | null;
  labels: string[];
  archived: boolean;
}

export const EMPTY_DRAFT: NoteDraft = { title: '', content: '', tasks: null, reminder: null, labels: [], archived: false };

export function draftOf(note: NoteView): NoteDraft {
  return {
    title: note.title,
    content: note.content,
    tasks: note.tasks ? note.tasks.map((t) => ({ ...t })) : null,
    reminder: note.reminder ? new Date(note.reminder) : null,
    labels: note.labels.map((l) => l.id),
    archived: note.archived,
  };
}

export const TITLE_MAX = 300;
export const TASK_MAX = 1000;

/** Names of the invalid fields; a note needs at least a title, some text or a task. */
export function validateNote(draft: NoteDraft): string[] {
  const errors: string[] = [];
  if (draft.title.length > TITLE_MAX) errors.push('notes_title');
  const hasTasks = (draft.tasks ?? []).length > 0;
  if (!draft.title.trim() && isBlankHtml(draft.content) && !hasTasks) errors.push('notes_content');
  if ((draft.tasks ?? []).some((t) => !t.content.trim() || t.content.length > TASK_MAX)) errors.push('notes_task');
  if (draft.reminder && Number.isNaN(draft.reminder.getTime())) errors.push('notes_reminder');
  return errors;
}

/** The body the BFF takes for a draft. */
export function noteInputOf(draft: NoteDraft): Record<string, unknown> {
  return {
    title: draft.title.trim(),
    content: isBlankHtml(draft.content) ? '' : draft.content,
    tasks: draft.tasks === null ? null : draft.tasks.map((t) => ({ ...(t.id ? { id: t.id } : {}), content: t.content.trim(), completed: t.completed })),
    reminder: draft.reminder ? draft.reminder.toISOString() : null,
    labels: draft.labels,
    archived: draft.archived,
  };
}

/** Labels with how many active notes carry each. */
export function labelCounts(notes: readonly NoteView[], labels: readonly NoteLabel[]): Map<string, number> {
  const counts = new Map(labels.map((l) => [l.id, 0]));
  for (const note of notes) if (!note.archived) for (const l of note.labels) counts.set(l.id, (counts.get(l.id) ?? 0) + 1);
  return counts;
}

export function validLabelTitle(title: string): boolean {
  const t = title.trim();
  return t.length > 0 && t.length <= 60;
}
