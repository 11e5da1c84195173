import type { BalanceMovement, InboxItem, PaymentCallback, PaymentForm, TaxReturnPayAnswer, TopUpTransaction, TransactionListing } from '@cis/contracts';
import { TAX_DEMO_CLIENTS } from '@cis/fixtures';
import { startTestApp, type TestApp } from '../platform/testing/test-app';
import { formatReqTime, signCallback } from '../payments/payment-signer';

const [ANGKOR, , TONLE] = TAX_DEMO_CLIENTS;
type Who = 'admin' | 'staff' | 'customer';

/** Paying a filed return by card (issue 13): the top-ups' provider flow, PAID when the provider approves, once. */
describe('tax returns paid by card over HTTP', () => {
  let t: TestApp;
  let key = '';
  const tokens = {} as Record<Who, string>;
  const as = (who: Who) => t.auth(tokens[who]);
  beforeAll(async () => {
    t = await startTestApp();
    key = t.config.payments.merchantKey;
    for (const who of ['admin', 'staff', 'customer'] as Who[]) tokens[who] = await t.signIn(`${who}@cis.test`);
  });
  afterAll(() => t.close());

  let month = 0;
  const act = (who: Who, id: string, action: string, body: object = {}) => t.http.post(`/api/tax-returns/${id}/${action}`).set(as(who)).send(body);
  /**
   * A monthly return of Angkor Rice prepared, reviewed, approved by the customer and filed; of 2025, so overdue:
   * `total` is what paying it today charges (the tax plus the day's penalty and interest).
   */
  async function filed(turnover = 50_000_000, clientId = ANGKOR.id): Promise<{ id: string; totalDue: number; total: number; penalty: number }> {
    month += 1;
    const period = `2025-${String(month).padStart(2, '0')}`;
    const { body } = await t.http.post('/api/tax-returns').set(as('staff')).send({ type: 'monthly', clientId, period, form: { turnover } }).expect(201);
    await act('staff', body.id, 'submit-for-review').expect(200);
    await act('admin', body.id, 'approve').expect(200);
    if (clientId === ANGKOR.id) await act('customer', body.id, 'client-approve').expect(200);
    else await act('staff', body.id, 'client-approve', { note: 'Signed letter' }).expect(200);
    const filing = await act('staff', body.id, 'file', { reference: `GDT-C${month}`, filedAt: '2025-02-20' }).expect(200);
    return { id: body.id, totalDue: filing.body.totalDue, total: filing.body.paymentDue.total, penalty: filing.body.paymentDue.penalty };
  }
  const payByCard = async (id: string, body: object = {}): Promise<TaxReturnPayAnswer> =>
    (await act('customer', id, 'pay', { method: 'card', ...body }).expect(200)).body;
  const callback = (form: PaymentForm, status: 'approved' | 'declined', amount = form.fields.amount) => {
    const unsigned: Omit<PaymentCallback, 'hash'> = {
      req_time: formatReqTime(new Date()), merchant_id: form.fields.merchant_id, tran_id: form.fields.tran_id, amount, status,
    };
    return t.http.post('/api/payments/callback').send({ ...unsigned, hash: signCallback(key, unsigned) });
  };
  const one = async (id: string) => (await t.http.get(`/api/tax-returns/${id}`).set(as('customer')).expect(200)).body;
  const balance = async () => (await t.http.get('/api/customers/P24-100001/balance').set(as('customer')).expect(200)).body.customerBalance as number;

  it('answers the provider\'s form for the amount to pay; the provider\'s approval marks the return PAID, the balance untouched', async () => {
    const { id, totalDue, total, penalty } = await filed();
    expect(penalty).toBeGreaterThan(0);
    const before = await balance();
    const answer = await payByCard(id, { expectedTotal: total });
    expect(answer.status).toBe('FILED');
    expect(answer.checkout).toMatchObject({ amount: total, paymentOption: 'cards', form: { method: 'POST', action: '/sandbox/payments/checkout' } });
    expect(answer.checkout!.form.fields).toMatchObject({ amount: String(total), tran_id: answer.checkout!.tranId });

    // Through the sandbox's own page, as the browser does: approve -> its callback -> the return is paid.
    await t.http.post('/sandbox/payments/decide').type('form').send({ ...answer.checkout!.form.fields, decision: 'approve' }).expect(303);
    const paid = await one(id);
    expect(paid).toMatchObject({ status: 'PAID', paidTotal: totalDue, amountToPay: 0 });
    // The provider charged the total; the return records the tax and the penalty and interest apart.
    expect(paid.payments).toEqual([expect.objectContaining({
      method: 'card', amount: totalDue, penalty, revision: 1, customerP24Id: 'P24-100001', reference: answer.checkout!.tranId,
    })]);
    expect(await balance()).toBe(before);

    // The payer reads the transaction: succeeded, not credited to any balance, naming the return it paid.
    const row: TopUpTransaction = (await t.http.get(`/api/payments/topups/${answer.checkout!.tranId}`).set(as('customer')).expect(200)).body;
    expect(row).toMatchObject({ status: 'success', credited: false, amount: total, purpose: { kind: 'tax-return', taxReturnId: id, revision: 1, returnType: 'monthly', penalty } });
    // The bank user's listing shows it with the return.
    const listing: TransactionListing = (await t.http.get('/api/payments/transactions').query({ customer: answer.checkout!.tranId }).set(as('admin')).expect(200)).body;
    expect(listing.items[0]).toMatchObject({ tranId: answer.checkout!.tranId, purpose: { taxReturnId: id, clientName: expect.stringContaining('Angkor') } });
    // Paid is paid: a second card payment is a wrong status.
    const again = await act('customer', id, 'pay', { method: 'card' }).expect(409);
    expect(again.body).toMatchObject({ code: 'taxReturnWrongStatus' });
  });

  it('a card payment asked with a stale expectedTotal is refused naming it, and no transaction is opened', async () => {
    const { id, total } = await filed(55_000_000);
    const ownTopUps = async () => (await t.http.get('/api/payments/topups').set(as('customer')).expect(200)).body.length as number;
    const before = await ownTopUps();
    const stale = await act('customer', id, 'pay', { method: 'card', expectedTotal: total - 15_000 }).expect(400);
    expect(stale.body.errors).toEqual([expect.objectContaining({ field: 'expectedTotal', code: 'paymentTotalChanged' })]);
    expect(await ownTopUps()).toBe(before);
    expect(await one(id)).toMatchObject({ status: 'FILED', payments: [] });
  });

  it('a decline leaves the return FILED and unpaid; a new card payment then gets a new transaction', async () => {
    const { id, totalDue } = await filed(60_000_000);
    const first = await payByCard(id, { paymentOption: 'abapay' });
    expect(first.checkout!.paymentOption).toBe('abapay');
    expect((await callback(first.checkout!.form, 'declined').expect(200)).body).toMatchObject({ result: 'applied', status: 'failed' });
    expect(await one(id)).toMatchObject({ status: 'FILED', paidTotal: 0, payments: [] });

    const second = await payByCard(id);
    expect(second.checkout!.tranId).not.toBe(first.checkout!.tranId);
    await callback(second.checkout!.form, 'approved').expect(200);
    expect(await one(id)).toMatchObject({ status: 'PAID', paidTotal: totalDue });
  });

  it('a confirmation sent twice (and concurrently) records one payment; asking again while pending answers the same transaction', async () => {
    const { id, totalDue } = await filed(70_000_000);
    const first = await payByCard(id);
    const second = await payByCard(id);
    expect(second.checkout!.tranId).toBe(first.checkout!.tranId);

    const answers = await Promise.all([1, 2, 3].map(() => callback(first.checkout!.form, 'approved').expect(200)));
    expect(answers.map((a) => a.body.result).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    await callback(first.checkout!.form, 'approved').expect(200);
    const paid = await one(id);
    expect(paid).toMatchObject({ status: 'PAID', paidTotal: totalDue });
    expect(paid.payments).toHaveLength(1);
    const history = (await t.http.get(`/api/tax-returns/${id}/history`).set(as('customer')).expect(200)).body as { what: string }[];
    expect(history.filter((h) => h.what === 'paid')).toHaveLength(1);
    // A decline after the approval contradicts the recorded outcome: 409, the return stays paid.
    await callback(first.checkout!.form, 'declined').expect(409);
    expect((await one(id)).status).toBe('PAID');
  });

  it('refuses bad input naming the field, and card payments by staff, of another\'s return or of an unfiled one, storing nothing', async () => {
    const { id } = await filed(80_000_000);
    // Stored nothing: neither on the return's stream nor as a transaction (processes may write the filing's messages meanwhile).
    const ownTopUps = async () => (await t.http.get('/api/payments/topups').set(as('customer')).expect(200)).body.length as number;
    const before = { version: (await one(id)).version, topUps: await ownTopUps() };
    const option = await act('customer', id, 'pay', { method: 'card', paymentOption: 'gold' }).expect(400);
    expect(JSON.stringify(option.body)).toContain('paymentOption');
    const method = await act('customer', id, 'pay', { method: 'cheque' }).expect(400);
    expect(JSON.stringify(method.body)).toContain('method');
    expect((await act('staff', id, 'pay', { method: 'card' }).expect(403)).body).toMatchObject({ code: 'cardPaymentByCustomer' });
    expect({ version: (await one(id)).version, topUps: await ownTopUps() }).toEqual(before);

    // A callback whose amount is not the return's: refused (400), the return unpaid.
    const answer = await payByCard(id);
    await callback(answer.checkout!.form, 'approved', '1').expect(400);
    expect((await one(id)).status).toBe('FILED');

    // Another client's return (the customer does not act for Tonle Logistics): 404, as an unknown id.
    const other = await filed(10_000_000, TONLE.id);
    await act('customer', other.id, 'pay', { method: 'card' }).expect(404);
    // A draft is not payable: 409 naming the status.
    month += 1;
    const draft = await t.http.post('/api/tax-returns').set(as('staff'))
      .send({ type: 'monthly', clientId: ANGKOR.id, period: `2025-${String(month).padStart(2, '0')}`, form: { turnover: 1_000_000 } }).expect(201);
    expect((await act('customer', draft.body.id, 'pay', { method: 'card' }).expect(409)).body).toMatchObject({ code: 'taxReturnWrongStatus', params: { status: 'DRAFT' } });
  });

  it('an approval arriving after the return was amended is recorded against the revision it paid; the amendment asks only for the rest', async () => {
    const { id, totalDue } = await filed(90_000_000);
    const answer = await payByCard(id);
    const amending = await act('staff', id, 'amend', { form: { turnover: 120_000_000 } }).expect(200);
    const newTotal: number = amending.body.totalDue;
    expect(amending.body.amendment).toMatchObject({ toPay: newTotal });
    await callback(answer.checkout!.form, 'approved').expect(200);
    const amended = await one(id);
    expect(amended).toMatchObject({
      status: 'DRAFT', revision: 2, paidTotal: totalDue, amountToPay: newTotal - totalDue,
      amendment: { difference: newTotal - totalDue, toPay: newTotal - totalDue, toRefund: 0 },
    });
    expect(amended.payments).toEqual([expect.objectContaining({ method: 'card', amount: totalDue, revision: 1, reference: answer.checkout!.tranId })]);
    expect(amended.previousRevisions).toEqual([expect.objectContaining({ revision: 1, status: 'PAID' })]);
    // The same approval again records nothing more.
    await callback(answer.checkout!.form, 'approved').expect(200);
    expect((await one(id)).payments).toHaveLength(1);

    // Filed again, the amended revision asks for the difference only, and a payment of it makes the return PAID.
    await act('staff', id, 'submit-for-review').expect(200);
    await act('admin', id, 'approve').expect(200);
    await act('customer', id, 'client-approve').expect(200);
    await act('staff', id, 'file', { reference: 'GDT-AMENDED', filedAt: '2025-03-20' }).expect(200);
    const rest = await payByCard(id);
    expect(rest.paymentDue.tax).toBe(newTotal - totalDue);
    expect(rest.checkout!.amount).toBe(rest.paymentDue.total);
    await callback(rest.checkout!.form, 'approved').expect(200);
    expect(await one(id)).toMatchObject({ status: 'PAID', paidTotal: newTotal, amountToPay: 0 });
  });

  it('an amendment that lowers the total turns a late card payment into a refund to show, not a second charge', async () => {
    const { id, totalDue } = await filed(95_000_000);
    const answer = await payByCard(id);
    const amending = await act('staff', id, 'amend', { form: { turnover: 40_000_000 } }).expect(200);
    const newTotal: number = amending.body.totalDue;
    expect(newTotal).toBeLessThan(totalDue);
    await callback(answer.checkout!.form, 'approved').expect(200);
    expect(await one(id)).toMatchObject({
      revision: 2, paidTotal: totalDue, amountToPay: 0, amendment: { difference: newTotal - totalDue, toPay: 0, toRefund: totalDue - newTotal },
    });
  });

  it('an approval arriving after the revision was paid from the balance is credited to the payer\'s balance, with a message', async () => {
    const { id, totalDue, total } = await filed(20_000_000);
    const answer = await payByCard(id);
    const before = await balance();
    await act('customer', id, 'pay', { method: 'balance' }).expect(200);
    expect(await balance()).toBe(before - total);
    await callback(answer.checkout!.form, 'approved').expect(200);
    // One payment on the return (the balance's); the card's amount back on the balance.
    const paid = await one(id);
    expect(paid).toMatchObject({ status: 'PAID', paidTotal: totalDue });
    expect(paid.payments).toEqual([expect.objectContaining({ method: 'balance' })]);
    expect(await balance()).toBe(before);
    const tranId = answer.checkout!.tranId;
    const row: TopUpTransaction = (await t.http.get(`/api/payments/topups/${tranId}`).set(as('customer')).expect(200)).body;
    expect(row).toMatchObject({ status: 'success', credited: true, balanceAfter: before, purpose: { taxReturnId: id } });
    const history = (await t.http.get('/api/payments/balance-history').set(as('customer')).expect(200)).body as BalanceMovement[];
    expect(history.find((m) => m.reason === `tax-return-credit:${tranId}`)).toMatchObject({
      amount: total, purpose: { kind: 'tax-return', taxReturnId: id, returnType: 'monthly' },
    });
    // The debit names the return it paid, too.
    expect(history.find((m) => m.reason === `tax-return:${id}:r1`)).toMatchObject({ amount: -total, purpose: { taxReturnId: id, clientId: ANGKOR.id } });
    const messages = (await t.http.get('/api/common/messages').set(as('customer')).expect(200)).body as InboxItem[];
    expect(messages.filter((m) => m.code === 'taxReturnCardCredited' && m.params?.tranId === tranId)).toEqual([
      expect.objectContaining({ params: expect.objectContaining({ amount: total, returnType: 'monthly' }) }),
    ]);
    // Handed over again: credited once, told once.
    await callback(answer.checkout!.form, 'approved').expect(200);
    expect(await balance()).toBe(before);
    const again = (await t.http.get('/api/common/messages').set(as('customer')).expect(200)).body as InboxItem[];
    expect(again.filter((m) => m.code === 'taxReturnCardCredited' && m.params?.tranId === tranId)).toHaveLength(1);
  });

  it('the bank user\'s totals and export tell a return\'s card payment from a top-up', async () => {
    const { id, total } = await filed(30_000_000);
    const answer = await payByCard(id);
    await callback(answer.checkout!.form, 'approved').expect(200);
    const tranId = answer.checkout!.tranId;
    const listing: TransactionListing = (await t.http.get('/api/payments/transactions').query({ customer: tranId }).set(as('admin')).expect(200)).body;
    expect(listing.totals).toEqual({ count: 1, amount: total, successAmount: total, topUpAmount: 0, taxReturnAmount: total });
    // Found by the client it paid for, too.
    const byClient: TransactionListing = (await t.http.get('/api/payments/transactions').query({ customer: ANGKOR.name.slice(0, 6), size: 100 }).set(as('admin')).expect(200)).body;
    expect(byClient.items.map((r) => r.tranId)).toContain(tranId);
    const csv = await t.http.get('/api/payments/transactions/export.csv').query({ customer: tranId }).set(as('admin')).expect(200);
    const [header, line] = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    const cell = (name: string) => line!.split(',')[header!.split(',').indexOf(name)];
    expect([cell('paid_for'), cell('tax_return_id'), cell('tax_return_type'), cell('credited')]).toEqual(['tax-return', id, 'monthly', 'false']);
  });
});
