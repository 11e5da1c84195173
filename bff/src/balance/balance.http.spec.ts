import { startTestApp, type TestApp } from '../platform/testing/test-app';

describe('GET api/customers/:customerP24Id/balance', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp();
    for (const who of ['admin', 'staff', 'customer', 'vendor']) tokens[who] = await t.signIn(`${who}@cis.test`);
  });
  afterAll(() => t.close());

  it('answers the owner their main and coupon balances in riel', async () => {
    const res = await t.http.get('/api/customers/P24-100001/balance').set(t.auth(tokens.customer)).expect(200);
    expect(res.body).toEqual({ customerBalance: 1_250_000, couponBalance: 40_000 });
  });

  it('answers ALL_FUNCTIONS staff, and refuses other customers and staff without it', async () => {
    await t.http.get('/api/customers/P24-100001/balance').set(t.auth(tokens.admin)).expect(200);
    await t.http.get('/api/customers/P24-100001/balance').set(t.auth(tokens.vendor)).expect(403);
    await t.http.get('/api/customers/P24-100001/balance').set(t.auth(tokens.staff)).expect(403);
    await t.http.get('/api/customers/P24-100001/balance').expect(401);
    await t.http.get('/api/customers/P24-999999/balance').set(t.auth(tokens.admin)).expect(404);
  });
});
