import { BalanceEvents, parseTaxReturnPaymentReason } from '@cis/contracts';
import { TAX_DEMO_CLIENTS } from '@cis/fixtures';
import { describeWithService } from '../platform/testing/services';
import { startTestApp, type TestApp } from '../platform/testing/test-app';

/** The uniqueness and the single debit hold on PostgreSQL too (its appends are checked by version, not serialised). */
describeWithService('DATABASE_URL', 'tax returns on PostgreSQL', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (who: string) => t.auth(tokens[who]);
  beforeAll(async () => {
    t = await startTestApp({ store: 'postgres' });
    for (const who of ['admin', 'staff', 'customer']) tokens[who] = await t.signIn(`${who}@cis.test`);
  }, 180_000);
  afterAll(() => t?.close(), 60_000);

  const act = (who: string, id: string, action: string, body: object = {}) => t.http.post(`/api/tax-returns/${id}/${action}`).set(as(who)).send(body);

  it('creates one return of 20 concurrent identical creates, and debits once for 50 concurrent pays', async () => {
    const body = { type: 'monthly', clientId: TAX_DEMO_CLIENTS[0].id, period: '2025-03', form: { turnover: 1_000_000 } };
    const creates = await Promise.all(Array.from({ length: 20 }, () => t.http.post('/api/tax-returns').set(as('staff')).send(body)));
    expect(creates.map((res) => res.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    const id = creates.find((res) => res.status === 201)!.body.id as string;
    await act('staff', id, 'submit-for-review').expect(200);
    await act('admin', id, 'approve').expect(200);
    await act('customer', id, 'client-approve').expect(200);
    await act('staff', id, 'file', { reference: 'GDT-PG', filedAt: '2025-04-20' }).expect(200);
    const pays = await Promise.all(Array.from({ length: 50 }, () => act('customer', id, 'pay', { method: 'balance' })));
    expect(pays.every((res) => res.status === 200 || res.status === 409)).toBe(true);
    const debits = (await t.store.readStream('balance-P24-100001'))
      .filter((event) => event.type === BalanceEvents.customerBalanceChanged && parseTaxReturnPaymentReason((event.data as { reason: string }).reason)?.id === id);
    expect(debits).toHaveLength(1);
    expect((await t.http.get(`/api/tax-returns/${id}`).set(as('customer')).expect(200)).body).toMatchObject({ status: 'PAID', paidTotal: 10_000 });
  }, 120_000);
});
