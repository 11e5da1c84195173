import { DEFAULT_TENANT, NotesEvents, type NoteLabel, type NoteView } from '@cis/contracts';
import { NOTE_LABELS, NOTES } from '@cis/fixtures';
import { HOSTILE_RICH_TEXT, HOSTILE_RICH_TEXT_SANITISED } from '../platform/testing/hostile-html';
import { startTestApp, type TestApp } from '../platform/testing/test-app';
import { noteStream } from './notes.decider';

const labelId = (title: string): string => NOTE_LABELS.find((l) => l.title === title)!.id;

describe('notes over HTTP', () => {
  let t: TestApp;
  let token: string;
  const get = (url: string) => t.http.get(url).set(t.auth(token));
  const post = (url: string, body: object) => t.http.post(url).set(t.auth(token)).send(body);
  const patch = (url: string, body: object) => t.http.patch(url).set(t.auth(token)).send(body);
  const del = (url: string) => t.http.delete(url).set(t.auth(token));
  const all = async (): Promise<NoteView[]> => (await get('/api/apps/notes/all').expect(200)).body;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.signIn('staff@cis.test');
  });
  afterAll(() => t.close());

  it('lists the six labels and the sixteen notes, newest first, labels expanded, never edited', async () => {
    expect((await get('/api/apps/notes/labels').expect(200)).body.map((l: NoteLabel) => l.title))
      .toEqual(['Family', 'Work', 'Tasks', 'Priority', 'Personal', 'Friends']);
    const notes = await all();
    expect(notes).toHaveLength(16);
    const created = notes.map((n) => n.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const seeded = NOTES.find((n) => n.labels.length === 2)!;
    const shown = notes.find((n) => n.id === seeded.id)!;
    expect(shown.labels).toEqual(seeded.labels.map((id) => NOTE_LABELS.find((l) => l.id === id)));
    expect(notes.every((n) => n.updatedAt === null)).toBe(true);
    expect(notes.filter((n) => n.archived).length).toBe(NOTES.filter((n) => n.archived).length);
  });

  describe('notes', () => {
    let id: string;

    it('creates a note with sanitised content, no tasks, not archived and updatedAt null', async () => {
      const res = await post('/api/apps/notes', {
        note: { title: 'Call the tax office', content: '<p>Ask about <b>VAT</b></p><script>alert(1)</script>', labels: [labelId('Work')] },
      }).expect(200);
      id = res.body.id;
      expect(res.body).toMatchObject({
        title: 'Call the tax office', content: '<p>Ask about <b>VAT</b></p>', tasks: null, image: null, reminder: null,
        archived: false, updatedAt: null, labels: [{ id: labelId('Work'), title: 'Work' }],
      });
      expect((await all())[0]?.id).toBe(id);
    });

    it('archives a note: the given fields change, updatedAt is set, the rest stays', async () => {
      const before = (await all()).find((n) => n.id === id)!;
      const res = await patch('/api/apps/notes', { updatedNote: { id, archived: true } }).expect(200);
      expect(res.body).toEqual({ ...before, archived: true, updatedAt: expect.any(String) });
      expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.createdAt));
      const events = await t.store.readStream(noteStream(DEFAULT_TENANT, id));
      expect(events.at(-1)).toMatchObject({ type: NotesEvents.noteUpdated, data: { id, changes: { archived: true } } });
    });

    it('replaces tasks and labels on update and sanitises the content', async () => {
      const res = await patch('/api/apps/notes', {
        updatedNote: { id, content: '<p onmouseover="x()">Done</p>', tasks: [{ content: 'Print receipt', completed: true }], labels: [labelId('Tasks')] },
      }).expect(200);
      expect(res.body.content).toBe('<p>Done</p>');
      expect(res.body.tasks).toEqual([{ id: expect.any(String), content: 'Print receipt', completed: true }]);
      expect(res.body.labels).toEqual([{ id: labelId('Tasks'), title: 'Tasks' }]);
    });

    it('stores hostile content harmless on create and on update (data: and javascript: links, svg images, handlers)', async () => {
      const created = await post('/api/apps/notes', { note: { title: 'Hostile', content: HOSTILE_RICH_TEXT } }).expect(200);
      expect(created.body.content).toBe(HOSTILE_RICH_TEXT_SANITISED);
      const updated = await patch('/api/apps/notes', { updatedNote: { id: created.body.id, content: `<p>v2</p>${HOSTILE_RICH_TEXT}` } }).expect(200);
      expect(updated.body.content).toBe(`<p>v2</p>${HOSTILE_RICH_TEXT_SANITISED}`);
      const events = await t.store.readStream(noteStream(DEFAULT_TENANT, created.body.id));
      for (const event of events.slice(-2)) expect(JSON.stringify(event.data)).not.toMatch(/data:text|svg\+xml|javascript:|onerror|onclick/);
      await del(`/api/apps/notes?id=${created.body.id}`).expect(200);
    });

    it('adds a task to a note', async () => {
      const noTasks = NOTES.find((n) => n.tasks === null)!;
      const res = await post('/api/apps/notes/tasks', { note: { id: noTasks.id }, task: 'Bring the stamp' }).expect(200);
      expect(res.body.tasks).toEqual([{ id: expect.any(String), content: 'Bring the stamp', completed: false }]);
      expect(res.body.updatedAt).not.toBeNull();
      const withTasks = NOTES.find((n) => (n.tasks ?? []).length > 2)!;
      const more = await post('/api/apps/notes/tasks', { note: { id: withTasks.id }, task: 'One more' }).expect(200);
      expect(more.body.tasks).toHaveLength(withTasks.tasks!.length + 1);
      expect(more.body.tasks.slice(0, -1)).toEqual(withTasks.tasks);
    });

    it('refuses unknown notes, labels and fields', async () => {
      await patch('/api/apps/notes', { updatedNote: { id: 'no-such-note', title: 'x' } }).expect(404);
      const badLabel = await patch('/api/apps/notes', { updatedNote: { id, labels: ['no-such-label'] } }).expect(400);
      expect(badLabel.body.developerMessage).toBe('Label no-such-label does not exist.');
      await post('/api/apps/notes', { note: { title: 'x', labels: ['no-such-label'] } }).expect(400);
      await post('/api/apps/notes/tasks', { note: { id: 'no-such-note' }, task: 'x' }).expect(404);
      await post('/api/apps/notes/tasks', { note: { id }, task: '' }).expect(400);
      await patch('/api/apps/notes', { updatedNote: { id, createdAt: '2020-01-01T00:00:00Z' } }).expect(400);
      await post('/api/apps/notes', { note: { title: 'x', reminder: 'tomorrow' } }).expect(400);
      await post('/api/apps/notes', { note: { title: 'x', labels: 'Work' } }).expect(400);
    });

    it('takes an image path or https URL as the image and refuses anything else with 400', async () => {
      const set = (image: unknown) => patch('/api/apps/notes', { updatedNote: { id, image } });
      expect((await set('images/notes/receipt.jpg').expect(200)).body.image).toBe('images/notes/receipt.jpg');
      expect((await set('https://cdn.cis.test/notes/receipt.png').expect(200)).body.image).toBe('https://cdn.cis.test/notes/receipt.png');
      for (const bad of ['javascript:alert(1)', 'data:image/svg+xml;base64,PHN2Zz4=', 'data:text/html,<script>alert(1)</script>', 'http://cdn.test/x.png', '//evil.test/x.png', 'x'.repeat(501), 42]) {
        const res = await set(bad).expect(400);
        expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'updatedNote.image' })]));
      }
      await post('/api/apps/notes', { note: { title: 'x', image: 'javascript:alert(1)' } }).expect(400);
      expect((await all()).find((n) => n.id === id)!.image).toBe('https://cdn.cis.test/notes/receipt.png');
      expect((await set(null).expect(200)).body.image).toBeNull();
    });

    it('keeps task ids of this note only, each once; a new note has no task ids yet (400 naming the field)', async () => {
      const current = (await all()).find((n) => n.id === id)!;
      const [task] = current.tasks!;
      const twice = await patch('/api/apps/notes', { updatedNote: { id, tasks: [{ id: task!.id, content: 'a' }, { id: task!.id, content: 'b' }] } }).expect(400);
      expect(twice.body.errors).toEqual([expect.objectContaining({ field: 'updatedNote.tasks.1.id', developerMessage: `Task ${task!.id} is given twice.` })]);
      const foreignTask = NOTES.find((n) => (n.tasks ?? []).length > 0)!.tasks![0]!;
      const foreign = await patch('/api/apps/notes', { updatedNote: { id, tasks: [{ id: foreignTask.id, content: 'a' }] } }).expect(400);
      expect(foreign.body.errors).toEqual([expect.objectContaining({ field: 'updatedNote.tasks.0.id' })]);
      const onCreate = await post('/api/apps/notes', { note: { title: 'x', tasks: [{ id: 'chosen', content: 'a' }] } }).expect(400);
      expect(onCreate.body.errors).toEqual([expect.objectContaining({ field: 'note.tasks.0.id' })]);
      const badLabel = await post('/api/apps/notes', { note: { title: 'x', labels: ['no-such-label'] } }).expect(400);
      expect(badLabel.body.errors).toEqual([expect.objectContaining({ field: 'note.labels' })]);
      expect((await all()).find((n) => n.id === id)).toEqual(current);
      const kept = await patch('/api/apps/notes', { updatedNote: { id, tasks: [{ id: task!.id, content: 'Print two receipts', completed: false }, { content: 'Sign' }] } }).expect(200);
      expect(kept.body.tasks).toEqual([{ id: task!.id, content: 'Print two receipts', completed: false }, { id: expect.any(String), content: 'Sign', completed: false }]);
    });

    it('refuses null for fields that are never null; tasks, image and reminder may be null', async () => {
      const current = (await all()).find((n) => n.id === id)!;
      for (const field of ['title', 'content', 'labels', 'archived']) {
        const res = await patch('/api/apps/notes', { updatedNote: { id, [field]: null } }).expect(400);
        expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: `updatedNote.${field}` })]));
      }
      await patch('/api/apps/notes', { updatedNote: { id, tasks: [{ content: 'x', completed: null }] } }).expect(400);
      await post('/api/apps/notes', { note: { title: null } }).expect(400);
      expect((await all()).find((n) => n.id === id)).toEqual(current);
      await patch('/api/apps/notes', { updatedNote: { id, reminder: '2026-12-01T09:00:00.000Z' } }).expect(200);
      const cleared = await patch('/api/apps/notes', { updatedNote: { id, tasks: null, image: null, reminder: null } }).expect(200);
      expect(cleared.body).toMatchObject({ tasks: null, image: null, reminder: null, title: current.title, archived: current.archived });
    });

    it('deletes a note; deleting it again answers 404', async () => {
      expect(JSON.parse((await del(`/api/apps/notes?id=${id}`).expect(200)).text)).toBe(true);
      expect((await all()).map((n) => n.id)).not.toContain(id);
      await del(`/api/apps/notes?id=${id}`).expect(404);
    });
  });

  describe('labels', () => {
    it('creates and renames a label, answering every label', async () => {
      const created = await post('/api/apps/notes/labels', { title: 'Clients' }).expect(200);
      expect(created.body.map((l: NoteLabel) => l.title)).toEqual(['Family', 'Work', 'Tasks', 'Priority', 'Personal', 'Friends', 'Clients']);
      const clients = created.body.at(-1) as NoteLabel;
      const renamed = await patch('/api/apps/notes/labels', { label: { id: clients.id, title: 'Customers' } }).expect(200);
      expect(renamed.body.at(-1)).toEqual({ id: clients.id, title: 'Customers' });
    });

    it('renaming a label shows in the notes that carry it', async () => {
      await patch('/api/apps/notes/labels', { label: { id: labelId('Friends'), title: 'Close friends' } }).expect(200);
      const carrying = (await all()).filter((n) => n.labels.some((l) => l.id === labelId('Friends')));
      expect(carrying.length).toBeGreaterThan(0);
      expect(carrying.every((n) => n.labels.some((l) => l.title === 'Close friends'))).toBe(true);
    });

    it('deleting a label strips it from every note', async () => {
      const work = labelId('Work');
      expect((await all()).filter((n) => n.labels.some((l) => l.id === work)).length).toBeGreaterThan(3);
      const res = await del(`/api/apps/notes/labels?id=${work}`).expect(200);
      expect(res.body.map((l: NoteLabel) => l.id)).not.toContain(work);
      expect((await all()).some((n) => n.labels.some((l) => l.id === work))).toBe(false);
      const stored = await t.store.readModels.list<{ labels: string[] }>(DEFAULT_TENANT, 'notes');
      expect(stored.some((n) => n.labels.includes(work))).toBe(false);
    });

    it('answers 404 for unknown labels and changes nothing; 400 for empty titles', async () => {
      const before = (await get('/api/apps/notes/labels').expect(200)).body;
      await patch('/api/apps/notes/labels', { label: { id: 'no-such-label', title: 'X' } }).expect(404);
      await del('/api/apps/notes/labels?id=no-such-label').expect(404);
      await del('/api/apps/notes/labels').expect(400);
      expect((await get('/api/apps/notes/labels').expect(200)).body).toEqual(before);
      await post('/api/apps/notes/labels', { title: '' }).expect(400);
      await post('/api/apps/notes/labels', { title: 'x', color: 'red' }).expect(400);
    });
  });

  it('deleting an unknown note or label answers 404 and changes nothing (the mock removed the last item)', async () => {
    const [notesBefore, labelsBefore] = [await all(), (await get('/api/apps/notes/labels').expect(200)).body];
    expect((await del('/api/apps/notes?id=no-such-note').expect(404)).body).toMatchObject({ status: 404, error: 'Resource does not exist' });
    await del('/api/apps/notes/labels?id=no-such-label').expect(404);
    await del('/api/apps/notes').expect(400);
    expect(await all()).toEqual(notesBefore);
    expect((await get('/api/apps/notes/labels').expect(200)).body).toEqual(labelsBefore);
  });

  it('rebuilding the projections from the log, cascades included, gives the same read models', async () => {
    const before = await t.store.dumpReadModels();
    await t.store.rebuildProjections();
    expect(await t.store.dumpReadModels()).toEqual(before);
  });
});
