import { PROFILE_AVATAR_MAX_BYTES, type UserSession } from '@cis/contracts';
import { startTestApp, type TestApp } from '../platform/testing/test-app';

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const fields = (res: { body: { errors?: Array<{ field: string; code: string }> } }) => (res.body.errors ?? []).map((e) => `${e.field}:${e.code}`);

describe('profile (issue 14): language, time zone, picture, sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const signIn = async (email: string, agent: string) =>
    (await t.http.post('/api/auth/sign-in').set('User-Agent', agent).send({ email, password: 'cis-demo-2026' }).expect(200)).body.accessToken as string;

  it('keeps the preferred language and the time zone; the user answered carries them', async () => {
    const token = await t.signIn('vendor@cis.test');
    const res = await t.http.patch('/api/common/user').set(t.auth(token)).send({ user: { language: 'km', timeZone: 'Asia/Bangkok' } }).expect(200);
    expect(res.body).toMatchObject({ language: 'km', timeZone: 'Asia/Bangkok' });
    expect((await t.http.get('/api/common/user').set(t.auth(token)).expect(200)).body).toMatchObject({ language: 'km', timeZone: 'Asia/Bangkok' });
    const renewed = await t.http.post('/api/auth/sign-in-with-token').send({ accessToken: token }).expect(200);
    expect(renewed.body.user).toMatchObject({ language: 'km', timeZone: 'Asia/Bangkok' });
  });

  it('refuses an unknown language or time zone with 400 naming the field, and stores nothing', async () => {
    const token = await t.signIn('vendor@cis.test');
    const before = await t.store.lastPosition();
    for (const timeZone of ['Mars/Olympus', 'asia/phnom_penh', '+07:00', '', 'Asia/Phnom_Penh; DROP']) {
      const res = await t.http.patch('/api/common/user').set(t.auth(token)).send({ user: { timeZone } }).expect(400);
      expect(fields(res)).toContain('user.timeZone:timeZone');
    }
    const language = await t.http.patch('/api/common/user').set(t.auth(token)).send({ user: { language: 'fr' } }).expect(400);
    expect(fields(language).some((f) => f.startsWith('user.language:'))).toBe(true);
    const nulls = await t.http.patch('/api/common/user').set(t.auth(token)).send({ user: { language: null, timeZone: null } }).expect(400);
    expect(fields(nulls).map((f) => f.split(':')[0])).toEqual(expect.arrayContaining(['user.language', 'user.timeZone']));
    expect(await t.store.lastPosition()).toBe(before);
  });

  it('takes a picture checked by its content, serves it publicly by its hash, and shows it as the avatar', async () => {
    const token = await t.signIn('customer@cis.test');
    const res = await t.http.post('/api/common/user/avatar').set(t.auth(token)).attach('avatar', PNG, { filename: 'me.png', contentType: 'image/png' }).expect(200);
    expect(res.body.avatar).toMatch(/^\/api\/common\/avatars\/cis\/[0-9a-f]{64}$/);
    const image = await t.http.get(res.body.avatar).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');
    expect((image.body as Buffer).toString('base64')).toBe(PNG.toString('base64'));
    expect((await t.http.get('/api/common/user').set(t.auth(token)).expect(200)).body.avatar).toBe(res.body.avatar);
  });

  it('refuses a picture that is not an image, too large, missing or not multipart with 400 naming avatar, and stores nothing', async () => {
    const token = await t.signIn('customer@cis.test');
    const before = await t.store.lastPosition();
    const html = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const fake = await t.http.post('/api/common/user/avatar').set(t.auth(token)).attach('avatar', html, { filename: 'me.png', contentType: 'image/png' }).expect(400);
    expect(fields(fake)).toContain('avatar:imageType');
    const big = Buffer.from(PNG.toString('hex') + '00'.repeat(PROFILE_AVATAR_MAX_BYTES), 'hex');
    const large = await t.http.post('/api/common/user/avatar').set(t.auth(token)).attach('avatar', big, { filename: 'big.png', contentType: 'image/png' }).expect(400);
    expect(fields(large)).toContain('avatar:tooLarge');
    const none = await t.http.post('/api/common/user/avatar').set(t.auth(token)).field('note', 'x').expect(400);
    expect(fields(none)).toContain('avatar:required');
    const json = await t.http.post('/api/common/user/avatar').set(t.auth(token)).send({ avatar: 'data:image/png;base64,AAAA' }).expect(400);
    expect(fields(json).map((f) => f.split(':')[0])).toContain('avatar');
    expect(await t.store.lastPosition()).toBe(before);
    await t.http.get(`/api/common/avatars/cis/${'a'.repeat(64)}`).expect(404);
    await t.http.get('/api/common/avatars/elsewhere/abc').expect(404);
  });

  it('lists the sessions signed in (browser, address, last seen, this one marked) and signs out the others', async () => {
    const phone = await signIn('staff@cis.test', 'Mozilla/5.0 (iPhone) Phone');
    const laptop = await signIn('staff@cis.test', 'Mozilla/5.0 (X11; Linux) Laptop');
    const list = (await t.http.get('/api/common/user/sessions').set(t.auth(laptop)).expect(200)).body as UserSession[];
    const mine = list.filter((s) => /Phone|Laptop/.test(s.userAgent));
    expect(mine.map((s) => [s.userAgent.split(') ')[1], s.current])).toEqual(expect.arrayContaining([['Laptop', true], ['Phone', false]]));
    expect(list[0]).toMatchObject({ current: true, userAgent: expect.stringContaining('Laptop'), address: expect.any(String) });
    expect(Date.parse(list[0]!.lastSeenAt)).toBeGreaterThan(0);

    const out = await t.http.post('/api/common/user/sessions/sign-out-others').set(t.auth(laptop)).expect(200);
    const renewed = out.body.accessToken as string;
    await t.http.get('/api/common/user').set(t.auth(phone)).expect(401);
    await t.http.post('/api/auth/sign-in-with-token').send({ accessToken: phone }).expect(401);
    await t.http.get('/api/common/user').set(t.auth(laptop)).expect(401);
    const after = (await t.http.get('/api/common/user/sessions').set(t.auth(renewed)).expect(200)).body as UserSession[];
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ current: true, userAgent: expect.stringContaining('Laptop') });
  });

  it('a password change signs out the other sessions and keeps this one listed', async () => {
    const other = await signIn('admin@cis.test', 'Other browser');
    const mine = await signIn('admin@cis.test', 'This browser');
    const res = await t.http.post('/api/common/user/change-password').set(t.auth(mine))
      .send({ currentPassword: 'cis-demo-2026', newPassword: 'cis-demo-2026' }).expect(200);
    await t.http.get('/api/common/user').set(t.auth(other)).expect(401);
    const sessions = (await t.http.get('/api/common/user/sessions').set(t.auth(res.body.accessToken)).expect(200)).body as UserSession[];
    expect(sessions.map((s) => [s.userAgent, s.current])).toEqual([['This browser', true]]);
  });
});
