import { TINY_PNG } from '../platform/reliability/access.table';
import { startTestApp, type TestApp } from '../platform/testing/test-app';
import { CompanyLogoReader } from './organization.queries';

describe('Administration: the company profile, branches and the logo', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@cis.test');
  });
  afterAll(() => t.close());

  it('has no logo before one is uploaded', async () => {
    await t.http.get('/api/organization/logo').set(t.auth(admin)).expect(404);
  });

  it('stores a PNG logo, names it on the company profile, serves it to any signed-in account and to other modules', async () => {
    const res = await t.http.post('/api/organization/logo').set(t.auth(admin)).send({ contentBase64: TINY_PNG }).expect(200);
    expect(res.body).toEqual({ sha256: expect.stringMatching(/^[0-9a-f]{64}$/), contentType: 'image/png', bytes: Buffer.from(TINY_PNG, 'base64').length });
    const profile = (await t.http.get('/api/master-data/company-profile/firm').set(t.auth(admin)).expect(200)).body as { logo: string };
    expect(profile.logo).toBe(res.body.sha256);
    const history = (await t.http.get('/api/master-data/company-profile/firm/history').set(t.auth(admin)).expect(200)).body as Array<{ changes: Array<{ field: string }> }>;
    expect(history.at(-1)!.changes.map((c) => c.field)).toEqual(['logo']);
    for (const email of ['customer@cis.test', 'vendor@cis.test', 'staff@cis.test']) {
      const image = await t.http.get('/api/organization/logo').set(t.auth(await t.signIn(email))).buffer(true).expect(200);
      expect({ email, type: image.headers['content-type'], same: (image.body as Buffer).toString('base64') === TINY_PNG }).toEqual({ email, type: 'image/png', same: true });
    }
    const blob = await t.app.get(CompanyLogoReader).logo('cis');
    expect(blob?.sha256).toBe(res.body.sha256);
  });

  it('refuses what is not a PNG or JPEG, not base64, or too large, naming the field, and stores nothing', async () => {
    const before = (await t.http.get('/api/master-data/company-profile/firm').set(t.auth(admin)).expect(200)).body as { logo: string | null };
    const pdf = Buffer.from('%PDF-1.4 not an image').toString('base64');
    for (const [body, status] of [[{ contentBase64: pdf }, 400], [{ contentBase64: 'not base64!' }, 400], [{}, 400], [{ contentBase64: 'A'.repeat(800_000) }, 400]] as const) {
      const res = await t.http.post('/api/organization/logo').set(t.auth(admin)).send(body).expect(status);
      expect(JSON.stringify(res.body)).toContain('contentBase64');
    }
    const after = (await t.http.get('/api/master-data/company-profile/firm').set(t.auth(admin)).expect(200)).body as { logo: string | null };
    expect(after.logo).toBe(before.logo);
  });

  it('lets only who edits the company profile change the logo', async () => {
    for (const email of ['staff@cis.test', 'customer@cis.test', 'vendor@cis.test']) {
      await t.http.post('/api/organization/logo').set(t.auth(await t.signIn(email))).send({ contentBase64: TINY_PNG }).expect(403);
    }
  });

  it('keeps branches as master data: listed for everyone, edited by the company profile editors, the village checked', async () => {
    const list = (await t.http.get('/api/master-data/branch').set(t.auth(await t.signIn('customer@cis.test'))).expect(200)).body as { items: Array<{ code: string }> };
    expect(list.items.map((b) => b.code)).toEqual(['phnom-penh', 'siem-reap']);
    const bad = await t.http.post('/api/master-data/branch').set(t.auth(admin))
      .send({ values: { code: 'battambang', nameEn: 'Battambang branch', nameKm: 'សាខាបាត់ដំបង', villageCode: '99999999' } }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('villageCode');
    await t.http.post('/api/master-data/branch').set(t.auth(admin))
      .send({ values: { code: 'battambang', nameEn: 'Battambang branch', nameKm: 'សាខាបាត់ដំបង', villageCode: '02010101' } }).expect(201);
    await t.http.post('/api/master-data/branch').set(t.auth(await t.signIn('staff@cis.test')))
      .send({ values: { code: 'kampot', nameEn: 'Kampot branch', nameKm: 'សាខាកំពត' } }).expect(403);
  });
});
