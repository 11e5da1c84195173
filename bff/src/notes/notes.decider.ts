import { BadRequestException, NotFoundException } from '@nestjs/common';
import {
  NotesEvents, type NewEvent, type Note, type NoteChanges, type NoteCreatedData, type NoteDeletedData, type NoteLabel,
  type NoteLabelCreatedData, type NoteLabelDeletedData, type NoteLabelRenamedData, type NoteTask, type NoteTaskAddedData,
  type NoteUpdatedData, type NoteView,
} from '@cis/contracts';

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

  createNote(state: NotesState, note: Note): NewEvent[] {
    checkLabels(state, note.labels);
    return [{ type: NotesEvents.noteCreated, data: { note } satisfies NoteCreatedData }];
  },

  /** The given fields replace the note's; updatedAt becomes `now`. Nothing is recorded when nothing differs. */
  updateNote(state: NotesState, id: string, changes: NoteChanges, now: string): NewEvent[] {
    const note = mustFind(state.notes, id);
    if (changes.labels) checkLabels(state, changes.labels);
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

function checkLabels(state: NotesState, ids: string[]): void {
  const known = new Set(state.labels.map((label) => label.id));
  const missing = ids.find((id) => !known.has(id));
  // A reference inside the body, not the addressed resource: bad input (400), not a missing resource (404).
  if (missing) throw new BadRequestException(`Label ${missing} does not exist.`);
}

function mustFind<T extends { id: string }>(items: T[], id: string): T {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new NotFoundException();
  return item;
}
