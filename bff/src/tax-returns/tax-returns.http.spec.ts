import { BalanceEvents, parseTaxReturnPaymentReason, taxReturnPaymentReason, taxReturnRefundReason } from '@cis/contracts';
import { TAX_DEMO_CLIENTS } from '@cis/fixtures';
import { startTestApp, type TestApp } from '../platform/testing/test-app';
import { BalanceDecider, balanceStream } from '../balance/balance.decider';
import { CommandService } from '../platform/command/command.service';
import { ProcessRunner } from '../platform/process/process-runner';
import { TAX_RETURN_BALANCE_PAYMENT } from './balance-payment.process';
import { taxReturnStream } from './tax-returns.decider';
import { TaxReminderScheduler } from './tax-reminders';

const [ANGKOR, MEKONG, TONLE] = TAX_DEMO_CLIENTS;
type Who = 'admin' | 'staff' | 'customer' | 'vendor';

describe('tax returns over HTTP', () => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const as = (who: Who) => t.auth(tokens[who]);
  beforeAll(async () => {
    t = await startTestApp();
    for (const who of ['admin', 'staff', 'customer', 'vendor'] as Who[]) tokens[who] = await t.signIn(`${who}@cis.test`);
  });
  afterAll(() => t.close());

  let month = 0;
  /** A monthly period no other test of this file uses (2025-01 on; the demo returns are of the last months). */
  const nextMonth = () => { month += 1; return `2025-${String(month).padStart(2, '0')}`; };
  const create = (form: object, period = nextMonth(), clientId = ANGKOR.id) =>
    t.http.post('/api/tax-returns').set(as('staff')).send({ type: 'monthly', clientId, period, form });
  const act = (who: Who, id: string, action: string, body: object = {}) => t.http.post(`/api/tax-returns/${id}/${action}`).set(as(who)).send(body);
  /**
   * A return prepared by staff, reviewed by admin, approved by the customer and filed. `paymentDue`: what paying it
   * today charges (of 2025, it is overdue: the tax plus the day's penalty and interest).
   */
  async function filed(form: object, period = nextMonth()): Promise<{ id: string; totalDue: number; paymentDue: { tax: number; penalty: number; total: number } }> {
    const { body } = await create(form, period).expect(201);
    await act('staff', body.id, 'submit-for-review').expect(200);
    await act('admin', body.id, 'approve').expect(200);
    await act('customer', body.id, 'client-approve').expect(200);
    const filing = await act('staff', body.id, 'file', { reference: 'GDT-1', filedAt: '2025-02-20' }).expect(200);
    return { id: body.id, totalDue: filing.body.totalDue, paymentDue: filing.body.paymentDue };
  }
  const balance = async () => (await t.http.get('/api/customers/P24-100001/balance').set(as('customer')).expect(200)).body.customerBalance as number;

  describe('POST api/tax-returns/compute: the brief\'s worked figures, stored nowhere', () => {
    const compute = (type: string, period: string, form: object, clientId = ANGKOR.id) =>
      t.http.post('/api/tax-returns/compute').set(as('staff')).send({ type, clientId, period, form });
    const amountOf = (body: { lines: { code: string; amount: number; base: number }[] }, code: string, base?: number) =>
      body.lines.find((line) => line.code === code && (base === undefined || line.base === base || line.base === base - 150_000))?.amount;

    it('computes a monthly return with every line\'s base and rate, and its due date', async () => {
      const before = await t.store.lastPosition();
      const { body } = await compute('monthly', '2026-10', {
        turnover: 100_000_000,
        salaries: [
          { employee: 'A', resident: true, gross: 2_500_000, dependants: 1 },
          { employee: 'B', resident: true, gross: 1_600_000 },
          { employee: 'C', resident: true, gross: 13_000_000 },
          { employee: 'D', resident: false, gross: 3_000_000 },
        ],
      }).expect(200);
      expect(amountOf(body, 'monthly.ptoi')).toBe(1_000_000);
      const salary = body.lines.filter((line: { code: string }) => line.code === 'monthly.salary.resident').map((line: { amount: number }) => line.amount);
      expect(salary).toEqual([60_000, 5_000, 1_375_000]);
      expect(amountOf(body, 'monthly.salary.non-resident')).toBe(600_000);
      expect(body.totalDue).toBe(1_000_000 + 60_000 + 5_000 + 1_375_000 + 600_000);
      expect(body.dueDate).toBe('2026-11-25');
      for (const line of body.lines) expect(line).toEqual(expect.objectContaining({ base: expect.any(Number), rate: expect.any(Object) }));
      // The rows in force for the period come with the answer.
      expect(body.rules.rate.find((row: { code: string }) => row.code === 'ptoi')).toMatchObject({ value: 100 });
      expect(await t.store.lastPosition()).toBe(before);
    });

    it('computes patent, stamp and annual figures and due dates', async () => {
      const patentLate = await compute('patent', '2027', { activities: [{ name: 'Shop', provinceCode: '12', startDate: '2027-08-01' }], annualTurnover: 1_000_000_000, category: 'medium' }).expect(200);
      expect(patentLate.body.totalDue).toBe(600_000);
      const patent = await compute('patent', '2027', { activities: [{ name: 'Shop', provinceCode: '12', startDate: '2020-01-01' }], annualTurnover: 1_000_000_000, category: 'medium' }).expect(200);
      expect(patent.body).toMatchObject({ totalDue: 1_200_000, dueDate: '2027-03-31' });
      const stamp = await compute('stamp', '2026-05-10', { instrument: 'immovable-property', contractValue: 400_000_000, referenceValue: 500_000_000 }).expect(200);
      expect(stamp.body.totalDue).toBe(20_000_000);
      const annual = await compute('annual', '2025', { turnover: 2_000_000_000, taxableIncome: 500_000_000, rateClass: 'standard', properRecords: true, prepaymentCredits: 30_000_000 }).expect(200);
      expect(annual.body).toMatchObject({ totalDue: 70_000_000, dueDate: '2026-03-31' });
      const minimum = await compute('annual', '2025', { turnover: 10_000_000_000, taxableIncome: 10_000_000, rateClass: 'standard', properRecords: false, prepaymentCredits: 0 }).expect(200);
      expect(minimum.body.totalDue).toBe(100_000_000);
    });

    it('refuses bad input with 400 naming the field, storing nothing', async () => {
      const before = await t.store.lastPosition();
      const field = async (res: Promise<{ status: number; body: { errors?: { field?: string }[] } }>, name: string) => {
        const { status, body } = await res;
        expect(status).toBe(400);
        expect(body.errors?.map((e) => e.field)).toContain(name);
      };
      await field(compute('monthly', '2026-10', { turnover: -1 }), 'form.turnover');
      await field(compute('monthly', '2026-10', { withholdings: [{ payee: 'X', type: 'no-such-type', resident: true, amount: 10 }] }), 'form.withholdings.0.type');
      await field(compute('stamp', '2026-05-10', { instrument: 'a-poem', contractValue: 1 }), 'form.instrument');
      await field(compute('monthly', '2026-1', { turnover: 1 }), 'period');
      await field(compute('monthly', '2023-12', { turnover: 1 }), 'period');
      await field(compute('annual', '2025', { turnover: 1 }), 'form.taxableIncome');
      await field(compute('monthly', '2026-10', { turnover: 1 }, 'no-such-client'), 'clientId');
      expect(await t.store.lastPosition()).toBe(before);
    });

    it('names a required field left out as missing (isDefined), beside the rules it then breaks', async () => {
      const missing = async (type: string, period: string, form: object, fields: string[]) => {
        const { body } = await compute(type, period, form).expect(400);
        const required = (body.errors as { field: string; code: string; userMessage: string }[]).filter((e) => e.code === 'isDefined');
        expect(required.map((e) => e.field).sort()).toEqual([...fields].sort());
        for (const e of required) expect(e.userMessage).toBe(`${e.field} is required.`);
      };
      await missing('annual', '2025', { rateClass: 'standard', properRecords: true }, ['form.turnover', 'form.taxableIncome']);
      await missing('stamp', '2026-05-10', {}, ['form.instrument']);
      await missing('stamp', '2026-05-10', { instrument: 'vehicle' }, ['form.contractValue']);
      await missing('patent', '2026', { activities: [{ name: 'Shop' }] }, ['form.annualTurnover', 'form.activities.0.provinceCode', 'form.activities.0.startDate']);
      // An optional amount left out is no refusal.
      await compute('monthly', '2026-10', { turnover: 1 }).expect(200);
    });

    it('computes for a customer only for the clients it acts for', async () => {
      await t.http.post('/api/tax-returns/compute').set(as('customer')).send({ type: 'monthly', clientId: ANGKOR.id, period: '2026-10', form: { turnover: 1 } }).expect(200);
      await t.http.post('/api/tax-returns/compute').set(as('customer')).send({ type: 'monthly', clientId: TONLE.id, period: '2026-10', form: { turnover: 1 } }).expect(400);
      await t.http.post('/api/tax-returns/compute').set(as('vendor')).send({ type: 'monthly', clientId: ANGKOR.id, period: '2026-10', form: { turnover: 1 } }).expect(403);
    });
  });

  describe('the life of a return', () => {
    it('goes from DRAFT to PAID, with four eyes, the client\'s approval, a locked form and its history', async () => {
      const draft = await create({ turnover: 10_000_000 }).expect(201);
      expect(draft.body).toMatchObject({ status: 'DRAFT', version: 1, revision: 1, totalDue: 100_000, actions: ['submit-for-review', 'cancel'] });
      const id = draft.body.id as string;

      const second = await create({ turnover: 5 }, draft.body.period).expect(409);
      expect(second.body).toMatchObject({ status: 409 });
      expect(JSON.stringify(second.body)).toContain(id);

      const patched = await t.http.patch(`/api/tax-returns/${id}`).set(as('staff')).send({ version: 1, form: { turnover: 20_000_000 } }).expect(200);
      expect(patched.body).toMatchObject({ version: 2, totalDue: 200_000 });
      const stale = await t.http.patch(`/api/tax-returns/${id}`).set(as('admin')).send({ version: 1, form: { turnover: 1 } }).expect(409);
      expect(JSON.stringify(stale.body)).toContain('20000000');
      await t.http.patch(`/api/tax-returns/${id}`).set(as('staff')).send({ version: 2, form: { turnover: -5 } }).expect(400);

      await act('staff', id, 'submit-for-review').expect(200);
      const own = await act('staff', id, 'approve').expect(403);
      expect(own.body).toMatchObject({ status: 403 });
      const back = await act('admin', id, 'return', { comments: 'Attach the invoices.' }).expect(200);
      expect(back.body).toMatchObject({ status: 'DRAFT', reviewComments: 'Attach the invoices.' });
      const staffTasks = await t.http.get('/api/tax-returns/tasks').set(as('staff')).expect(200);
      expect(staffTasks.body.queues.returnedToMe.map((r: { id: string }) => r.id)).toContain(id);
      await act('staff', id, 'submit-for-review').expect(200);
      const adminTasks = await t.http.get('/api/tax-returns/tasks').set(as('admin')).expect(200);
      expect(adminTasks.body.queues.awaitingMyReview.map((r: { id: string }) => r.id)).toContain(id);
      expect(adminTasks.body.counts.awaitingMyReview).toBe(adminTasks.body.queues.awaitingMyReview.length);

      const approved = await act('admin', id, 'approve').expect(200);
      expect(approved.body.status).toBe('AWAITING_CLIENT');
      const wrong = await act('staff', id, 'file', { reference: 'X', filedAt: '2025-02-20' }).expect(409);
      expect(JSON.stringify(wrong.body)).toContain('AWAITING_CLIENT');
      const seenByCustomer = await t.http.get(`/api/tax-returns/${id}`).set(as('customer')).expect(200);
      expect(seenByCustomer.body.actions).toEqual(['client-approve']);
      await act('customer', id, 'client-approve').expect(200);
      const filing = await act('staff', id, 'file', { reference: 'GDT-2025-0001', filedAt: '2025-02-20' }).expect(200);
      expect(filing.body).toMatchObject({ status: 'FILED', filing: { reference: 'GDT-2025-0001', filedAt: '2025-02-20' } });
      const locked = await t.http.patch(`/api/tax-returns/${id}`).set(as('staff')).send({ version: filing.body.version, form: { turnover: 1 } }).expect(409);
      expect(JSON.stringify(locked.body)).toContain('FILED');

      const before = await balance();
      // Of 2025, the return is overdue: paying charges the tax plus the day's penalty and interest.
      const due = filing.body.paymentDue as { tax: number; penalty: number; total: number };
      expect(due).toEqual({ tax: 200_000, penalty: filing.body.penalty.total, total: 200_000 + filing.body.penalty.total });
      const paid = await act('customer', id, 'pay', { method: 'balance' }).expect(200);
      expect(paid.body).toMatchObject({ status: 'PAID', paidTotal: 200_000, amountToPay: 0, overdue: false, paymentDue: { total: 0 } });
      expect(await balance()).toBe(before - due.total);
      await act('customer', id, 'pay', { method: 'balance' }).expect(409);

      const history = await t.http.get(`/api/tax-returns/${id}/history`).set(as('customer')).expect(200);
      expect(history.body.map((e: { what: string }) => e.what)).toEqual([
        'created', 'form-changed', 'submitted-for-review', 'returned', 'submitted-for-review', 'approved', 'client-approved', 'filed', 'paid',
      ]);
      expect(history.body[3]).toMatchObject({ details: { comments: 'Attach the invoices.' }, by: expect.any(String), at: expect.any(String) });

      const amended = await act('staff', id, 'amend', { form: { turnover: 30_000_000 } }).expect(200);
      expect(amended.body).toMatchObject({
        status: 'DRAFT', revision: 2, totalDue: 300_000, amountToPay: 100_000, amendment: { difference: 100_000, toPay: 100_000, toRefund: 0 },
        previousRevisions: [{ revision: 1, totalDue: 200_000, status: 'PAID', reference: 'GDT-2025-0001' }],
      });
      await act('staff', id, 'cancel').expect(200);
      const recreated = await create({ turnover: 1_000_000 }, draft.body.period).expect(201);
      expect(recreated.body).toMatchObject({ id, status: 'DRAFT', revision: 3 });
    });

    it('cancels from DRAFT or IN_REVIEW only, naming the status otherwise', async () => {
      const { id } = await filed({ turnover: 1_000_000 });
      const refused = await act('staff', id, 'cancel').expect(409);
      expect(JSON.stringify(refused.body)).toContain('FILED');
      const draft = await create({ turnover: 1 }).expect(201);
      expect((await act('staff', draft.body.id, 'cancel', { reason: 'Twice' }).expect(200)).body.status).toBe('CANCELLED');
    });

    it('records a bank payment from master data banks', async () => {
      const { id } = await filed({ turnover: 1_000_000 });
      await act('staff', id, 'pay', { method: 'bank', bankCode: 'NO-BANK', reference: 'R', paidOn: '2025-02-21' }).expect(400);
      await act('staff', id, 'pay', { method: 'bank', bankCode: 'ACLBKHPP' }).expect(400);
      await act('customer', id, 'pay', { method: 'bank', bankCode: 'ACLBKHPP', reference: 'R', paidOn: '2025-02-21' }).expect(403);
      const paid = await act('staff', id, 'pay', { method: 'bank', bankCode: 'ACLBKHPP', reference: 'ACL-77', paidOn: '2025-02-21' }).expect(200);
      expect(paid.body).toMatchObject({ status: 'PAID', payments: [{ method: 'bank', bankCode: 'ACLBKHPP', reference: 'ACL-77', amount: 10_000 }] });
    });

    it('answers 409 and changes nothing when the balance is too low', async () => {
      const { id } = await filed({ turnover: 500_000_000 });
      // The return's and the balance's streams: the filing's messages to the client's users are written by a process
      // meanwhile, so the log as a whole may still grow.
      const streamsNow = async () => [(await t.store.readStream(taxReturnStream(id))).length, (await t.store.readStream(balanceStream('P24-100001'))).length];
      const before = await streamsNow();
      const money = await balance();
      const refused = await act('customer', id, 'pay', { method: 'balance' }).expect(409);
      expect(refused.body).toMatchObject({ status: 409 });
      expect(await streamsNow()).toEqual(before);
      expect(await balance()).toBe(money);
      expect((await t.http.get(`/api/tax-returns/${id}`).set(as('customer')).expect(200)).body.status).toBe('FILED');
    });

    it('debits once for 50 concurrent pays of one return', async () => {
      const { id, totalDue, paymentDue } = await filed({ turnover: 1_000_000 });
      const money = await balance();
      const answers = await Promise.all(Array.from({ length: 50 }, () => act('customer', id, 'pay', { method: 'balance' })));
      expect(answers.every((res) => res.status === 200 || res.status === 409)).toBe(true);
      expect(answers.filter((res) => res.status === 200).length).toBeGreaterThanOrEqual(1);
      const debits = (await t.store.readStream('balance-P24-100001'))
        .filter((event) => event.type === BalanceEvents.customerBalanceChanged && parseTaxReturnPaymentReason((event.data as { reason: string }).reason)?.id === id);
      expect(debits).toHaveLength(1);
      expect(await balance()).toBe(money - paymentDue.total);
      const view = await t.http.get(`/api/tax-returns/${id}`).set(as('customer')).expect(200);
      expect(view.body).toMatchObject({ status: 'PAID', payments: [expect.objectContaining({ amount: totalDue })] });
    });
  });

  describe('a filing or a bank payment dated after today', () => {
    const tomorrow = () => new Date(Date.now() + 7 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);

    it('is refused naming filedAt; the return stays APPROVED', async () => {
      // Periods no other test of this file uses (the months of 2025 are nextMonth's).
      const { body } = await create({ turnover: 1_000_000 }, '2024-09').expect(201);
      await act('staff', body.id, 'submit-for-review').expect(200);
      await act('admin', body.id, 'approve').expect(200);
      await act('customer', body.id, 'client-approve').expect(200);
      const refused = await act('staff', body.id, 'file', { reference: 'GDT-FUTURE', filedAt: tomorrow() }).expect(400);
      expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'filedAt', code: 'afterToday' })]);
      const after = await t.http.get(`/api/tax-returns/${body.id}`).set(as('staff')).expect(200);
      expect(after.body).toMatchObject({ status: 'APPROVED', filing: null });
    });

    it('is refused naming paidOn (it would charge the interest of months not yet come); the return stays FILED', async () => {
      const { id } = await filed({ turnover: 1_000_000 }, '2024-10');
      const refused = await act('staff', id, 'pay', { method: 'bank', bankCode: 'ACLBKHPP', reference: 'B-FUTURE', paidOn: '2099-01-31' }).expect(400);
      expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'paidOn', code: 'afterToday' })]);
      const after = await t.http.get(`/api/tax-returns/${id}`).set(as('staff')).expect(200);
      expect(after.body).toMatchObject({ status: 'FILED', paidTotal: 0, payments: [] });
    });
  });

  describe('paying an overdue return charges the tax plus the penalty and interest of the day', () => {
    /** The return's stream and the payer's balance stream: what a refused payment must leave as they were. */
    const streamsOf = async (id: string) => [(await t.store.readStream(taxReturnStream(id))).length, (await t.store.readStream(balanceStream('P24-100001'))).length];

    it('given an overdue return, when the client pays from the balance the total shown, then the balance drops by tax plus penalty and the event carries both parts', async () => {
      const { id, totalDue, paymentDue } = await filed({ turnover: 4_000_000 }, '2024-01');
      const shown = (await t.http.get(`/api/tax-returns/${id}`).set(as('customer')).expect(200)).body;
      expect(shown.overdue).toBe(true);
      expect(shown.paymentDue).toEqual(paymentDue);
      // The estimate the page shows is what is charged: 10 % plus 1.5 % a month started.
      expect(paymentDue).toEqual({ tax: totalDue, penalty: shown.penalty.total, total: totalDue + shown.penalty.total });
      expect(paymentDue.penalty).toBe(totalDue / 10 + (totalDue * 15 / 1000) * shown.penalty.monthsLate);
      const money = await balance();

      const paid = await act('customer', id, 'pay', { method: 'balance', expectedTotal: paymentDue.total }).expect(200);
      expect(paid.body).toMatchObject({ status: 'PAID', paidTotal: totalDue, penalty: null });
      expect(paid.body.payments).toEqual([expect.objectContaining({ method: 'balance', amount: totalDue, penalty: paymentDue.penalty })]);
      expect(await balance()).toBe(money - paymentDue.total);

      const events = await t.store.readStream(taxReturnStream(id));
      expect(events.at(-1)).toMatchObject({ type: 'tax-returns.paid', data: { payment: { amount: totalDue, penalty: paymentDue.penalty }, fullyPaid: true } });
      // The balance history shows the debit of the total, its purpose the penalty part.
      const history = (await t.http.get('/api/payments/balance-history').set(as('customer')).expect(200)).body as { reason: string; amount: number; purpose?: { penalty?: number } }[];
      expect(history.find((m) => m.reason === taxReturnPaymentReason(id, 1))).toMatchObject({ amount: -paymentDue.total, purpose: { penalty: paymentDue.penalty } });
    });

    it('given a return not yet due, when the client pays, then only the tax is charged and the payment has no penalty', async () => {
      const { id, totalDue, paymentDue } = await filed({ turnover: 3_000_000 }, '2031-01');
      expect(paymentDue).toEqual({ tax: totalDue, penalty: 0, total: totalDue });
      const money = await balance();
      const paid = await act('customer', id, 'pay', { method: 'balance', expectedTotal: totalDue }).expect(200);
      expect(paid.body).toMatchObject({ status: 'PAID', overdue: false });
      expect(paid.body.payments[0]).not.toHaveProperty('penalty');
      expect(await balance()).toBe(money - totalDue);
    });

    it('given a page showing another total, when the client pays, then 400 names expectedTotal and nothing is stored', async () => {
      const { id, paymentDue } = await filed({ turnover: 2_500_000 }, '2024-02');
      const before = await streamsOf(id);
      const money = await balance();
      // A page read before the penalty grew: it showed the tax alone.
      const stale = await act('customer', id, 'pay', { method: 'balance', expectedTotal: paymentDue.tax }).expect(400);
      expect(stale.body.errors).toEqual([expect.objectContaining({
        field: 'expectedTotal', code: 'paymentTotalChanged', params: expect.objectContaining({ total: paymentDue.total, penalty: paymentDue.penalty }),
      })]);
      expect(await streamsOf(id)).toEqual(before);
      expect(await balance()).toBe(money);
      expect((await t.http.get(`/api/tax-returns/${id}`).set(as('customer')).expect(200)).body).toMatchObject({ status: 'FILED', payments: [] });
      await act('customer', id, 'pay', { method: 'balance', expectedTotal: 'all' }).expect(400);
      await act('customer', id, 'pay', { method: 'balance', expectedTotal: -1 }).expect(400);
    });

    it('given a balance that covers the tax but not the penalty, when the client pays, then 409 balanceTooLow and nothing is stored', async () => {
      const { id, paymentDue } = await filed({ turnover: 6_000_000 }, '2024-03');
      const money = await balance();
      // Move the balance down to just the tax, so only the penalty is missing.
      await t.app.get(CommandService).handle({
        decider: BalanceDecider, stream: balanceStream('P24-100001'), actor: { tenant: 'cis', id: null },
        command: { type: 'move', kind: 'customerBalance', customerP24Id: 'P24-100001', amount: paymentDue.tax - money, reason: `test-down:${id}` },
      });
      const before = await streamsOf(id);
      const refused = await act('customer', id, 'pay', { method: 'balance', expectedTotal: paymentDue.total }).expect(409);
      expect(refused.body).toMatchObject({ code: 'balanceTooLow' });
      expect(await streamsOf(id)).toEqual(before);
      expect(await balance()).toBe(paymentDue.tax);
      // Back to where it was, for the tests after.
      await t.app.get(CommandService).handle({
        decider: BalanceDecider, stream: balanceStream('P24-100001'), actor: { tenant: 'cis', id: null },
        command: { type: 'move', kind: 'customerBalance', customerP24Id: 'P24-100001', amount: money - paymentDue.tax, reason: `test-up:${id}` },
      });
    });
  });

  describe('a debit whose request stopped before the return was marked paid', () => {
    it('is recorded as the return\'s payment by the balance-payment process, once, with no request', async () => {
      const { id, totalDue } = await filed({ turnover: 1_000_000 });
      const money = await balance();
      // What the pay request decides first, on the balance stream; the instance then "stops".
      const [debit] = await t.app.get(CommandService).handle({
        decider: BalanceDecider, stream: balanceStream('P24-100001'), actor: { tenant: 'cis', id: null },
        command: { type: 'move', kind: 'customerBalance', customerP24Id: 'P24-100001', amount: -totalDue, reason: taxReturnPaymentReason(id, 1) },
      });
      expect(await t.app.get(ProcessRunner).settled(TAX_RETURN_BALANCE_PAYMENT, debit.position)).toBe(true);
      const view = await t.http.get(`/api/tax-returns/${id}`).set(as('customer')).expect(200);
      expect(view.body).toMatchObject({ status: 'PAID', payments: [{ method: 'balance', amount: totalDue, customerP24Id: 'P24-100001' }] });
      // Paying again is refused by the status; the balance moved once.
      await act('customer', id, 'pay', { method: 'balance' }).expect(409);
      expect(await balance()).toBe(money - totalDue);
    });

    it('a debit of an overdue return\'s total is recorded by the process with its tax and penalty parts apart', async () => {
      const { id, totalDue, paymentDue } = await filed({ turnover: 3_500_000 }, '2024-04');
      expect(paymentDue.penalty).toBeGreaterThan(0);
      // The pay request's debit (the total, its purpose naming the penalty part); the instance then "stops".
      const [debit] = await t.app.get(CommandService).handle({
        decider: BalanceDecider, stream: balanceStream('P24-100001'), actor: { tenant: 'cis', id: null },
        command: {
          type: 'move', kind: 'customerBalance', customerP24Id: 'P24-100001', amount: -paymentDue.total, reason: taxReturnPaymentReason(id, 1),
          purpose: { kind: 'tax-return', taxReturnId: id, revision: 1, clientId: ANGKOR.id, clientName: ANGKOR.name, returnType: 'monthly', period: '2024-04', penalty: paymentDue.penalty },
        },
      });
      expect(await t.app.get(ProcessRunner).settled(TAX_RETURN_BALANCE_PAYMENT, debit.position)).toBe(true);
      const view = await t.http.get(`/api/tax-returns/${id}`).set(as('customer')).expect(200);
      expect(view.body).toMatchObject({ status: 'PAID', paidTotal: totalDue, payments: [{ method: 'balance', amount: totalDue, penalty: paymentDue.penalty }] });
    });

    it('a debit for a revision another payment paid first goes back to the balance, once; the return keeps one payment', async () => {
      const { id, totalDue } = await filed({ turnover: 1_200_000 });
      await act('staff', id, 'pay', { method: 'bank', bankCode: 'ACLBKHPP', reference: 'R-FIRST', paidOn: '2025-02-21' }).expect(200);
      const money = await balance();
      // The pay request read the return FILED before the bank payment was recorded, and debited.
      const [debit] = await t.app.get(CommandService).handle({
        decider: BalanceDecider, stream: balanceStream('P24-100001'), actor: { tenant: 'cis', id: null },
        command: { type: 'move', kind: 'customerBalance', customerP24Id: 'P24-100001', amount: -totalDue, reason: taxReturnPaymentReason(id, 1) },
      });
      expect(await t.app.get(ProcessRunner).settled(TAX_RETURN_BALANCE_PAYMENT, debit.position)).toBe(true);
      expect(await balance()).toBe(money);
      const view = await t.http.get(`/api/tax-returns/${id}`).set(as('customer')).expect(200);
      expect(view.body).toMatchObject({ status: 'PAID', paidTotal: totalDue, payments: [{ method: 'bank', reference: 'R-FIRST' }] });
      const history = (await t.http.get('/api/payments/balance-history').set(as('customer')).expect(200)).body as { reason: string; amount: number }[];
      expect(history.filter((m) => m.reason === taxReturnRefundReason(id, 1))).toEqual([expect.objectContaining({ amount: totalDue })]);
    });
  });

  describe('who sees what', () => {
    it('shows a customer only its clients\' returns (another\'s id is 404), read-only apart from approval and payment', async () => {
      const other = await create({ turnover: 1 }, nextMonth(), TONLE.id).expect(201);
      await t.http.get(`/api/tax-returns/${other.body.id}`).set(as('customer')).expect(404);
      await t.http.get(`/api/tax-returns/${other.body.id}/history`).set(as('customer')).expect(404);
      await act('customer', other.body.id, 'client-approve').expect(404);
      const list = await t.http.get('/api/tax-returns?size=200').set(as('customer')).expect(200);
      const clients = new Set(list.body.items.map((r: { clientId: string }) => r.clientId));
      expect([...clients].sort()).toEqual([ANGKOR.id, MEKONG.id].sort());
      const mine = await create({ turnover: 1 }).expect(201);
      await t.http.patch(`/api/tax-returns/${mine.body.id}`).set(as('customer')).send({ version: 1, form: { turnover: 2 } }).expect(403);
      await act('customer', mine.body.id, 'submit-for-review').expect(403);
      await t.http.post('/api/tax-returns').set(as('customer')).send({ type: 'monthly', clientId: ANGKOR.id, period: nextMonth(), form: { turnover: 1 } }).expect(403);
      await t.http.get('/api/tax-returns/tasks').set(as('customer')).expect(403);
      await t.http.get(`/api/tax-returns/${mine.body.id}`).set(as('vendor')).expect(403);
    });

    it('an amendment down, filed with nothing left to pay, is not overdue: on its page, in the list, /tasks and the dashboard', async () => {
      const { id } = await filed({ turnover: 20_000_000 });
      await act('customer', id, 'pay', { method: 'balance' }).expect(200);
      await act('staff', id, 'amend', { form: { turnover: 10_000_000 } }).expect(200);
      // Not filed yet, the amendment is a filing to make: overdue past the due date.
      expect((await t.http.get(`/api/tax-returns/${id}`).set(as('staff')).expect(200)).body).toMatchObject({ status: 'DRAFT', overdue: true });
      await act('staff', id, 'submit-for-review').expect(200);
      await act('admin', id, 'approve').expect(200);
      await act('customer', id, 'client-approve').expect(200);
      const refiled = await act('staff', id, 'file', { reference: 'GDT-2', filedAt: '2025-03-20' }).expect(200);
      expect(refiled.body).toMatchObject({ status: 'FILED', amountToPay: 0, overdue: false, penalty: null, amendment: { toPay: 0, toRefund: 100_000 } });
      const overdueList = await t.http.get('/api/tax-returns?overdue=true&size=200').set(as('staff')).expect(200);
      expect(overdueList.body.items.map((r: { id: string }) => r.id)).not.toContain(id);
      const onTime = await t.http.get(`/api/tax-returns?overdue=false&clientId=${ANGKOR.id}&size=200`).set(as('staff')).expect(200);
      expect(onTime.body.items.find((r: { id: string }) => r.id === id)).toMatchObject({ overdue: false });
      const tasks = await t.http.get('/api/tax-returns/tasks').set(as('staff')).expect(200);
      expect(tasks.body.queues.overdue.map((r: { id: string }) => r.id)).not.toContain(id);
      const summary = await t.http.get('/api/tax-returns/summary').set(as('customer')).expect(200);
      const angkor = summary.body.clients.find((c: { clientId: string }) => c.clientId === ANGKOR.id);
      expect(angkor.next.find((r: { id: string }) => r.id === id)?.overdue ?? false).toBe(false);
      // The dashboard's overdue card counts what the list's filter counts.
      const all = await t.http.get('/api/tax-returns?overdue=true&size=1').set(as('customer')).expect(200);
      expect(summary.body.overdue.count).toBe(all.body.pagination.total);
    });

    it('lists with filters and paging', async () => {
      const page = await t.http.get(`/api/tax-returns?clientId=${ANGKOR.id}&type=monthly&size=2&page=1`).set(as('admin')).expect(200);
      expect(page.body.items).toHaveLength(2);
      expect(page.body.pagination).toMatchObject({ page: 1, size: 2, total: expect.any(Number) });
      expect(page.body.items.every((r: { clientId: string; type: string }) => r.clientId === ANGKOR.id && r.type === 'monthly')).toBe(true);
      const overdue = await t.http.get('/api/tax-returns?overdue=true&size=200').set(as('staff')).expect(200);
      expect(overdue.body.items.length).toBeGreaterThan(0);
      for (const item of overdue.body.items) {
        expect(item).toMatchObject({ overdue: true });
        expect(['PAID', 'CANCELLED']).not.toContain(item.status);
        // Ordinary negligence: 10 % once, 1.5 % a month started (1,000,000 two months late -> 130,000).
        if (item.penalty) expect(item.penalty.total).toBe(Math.round(item.amountToPay * 0.1) + item.penalty.monthsLate * Math.round(item.amountToPay * 0.015));
      }
      const drafts = await t.http.get('/api/tax-returns?status=DRAFT&period=2025').set(as('staff')).expect(200);
      expect(drafts.body.items.every((r: { status: string; period: string }) => r.status === 'DRAFT' && r.period.startsWith('2025'))).toBe(true);
      await t.http.get('/api/tax-returns?status=LOST').set(as('staff')).expect(400);
      await t.http.get('/api/tax-returns?overdue=maybe').set(as('staff')).expect(400);
      await t.http.get('/api/tax-returns?size=100000').set(as('staff')).expect(400);
    });
  });

  describe('GET api/tax-returns: sorted on the server, then paged', () => {
    type Row = { id: string; dueDate: string; period: string; clientName: string; clientNameKh: string; totalDue: number; status: string };
    const list = async (query: string) => (await t.http.get(`/api/tax-returns?size=200&${query}`).set(as('admin')).expect(200)).body.items as Row[];
    const sorted = <T>(values: T[], by: (a: T, b: T) => number) => [...values].sort(by);

    it('keeps the due date, the earliest first, without a sort', async () => {
      const dueDates = (await list('')).map((r) => r.dueDate);
      expect(dueDates).toEqual(sorted(dueDates, (a, b) => a.localeCompare(b)));
    });

    it('sorts by each column, either way, before the page is cut', async () => {
      const byDueDesc = (await list('sort=dueDate&order=desc')).map((r) => r.dueDate);
      expect(byDueDesc).toEqual(sorted(byDueDesc, (a, b) => b.localeCompare(a)));
      const byPeriod = (await list('sort=period')).map((r) => r.period);
      expect(byPeriod).toEqual(sorted(byPeriod, (a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const byAmount = (await list('sort=totalDue&order=desc')).map((r) => r.totalDue);
      expect(new Set(byAmount).size).toBeGreaterThan(1);
      expect(byAmount).toEqual(sorted(byAmount, (a, b) => b - a));
      const byName = (await list('sort=clientName')).map((r) => r.clientName);
      expect(new Set(byName).size).toBeGreaterThan(1);
      expect(byName).toEqual(sorted(byName, (a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
      const byKhmer = (await list('sort=clientNameKh&order=desc')).map((r) => r.clientNameKh);
      expect(byKhmer).toEqual(sorted(byKhmer, (a, b) => b.localeCompare(a, 'km', { sensitivity: 'base', numeric: true })));
      const life = ['DRAFT', 'IN_REVIEW', 'AWAITING_CLIENT', 'APPROVED', 'FILED', 'PAID', 'CANCELLED'];
      const byStatus = (await list('sort=status')).map((r) => life.indexOf(r.status));
      expect(byStatus).toEqual(sorted(byStatus, (a, b) => a - b));
      // The first page of a sort is the head of the whole sorted list.
      const firstPage = (await t.http.get('/api/tax-returns?sort=totalDue&order=desc&size=3&page=1').set(as('admin')).expect(200)).body.items as Row[];
      expect(firstPage.map((r) => r.totalDue)).toEqual(byAmount.slice(0, 3));
    });

    it('refuses an unknown sort or order with 400 naming the field', async () => {
      const badSort = await t.http.get('/api/tax-returns?sort=colour').set(as('staff')).expect(400);
      expect(badSort.body.errors).toEqual([expect.objectContaining({ field: 'sort' })]);
      const badOrder = await t.http.get('/api/tax-returns?sort=period&order=up').set(as('staff')).expect(400);
      expect(badOrder.body.errors).toEqual([expect.objectContaining({ field: 'order' })]);
    });
  });

  describe('reminders', () => {
    it('sends each client with nothing filed one message per user per reminder, once, however often the scheduler runs', async () => {
      const scheduler = t.app.get(TaxReminderScheduler);
      const reminders = async () => (await t.http.get('/api/common/messages').set(as('customer')).expect(200)).body
        .filter((m: { icon: string }) => m.icon === 'pi pi-calendar') as { title: string; description: string }[];
      const before = (await reminders()).length;
      // June 2024 is due on 20 July for a small client, on 25 July for the others. The seed's reminders go 7, 3 and 1
      // days before: on 18 July each of the customer's two clients gets one (the 3-day or the 7-day one).
      expect(await scheduler.runAll('2024-07-18')).toBe(2);
      const after = await reminders();
      expect(after.length - before).toBe(2);
      expect(after.map((m) => m.description).join(' ')).toContain('2024-06');
      // Stored as a code with its parameters: each reader's web words it in their language (issue 15 point 4).
      expect(after.slice(-2)).toEqual(expect.arrayContaining([expect.objectContaining({
        code: 'taxReturnDue', params: expect.objectContaining({ returnType: 'monthly', period: '2024-06', dueDate: expect.stringMatching(/^2024-07-2[05]$/) }),
      })]));
      // Two instances at once, the same day: nothing more.
      await Promise.all([scheduler.runAll('2024-07-18'), scheduler.runAll('2024-07-18')]);
      expect((await reminders()).length).toBe(after.length);
      // On 22 July the 3-day reminder of a client due on the 25th goes out, once (a small client's date has passed).
      await Promise.all([scheduler.runAll('2024-07-22'), scheduler.runAll('2024-07-22')]);
      const dueOn25th = [ANGKOR, MEKONG].filter((client) => client.category !== 'small').length;
      expect((await reminders()).length).toBe(after.length + dueOn25th);
    });
  });
});
