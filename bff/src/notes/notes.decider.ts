import { NotFoundException } from '@nestjs/common';
import {
  NotesEvents, type NewEvent, type Note, type NoteChanges, type NoteCreatedData, type NoteDeletedData, type NoteLabel,
  type NoteLabelCreatedData, type NoteLabelDeletedData, type NoteLabelRenamedData, type NoteTask, type NoteTaskAddedData,
  type NoteUpdatedData, type NoteView,
} from '@cis/contracts';
import { refusedField } from '../platform/errors/refused-field';

export const NotesCollections = {
  notes: 'notes',
  labels: 'notes-labels',
} as const;

/** One stream per tenant: labels and notes change together (label cascades). */
export function notesStream(tenant: string): string {
  return `notes-${tenant}`;
}

export interface NotesState {
  labels: NoteLabel[];
  notes: Note[];
}

/** A task as the body gives it: with the id of one of the note's tasks, or without (a new task). */
export interface NoteTaskDraft {
  id?: string;
  content: string;
  completed?: boolean;
}
/** A new note as the body gives it (ids, times and defaults filled in by the service). */
export type NoteDraft = Omit<Note, 'tasks'> & { tasks: NoteTaskDraft[] | null };
/** A note patch as the body gives it. */
export type NoteUpdate = Omit<NoteChanges, 'tasks'> & { tasks?: NoteTaskDraft[] | null };

export const NotesDecider = {
  seed(labels: NoteLabel[], notes: Note[]): NewEvent[] {
    return [
      ...labels.map((label) => ({ type: NotesEvents.labelCreated, data: { label } satisfies NoteLabelCreatedData })),
      ...notes.map((note) => ({ type: NotesEvents.noteCreated, data: { note } satisfies NoteCreatedData })),
    ];
  },

  createLabel(label: NoteLabel): NewEvent[] {
    return [{ type: NotesEvents.labelCreated, data: { label } satisfies NoteLabelCreatedData }];
  },

  renameLabel(state: NotesState, id: string, title: string): NewEvent[] {
    const label = mustFind(state.labels, id);
    if (label.title === title) return [];
    return [{ type: NotesEvents.labelRenamed, data: { id, title } satisfies NoteLabelRenamedData }];
  },

  deleteLabel(state: NotesState, id: string): NewEvent[] {
    mustFind(state.labels, id);
    return [{ type: NotesEvents.labelDeleted, data: { id } satisfies NoteLabelDeletedData }];
  },

  /** Labels must exist; a new note has no tasks yet, so its tasks come without ids (each gets `makeId()`). */
  createNote(state: NotesState, draft: NoteDraft, makeId: () => string): NewEvent[] {
    checkLabels(state, draft.labels, 'note.labels');
    const note: Note = { ...draft, tasks: resolveTasks(null, draft.tasks, 'note.tasks', makeId) };
    return [{ type: NotesEvents.noteCreated, data: { note } satisfies NoteCreatedData }];
  },

  /**
   * The given fields replace the note's; updatedAt becomes `now`. Nothing is recorded when nothing differs. A task id
   * must be one of the note's tasks, each once; tasks without one are new.
   */
  updateNote(state: NotesState, id: string, update: NoteUpdate, now: string, makeId: () => string): NewEvent[] {
    const note = mustFind(state.notes, id);
    if (update.labels) checkLabels(state, update.labels, 'updatedNote.labels');
    const { tasks, ...rest } = update;
    const changes: NoteChanges = { ...rest };
    if (tasks !== undefined) changes.tasks = resolveTasks(note.tasks, tasks, 'updatedNote.tasks', makeId);
    const differing = Object.fromEntries(
      Object.entries(changes).filter(([key, value]) => value !== undefined && JSON.stringify(value) !== JSON.stringify((note as unknown as Record<string, unknown>)[key])),
    ) as NoteChanges;
    if (Object.keys(differing).length === 0) return [];
    return [{ type: NotesEvents.noteUpdated, data: { id, changes: differing, updatedAt: now } satisfies NoteUpdatedData }];
  },

  deleteNote(state: NotesState, id: string): NewEvent[] {
    mustFind(state.notes, id);
    return [{ type: NotesEvents.noteDeleted, data: { id } satisfies NoteDeletedData }];
  },

  addTask(state: NotesState, noteId: string, task: NoteTask, now: string): NewEvent[] {
    mustFind(state.notes, noteId);
    return [{ type: NotesEvents.taskAdded, data: { noteId, task, updatedAt: now } satisfies NoteTaskAddedData }];
  },
};

/** A note with its label ids replaced by the labels (ids of deleted labels are dropped). */
export function expandLabels(note: Note, labels: NoteLabel[]): NoteView {
  const byId = new Map(labels.map((label) => [label.id, label]));
  return { ...note, labels: note.labels.map((id) => byId.get(id)).filter((label): label is NoteLabel => label !== undefined) };
}

function checkLabels(state: NotesState, ids: string[], field: string): void {
  const known = new Set(state.labels.map((label) => label.id));
  const missing = ids.find((id) => !known.has(id));
  // A reference inside the body, not the addressed resource: bad input (400), not a missing resource (404).
  if (missing) throw refusedField(field, `Label ${missing} does not exist.`);
}

function resolveTasks(current: NoteTask[] | null, drafts: NoteTaskDraft[] | null, field: string, makeId: () => string): NoteTask[] | null {
  if (drafts === null) return null;
  const own = new Set((current ?? []).map((task) => task.id));
  const seen = new Set<string>();
  return drafts.map((draft, index): NoteTask => {
    if (draft.id !== undefined) {
      if (!own.has(draft.id)) throw refusedField(`${field}.${index}.id`, `Task ${draft.id} is not a task of this note.`);
      if (seen.has(draft.id)) throw refusedField(`${field}.${index}.id`, `Task ${draft.id} is given twice.`, 'duplicate');
      seen.add(draft.id);
    }
    return { id: draft.id ?? makeId(), content: draft.content, completed: draft.completed ?? false };
  });
}

function mustFind<T extends { id: string }>(items: T[], id: string): T {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new NotFoundException();
  return item;
}
