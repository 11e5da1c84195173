import { startTestApp, type TestApp } from '../platform/testing/test-app';

describe('api/common/user PATCH', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await t.signIn('customer@cis.test');
  });
  afterAll(() => t.close());

  it('refuses null for name, status and the name fields with 400 naming each, and stores nothing', async () => {
    const me = (await t.http.get('/api/common/user').set(t.auth(token)).expect(200)).body;
    const before = await t.store.lastPosition();
    const res = await t.http.patch('/api/common/user').set(t.auth(token))
      .send({ user: { name: null, status: null, userDetails: { firstNameEn: null, lastNameEn: null, firstNameKh: null, lastNameKh: null } } })
      .expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining([
      'user.name', 'user.status', 'user.userDetails.firstNameEn', 'user.userDetails.lastNameEn', 'user.userDetails.firstNameKh',
      'user.userDetails.lastNameKh',
    ]));
    const details = await t.http.patch('/api/common/user').set(t.auth(token)).send({ user: { userDetails: null } }).expect(400);
    expect(details.body.errors.map((e: { field: string }) => e.field)).toContain('user.userDetails');
    expect(await t.store.lastPosition()).toBe(before);
    expect((await t.http.get('/api/common/user').set(t.auth(token)).expect(200)).body).toEqual(me);
  });

  it('accepts null for the avatar (no picture)', async () => {
    const res = await t.http.patch('/api/common/user').set(t.auth(token)).send({ user: { avatar: null, status: 'away' } }).expect(200);
    expect(res.body).toMatchObject({ avatar: null, status: 'away' });
  });
});
