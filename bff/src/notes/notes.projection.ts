import { Injectable } from '@nestjs/common';
import { NotesEvents, type Note, type NoteLabel, type NotesEvent, type StoredOf } from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';
import { NotesCollections as C } from './notes.decider';

/** Read models: 'notes' (label ids, as stored) and 'notes-labels' of the tenant. */
@ProjectionProvider()
@Injectable()
export class NotesProjection implements Projection<NotesEvent> {
  readonly name = 'notes';
  readonly handles = Object.values(NotesEvents);

  async apply(event: StoredOf<NotesEvent>, rm: ReadModelWriter): Promise<void> {
    switch (event.type) {
      case NotesEvents.labelCreated:
        await rm.put(C.labels, event.data.label.id, event.data.label);
        return;
      case NotesEvents.labelRenamed: {
        const { id, title } = event.data;
        const label = await rm.get<NoteLabel>(C.labels, id);
        if (label) await rm.put(C.labels, id, { ...label, title });
        return;
      }
      case NotesEvents.labelDeleted: {
        const { id } = event.data;
        await rm.delete(C.labels, id);
        for (const note of await rm.list<Note>(C.notes)) {
          if (note.labels.includes(id)) await rm.put(C.notes, note.id, { ...note, labels: note.labels.filter((l) => l !== id) });
        }
        return;
      }
      case NotesEvents.noteCreated:
        await rm.put(C.notes, event.data.note.id, event.data.note);
        return;
      case NotesEvents.noteUpdated: {
        const { id, changes, updatedAt } = event.data;
        const note = await rm.get<Note>(C.notes, id);
        if (note) await rm.put(C.notes, id, { ...note, ...changes, updatedAt });
        return;
      }
      case NotesEvents.noteDeleted:
        await rm.delete(C.notes, event.data.id);
        return;
      case NotesEvents.taskAdded: {
        const { noteId, task, updatedAt } = event.data;
        const note = await rm.get<Note>(C.notes, noteId);
        if (note) await rm.put(C.notes, noteId, { ...note, tasks: [...(note.tasks ?? []), task], updatedAt });
        return;
      }
      case NotesEvents.labelCarriedOver:
      case NotesEvents.noteCarriedOver:
        // The read model already holds it as carried: only its stream changed.
        return;
    }
  }
}
