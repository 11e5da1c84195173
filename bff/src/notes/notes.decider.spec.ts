import { NotesEvents, NotFound, Refused, type Note, type NoteLabel, type NotesEvent, type StoredOf } from '@cis/contracts';
import { fold } from '../platform/command/decider';
import type { ReadModelWriter } from '../platform/event-store/event-store.port';
import { given } from '../platform/testing/decider-spec';
import { NotesCollections as C, NoteDecider, NoteLabelDecider, expandLabels, type NoteCommand } from './notes.decider';
import { NotesProjection } from './notes.projection';

const note = (id: string, labels: string[] = [], extra: Partial<Note> = {}): Note => ({
  id, title: id, content: '', tasks: null, image: null, reminder: null, labels, archived: false,
  createdAt: '2026-11-01T08:00:00.000Z', updatedAt: null, ...extra,
});
const labels: NoteLabel[] = [{ id: 'work', title: 'Work' }, { id: 'family', title: 'Family' }];
const known = new Set(labels.map((l) => l.id));
const NOW = '2026-11-22T10:00:00.000Z';
const created = (n: Note): NotesEvent => ({ type: NotesEvents.noteCreated, data: { note: n } });
const labelCreated = (label: NoteLabel): NotesEvent => ({ type: NotesEvents.labelCreated, data: { label } });
const update = (patch: Extract<NoteCommand, { type: 'update' }>['patch'], newTaskIds: string[] = []): NoteCommand =>
  ({ type: 'update', id: 'n1', patch, labelIds: known, now: NOW, newTaskIds });

describe('the note label decider (one stream per label)', () => {
  it('creates a label', () => {
    given(NoteLabelDecider).when({ type: 'create', label: labels[0]! }).then([labelCreated(labels[0]!)]);
  });

  it('renames a label; renaming it to its own title records nothing', () => {
    given(NoteLabelDecider, [labelCreated(labels[0]!)]).when({ type: 'rename', id: 'work', title: 'Office' })
      .then([{ type: NotesEvents.labelRenamed, data: { id: 'work', title: 'Office' } }]);
    given(NoteLabelDecider, [labelCreated(labels[0]!)]).when({ type: 'rename', id: 'work', title: 'Work' }).thenNothing();
  });

  it('deletes a label (the projection strips it from every note)', () => {
    given(NoteLabelDecider, [labelCreated(labels[0]!)]).when({ type: 'delete', id: 'work' })
      .then([{ type: NotesEvents.labelDeleted, data: { id: 'work' } }]);
  });

  it('answers 404 for a label it does not hold, deleted ones included, and decides on a carried-over one', () => {
    given(NoteLabelDecider).when({ type: 'rename', id: 'work', title: 'x' }).thenRefused(NotFound);
    const deleted: NotesEvent[] = [labelCreated(labels[0]!), { type: NotesEvents.labelDeleted, data: { id: 'work' } }];
    given(NoteLabelDecider, deleted).when({ type: 'delete', id: 'work' }).thenRefused(NotFound);
    given(NoteLabelDecider, [{ type: NotesEvents.labelCarriedOver, data: { label: labels[0]! } }]).when({ type: 'delete', id: 'work' })
      .then([{ type: NotesEvents.labelDeleted, data: { id: 'work' } }]);
  });
});

describe('the note decider (one stream per note)', () => {
  it('creates a note; its tasks take the new ids in order', () => {
    const draft = { ...note('n1', ['work']), tasks: [{ content: 'Call', completed: true }, { content: 'File' }] };
    given(NoteDecider).when({ type: 'create', note: draft, labelIds: known, newTaskIds: ['t1', 't2'] }).then([created({
      ...note('n1', ['work']), tasks: [{ id: 't1', content: 'Call', completed: true }, { id: 't2', content: 'File', completed: false }],
    })]);
  });

  it('refuses a new note naming an unknown label (400 naming note.labels) or a task id it cannot have', () => {
    const ghost = given(NoteDecider).when({ type: 'create', note: { ...note('n9', ['ghost']), tasks: null }, labelIds: known, newTaskIds: [] })
      .thenRefused(Refused, 'unknownReference') as Refused;
    expect(ghost.fields).toEqual([expect.objectContaining({ field: 'note.labels', message: 'Label ghost does not exist.' })]);
    const task = given(NoteDecider).when({ type: 'create', note: { ...note('n9'), tasks: [{ id: 'x', content: 'c' }] }, labelIds: known, newTaskIds: ['t'] })
      .thenRefused(Refused, 'unknownReference') as Refused;
    expect(task.fields.map((f) => f.field)).toEqual(['note.tasks.0.id']);
  });

  it('records only the fields that differ, with the edit time', () => {
    given(NoteDecider, [created(note('n1', ['work']))]).when(update({ title: 'n1', archived: true }))
      .then([{ type: NotesEvents.noteUpdated, data: { id: 'n1', changes: { archived: true }, updatedAt: NOW } }]);
    given(NoteDecider, [created(note('n1', ['work']))]).when(update({ title: 'n1', labels: ['work'] })).thenNothing();
  });

  it('compares labels without those deleted since (what the caller saw)', () => {
    given(NoteDecider, [created(note('n1', ['work', 'gone']))]).when(update({ labels: ['work'] })).thenNothing();
  });

  it('keeps the tasks named by id, adds those without one, and refuses a foreign or repeated task id', () => {
    const withTasks = created(note('n1', [], { tasks: [{ id: 'a', content: 'A', completed: false }] }));
    given(NoteDecider, [withTasks]).when(update({ tasks: [{ id: 'a', content: 'A2', completed: true }, { content: 'B' }] }, ['x', 'new-b']))
      .then([{ type: NotesEvents.noteUpdated, data: { id: 'n1', changes: { tasks: [{ id: 'a', content: 'A2', completed: true }, { id: 'new-b', content: 'B', completed: false }] }, updatedAt: NOW } }]);
    const foreign = given(NoteDecider, [withTasks]).when(update({ tasks: [{ id: 'z', content: 'Z' }] }, ['x'])).thenRefused(Refused, 'unknownReference') as Refused;
    expect(foreign.fields.map((f) => f.field)).toEqual(['updatedNote.tasks.0.id']);
    const twice = given(NoteDecider, [withTasks]).when(update({ tasks: [{ id: 'a', content: 'A' }, { id: 'a', content: 'A' }] }, ['x', 'y']))
      .thenRefused(Refused, 'duplicate') as Refused;
    expect(twice.fields.map((f) => f.field)).toEqual(['updatedNote.tasks.1.id']);
  });

  it('takes the note back as answered (createdAt, updatedAt) and refuses another value, naming the field', () => {
    const edited: NotesEvent = { type: NotesEvents.noteUpdated, data: { id: 'n1', changes: { title: 'T' }, updatedAt: '2026-11-20T00:00:00.000Z' } };
    given(NoteDecider, [created(note('n1')), edited]).when(update({ title: 'U', createdAt: '2026-11-01T08:00:00.000Z', updatedAt: '2026-11-20T00:00:00.000Z' }))
      .then([{ type: NotesEvents.noteUpdated, data: { id: 'n1', changes: { title: 'U' }, updatedAt: NOW } }]);
    const refused = given(NoteDecider, [created(note('n1')), edited]).when(update({ createdAt: '2020-01-01T00:00:00.000Z' }))
      .thenRefused(Refused, 'readOnly') as Refused;
    expect(refused.fields.map((f) => f.field)).toEqual(['updatedNote.createdAt']);
  });

  it('refuses an unknown label on an update with 400 naming updatedNote.labels', () => {
    const refused = given(NoteDecider, [created(note('n1'))]).when(update({ labels: ['work', 'ghost'] })).thenRefused(Refused, 'unknownReference') as Refused;
    expect(refused.fields).toEqual([expect.objectContaining({ field: 'updatedNote.labels', message: 'Label ghost does not exist.' })]);
  });

  it('deletes a note and adds a task to it', () => {
    given(NoteDecider, [created(note('n1'))]).when({ type: 'delete', id: 'n1' }).then([{ type: NotesEvents.noteDeleted, data: { id: 'n1' } }]);
    const task = { id: 't1', content: 'File the return', completed: false };
    given(NoteDecider, [created(note('n1'))]).when({ type: 'addTask', noteId: 'n1', task, now: NOW })
      .then([{ type: NotesEvents.taskAdded, data: { noteId: 'n1', task, updatedAt: NOW } }]);
  });

  it('answers 404 for a note it does not hold, deleted ones included', () => {
    given(NoteDecider).when(update({ title: 'x' })).thenRefused(NotFound);
    given(NoteDecider).when({ type: 'delete', id: 'n1' }).thenRefused(NotFound);
    given(NoteDecider, [created(note('n1')), { type: NotesEvents.noteDeleted, data: { id: 'n1' } }])
      .when({ type: 'addTask', noteId: 'n1', task: { id: 't', content: 'x', completed: false }, now: NOW }).thenRefused(NotFound);
  });

  it('decides on a note carried over from the tenant stream', () => {
    given(NoteDecider, [{ type: NotesEvents.noteCarriedOver, data: { note: note('n1', [], { archived: true }) } }]).when(update({ archived: true })).thenNothing();
  });

  it('expands label ids to labels and drops ids of labels that no longer exist', () => {
    expect(expandLabels(note('n', ['family', 'gone', 'work']), labels).labels).toEqual([{ id: 'family', title: 'Family' }, { id: 'work', title: 'Work' }]);
  });
});

/** An in-memory read model, enough to run the projection on the deciders' events. */
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

async function project(events: NotesEvent[], rm = memoryReadModels()) {
  const projection = new NotesProjection();
  for (const [index, event] of events.entries()) {
    const stored = { ...event, position: index + 1, stream: 'notes', version: index + 1, tenant: 'cis', userId: null, at: NOW } as StoredOf<NotesEvent>;
    await projection.apply(JSON.parse(JSON.stringify(stored)) as StoredOf<NotesEvent>, rm);
  }
  return rm;
}

describe('notes projection', () => {
  const seed: NotesEvent[] = [...labels.map(labelCreated), created(note('n1', ['work'])), created(note('n2', ['work', 'family'])), created(note('n3'))];

  it('deleting a label strips it from every note and leaves the other labels', async () => {
    const deleted = NoteLabelDecider.decide({ type: 'delete', id: 'work' }, fold(NoteLabelDecider, [labelCreated(labels[0]!)]));
    const rm = await project([...seed, ...deleted]);
    expect([...rm.docs.get(C.labels)!.keys()]).toEqual(['family']);
    const stored = [...rm.docs.get(C.notes)!.values()] as Note[];
    expect(stored.map((n) => [n.id, n.labels])).toEqual([['n1', []], ['n2', ['family']], ['n3', []]]);
  });

  it('an edit sets updatedAt and keeps the rest; a task is appended; a carried-over note changes nothing', async () => {
    const rm = await project([
      ...seed,
      ...NoteDecider.decide({ type: 'update', id: 'n3', patch: { archived: true }, labelIds: known, now: NOW, newTaskIds: [] }, note('n3')),
      ...NoteDecider.decide({ type: 'addTask', noteId: 'n1', task: { id: 't1', content: 'File the return', completed: false }, now: NOW }, note('n1', ['work'])),
      { type: NotesEvents.noteCarriedOver, data: { note: note('n2') } },
    ]);
    expect(rm.docs.get(C.notes)!.get('n3')).toEqual({ ...note('n3'), archived: true, updatedAt: NOW });
    expect(rm.docs.get(C.notes)!.get('n1')).toMatchObject({ tasks: [{ id: 't1', content: 'File the return', completed: false }], updatedAt: NOW });
    expect(rm.docs.get(C.notes)!.get('n2')).toEqual(note('n2', ['work', 'family']));
  });
});
