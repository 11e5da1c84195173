import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Note, NoteLabel, NoteTask, NoteView } from '@cis/contracts';
import type { NoteInput, NotePatch } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore, type ReadModelReader } from '../platform/event-store/event-store.port';
import { sanitizeRichText } from '../platform/http/sanitize';
import { newId } from '../platform/ids';
import {
  NotesCollections as C, NotesDecider, expandLabels, notesStream, type NoteDraft, type NotesState, type NoteUpdate,
} from './notes.decider';

@Injectable()
export class NotesService {
  constructor(private readonly commands: CommandService, @Inject(EVENT_STORE) private readonly store: EventStore) {}

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

  async createLabel(user: AuthUser, title: string): Promise<NoteLabel[]> {
    const label = { id: newId(), title };
    await this.run(user, () => NotesDecider.createLabel(label));
    return this.labels(user.tenant);
  }

  async renameLabel(user: AuthUser, id: string, title: string): Promise<NoteLabel[]> {
    await this.run(user, (state) => NotesDecider.renameLabel(state, id, title));
    return this.labels(user.tenant);
  }

  async deleteLabel(user: AuthUser, id: string): Promise<NoteLabel[]> {
    await this.run(user, (state) => NotesDecider.deleteLabel(state, id));
    return this.labels(user.tenant);
  }

  async create(user: AuthUser, input: NoteInput): Promise<NoteView> {
    const note: NoteDraft = {
      id: newId(),
      title: input.title ?? '',
      content: sanitizeRichText(input.content ?? ''),
      tasks: input.tasks ?? null,
      image: input.image ?? null,
      reminder: input.reminder ?? null,
      labels: [...new Set(input.labels ?? [])],
      archived: input.archived ?? false,
      createdAt: new Date().toISOString(),
      updatedAt: null,
    };
    await this.run(user, (state) => NotesDecider.createNote(state, note, newId));
    return this.one(user.tenant, note.id);
  }

  async update(user: AuthUser, patch: NotePatch): Promise<NoteView> {
    const { id, ...fields } = patch;
    const changes: NoteUpdate = {};
    if (fields.title !== undefined) changes.title = fields.title;
    if (fields.content !== undefined) changes.content = sanitizeRichText(fields.content);
    if (fields.tasks !== undefined) changes.tasks = fields.tasks;
    if (fields.image !== undefined) changes.image = fields.image;
    if (fields.reminder !== undefined) changes.reminder = fields.reminder;
    if (fields.labels !== undefined) changes.labels = [...new Set(fields.labels)];
    if (fields.archived !== undefined) changes.archived = fields.archived;
    const now = new Date().toISOString();
    await this.run(user, (state) => NotesDecider.updateNote(state, id, changes, now, newId));
    return this.one(user.tenant, id);
  }

  async delete(user: AuthUser, id: string): Promise<true> {
    await this.run(user, (state) => NotesDecider.deleteNote(state, id));
    return true;
  }

  async addTask(user: AuthUser, noteId: string, content: string): Promise<NoteView> {
    const task: NoteTask = { id: newId(), content, completed: false };
    const now = new Date().toISOString();
    await this.run(user, (state) => NotesDecider.addTask(state, noteId, task, now));
    return this.one(user.tenant, noteId);
  }

  private async one(tenant: string, id: string): Promise<NoteView> {
    const [note, labels] = await Promise.all([this.store.readModels.get<Note>(tenant, C.notes, id), this.labels(tenant)]);
    if (!note) throw new NotFoundException();
    return expandLabels(note, labels);
  }

  private run(user: AuthUser, decide: (state: NotesState) => ReturnType<typeof NotesDecider.createLabel>) {
    return this.commands.execute<NotesState>({
      stream: notesStream(user.tenant),
      actor: user,
      load: (rm) => load(rm, user.tenant),
      decide,
    });
  }
}

async function load(rm: ReadModelReader, tenant: string): Promise<NotesState> {
  const [labels, notes] = await Promise.all([rm.list<NoteLabel>(tenant, C.labels), rm.list<Note>(tenant, C.notes)]);
  return { labels, notes };
}
