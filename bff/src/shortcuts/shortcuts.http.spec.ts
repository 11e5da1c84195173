import { startTestApp, type TestApp } from '../platform/testing/test-app';

describe('shortcuts over HTTP', () => {
  let t: TestApp;
  let staff: string;
  let vendor: string;
  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn('staff@cis.test');
    vendor = await t.signIn('vendor@cis.test');
  });
  afterAll(() => t.close());

  it('creates, updates and deletes a shortcut of the caller', async () => {
    expect((await t.http.get('/api/common/shortcuts').set(t.auth(staff)).expect(200)).body).toEqual([]);
    const created = await t.http.post('/api/common/shortcuts').set(t.auth(staff))
      .send({ shortcut: { label: 'Clients', description: 'Client list', icon: 'pi pi-id-card', link: '/qt-clients', useRouter: true } }).expect(201);
    expect(created.body).toMatchObject({ label: 'Clients', link: '/qt-clients', useRouter: true });
    const updated = await t.http.patch('/api/common/shortcuts').set(t.auth(staff)).send({ id: created.body.id, shortcut: { label: 'My clients' } }).expect(200);
    expect(updated.body).toMatchObject({ id: created.body.id, label: 'My clients', icon: 'pi pi-id-card' });
    expect((await t.http.get('/api/common/shortcuts').set(t.auth(vendor)).expect(200)).body).toEqual([]);
    await t.http.patch('/api/common/shortcuts').set(t.auth(vendor)).send({ id: created.body.id, shortcut: { label: 'x' } }).expect(404);
    await t.http.delete(`/api/common/shortcuts?id=${created.body.id}`).set(t.auth(vendor)).expect(404);
    await t.http.delete(`/api/common/shortcuts?id=${created.body.id}`).set(t.auth(staff)).expect(200);
    expect((await t.http.get('/api/common/shortcuts').set(t.auth(staff)).expect(200)).body).toEqual([]);
  });

  it('requires label, icon, link and useRouter, naming each invalid field', async () => {
    const res = await t.http.post('/api/common/shortcuts').set(t.auth(staff)).send({ shortcut: { description: 'only this' } }).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['shortcut.label', 'shortcut.icon', 'shortcut.link', 'shortcut.useRouter']),
    );
    await t.http.post('/api/common/shortcuts').set(t.auth(staff)).send({ shortcut: { label: 'a', icon: 'b', link: 'c', useRouter: 'yes' } }).expect(400);
    await t.http.delete('/api/common/shortcuts').set(t.auth(staff)).expect(400);
  });
});
