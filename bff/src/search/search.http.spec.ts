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

  it("finds the firm's contacts and tasks for staff only: a customer or a vendor gets neither group", async () => {
    const contact = (await t.http.post('/api/apps/contacts/contact').set(t.auth(admin)).send({}).expect(200)).body as { id: string };
    await t.http.patch('/api/apps/contacts/contact').set(t.auth(admin)).send({ id: contact.id, contact: { name: 'Zephyr Holdings' } }).expect(200);
    const task = (await t.http.post('/api/apps/tasks/task').set(t.auth(admin)).send({ type: 'task' }).expect(200)).body as { id: string };
    await t.http.patch('/api/apps/tasks/task').set(t.auth(admin)).send({ id: task.id, task: { title: 'Zephyr penalty notice' } }).expect(200);
    const groupsOf = async (token: string) =>
      ((await t.http.post('/api/common/search').set(t.auth(token)).send({ query: 'zephyr' }).expect(200)).body as Array<{ id: string; results: Array<{ link: string }> }>)
        .map((set) => `${set.id}: ${set.results.map((r) => r.link).join(' ')}`);
    const expected = [`contacts: /apps/contacts/${contact.id}`, `tasks: /apps/tasks/${task.id}`];
    expect(await groupsOf(admin)).toEqual(expected);
    expect(await groupsOf(staff)).toEqual(expected);
    for (const email of ['customer@cis.test', 'vendor@cis.test']) {
      expect({ email, groups: await groupsOf(await t.signIn(email)) }).toEqual({ email, groups: [] });
    }
  });

  it('refuses a missing or non-string query', async () => {
    await t.http.post('/api/common/search').set(t.auth(admin)).send({}).expect(400);
    await t.http.post('/api/common/search').set(t.auth(admin)).send({ query: ['a'] }).expect(400);
  });
});
