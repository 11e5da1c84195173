import { NotesEvents, type NoteLabel, type NotesEvent, type NoteView, type StoredOf } from '@cis/contracts';
import { startTestApp, type TestApp } from '../platform/testing/test-app';
import { listenAs, type SocketListener } from '../platform/testing/socket-listener';

/** Notes are shared: another user's screen receives every change through the tenant room. */
describe('notes pushes', () => {
  let t: TestApp;
  let admin: string;
  let staffScreen: SocketListener;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@cis.test');
    staffScreen = await listenAs(t.baseUrl, await t.signIn('staff@cis.test'));
  });
  afterAll(async () => {
    staffScreen.close();
    await t.close();
  });

  it('pushes a note edit as its changes with the edit time, and a renamed and a deleted label', async () => {
    const [note] = (await t.http.get('/api/apps/notes/all').set(t.auth(admin)).expect(200)).body as NoteView[];
    const updated = await t.http.patch('/api/apps/notes').set(t.auth(admin)).send({ updatedNote: { id: note?.id, archived: !note?.archived } }).expect(200);
    expect((await staffScreen.next((e) => e.type === NotesEvents.noteUpdated)).data).toEqual({
      id: note?.id, changes: { archived: !note?.archived }, updatedAt: updated.body.updatedAt,
    });

    const [label] = (await t.http.get('/api/apps/notes/labels').set(t.auth(admin)).expect(200)).body as NoteLabel[];
    await t.http.patch('/api/apps/notes/labels').set(t.auth(admin)).send({ label: { id: label?.id, title: 'Clients' } }).expect(200);
    expect((await staffScreen.next((e) => e.type === NotesEvents.labelRenamed)).data).toEqual({ id: label?.id, title: 'Clients' });

    await t.http.delete(`/api/apps/notes/labels?id=${label?.id}`).set(t.auth(admin)).expect(200);
    const deleted = (await staffScreen.next((e) => e.type === NotesEvents.labelDeleted)) as StoredOf<NotesEvent>;
    // The union narrows on type, as a web subscriber would use it.
    if (deleted.type !== NotesEvents.labelDeleted) throw new Error(`unexpected push ${deleted.type}`);
    expect(deleted.data.id).toBe(label?.id);
    expect(deleted.data).toEqual({ id: label?.id });
  });
});
