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
      .send({ shortcut: { label: 'Clients', description: 'Client list', icon: 'pi pi-id-card', link: '/qt-clients', useRouter: true } }).expect(200);
    expect(created.body).toMatchObject({ label: 'Clients', link: '/qt-clients', useRouter: true });
    const updated = await t.http.patch('/api/common/shortcuts').set(t.auth(staff)).send({ id: created.body.id, shortcut: { label: 'My clients' } }).expect(200);
    expect(updated.body).toMatchObject({ id: created.body.id, label: 'My clients', icon: 'pi pi-id-card' });
    expect((await t.http.get('/api/common/shortcuts').set(t.auth(vendor)).expect(200)).body).toEqual([]);
    await t.http.patch('/api/common/shortcuts').set(t.auth(vendor)).send({ id: created.body.id, shortcut: { label: 'x' } }).expect(404);
    await t.http.delete(`/api/common/shortcuts?id=${created.body.id}`).set(t.auth(vendor)).expect(404);
    await t.http.delete(`/api/common/shortcuts?id=${created.body.id}`).set(t.auth(staff)).expect(200);
    expect((await t.http.get('/api/common/shortcuts').set(t.auth(staff)).expect(200)).body).toEqual([]);
  });

  it('refuses javascript: and data: links on write with 400 naming the field (issue 17), storing nothing', async () => {
    const created = (await t.http.post('/api/common/shortcuts').set(t.auth(staff))
      .send({ shortcut: { label: 'Tax office', icon: 'pi pi-globe', link: 'https://www.tax.gov.kh/en/', useRouter: false } }).expect(200)).body;
    const before = await t.store.lastPosition();
    for (const link of ['javascript:alert(document.cookie)', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'JAVASCRIPT:alert(1)', '\njavascript:alert(1)', 'vbscript:x', '/\\evil.example']) {
      for (const useRouter of [true, false]) {
        const res = await t.http.post('/api/common/shortcuts').set(t.auth(staff)).send({ shortcut: { label: 'x', icon: 'pi pi-star', link, useRouter } });
        expect({ link, status: res.status }).toEqual({ link, status: 400 });
        expect(res.body.errors).toEqual([expect.objectContaining({ field: 'shortcut.link', code: 'safeLink' })]);
      }
      const patch = await t.http.patch('/api/common/shortcuts').set(t.auth(staff)).send({ id: created.id, shortcut: { link } });
      expect(patch.status).toBe(400);
      expect(patch.body.errors).toEqual([expect.objectContaining({ field: 'shortcut.link', code: 'safeLink' })]);
    }
    expect(await t.store.lastPosition()).toBe(before);
    await t.http.patch('/api/common/shortcuts').set(t.auth(staff)).send({ id: created.id, shortcut: { link: 'mailto:help@cis.test' } }).expect(200);
  });

  it('requires label, icon, link and useRouter, naming each invalid field', async () => {
    const res = await t.http.post('/api/common/shortcuts').set(t.auth(staff)).send({ shortcut: { description: 'only this' } }).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['shortcut.label', 'shortcut.icon', 'shortcut.link', 'shortcut.useRouter']),
    );
    await t.http.post('/api/common/shortcuts').set(t.auth(staff)).send({ shortcut: { label: 'a', icon: 'b', link: 'c', useRouter: 'yes' } }).expect(400);
    await t.http.delete('/api/common/shortcuts').set(t.auth(staff)).expect(400);
  });

  it('refuses null for label, icon, link and useRouter on PATCH, naming each, and stores nothing; description may be null', async () => {
    const created = await t.http.post('/api/common/shortcuts').set(t.auth(staff))
      .send({ shortcut: { label: 'Taxes', description: 'Due soon', icon: 'pi pi-percentage', link: '/taxes', useRouter: true } }).expect(200);
    const before = await t.store.lastPosition();
    const res = await t.http.patch('/api/common/shortcuts').set(t.auth(staff))
      .send({ id: created.body.id, shortcut: { label: null, icon: null, link: null, useRouter: null } }).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['shortcut.label', 'shortcut.icon', 'shortcut.link', 'shortcut.useRouter']),
    );
    expect(await t.store.lastPosition()).toBe(before);
    const cleared = await t.http.patch('/api/common/shortcuts').set(t.auth(staff)).send({ id: created.body.id, shortcut: { description: null } }).expect(200);
    expect(cleared.body).toEqual({ ...created.body, description: null });
  });

  it('answers an empty PATCH with the unchanged shortcut and appends no event', async () => {
    const created = await t.http.post('/api/common/shortcuts').set(t.auth(staff))
      .send({ shortcut: { label: 'Inbox', icon: 'pi pi-inbox', link: '/apps/mailbox', useRouter: true } }).expect(200);
    const before = await t.store.lastPosition();
    const res = await t.http.patch('/api/common/shortcuts').set(t.auth(staff)).send({ id: created.body.id, shortcut: {} }).expect(200);
    expect(res.body).toEqual(created.body);
    expect(await t.store.lastPosition()).toBe(before);
    // An unknown id is still a 404, empty patch or not.
    await t.http.patch('/api/common/shortcuts').set(t.auth(staff)).send({ id: 'no-such-shortcut', shortcut: {} }).expect(404);
  });

  it('answers a create 200 and takes the shortcut back as answered: same id accepted, another id refused 400 naming it', async () => {
    const created = (await t.http.post('/api/common/shortcuts').set(t.auth(staff))
      .send({ shortcut: { label: 'Returns', icon: 'pi pi-file', link: '/returns', useRouter: true } }).expect(200)).body;
    const listed = (await t.http.get('/api/common/shortcuts').set(t.auth(staff)).expect(200)).body.find((s: { id: string }) => s.id === created.id);
    const back = await t.http.patch('/api/common/shortcuts').set(t.auth(staff)).send({ id: listed.id, shortcut: { ...listed, label: 'My returns' } }).expect(200);
    expect(back.body).toEqual({ ...listed, label: 'My returns' });
    const before = await t.store.lastPosition();
    const moved = await t.http.patch('/api/common/shortcuts').set(t.auth(staff)).send({ id: listed.id, shortcut: { ...listed, id: 'other' } }).expect(400);
    expect(moved.body.errors).toEqual([expect.objectContaining({ field: 'shortcut.id', code: 'readOnly' })]);
    await t.http.patch('/api/common/shortcuts').set(t.auth(staff)).send({ id: listed.id, shortcut: { ...listed, owner: 'x' } }).expect(400);
    expect(await t.store.lastPosition()).toBe(before);
  });
});
