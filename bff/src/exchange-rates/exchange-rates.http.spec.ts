import type { ExchangeRate } from '@cis/contracts';
import { startTestApp, type TestApp } from '../platform/testing/test-app';

describe('daily exchange rates (KHR per USD) over HTTP', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (who: string) => t.auth(tokens[who]!);
  beforeAll(async () => {
    t = await startTestApp();
    for (const who of ['admin', 'vendor']) tokens[who] = await t.signIn(`${who}@cis.test`);
  });
  afterAll(() => t.close());

  it('answers 30 days of rates, newest first, and the latest one, to anyone signed in', async () => {
    const rows: ExchangeRate[] = (await t.http.get('/api/exchange-rates').set(as('vendor')).expect(200)).body;
    expect(rows).toHaveLength(30);
    expect(rows.map((r) => r.date)).toEqual([...rows.map((r) => r.date)].sort().reverse());
    for (const r of rows) expect(r.rate).toBeGreaterThan(3500);
    const latest = (await t.http.get('/api/exchange-rates/latest').set(as('vendor')).expect(200)).body;
    expect(latest).toEqual(rows[0]);
    const window = (await t.http.get(`/api/exchange-rates?from=${rows[4]!.date}&to=${rows[2]!.date}`).set(as('vendor')).expect(200)).body;
    expect(window.map((r: ExchangeRate) => r.date)).toEqual([rows[2]!.date, rows[3]!.date, rows[4]!.date]);
    await t.http.get('/api/exchange-rates').expect(401);
  });

  it('lets UPDATE_DAILY_EXCHANGE_RATE (or ALL_FUNCTIONS) set a day\'s rate, and nobody else', async () => {
    const set = await t.http.post('/api/exchange-rates').set(as('admin')).send({ date: '2099-01-01', rate: 4105.5 }).expect(200);
    expect(set.body).toMatchObject({ date: '2099-01-01', rate: 4105.5 });
    expect((await t.http.get('/api/exchange-rates/latest').set(as('vendor')).expect(200)).body.rate).toBe(4105.5);
    await t.http.post('/api/exchange-rates').set(as('vendor')).send({ date: '2099-01-02', rate: 4100 }).expect(403);
    await t.http.post('/api/exchange-rates').set(as('admin')).send({ date: '2099-01-02', rate: 41 }).expect(400);
    await t.http.post('/api/exchange-rates').set(as('admin')).send({ date: '01/02/2099', rate: 4100 }).expect(400);
  });
});
