import { Inject, Injectable } from '@nestjs/common';
import { NotesEvents, idsOf, type IdOrRef, type Note, type NoteLabel, type NotesEvent, type NoteView } from '@cis/contracts';
import type { NoteInput, NotePatch } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { sanitizeRichText } from '../platform/http/sanitize';
import { newId } from '../platform/ids';
import {
  NoteDecider, NoteLabelDecider, NotesCollections as C, noteLabelStream, noteStream,
  type NoteCommand, type NoteDraft, type NoteLabelCommand, type NoteUpdate,
} from './notes.decider';
import { NotesQueries } from './notes.queries';

/** The notes' commands: what a decision needs from outside its stream is looked up here, then the decider decides. */
@Injectable()
export class NotesCommands {
  constructor(
    private readonly commands: CommandService,
    private readonly queries: NotesQueries,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async createLabel(user: AuthUser, title: string): Promise<NoteLabel[]> {
    const label = { id: newId(), title };
    await this.onLabel(user, label.id, { type: 'create', label });
    return this.queries.labels(user.tenant);
  }

  async renameLabel(user: AuthUser, id: string, title: string): Promise<NoteLabel[]> {
    await this.onLabel(user, id, { type: 'rename', id, title });
    return this.queries.labels(user.tenant);
  }

  async deleteLabel(user: AuthUser, id: string): Promise<NoteLabel[]> {
    await this.onLabel(user, id, { type: 'delete', id });
    return this.queries.labels(user.tenant);
  }

  async create(user: AuthUser, input: NoteInput): Promise<NoteView> {
    const labels = uniqueIds(input.labels ?? []);
    const note: NoteDraft = {
      id: newId(),
      title: input.title ?? '',
      content: sanitizeRichText(input.content ?? ''),
      tasks: input.tasks ?? null,
      image: input.image ?? null,
      reminder: input.reminder ?? null,
      labels,
      archived: input.archived ?? false,
      createdAt: new Date().toISOString(),
      updatedAt: null,
    };
    await this.onNote(user, note.id, {
      type: 'create', note, labelIds: await this.labelIds(user, labels), newTaskIds: newIds(input.tasks),
    });
    return this.queries.one(user.tenant, note.id);
  }

  async update(user: AuthUser, input: NotePatch): Promise<NoteView> {
    const { id, ...fields } = input;
    const patch: NoteUpdate = {};
    if (fields.title !== undefined) patch.title = fields.title;
    if (fields.content !== undefined) patch.content = sanitizeRichText(fields.content);
    if (fields.tasks !== undefined) patch.tasks = fields.tasks;
    if (fields.image !== undefined) patch.image = fields.image;
    if (fields.reminder !== undefined) patch.reminder = fields.reminder;
    if (fields.labels !== undefined) patch.labels = uniqueIds(fields.labels);
    if (fields.archived !== undefined) patch.archived = fields.archived;
    if (fields.createdAt !== undefined) patch.createdAt = fields.createdAt;
    if (fields.updatedAt !== undefined) patch.updatedAt = fields.updatedAt;
    await this.onNote(user, id, {
      type: 'update', id, patch, labelIds: await this.labelIds(user, patch.labels ?? []), now: new Date().toISOString(),
      newTaskIds: newIds(fields.tasks),
    });
    return this.queries.one(user.tenant, id);
  }

  async delete(user: AuthUser, id: string): Promise<true> {
    await this.onNote(user, id, { type: 'delete', id });
    return true;
  }

  async addTask(user: AuthUser, noteId: string, content: string): Promise<NoteView> {
    await this.onNote(user, noteId, { type: 'addTask', noteId, task: { id: newId(), content, completed: false }, now: new Date().toISOString() });
    return this.queries.one(user.tenant, noteId);
  }

  /** The tenant's label ids, when the decision checks some (labels live on their own streams). */
  private async labelIds(user: AuthUser, wanted: readonly string[]): Promise<ReadonlySet<string>> {
    if (wanted.length === 0) return new Set();
    return new Set((await this.queries.labels(user.tenant)).map((label) => label.id));
  }

  private onNote(user: AuthUser, id: string, command: NoteCommand) {
    return this.commands.handle({
      decider: NoteDecider, stream: noteStream(user.tenant, id), actor: user, command,
      // A note of the tenant's notes stream (before streams per note) is carried over at its first change.
      carryOver: command.type === 'create' ? undefined : async (): Promise<NotesEvent[]> => {
        const note = await this.store.readModels.get<Note>(user.tenant, C.notes, id);
        return note ? [{ type: NotesEvents.noteCarriedOver, data: { note } }] : [];
      },
    });
  }

  private onLabel(user: AuthUser, id: string, command: NoteLabelCommand) {
    return this.commands.handle({
      decider: NoteLabelDecider, stream: noteLabelStream(user.tenant, id), actor: user, command,
      carryOver: command.type === 'create' ? undefined : async (): Promise<NotesEvent[]> => {
        const label = await this.store.readModels.get<NoteLabel>(user.tenant, C.labels, id);
        return label ? [{ type: NotesEvents.labelCarriedOver, data: { label } }] : [];
      },
    });
  }
}

/** Label ids of a body (ids, or label objects as answered), each once. */
function uniqueIds(refs: readonly IdOrRef[]): string[] {
  return [...new Set(idsOf(refs))];
}

/** One new id per task of a body (used for those that come without one). */
function newIds(tasks: readonly unknown[] | null | undefined): string[] {
  return (tasks ?? []).map(() => newId());
}
