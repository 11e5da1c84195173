import type { EventUnion } from '../platform/events';
/** Notes sample app (spec 001 s3 "Notes", s4, s7 "Notes"). Shared by every user of a tenant. */

export interface NoteTask {
  id: string;
  content: string;
  completed: boolean;
}

export interface NoteLabel {
  id: string;
  title: string;
}

/** A note as stored: labels are label ids. */
export interface Note {
  id: string;
  title: string;
  /** Sanitised rich text (HTML). */
  content: string;
  tasks: NoteTask[] | null;
  image: string | null;
  /** ISO timestamp or null. */
  reminder: string | null;
  labels: string[];
  archived: boolean;
  createdAt: string;
  /** Null until the note is edited. */
  updatedAt: string | null;
}

/** A note as the calls answer it: labels expanded. */
export interface NoteView extends Omit<Note, 'labels'> {
  labels: NoteLabel[];
}

export const NotesRoutes = {
  /** GET all notes is base + '/all'; POST, PATCH and DELETE a note are on base. */
  base: 'api/apps/notes',
  all: 'api/apps/notes/all',
  labels: 'api/apps/notes/labels',
  tasks: 'api/apps/notes/tasks',
} as const;

export const NotesEvents = {
  labelCreated: 'notes.label-created',
  labelRenamed: 'notes.label-renamed',
  labelDeleted: 'notes.label-deleted',
  noteCreated: 'notes.note-created',
  noteUpdated: 'notes.note-updated',
  noteDeleted: 'notes.note-deleted',
  taskAdded: 'notes.task-added',
  /**
   * A label or a note of the tenant's notes stream (before streams per label and per note) moved onto its own stream
   * at its first change: as it stood. Nothing changes for anyone: not projected, not pushed.
   */
  labelCarriedOver: 'notes.label-carried-over',
  noteCarriedOver: 'notes.note-carried-over',
} as const;

export interface NoteLabelCreatedData { label: NoteLabel }
export interface NoteLabelRenamedData { id: string; title: string }
/** The projection strips the id from every note. */
export interface NoteLabelDeletedData { id: string }
export interface NoteCreatedData { note: Note }
export type NoteChanges = Partial<Pick<Note, 'title' | 'content' | 'tasks' | 'image' | 'reminder' | 'labels' | 'archived'>>;
/** updatedAt is the edit time. */
export interface NoteUpdatedData { id: string; changes: NoteChanges; updatedAt: string }
export interface NoteDeletedData { id: string }
export interface NoteTaskAddedData { noteId: string; task: NoteTask; updatedAt: string }
export interface NoteLabelCarriedOverData { label: NoteLabel }
export interface NoteCarriedOverData { note: Note }

/**
 * Every event of the notes: narrow on `type`, `data` follows. Pushed (genesis included) to every signed-in user of
 * the tenant. Deleting a label: drop its id from every note (or refetch).
 */
export type NotesEvent = EventUnion<{
  [NotesEvents.labelCreated]: NoteLabelCreatedData;
  [NotesEvents.labelRenamed]: NoteLabelRenamedData;
  [NotesEvents.labelDeleted]: NoteLabelDeletedData;
  [NotesEvents.noteCreated]: NoteCreatedData;
  [NotesEvents.noteUpdated]: NoteUpdatedData;
  [NotesEvents.noteDeleted]: NoteDeletedData;
  [NotesEvents.taskAdded]: NoteTaskAddedData;
  [NotesEvents.labelCarriedOver]: NoteLabelCarriedOverData;
  [NotesEvents.noteCarriedOver]: NoteCarriedOverData;
}>;

/** The fields of a note (as the calls answer it) that a PATCH may echo back but not change. */
export const NOTE_READ_ONLY_FIELDS = ['createdAt', 'updatedAt'] as const;
