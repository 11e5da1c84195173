import { startTestApp, type TestApp } from '../platform/testing/test-app';

describe('POST api/common/search', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@cis.test');
    staff = await t.signIn('staff@cis.test');
  });
  afterAll(() => t.close());

  it('answers no results for an empty query', async () => {
    expect((await t.http.post('/api/common/search').set(t.auth(admin)).send({ query: '   ' }).expect(200)).body).toEqual([]);
  });

  it('finds pages the caller may open, by translated-key title or link', async () => {
    const res = await t.http.post('/api/common/search').set(t.auth(admin)).send({ query: 'patent' }).expect(200);
    const pages = res.body.find((set: { id: string }) => set.id === 'pages');
    expect(pages.results).toEqual([expect.objectContaining({ link: '/patent-tax-return', value: 'label.menu.patentTaxReturn' })]);
    const forStaff = await t.http.post('/api/common/search').set(t.auth(staff)).send({ query: 'master' }).expect(200);
    expect(forStaff.body).toEqual([]);
  });

  it('refuses a missing or non-string query', async () => {
    await t.http.post('/api/common/search').set(t.auth(admin)).send({}).expect(400);
    await t.http.post('/api/common/search').set(t.auth(admin)).send({ query: ['a'] }).expect(400);
  });
});
