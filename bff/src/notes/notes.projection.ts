import { Injectable } from '@nestjs/common';
import {
  NotesEvents, type Note, type NoteCreatedData, type NoteDeletedData, type NoteLabel, type NoteLabelCreatedData,
  type NoteLabelDeletedData, type NoteLabelRenamedData, type NoteTaskAddedData, type NoteUpdatedData, type StoredEvent,
} from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';
import { NotesCollections as C } from './notes.decider';

/** Read models: 'notes' (label ids, as stored) and 'notes-labels' of the tenant. */
@ProjectionProvider()
@Injectable()
export class NotesProjection implements Projection {
  readonly name = 'notes';
  readonly handles = Object.values(NotesEvents);

  async apply(event: StoredEvent, rm: ReadModelWriter): Promise<void> {
    switch (event.type) {
      case NotesEvents.labelCreated: {
        const { label } = event.data as NoteLabelCreatedData;
        await rm.put(C.labels, label.id, label);
        return;
      }
      case NotesEvents.labelRenamed: {
        const { id, title } = event.data as NoteLabelRenamedData;
        const label = await rm.get<NoteLabel>(C.labels, id);
        if (label) await rm.put(C.labels, id, { ...label, title });
        return;
      }
      case NotesEvents.labelDeleted: {
        const { id } = event.data as NoteLabelDeletedData;
        await rm.delete(C.labels, id);
        for (const note of await rm.list<Note>(C.notes)) {
          if (note.labels.includes(id)) await rm.put(C.notes, note.id, { ...note, labels: note.labels.filter((l) => l !== id) });
        }
        return;
      }
      case NotesEvents.noteCreated: {
        const { note } = event.data as NoteCreatedData;
        await rm.put(C.notes, note.id, note);
        return;
      }
      case NotesEvents.noteUpdated: {
        const { id, changes, updatedAt } = event.data as NoteUpdatedData;
        const note = await rm.get<Note>(C.notes, id);
        if (note) await rm.put(C.notes, id, { ...note, ...changes, updatedAt });
        return;
      }
      case NotesEvents.noteDeleted: {
        const { id } = event.data as NoteDeletedData;
        await rm.delete(C.notes, id);
        return;
      }
      case NotesEvents.taskAdded: {
        const { noteId, task, updatedAt } = event.data as NoteTaskAddedData;
        const note = await rm.get<Note>(C.notes, noteId);
        if (note) await rm.put(C.notes, noteId, { ...note, tasks: [...(note.tasks ?? []), task], updatedAt });
        return;
      }
    }
  }
}
