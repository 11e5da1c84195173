import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Note, NoteLabel, NoteView } from '@cis/contracts';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { NotesCollections as C, expandLabels } from './notes.decider';

/** The notes' reads, from their read models only. */
@Injectable()
export class NotesQueries {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  labels(tenant: string): Promise<NoteLabel[]> {
    return this.store.readModels.list<NoteLabel>(tenant, C.labels);
  }

  /** Newest first, labels expanded. */
  async all(tenant: string): Promise<NoteView[]> {
    const [notes, labels] = await Promise.all([this.store.readModels.list<Note>(tenant, C.notes), this.labels(tenant)]);
    return notes
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id))
      .map((note) => expandLabels(note, labels));
  }

  async one(tenant: string, id: string): Promise<NoteView> {
    const [note, labels] = await Promise.all([this.store.readModels.get<Note>(tenant, C.notes, id), this.labels(tenant)]);
    if (!note) throw new NotFoundException();
    return expandLabels(note, labels);
  }
}
