import { BadRequestException, NotFoundException } from '@nestjs/common';
import { NotesEvents, type NewEvent, type Note, type StoredEvent } from '@cis/contracts';
import type { ReadModelWriter } from '../platform/event-store/event-store.port';
import { NotesCollections as C, NotesDecider, expandLabels, type NotesState } from './notes.decider';
import { NotesProjection } from './notes.projection';

const note = (id: string, labels: string[] = [], extra: Partial<Note> = {}): Note => ({
  id, title: id, content: '', tasks: null, image: null, reminder: null, labels, archived: false,
  createdAt: '2026-11-01T08:00:00.000Z', updatedAt: null, ...extra,
});
const state = (): NotesState => ({
  labels: [{ id: 'work', title: 'Work' }, { id: 'family', title: 'Family' }],
  notes: [note('n1', ['work']), note('n2', ['work', 'family']), note('n3')],
});
const NOW = '2026-11-22T10:00:00.000Z';
const makeId = (): string => 'new-task';

/** An in-memory read model, enough to run the projection on the decider's events. */
function memoryReadModels(): ReadModelWriter & { docs: Map<string, Map<string, unknown>> } {
  const docs = new Map<string, Map<string, unknown>>();
  const of = (collection: string) => docs.get(collection) ?? docs.set(collection, new Map()).get(collection)!;
  return {
    docs,
    get: async <T>(collection: string, id: string) => of(collection).get(id) as T | undefined,
    list: async <T>(collection: string) => [...of(collection).values()] as T[],
    put: async (collection, id, doc) => void of(collection).set(id, doc),
    delete: async (collection, id) => void of(collection).delete(id),
  };
}

async function project(events: NewEvent[], rm = memoryReadModels()) {
  const projection = new NotesProjection();
  let position = 0;
  for (const event of events) {
    position += 1;
    const stored: StoredEvent = { ...event, position, stream: 'notes-cis', version: position, tenant: 'cis', userId: null, at: NOW };
    await projection.apply(JSON.parse(JSON.stringify(stored)) as StoredEvent, rm);
  }
  return rm;
}

describe('notes decider', () => {
  it('records only the fields that differ, with the edit time', () => {
    expect(NotesDecider.updateNote(state(), 'n1', { title: 'n1', archived: true }, NOW, makeId)).toEqual([
      { type: NotesEvents.noteUpdated, data: { id: 'n1', changes: { archived: true }, updatedAt: NOW } },
    ]);
    expect(NotesDecider.updateNote(state(), 'n1', { title: 'n1', labels: ['work'] }, NOW, makeId)).toEqual([]);
  });

  it('refuses unknown notes and labels with 404, and unknown labels on a note with 400', () => {
    expect(() => NotesDecider.updateNote(state(), 'nope', { title: 'x' }, NOW, makeId)).toThrow(NotFoundException);
    expect(() => NotesDecider.updateNote(state(), 'n1', { labels: ['work', 'ghost'] }, NOW, makeId)).toThrow('Label ghost does not exist.');
    expect(() => NotesDecider.updateNote(state(), 'n1', { labels: ['ghost'] }, NOW, makeId)).toThrow(BadRequestException);
    expect(() => NotesDecider.createNote(state(), note('n9', ['ghost']), makeId)).toThrow(BadRequestException);
    expect(() => NotesDecider.deleteNote(state(), 'nope')).toThrow(NotFoundException);
    expect(() => NotesDecider.addTask(state(), 'nope', { id: 't', content: 'x', completed: false }, NOW)).toThrow(NotFoundException);
    expect(() => NotesDecider.renameLabel(state(), 'nope', 'x')).toThrow(NotFoundException);
    expect(() => NotesDecider.deleteLabel(state(), 'nope')).toThrow(NotFoundException);
  });

  it('renaming a label to its own title records nothing', () => {
    expect(NotesDecider.renameLabel(state(), 'work', 'Work')).toEqual([]);
    expect(NotesDecider.renameLabel(state(), 'work', 'Office')).toEqual([
      { type: NotesEvents.labelRenamed, data: { id: 'work', title: 'Office' } },
    ]);
  });

  it('expands label ids to labels and drops ids of labels that no longer exist', () => {
    expect(expandLabels(note('n', ['family', 'gone', 'work']), state().labels).labels).toEqual([
      { id: 'family', title: 'Family' }, { id: 'work', title: 'Work' },
    ]);
  });
});

describe('notes projection', () => {
  it('deleting a label strips it from every note and leaves the other labels', async () => {
    const { labels, notes } = state();
    const rm = await project([...NotesDecider.seed(labels, notes), ...NotesDecider.deleteLabel(state(), 'work')]);
    expect([...rm.docs.get(C.labels)!.keys()]).toEqual(['family']);
    const stored = [...rm.docs.get(C.notes)!.values()] as Note[];
    expect(stored.map((n) => [n.id, n.labels])).toEqual([['n1', []], ['n2', ['family']], ['n3', []]]);
  });

  it('an edit sets updatedAt and keeps the rest; a task is appended', async () => {
    const { labels, notes } = state();
    const rm = await project([
      ...NotesDecider.seed(labels, notes),
      ...NotesDecider.updateNote(state(), 'n3', { archived: true }, NOW, makeId),
      ...NotesDecider.addTask(state(), 'n1', { id: 't1', content: 'File the return', completed: false }, NOW),
    ]);
    expect(rm.docs.get(C.notes)!.get('n3')).toEqual({ ...note('n3'), archived: true, updatedAt: NOW });
    expect(rm.docs.get(C.notes)!.get('n1')).toMatchObject({ tasks: [{ id: 't1', content: 'File the return', completed: false }], updatedAt: NOW });
  });
});
