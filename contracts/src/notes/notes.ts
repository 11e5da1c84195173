import type { PushOf, PushPayloads } from '../platform/socket';
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
} as const;
export const NOTES_EVENT_TYPES: readonly string[] = Object.values(NotesEvents);

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

/**
 * Live pushes of the notes: every event above (genesis included) goes to the room `tenant:<tenant>`, so every
 * signed-in user of the tenant receives it, as socket.io event `event` (SocketEvents.event) carrying a StoredEvent
 * whose `type` is the event name and `data` the payload below. Deleting a label: drop its id from every note (or refetch).
 */
export type NotesPushPayloads = PushPayloads<typeof NotesEvents, {
  labelCreated: NoteLabelCreatedData;
  labelRenamed: NoteLabelRenamedData;
  labelDeleted: NoteLabelDeletedData;
  noteCreated: NoteCreatedData;
  noteUpdated: NoteUpdatedData;
  noteDeleted: NoteDeletedData;
  taskAdded: NoteTaskAddedData;
}>;
export type NotesPush = PushOf<NotesPushPayloads>;
