import { computeReturn, type ComputeReturnInput, type TaxReturnRulesAnswer } from '@cis/contracts';
import { TAX_DEMO_CLIENTS } from '@cis/fixtures';
import { startTestApp, type TestApp } from '../platform/testing/test-app';

const [ANGKOR, MEKONG, TONLE] = TAX_DEMO_CLIENTS;
type Who = 'admin' | 'staff' | 'customer' | 'vendor';
const fields = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((e) => e.field);

/** The routes behind the screens: the form's rules (live preview), the dashboard summary, the tax report history. */
describe('tax returns screens over HTTP', () => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const as = (who: Who) => t.auth(tokens[who]);
  beforeAll(async () => {
    t = await startTestApp();
    for (const who of ['admin', 'staff', 'customer', 'vendor'] as Who[]) tokens[who] = await t.signIn(`${who}@cis.test`);
  });
  afterAll(() => t.close());

  describe('GET api/tax-returns/rules: the browser computes what the BFF computes', () => {
    it('answers the rows in force and the client\'s category; the same module gives POST compute\'s figures', async () => {
      const form = { activities: [{ name: 'Rice mill', provinceCode: '12', startDate: '2026-08-03' }], annualTurnover: 900_000_000 };
      const { body } = await t.http.get('/api/tax-returns/rules').query({ type: 'patent', clientId: ANGKOR.id, period: '2026' }).set(as('staff')).expect(200);
      const answer = body as TaxReturnRulesAnswer;
      expect(answer).toMatchObject({ type: 'patent', period: '2026', rules: { date: '2026-01-01' }, client: { category: expect.any(String) } });
      const inBrowser = computeReturn({ type: 'patent', period: '2026', form, client: answer.client, ruleSet: answer.rules } as ComputeReturnInput);
      const server = await t.http.post('/api/tax-returns/compute').set(as('staff')).send({ type: 'patent', clientId: ANGKOR.id, period: '2026', form }).expect(200);
      expect(inBrowser.lines).toEqual(server.body.lines);
      expect(inBrowser.totalDue).toBe(server.body.totalDue);
      expect(inBrowser.dueDate).toBe(server.body.dueDate);
    });

    it('refuses a bad period, an unknown client or another customer\'s client, naming the field', async () => {
      const ask = (who: Who, query: Record<string, string>) => t.http.get('/api/tax-returns/rules').query(query).set(as(who));
      expect(fields((await ask('staff', { type: 'monthly', clientId: ANGKOR.id, period: '2026-13' }).expect(400)).body)).toEqual(['period']);
      expect(fields((await ask('staff', { type: 'monthly', clientId: ANGKOR.id, period: '1990-01' }).expect(400)).body)).toEqual(['period']);
      expect(fields((await ask('staff', { type: 'lottery', clientId: ANGKOR.id, period: '2026' }).expect(400)).body)).toContain('type');
      expect(fields((await ask('staff', { type: 'annual', clientId: 'no-such-client', period: '2026' }).expect(400)).body)).toEqual(['clientId']);
      expect(fields((await ask('customer', { type: 'annual', clientId: TONLE.id, period: '2026' }).expect(400)).body)).toEqual(['clientId']);
      await ask('customer', { type: 'annual', clientId: MEKONG.id, period: '2026' }).expect(200);
      await ask('vendor', { type: 'annual', clientId: ANGKOR.id, period: '2026' }).expect(403);
    });
  });

  it('names the client in list items and the work queue, in English and Khmer', async () => {
    const { body } = await t.http.get('/api/tax-returns').query({ type: 'monthly', clientId: ANGKOR.id }).set(as('staff')).expect(200);
    expect(body.items.length).toBeGreaterThan(0);
    for (const item of body.items) expect(item).toMatchObject({ clientName: ANGKOR.name, clientNameKh: expect.stringMatching(/\S/) });
    const tasks = await t.http.get('/api/tax-returns/tasks').set(as('staff')).expect(200);
    const queued = Object.values(tasks.body.queues as Record<string, { clientName: string }[]>).flat();
    expect(queued.every((item) => typeof item.clientName === 'string' && item.clientName.length > 0)).toBe(true);
  });

  describe('GET api/tax-returns/summary: the dashboard cards', () => {
    it('gives staff the tallies of due this week, overdue, awaiting review and outstanding', async () => {
      const { body } = await t.http.get('/api/tax-returns/summary').set(as('staff')).expect(200);
      for (const key of ['dueThisWeek', 'overdue', 'awaitingReview', 'outstanding']) {
        expect(body[key]).toEqual({ count: expect.any(Number), amount: expect.any(Number) });
      }
      expect(body.overdue.count).toBeGreaterThan(0);
      expect(body.outstanding.amount).toBeGreaterThanOrEqual(body.overdue.amount);
      expect(body.clients).toEqual([]);
      // The list's overdue filter counts the same returns.
      const overdue = await t.http.get('/api/tax-returns').query({ overdue: 'true', size: '1' }).set(as('staff')).expect(200);
      expect(overdue.body.pagination.total).toBe(body.overdue.count);
    });

    it('gives a customer its own clients only, each with its next due dates and amounts', async () => {
      const { body } = await t.http.get('/api/tax-returns/summary').set(as('customer')).expect(200);
      const ids = body.clients.map((c: { clientId: string }) => c.clientId).sort();
      expect(ids).toEqual([ANGKOR.id, MEKONG.id].sort());
      const withNext = body.clients.find((c: { next: unknown[] }) => c.next.length > 0);
      expect(withNext.next[0]).toEqual(expect.objectContaining({ dueDate: expect.any(String), amountToPay: expect.any(Number), type: expect.any(String) }));
      await t.http.get('/api/tax-returns/summary').set(as('vendor')).expect(403);
    });
  });

  describe('GET api/tax-returns/filed: the tax report history', () => {
    it('lists a filed return with its payment, searchable by reference, and exports formula-safe CSV with +07:00 times', async () => {
      const period = '2024-03';
      const created = await t.http.post('/api/tax-returns').set(as('staff'))
        .send({ type: 'monthly', clientId: ANGKOR.id, period, form: { turnover: 5_000_000 } }).expect(201);
      const id = created.body.id as string;
      const act = (who: Who, action: string, body: object = {}) => t.http.post(`/api/tax-returns/${id}/${action}`).set(as(who)).send(body).expect(200);
      await act('staff', 'submit-for-review');
      await act('admin', 'approve');
      await act('customer', 'client-approve');
      await act('staff', 'file', { reference: '=HYPERLINK("http://x")', filedAt: '2024-04-20' });
      await act('staff', 'pay', { method: 'bank', bankCode: 'ACLBKHPP', reference: 'ACL-HIST-1', paidOn: '2024-04-21' });

      const found = await t.http.get('/api/tax-returns/filed').query({ q: 'acl-hist-1' }).set(as('staff')).expect(200);
      expect(found.body.items).toHaveLength(1);
      expect(found.body.items[0]).toMatchObject({
        id, clientName: ANGKOR.name, status: 'PAID', filing: { reference: '=HYPERLINK("http://x")' },
        payments: [{ method: 'bank', reference: 'ACL-HIST-1', amount: 50_000 }],
      });
      expect(found.body.totals).toEqual({ count: 1, totalDue: 50_000, paid: 50_000 });
      const byPeriod = await t.http.get('/api/tax-returns/filed').query({ period: '2024', clientId: ANGKOR.id }).set(as('staff')).expect(200);
      expect(byPeriod.body.items.map((r: { id: string }) => r.id)).toContain(id);

      const csv = await t.http.get('/api/tax-returns/filed/export.csv').query({ q: 'ACL-HIST-1' }).set(as('staff')).expect(200);
      expect(csv.headers['content-type']).toMatch(/text\/csv/);
      const lines = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^client_name,/);
      expect(lines[1]).toContain('"\'=HYPERLINK(""http://x"")"');
      expect(lines[1]).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/);
    });

    it('is for staff with READ_TAX_PAYMENT; bad paging is refused naming the field', async () => {
      await t.http.get('/api/tax-returns/filed').set(as('customer')).expect(403);
      await t.http.get('/api/tax-returns/filed/export.csv').set(as('vendor')).expect(403);
      expect(fields((await t.http.get('/api/tax-returns/filed').query({ size: '100000' }).set(as('staff')).expect(400)).body)).toEqual(['size']);
      expect(fields((await t.http.get('/api/tax-returns/filed').query({ period: 'last year' }).set(as('staff')).expect(400)).body)).toEqual(['period']);
    });
  });
});
