import { startTestApp, type TestApp } from '../testing/test-app';

/** Bare true / null answers must reach a client's JSON parser as JSON, whatever area sends them. */
describe('scalar answers are JSON', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn('staff@cis.test');
  });
  afterAll(() => t.close());

  it('answers a DELETE that returns true with application/json "true"', async () => {
    const created = await t.http.post('/api/common/shortcuts').set(t.auth(staff))
      .send({ shortcut: { label: 'Clients', icon: 'pi pi-id-card', link: '/qt-clients', useRouter: true } }).expect(200);
    const res = await t.http.delete(`/api/common/shortcuts?id=${created.body.id}`).set(t.auth(staff)).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.text).toBe('true');
    expect(res.body).toBe(true);
  });

  it('answers true of every sample-data DELETE as JSON', async () => {
    const tag = await t.http.post('/api/apps/tasks/tag').set(t.auth(staff)).send({ tag: { title: 'Temporary' } }).expect(200);
    const res = await t.http.delete(`/api/apps/tasks/tag?id=${tag.body.id}`).set(t.auth(staff)).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.text).toBe('true');
  });

  it('answers null as the JSON text null, not an empty body', async () => {
    const res = await t.http.get('/api/apps/tasks/search?query=').set(t.auth(staff)).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.text).toBe('null');
  });

  it('leaves objects, and errors, as they were', async () => {
    const list = await t.http.get('/api/common/shortcuts').set(t.auth(staff)).expect(200);
    expect(list.headers['content-type']).toMatch(/^application\/json/);
    expect(Array.isArray(list.body)).toBe(true);
    const missing = await t.http.delete('/api/common/shortcuts?id=nothing-here').set(t.auth(staff)).expect(404);
    expect(missing.body).toMatchObject({ status: 404, error: 'Resource does not exist' });
  });
});
