import { startTestApp, type TestApp } from '../platform/testing/test-app';

describe('tax returns over HTTP (smoke)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp();
    for (const who of ['admin', 'staff', 'customer', 'vendor']) tokens[who] = await t.signIn(`${who}@cis.test`);
  });
  afterAll(() => t.close());

  it('lists the demo returns', async () => {
    const res = await t.http.get('/api/tax-returns?size=50').set(t.auth(tokens.staff));
    console.log(res.status, JSON.stringify(res.body).slice(0, 1500));
    const tasks = await t.http.get('/api/tax-returns/tasks').set(t.auth(tokens.admin));
    console.log(tasks.status, JSON.stringify(tasks.body.counts));
  });
});
