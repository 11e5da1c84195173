import {
  NOTE_READ_ONLY_FIELDS, NotesEvents, NotFound, Refused, differingFields, unknownReference, withoutEchoedReadOnly,
  type Note, type NoteChanges, type NoteLabel, type NotesEvent, type NoteTask, type NoteView,
} from '@cis/contracts';
import type { Decider } from '../platform/command/decider';

export const NotesCollections = {
  notes: 'notes',
  labels: 'notes-labels',
} as const;

/**
 * One stream per note, and one per label: no rule spans the tenant's notes (labels have no unique names), so a
 * change never waits for another note's. Named with the tenant, as the read models are: an id is the tenant's.
 * The log before streams per note holds the tenant's labels and notes on `notes-<tenant>`; each moves onto its own
 * stream at its first change (carried over).
 */
export function noteStream(tenant: string, id: string): string {
  return `note-${tenant}-${id}`;
}
export function noteLabelStream(tenant: string, id: string): string {
  return `note-label-${tenant}-${id}`;
}

export type NoteLabelCommand =
  | { type: 'create'; label: NoteLabel }
  | { type: 'rename'; id: string; title: string }
  /** The projection strips the label from every note. */
  | { type: 'delete'; id: string };

/** The label as it stands; null before it was created and after it was deleted. */
export type NoteLabelState = NoteLabel | null;

export const NoteLabelDecider: Decider<NoteLabelCommand, NotesEvent, NoteLabelState> = {
  initialState: null,

  decide(command, label) {
    switch (command.type) {
      case 'create':
        return [{ type: NotesEvents.labelCreated, data: { label: command.label } }];
      case 'rename': {
        const current = mustHave(label);
        if (current.title === command.title) return [];
        return [{ type: NotesEvents.labelRenamed, data: { id: current.id, title: command.title } }];
      }
      case 'delete':
        return [{ type: NotesEvents.labelDeleted, data: { id: mustHave(label).id } }];
    }
  },

  evolve(label, event) {
    switch (event.type) {
      case NotesEvents.labelCreated:
      case NotesEvents.labelCarriedOver:
        return event.data.label;
      case NotesEvents.labelRenamed:
        return label && { ...label, title: event.data.title };
      case NotesEvents.labelDeleted:
        return null;
      default:
        return label;
    }
  },
};

/** A task as the body gives it: with the id of one of the note's tasks, or without (a new task). */
export interface NoteTaskDraft {
  id?: string;
  content: string;
  completed?: boolean;
}
/** A new note as the body gives it (ids, times and defaults filled in by the command handler). */
export type NoteDraft = Omit<Note, 'tasks'> & { tasks: NoteTaskDraft[] | null };
/** A note patch as the body gives it: what may change, and the note's read-only fields when echoed back. */
export type NoteUpdate = Omit<NoteChanges, 'tasks'> & {
  tasks?: NoteTaskDraft[] | null;
} & Partial<Record<(typeof NOTE_READ_ONLY_FIELDS)[number], unknown>>;

export type NoteCommand =
  /**
   * Labels must exist (`labelIds`: the tenant's, looked up by the handler). A new note has no tasks yet, so its tasks
   * come without ids; task i takes `newTaskIds[i]`.
   */
  | { type: 'create'; note: NoteDraft; labelIds: ReadonlySet<string>; newTaskIds: readonly string[] }
  /**
   * The given fields replace the note's; updatedAt becomes `now`. Nothing is recorded when nothing differs. A task id
   * must be one of the note's tasks, each once; task i without one is new and takes `newTaskIds[i]`.
   */
  | { type: 'update'; id: string; patch: NoteUpdate; labelIds: ReadonlySet<string>; now: string; newTaskIds: readonly string[] }
  | { type: 'delete'; id: string }
  | { type: 'addTask'; noteId: string; task: NoteTask; now: string };

/** The note as it stands; null before it was created and after it was deleted. */
export type NoteState = Note | null;

export const NoteDecider: Decider<NoteCommand, NotesEvent, NoteState> = {
  initialState: null,

  decide(command, note) {
    switch (command.type) {
      case 'create': {
        checkLabels(command.labelIds, command.note.labels, 'note.labels');
        const created: Note = { ...command.note, tasks: resolveTasks(null, command.note.tasks, 'note.tasks', command.newTaskIds) };
        return [{ type: NotesEvents.noteCreated, data: { note: created } }];
      }
      case 'update': {
        const current = mustHave(note);
        const patch = withoutEchoedReadOnly(command.patch, current, NOTE_READ_ONLY_FIELDS, 'updatedNote');
        if (patch.labels) checkLabels(command.labelIds, patch.labels, 'updatedNote.labels');
        const { tasks, ...rest } = patch;
        const changes: NoteChanges = { ...rest };
        if (tasks !== undefined) changes.tasks = resolveTasks(current.tasks, tasks, 'updatedNote.tasks', command.newTaskIds);
        // Labels deleted meanwhile (on their own streams) are gone from what the caller saw: compare without them.
        const seen: Note = patch.labels ? { ...current, labels: current.labels.filter((id) => command.labelIds.has(id)) } : current;
        const differing = differingFields(seen, changes);
        if (Object.keys(differing).length === 0) return [];
        return [{ type: NotesEvents.noteUpdated, data: { id: current.id, changes: differing, updatedAt: command.now } }];
      }
      case 'delete':
        return [{ type: NotesEvents.noteDeleted, data: { id: mustHave(note).id } }];
      case 'addTask':
        return [{ type: NotesEvents.taskAdded, data: { noteId: mustHave(note).id, task: command.task, updatedAt: command.now } }];
    }
  },

  evolve(note, event) {
    switch (event.type) {
      case NotesEvents.noteCreated:
      case NotesEvents.noteCarriedOver:
        return event.data.note;
      case NotesEvents.noteUpdated:
        return note && { ...note, ...event.data.changes, updatedAt: event.data.updatedAt };
      case NotesEvents.taskAdded:
        return note && { ...note, tasks: [...(note.tasks ?? []), event.data.task], updatedAt: event.data.updatedAt };
      case NotesEvents.noteDeleted:
        return null;
      default:
        return note;
    }
  },
};

/** A note with its label ids replaced by the labels (ids of deleted labels are dropped). */
export function expandLabels(note: Note, labels: NoteLabel[]): NoteView {
  const byId = new Map(labels.map((label) => [label.id, label]));
  return { ...note, labels: note.labels.map((id) => byId.get(id)).filter((label): label is NoteLabel => label !== undefined) };
}

function checkLabels(known: ReadonlySet<string>, ids: readonly string[], field: string): void {
  const missing = ids.find((id) => !known.has(id));
  // A reference inside the body, not the addressed resource: bad input (400), not a missing resource (404).
  if (missing) throw unknownReference(field, `Label ${missing} does not exist.`);
}

function resolveTasks(current: NoteTask[] | null, drafts: NoteTaskDraft[] | null, field: string, newIds: readonly string[]): NoteTask[] | null {
  if (drafts === null) return null;
  const own = new Set((current ?? []).map((task) => task.id));
  const seen = new Set<string>();
  return drafts.map((draft, index): NoteTask => {
    if (draft.id !== undefined) {
      if (!own.has(draft.id)) throw unknownReference(`${field}.${index}.id`, `Task ${draft.id} is not a task of this note.`);
      if (seen.has(draft.id)) throw new Refused('duplicate', `Task ${draft.id} is given twice.`, { field: `${field}.${index}.id` });
      seen.add(draft.id);
    }
    const id = draft.id ?? newIds[index];
    if (id === undefined) throw new Error(`No id for the new task ${index}`);
    return { id, content: draft.content, completed: draft.completed ?? false };
  });
}

function mustHave<T>(value: T | null): T {
  if (value === null) throw new NotFound();
  return value;
}
