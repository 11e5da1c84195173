import { startTestApp, type TestApp } from '../platform/testing/test-app';

describe('POST api/admin/uiversions: what may be published', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('refuses a version that is not numbers like the build\'s (400 naming versions), storing nothing; 1.2.0 and 1.2.0-rc.1 pass', async () => {
    const admin = await t.signIn('admin@cis.test');
    const before = await t.store.lastPosition();
    for (const versions of ['abc', '1.2', 'v1.2.0', '1.2.0 ', '1..0']) {
      const res = await t.http.post('/api/admin/uiversions').set(t.auth(admin)).send({ versions, message: null }).expect(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['versions']);
    }
    expect(await t.store.lastPosition()).toBe(before);
    expect((await t.http.get('/public/uiversions/1').expect(200)).body.versions).toBe('1.0.0');
    await t.http.post('/api/admin/uiversions').set(t.auth(admin)).send({ versions: '1.2.0-rc.1', message: null }).expect(200);
    await t.http.post('/api/admin/uiversions').set(t.auth(admin)).send({ versions: '1.2.0', message: 'Forms of 2027' }).expect(200);
    expect((await t.http.get('/public/uiversions/1').expect(200)).body).toEqual({ versions: '1.2.0', message: 'Forms of 2027' });
  });
});
