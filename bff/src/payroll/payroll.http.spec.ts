import { startTestApp, type TestApp } from '../platform/testing/test-app';

describe('payroll password requests', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp();
    for (const who of ['admin', 'staff', 'customer', 'vendor']) tokens[who] = await t.signIn(`${who}@cis.test`);
  });
  afterAll(() => t.close());

  it('counts pending requests for READ_CLIENT_PAYROLL_PASSWORD holders, who resolve them', async () => {
    const first = await t.http.post('/api/clients/payroll-password-requests').set(t.auth(tokens.customer)).send({ reason: 'New accountant' }).expect(201);
    await t.http.post('/api/clients/payroll-password-requests').set(t.auth(tokens.vendor)).send({}).expect(201);
    expect((await t.http.get('/api/clients/payroll-password-requests/count').set(t.auth(tokens.admin)).expect(200)).body).toEqual({ total: 2 });
    const resolved = await t.http.post(`/api/clients/payroll-password-requests/${first.body.id}/resolve`).set(t.auth(tokens.staff)).expect(200);
    expect(resolved.body).toMatchObject({ status: 'resolved', resolvedBy: expect.any(String) });
    expect((await t.http.get('/api/clients/payroll-password-requests/count').set(t.auth(tokens.staff)).expect(200)).body).toEqual({ total: 1 });
    // Resolving twice changes nothing.
    await t.http.post(`/api/clients/payroll-password-requests/${first.body.id}/resolve`).set(t.auth(tokens.staff)).expect(200);
    expect((await t.http.get('/api/clients/payroll-password-requests/count').set(t.auth(tokens.staff)).expect(200)).body).toEqual({ total: 1 });
  });

  it('refuses the count and resolution to everyone else, and unknown ids', async () => {
    await t.http.get('/api/clients/payroll-password-requests/count').set(t.auth(tokens.customer)).expect(403);
    await t.http.get('/api/clients/payroll-password-requests/count').expect(401);
    await t.http.post('/api/clients/payroll-password-requests/9b2e0000-0000-4000-8000-000000000000/resolve').set(t.auth(tokens.admin)).expect(404);
    await t.http.post('/api/clients/payroll-password-requests/not-a-uuid/resolve').set(t.auth(tokens.admin)).expect(400);
    await t.http.post('/api/clients/payroll-password-requests').set(t.auth(tokens.customer)).send({ reason: 5 }).expect(400);
  });

  it('lets only customers and vendors (role 2) file a request: staff are refused with 403 and nothing is stored', async () => {
    const before = await t.store.lastPosition();
    for (const who of ['admin', 'staff']) {
      const res = await t.http.post('/api/clients/payroll-password-requests').set(t.auth(tokens[who])).send({ reason: 'x' }).expect(403);
      expect(res.body).toMatchObject({ status: 403, error: 'Unauthorized Request' });
    }
    await t.http.post('/api/clients/payroll-password-requests').expect(401);
    expect(await t.store.lastPosition()).toBe(before);
    // A null reason is no reason.
    const filed = await t.http.post('/api/clients/payroll-password-requests').set(t.auth(tokens.vendor)).send({ reason: null }).expect(201);
    expect(filed.body).toMatchObject({ reason: null, status: 'pending', customerP24Id: 'P24-200001' });
  });
});
