import { io, type Socket } from 'socket.io-client';
import {
  BalanceEvents, PaymentEvents, SocketEvents,
  type NewEvent, type PaymentCallback, type PaymentForm, type RefusedCallback, type StoredEvent, type TopUpRequestedData,
  type TopUpTransaction,
} from '@cis/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../platform/config/app-config';
import { startTestApp, type TestApp } from '../platform/testing/test-app';
import { formatReqTime, hmacBase64, signCallback, verifyPaymentRequest } from './payment-signer';
import { topUpStream } from './payments.decider';
import { ProcessRunner } from '../platform/process/process-runner';
import { PaymentsCommands } from './payments.commands';
import { TOPUP_CREDIT } from './topup-credit.process';

/** The merchant key the repository used to build in (public): it must never sign or verify anything again. */
const PUBLIC_OLD_DEFAULT_KEY = 'sandbox-merchant-key';
/** The sandbox's own key of the app under test (random, kept in its DATA_DIR); set when an app starts. */
let KEY = '';
const VENDOR = 'P24-200001';

function callbackFor(form: PaymentForm, patch: Partial<Omit<PaymentCallback, 'hash'>> = {}): PaymentCallback {
  const unsigned = {
    req_time: formatReqTime(new Date()), merchant_id: form.fields.merchant_id, tran_id: form.fields.tran_id,
    amount: form.fields.amount, status: 'approved' as const, ...patch,
  };
  return { ...unsigned, hash: signCallback(KEY, unsigned) };
}

describe('payments over HTTP: top-up, provider callback, sandbox', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (who: string) => t.auth(tokens[who]!);
  const balance = async () => (await t.http.get(`/api/customers/${VENDOR}/balance`).set(as('vendor')).expect(200)).body;
  const topUp = async (amount = 50_000): Promise<PaymentForm> =>
    (await t.http.post('/api/payments/topups').set(as('vendor')).send({ amount, paymentOption: 'cards' }).expect(201)).body;
  const refusals = async (): Promise<RefusedCallback[]> =>
    (await t.http.get('/api/payments/refused-callbacks').set(as('staff')).expect(200)).body;

  beforeAll(async () => {
    t = await startTestApp();
    KEY = t.config.payments.merchantKey;
    for (const who of ['admin', 'staff', 'customer', 'vendor']) tokens[who] = await t.signIn(`${who}@cis.test`);
  });
  afterAll(() => t.close());

  describe('the sandbox provider page (issue 15 point 4)', () => {
    it('speaks Khmer when the form asks for it (lang=km, not part of the hash), English otherwise', async () => {
      const form = await topUp(12_000);
      const khmer = await t.http.post('/sandbox/payments/checkout').type('form').send({ ...form.fields, lang: 'km' }).expect(200);
      expect(khmer.text).toContain('<html lang="km">');
      expect(khmer.text).toContain('យល់ព្រម');
      expect(khmer.text).toContain('name="lang" value="km"');
      expect(khmer.text).not.toContain('Approve or decline');
      const english = await t.http.post('/sandbox/payments/checkout').type('form').send(form.fields).expect(200);
      expect(english.text).toContain('Approve or decline');
      await t.http.post('/sandbox/payments/checkout').type('form').send({ ...form.fields, lang: 'fr' }).expect(400);
    });
  });

  describe('POST api/payments/topups', () => {
    it('records a pending top-up of the caller\'s own account and answers the signed provider form within the maxima', async () => {
      const form = await topUp(75_000);
      expect(form.action).toBe('/sandbox/payments/checkout');
      expect(form.fields).toMatchObject({ merchant_id: 'cis-sandbox', amount: '75000', email: 'vendor@cis.test', payment_option: 'cards' });
      expect(form.fields.req_time).toMatch(/^\d{14}$/);
      expect(form.fields.tran_id.length).toBeLessThanOrEqual(20);
      expect(form.fields.email.length).toBeLessThanOrEqual(100);
      expect(form.fields.phone.length).toBeLessThanOrEqual(50);
      expect(form.fields.return_url.length).toBeLessThanOrEqual(200);
      expect(form.fields.continue_success_url.length).toBeLessThanOrEqual(200);
      expect(verifyPaymentRequest(KEY, form.fields)).toBe(true);
      const row: TopUpTransaction = (await t.http.get(`/api/payments/topups/${form.fields.tran_id}`).set(as('vendor')).expect(200)).body;
      expect(row).toMatchObject({ customerP24Id: VENDOR, amount: 75_000, status: 'pending', credited: false });
    });

    it('needs ALL_FUNCTIONS, ALL_FUNCTIONS_READ or READ_TOPUP_BALANCE, and a customer account', async () => {
      await t.http.post('/api/payments/topups').send({ amount: 5000, paymentOption: 'cards' }).expect(401);
      // staff: READ codes, none of the three
      await t.http.post('/api/payments/topups').set(as('staff')).send({ amount: 5000, paymentOption: 'cards' }).expect(403);
      // admin: ALL_FUNCTIONS but no customerP24Id: no balance widget (spec 000 s6), nothing to top up
      const admin = await t.http.post('/api/payments/topups').set(as('admin')).send({ amount: 5000, paymentOption: 'cards' }).expect(403);
      expect(admin.body.developerMessage).toMatch(/customer account/);
      await t.http.post('/api/payments/topups').set(as('customer')).send({ amount: 5000, paymentOption: 'khqr' }).expect(201);
    });

    it('refuses amounts that are not whole riel within the limits, unknown payment options and extra fields', async () => {
      for (const body of [
        { amount: 999, paymentOption: 'cards' }, { amount: 100_000_001, paymentOption: 'cards' }, { amount: 1500.5, paymentOption: 'cards' },
        { amount: '5000', paymentOption: 'cards' }, { amount: 5000, paymentOption: 'paypal' }, { amount: 5000 },
        { amount: 5000, paymentOption: 'cards', customerP24Id: 'P24-100001' },
      ]) {
        const res = await t.http.post('/api/payments/topups').set(as('vendor')).send(body);
        expect({ body, status: res.status }).toEqual({ body, status: 400 });
      }
    });

    it('lets the owner and payment staff read a top-up, nobody else', async () => {
      const form = await topUp();
      const path = `/api/payments/topups/${form.fields.tran_id}`;
      await t.http.get(path).set(as('staff')).expect(200);
      await t.http.get(path).set(as('customer')).expect(404);
      await t.http.get('/api/payments/topups/NOPE').set(as('vendor')).expect(404);
    });
  });

  describe('POST api/payments/callback', () => {
    it('credits an approved top-up once and answers applied, then duplicate', async () => {
      const before = await balance();
      const form = await topUp(40_000);
      const callback = callbackFor(form);
      const first = await t.http.post('/api/payments/callback').send(callback).expect(200);
      expect(first.body).toEqual({ tran_id: form.fields.tran_id, result: 'applied', status: 'success' });
      const again = await t.http.post('/api/payments/callback').send(callback).expect(200);
      expect(again.body).toEqual({ tran_id: form.fields.tran_id, result: 'duplicate', status: 'success' });
      expect(await balance()).toEqual({ ...before, customerBalance: before.customerBalance + 40_000 });
      const row: TopUpTransaction = (await t.http.get(`/api/payments/topups/${form.fields.tran_id}`).set(as('vendor')).expect(200)).body;
      expect(row).toMatchObject({ status: 'success', credited: true, balanceAfter: before.customerBalance + 40_000 });
    });

    it('applies 50 concurrent duplicates of one approval exactly once', async () => {
      const before = await balance();
      const form = await topUp(123_000);
      const callback = callbackFor(form);
      const answers = await Promise.all(Array.from({ length: 50 }, () => t.http.post('/api/payments/callback').send(callback)));
      expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
      expect(answers.filter((a) => a.body.result === 'applied')).toHaveLength(1);
      expect(answers.filter((a) => a.body.result === 'duplicate')).toHaveLength(49);
      expect(await balance()).toEqual({ ...before, customerBalance: before.customerBalance + 123_000 });
      const stream = await t.store.readStream(topUpStream(form.fields.tran_id));
      expect(stream.map((e) => e.type)).toEqual(['payments.topup-requested', 'payments.topup-approved']);
      const history = (await t.http.get('/api/payments/balance-history').set(as('vendor')).expect(200)).body as { reason: string }[];
      expect(history.filter((m) => m.reason === `topup:${form.fields.tran_id}`)).toHaveLength(1);
    });

    it('accepts the provider\'s form-urlencoded body as well', async () => {
      const form = await topUp(2_000);
      const res = await t.http.post('/api/payments/callback').type('form').send(callbackFor(form, { status: 'declined' })).expect(200);
      expect(res.body).toMatchObject({ result: 'applied', status: 'failed' });
    });

    it('marks a declined top-up failed without moving the balance, and refuses a later approval of it', async () => {
      const before = await balance();
      const form = await topUp(60_000);
      await t.http.post('/api/payments/callback').send(callbackFor(form, { status: 'declined' })).expect(200);
      const conflict = await t.http.post('/api/payments/callback').send(callbackFor(form)).expect(409);
      expect(conflict.body.developerMessage).toBe('The top-up already has a different outcome.');
      expect(await balance()).toEqual(before);
      const row: TopUpTransaction = (await t.http.get(`/api/payments/topups/${form.fields.tran_id}`).set(as('vendor')).expect(200)).body;
      expect(row).toMatchObject({ status: 'failed', credited: false });
      expect((await refusals()).find((r) => r.tranId === form.fields.tran_id)?.reason).toBe('outcome-conflict');
    });

    it('refuses and records a forged signature, another merchant, a mismatched amount and an unknown tran_id', async () => {
      const before = await balance();
      const form = await topUp(30_000);
      const tranId = form.fields.tran_id;
      const forged = { ...callbackFor(form), hash: signCallback('guessed-key', { req_time: '20260101000000', merchant_id: 'cis-sandbox', tran_id: tranId, amount: '30000', status: 'approved' }) };
      expect((await t.http.post('/api/payments/callback').send(forged).expect(403)).body.developerMessage).toBe('Invalid payment signature.');
      const tampered = { ...callbackFor(form), amount: '3000000' };
      await t.http.post('/api/payments/callback').send(tampered).expect(403);
      const amount = await t.http.post('/api/payments/callback').send(callbackFor(form, { amount: '300000' })).expect(400);
      expect(amount.body.developerMessage).toBe('The amount does not match the top-up.');
      const merchant = await t.http.post('/api/payments/callback').send(callbackFor(form, { merchant_id: 'someone-else' })).expect(400);
      expect(merchant.body.developerMessage).toBe('The merchant id does not match.');
      await t.http.post('/api/payments/callback').send(callbackFor(form, { tran_id: 'T000000UNKNOWN00' })).expect(404);

      expect(await balance()).toEqual(before);
      const row: TopUpTransaction = (await t.http.get(`/api/payments/topups/${tranId}`).set(as('vendor')).expect(200)).body;
      expect(row.status).toBe('pending');
      const recorded = await refusals();
      expect(recorded.filter((r) => r.tranId === tranId).map((r) => r.reason).sort()).toEqual(['amount', 'merchant', 'signature', 'signature']);
      expect(recorded.some((r) => r.tranId === 'T000000UNKNOWN00' && r.reason === 'unknown-transaction')).toBe(true);
      // The genuine approval still goes through afterwards.
      await t.http.post('/api/payments/callback').send(callbackFor(form)).expect(200);
      expect((await balance()).customerBalance).toBe(before.customerBalance + 30_000);
    });

    it('answers 400 for a malformed callback body and records it as a refused callback', async () => {
      const res = await t.http.post('/api/payments/callback').send({ tran_id: 'TMALFORMED1', amount: 'lots', status: 'maybe' }).expect(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['req_time', 'amount', 'status', 'hash']));
      const recorded = (await refusals()).find((r) => r.tranId === 'TMALFORMED1');
      expect(recorded).toMatchObject({ reason: 'malformed', amount: 'lots', status: 'maybe', count: 1 });
      expect(recorded!.fields).toEqual(expect.arrayContaining(['req_time', 'merchant_id', 'amount', 'status', 'hash']));
      expect(recorded!.address).toMatch(/127\.0\.0\.1/);
      // What a malformed body carried is clipped before it is kept; unknown fields are refused and named.
      const huge = 'Z'.repeat(5000);
      await t.http.post('/api/payments/callback').send({ tran_id: huge, [huge]: 1 }).expect(400);
      const clipped = (await refusals()).find((r) => r.tranId.startsWith('ZZZ'))!;
      expect(clipped.tranId.length).toBeLessThanOrEqual(41);
      expect(clipped.fields.every((f) => f.length <= 41)).toBe(true);
    });

    it('shows refused callbacks only to payment staff', async () => {
      await t.http.get('/api/payments/refused-callbacks').set(as('vendor')).expect(403);
    });

    it('pushes the new balance to the owner\'s sockets and not to another customer\'s', async () => {
      const connect = (token: string) => new Promise<Socket>((resolve, reject) => {
        const s = io(t.baseUrl, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
        s.once('connect', () => resolve(s));
        s.once('connect_error', reject);
      });
      const [vendor, customer] = await Promise.all([connect(tokens.vendor!), connect(tokens.customer!)]);
      const seen = { vendor: [] as StoredEvent[], customer: [] as StoredEvent[] };
      vendor.on(SocketEvents.event, (e: StoredEvent) => seen.vendor.push(e));
      customer.on(SocketEvents.event, (e: StoredEvent) => seen.customer.push(e));
      try {
        const form = await topUp(11_000);
        await t.http.post('/api/payments/callback').send(callbackFor(form)).expect(200);
        const expected = (await balance()).customerBalance;
        const pushed = await waitFor(() => seen.vendor.find((e) => e.type === BalanceEvents.customerBalanceChanged));
        expect((pushed.data as { balance: { customerBalance: number } }).balance.customerBalance).toBe(expected);
        expect(seen.customer.some((e) => e.type === BalanceEvents.customerBalanceChanged)).toBe(false);
      } finally {
        vendor.close();
        customer.close();
      }
    });
  });

  describe('built-in sandbox provider', () => {
    it('shows approve and decline for a correctly signed form and refuses a tampered one', async () => {
      const form = await topUp(25_000);
      const page = await t.http.post('/sandbox/payments/checkout').type('form').send(form.fields).expect(200);
      expect(page.text).toContain('value="approve"');
      expect(page.text).toContain('value="decline"');
      expect(page.text).toContain(form.fields.tran_id);
      await t.http.post('/sandbox/payments/checkout').type('form').send({ ...form.fields, amount: '1' }).expect(400);
    });

    it('checks the request hash in PayWay\'s order (payment_option before the URLs), not in the form\'s field order', async () => {
      const form = await topUp(26_000);
      const f = form.fields;
      const formOrder = hmacBase64(KEY, [f.req_time, f.merchant_id, f.tran_id, f.amount, f.email, f.phone, f.return_url, f.continue_success_url, f.payment_option].join(''));
      const payWayOrder = hmacBase64(KEY, [f.req_time, f.merchant_id, f.tran_id, f.amount, f.email, f.phone, f.payment_option, f.return_url, f.continue_success_url].join(''));
      expect(f.hash).toBe(payWayOrder);
      await t.http.post('/sandbox/payments/checkout').type('form').send({ ...f, hash: formOrder }).expect(400);
      await t.http.post('/sandbox/payments/checkout').type('form').send({ ...f, hash: payWayOrder }).expect(200);
    });

    it('approve: calls the callback like a provider, credits the balance, sends the browser to continue_success_url', async () => {
      const before = await balance();
      const form = await topUp(45_000);
      const res = await t.http.post('/sandbox/payments/decide').type('form').send({ ...form.fields, decision: 'approve' }).expect(303);
      expect(res.headers.location).toBe(form.fields.continue_success_url);
      expect((await balance()).customerBalance).toBe(before.customerBalance + 45_000);
      const back = await t.http.get(res.headers.location!).expect(200);
      expect(back.text).toContain('data-result="success"');
    });

    it('decline: the top-up fails and the browser goes to return_url', async () => {
      const before = await balance();
      const form = await topUp(45_000);
      const res = await t.http.post('/sandbox/payments/decide').type('form').send({ ...form.fields, decision: 'decline' }).expect(303);
      expect(res.headers.location).toBe(form.fields.return_url);
      expect(await balance()).toEqual(before);
      const row: TopUpTransaction = (await t.http.get(`/api/payments/topups/${form.fields.tran_id}`).set(as('vendor')).expect(200)).body;
      expect(row.status).toBe('failed');
    });
  });

  describe('staff listings (READ_TAX_PAYMENT)', () => {
    it('pages and filters the online payment transactions, with totals over every matching row', async () => {
      const all = (await t.http.get('/api/payments/transactions?size=10').set(as('staff')).expect(200)).body;
      expect(all.items).toHaveLength(10);
      expect(all.total).toBeGreaterThan(40);
      const page2 = (await t.http.get('/api/payments/transactions?size=10&page=2').set(as('staff')).expect(200)).body;
      expect(page2.items[0].tranId).not.toBe(all.items[0].tranId);
      const failed = (await t.http.get('/api/payments/transactions?status=failed&size=100').set(as('staff')).expect(200)).body;
      expect(failed.items.every((r: TopUpTransaction) => r.status === 'failed')).toBe(true);
      expect(failed.total).toBe(failed.items.length);
      const vendorRows = (await t.http.get(`/api/payments/transactions?customer=${VENDOR}&size=100`).set(as('staff')).expect(200)).body;
      expect(vendorRows.items.length).toBeGreaterThan(0);
      expect(vendorRows.items.every((r: TopUpTransaction) => r.customerP24Id === VENDOR)).toBe(true);
      await t.http.get('/api/payments/transactions?from=2026-02-01&to=2026-01-01').set(as('staff')).expect(400);
      await t.http.get('/api/payments/transactions?size=1000').set(as('staff')).expect(400);
    });

    it('exports the matching rows as CSV', async () => {
      const res = await t.http.get('/api/payments/transactions/export.csv?status=success').set(as('staff')).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/csv/);
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="online-payment-transactions-/);
      const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines[0]).toBe('tran_id,customer_p24_id,customer_name,email,amount_riel,payment_option,status,credited,requested_at,completed_at,failure_reason,paid_for,tax_return_id,tax_return_type,tax_return_client,tax_return_period');
      const listed = (await t.http.get('/api/payments/transactions?status=success&size=1').set(as('staff')).expect(200)).body;
      expect(lines).toHaveLength(listed.total + 1);
      expect(lines.slice(1).every((l) => l.split(',')[6] === 'success')).toBe(true);
      // Times carry ISO 8601 with the offset of the reader's zone (Asia/Phnom_Penh by default; issue 15 point 5).
      expect(lines.slice(1).every((l) => /T\d{2}:\d{2}:\d{2}(\.\d{3})?\+07:00$/.test(l.split(',')[8]!))).toBe(true);
    });

    describe('the tax report history (view=history): completion day and completion time', () => {
      // Request and completion on different Cambodian days (UTC+7). A: requested 1 June 23:50, completed 2 June 00:10.
      // B: requested 1 June 17:00, completed 3 June 09:00. C: requested and completed 2 June 08:00-08:03. D: pending.
      const rows = [
        { tranId: 'THIST-A', amount: 10_000, requestedAt: '2025-06-01T16:50:00.000Z', completedAt: '2025-06-01T17:10:00.000Z' },
        { tranId: 'THIST-B', amount: 20_000, requestedAt: '2025-06-01T10:00:00.000Z', completedAt: '2025-06-03T02:00:00.000Z' },
        { tranId: 'THIST-C', amount: 5_000, requestedAt: '2025-06-02T01:00:00.000Z', completedAt: '2025-06-02T01:03:00.000Z' },
        { tranId: 'THIST-D', amount: 7_000, requestedAt: '2025-06-04T01:00:00.000Z', completedAt: null },
      ];
      const list = async (query: string): Promise<string[]> =>
        ((await t.http.get(`/api/payments/transactions?customer=P24-HIST&size=100${query}`).set(as('staff')).expect(200)).body.items as TopUpTransaction[])
          .map((r) => r.tranId);

      beforeAll(async () => {
        for (const r of rows) {
          const requested: TopUpRequestedData = {
            tranId: r.tranId, customerP24Id: 'P24-HIST', customerName: 'History Check', userId: 'u-hist', email: 'hist@cis.test', phone: '',
            amount: r.amount, paymentOption: 'cards', reqTime: formatReqTime(new Date(r.requestedAt)), requestedAt: r.requestedAt,
          };
          const events: NewEvent[] = [{ type: PaymentEvents.topUpRequested, data: requested }];
          if (r.completedAt) events.push({ type: PaymentEvents.topUpApproved, data: { tranId: r.tranId, customerP24Id: 'P24-HIST', amount: r.amount, approvedAt: r.completedAt } });
          await t.store.append(topUpStream(r.tranId), events, 'any', { tenant: 'cis', userId: null });
        }
        // The approvals are credited by the top-up credit process, woken by their commits.
        expect(await t.app.get(ProcessRunner).settled(TOPUP_CREDIT, await t.store.lastPosition())).toBe(true);
      });

      it('filters from/to on the completion day and sorts by completion time, latest first, pending last', async () => {
        // The bank view: the request day, newest request first.
        expect(await list('&from=2025-06-01&to=2025-06-01')).toEqual(['THIST-A', 'THIST-B']);
        expect(await list('')).toEqual(['THIST-D', 'THIST-C', 'THIST-A', 'THIST-B']);
        // The history: the completion day, latest completion first.
        expect(await list('&view=history&from=2025-06-01&to=2025-06-01')).toEqual([]);
        expect(await list('&view=history&from=2025-06-02&to=2025-06-02')).toEqual(['THIST-C', 'THIST-A']);
        expect(await list('&view=history&from=2025-06-02')).toEqual(['THIST-B', 'THIST-C', 'THIST-A']);
        expect(await list('&view=history')).toEqual(['THIST-B', 'THIST-C', 'THIST-A', 'THIST-D']);
        expect(await list('&view=history&status=success')).toEqual(['THIST-B', 'THIST-C', 'THIST-A']);
        const totals = (await t.http.get('/api/payments/transactions?customer=P24-HIST&view=history&from=2025-06-02&to=2025-06-02').set(as('staff')).expect(200)).body.totals;
        expect(totals).toEqual({ count: 2, amount: 15_000, successAmount: 15_000, topUpAmount: 15_000, taxReturnAmount: 0 });
        await t.http.get('/api/payments/transactions?view=completed').set(as('staff')).expect(400);
      });

      it('exports the history with balance_after_riel, in completion order; the bank export keeps its columns', async () => {
        const res = await t.http.get('/api/payments/transactions/export.csv?customer=P24-HIST&view=history').set(as('staff')).expect(200);
        const [header, ...lines] = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
        expect(header).toBe('tran_id,customer_p24_id,customer_name,email,amount_riel,payment_option,status,credited,balance_after_riel,requested_at,completed_at,failure_reason,paid_for,tax_return_id,tax_return_type,tax_return_client,tax_return_period');
        const cells = lines.map((l) => l.split(','));
        expect(cells.map((c) => [c[0], c[8]])).toEqual([['THIST-B', '30000'], ['THIST-C', '35000'], ['THIST-A', '10000'], ['THIST-D', '']]);
        const bank = await t.http.get('/api/payments/transactions?format=csv&customer=P24-HIST').set(as('staff')).expect(200);
        expect(bank.text.replace(/^\uFEFF/, '').split('\r\n')[0]).not.toContain('balance_after');
      });
    });

    it('refuses callers without READ_TAX_PAYMENT', async () => {
      await t.http.get('/api/payments/transactions').set(as('vendor')).expect(403);
      await t.http.get('/api/payments/transactions/export.csv').set(as('customer')).expect(403);
      await t.http.get('/api/payments/transactions').expect(401);
    });
  });
});

describe('payments with a real provider configured', () => {
  it('answers the provider\'s action URL, absolute return URLs on PUBLIC_BASE_URL, signed with the configured key; the page may frame and post to it', async () => {
    const t = await startTestApp({
      env: {
        PAYMENT_PROVIDER_URL: 'https://checkout.psp.example/api/purchase', PAYMENT_MERCHANT_ID: 'merchant-7',
        PAYMENT_MERCHANT_KEY: 'real-key', PUBLIC_BASE_URL: 'https://tax.example.kh',
      },
    });
    try {
      const token = await t.signIn('vendor@cis.test');
      const form: PaymentForm = (await t.http.post('/api/payments/topups').set(t.auth(token)).send({ amount: 10_000, paymentOption: 'abapay' }).expect(201)).body;
      expect(form.action).toBe('https://checkout.psp.example/api/purchase');
      expect(form.fields.merchant_id).toBe('merchant-7');
      expect(form.fields.return_url).toBe(`https://tax.example.kh/public/payments/return?tran_id=${form.fields.tran_id}&result=fail`);
      expect(verifyPaymentRequest('real-key', form.fields)).toBe(true);
      expect(verifyPaymentRequest(PUBLIC_OLD_DEFAULT_KEY, form.fields)).toBe(false);
      const csp = (await t.http.get('/health')).headers['content-security-policy'] as string;
      expect(csp).toContain("form-action 'self' https://checkout.psp.example");
      expect(csp).toContain("frame-src 'self' https://checkout.psp.example");
      // A callback signed with the sandbox key is forged for this merchant.
      KEY = PUBLIC_OLD_DEFAULT_KEY;
      const sandboxSigned = callbackFor(form);
      await t.http.post('/api/payments/callback').send(sandboxSigned).expect(403);
    } finally {
      await t.close();
    }
  });
});

describe('a flood of refused callbacks', () => {
  // The addresses below are set with X-Forwarded-For, believed from the loopback proxy named by TRUST_PROXY.
  const LIMITS = {
    PAYMENT_CALLBACK_REFUSAL_LIMIT: '3', PAYMENT_CALLBACK_REFUSAL_TOTAL_LIMIT: '5', PAYMENT_CALLBACK_REFUSAL_WINDOW_MS: '6000', TRUST_PROXY: 'loopback',
  };
  const forged = (tranId: string) => {
    const unsigned = { req_time: '20260101000000', merchant_id: 'cis-sandbox', tran_id: tranId, amount: '1000', status: 'approved' as const };
    return { ...unsigned, hash: signCallback('guessed-key', unsigned) };
  };

  it('records a bounded number per source address and in all; beyond, 429 and one summary per window', async () => {
    const t = await startTestApp({ env: LIMITS });
    KEY = t.config.payments.merchantKey;
    try {
      const logged = async () => (await t.store.readStream('payment-callback-refusals')).map((e) => e.type);
      const from = (address: string) => (body: object) => t.http.post('/api/payments/callback').set('X-Forwarded-For', address).send(body);
      const flooder = from('203.0.113.5');
      const other = from('198.51.100.7');

      const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => flooder(forged(`TFLOOD${i}`))));
      expect(answers.filter((a) => a.status === 403)).toHaveLength(3);
      const throttled = answers.filter((a) => a.status === 429);
      expect(throttled).toHaveLength(57);
      expect(throttled[0]!.body).toMatchObject({ status: 429, error: 'Too Many Requests' });
      expect(Number(throttled[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(await logged()).toEqual(Array(3).fill('payments.callback-refused'));

      // Another address has its own allowance (a malformed body counts too), up to the total of 5 ...
      await other({ tran_id: 'TBROKEN' }).expect(400);
      await other(forged('TOTHER1')).expect(403);
      // ... and then the total is reached for everybody.
      await other(forged('TOTHER2')).expect(429);
      await other({ tran_id: 'TBROKEN2' }).expect(429);
      expect(await logged()).toHaveLength(5);

      // A genuine callback from the flooding address still goes through: only refusals are limited.
      const vendor = await t.signIn('vendor@cis.test');
      const form: PaymentForm = (await t.http.post('/api/payments/topups').set(t.auth(vendor)).send({ amount: 5_000, paymentOption: 'cards' }).expect(201)).body;
      await flooder(callbackFor(form)).expect(200);

      // When the window ends: one summary of the 59 suppressed refusals, however many there were.
      const types = await waitForAsync(async () => {
        const now = await logged();
        return now.length === 6 ? now : undefined;
      }, 15_000);
      expect(types).toEqual([...Array(5).fill('payments.callback-refused'), 'payments.callback-refusals-suppressed']);
      const staff = await t.signIn('staff@cis.test');
      const rows: RefusedCallback[] = (await t.http.get('/api/payments/refused-callbacks').set(t.auth(staff)).expect(200)).body;
      expect(rows[0]).toMatchObject({ reason: 'rate-limited', count: 59, address: '203.0.113.5' });
      const [last] = (await t.store.readStream('payment-callback-refusals')).slice(-1);
      expect(last!.data).toMatchObject({ count: 59, addresses: [{ address: '203.0.113.5', count: 57 }, { address: '198.51.100.7', count: 2 }], reasons: { signature: 58, malformed: 1 } });

      // A new window: recorded again.
      await flooder(forged('TAGAIN')).expect(403);
      expect(await logged()).toHaveLength(7);
    } finally {
      await t.close();
    }
  }, 45_000);

  it('writes the pending summary at shutdown rather than losing it', async () => {
    const t = await startTestApp({ env: { ...LIMITS, PAYMENT_CALLBACK_REFUSAL_WINDOW_MS: '600000' } });
    try {
      for (let i = 0; i < 5; i++) await t.http.post('/api/payments/callback').set('X-Forwarded-For', '192.0.2.1').send(forged(`TSHUT${i}`));
      const store = t.store;
      const payments = t.app.get(PaymentsCommands);
      expect((await store.readStream('payment-callback-refusals')).map((e) => e.type)).toEqual(Array(3).fill('payments.callback-refused'));
      await payments.beforeApplicationShutdown();
      const events = await store.readStream('payment-callback-refusals');
      expect(events.map((e) => e.type)).toEqual([...Array(3).fill('payments.callback-refused'), 'payments.callback-refusals-suppressed']);
      expect(events[3]!.data).toMatchObject({ count: 2 });
    } finally {
      await t.close();
    }
  });
});

describe('the sandbox provider next to a real provider (NODE_ENV not production)', () => {
  const REAL = {
    PAYMENT_PROVIDER_URL: 'https://checkout.psp.example/api/purchase', PAYMENT_MERCHANT_ID: 'merchant-7',
    PAYMENT_MERCHANT_KEY: 'real-key', PUBLIC_BASE_URL: 'https://tax.example.kh',
  };

  it('does not exist: a vendor cannot approve their own real-provider form through it', async () => {
    const t = await startTestApp({ env: { NODE_ENV: 'development', ...REAL } });
    try {
      expect(t.config.payments.sandbox).toBe(false);
      const token = await t.signIn('vendor@cis.test');
      const balanceBefore = (await t.http.get(`/api/customers/${VENDOR}/balance`).set(t.auth(token)).expect(200)).body;
      const form: PaymentForm = (await t.http.post('/api/payments/topups').set(t.auth(token)).send({ amount: 90_000, paymentOption: 'cards' }).expect(201)).body;
      expect(form.action).toBe(REAL.PAYMENT_PROVIDER_URL);
      // The form is genuinely signed with the real key: exactly what the sandbox would have accepted and approved.
      expect(verifyPaymentRequest('real-key', form.fields)).toBe(true);
      await t.http.post('/sandbox/payments/checkout').type('form').send(form.fields).expect(404);
      await t.http.post('/sandbox/payments/decide').type('form').send({ ...form.fields, decision: 'approve' }).expect(404);
      const row: TopUpTransaction = (await t.http.get(`/api/payments/topups/${form.fields.tran_id}`).set(t.auth(token)).expect(200)).body;
      expect(row).toMatchObject({ status: 'pending', credited: false });
      expect((await t.http.get(`/api/customers/${VENDOR}/balance`).set(t.auth(token)).expect(200)).body).toEqual(balanceBefore);
      expect((await t.store.readStream(topUpStream(form.fields.tran_id))).map((e) => e.type)).toEqual(['payments.topup-requested']);
    } finally {
      await t.close();
    }
  });

  it('is served only without a provider outside production', async () => {
    const t = await startTestApp({ env: { NODE_ENV: 'development' } });
    try {
      expect(t.config.payments.sandbox).toBe(true);
      const token = await t.signIn('vendor@cis.test');
      const form: PaymentForm = (await t.http.post('/api/payments/topups').set(t.auth(token)).send({ amount: 9_000, paymentOption: 'cards' }).expect(201)).body;
      expect(form.action).toBe('/sandbox/payments/checkout');
      await t.http.post('/sandbox/payments/checkout').type('form').send(form.fields).expect(200);
    } finally {
      await t.close();
    }
  });
});

describe('payments in production', () => {
  it('disables the sandbox and refuses top-ups and callbacks when no merchant key is configured', async () => {
    const t = await startTestApp({ env: { NODE_ENV: 'production', SEED: 'none' } });
    try {
      expect(t.config.payments.merchantKey).toBe('');
      await t.http.post('/sandbox/payments/checkout').type('form').send({}).expect(404);
      const unsigned = { req_time: '20260101000000', merchant_id: 'cis-sandbox', tran_id: 'T1', amount: '1000', status: 'approved' as const };
      await t.http.post('/api/payments/callback').send({ ...unsigned, hash: signCallback('', unsigned) }).expect(403);
    } finally {
      await t.close();
    }
  });
});

describe('no merchant key is built in (issue 17 point 3)', () => {
  const PROVIDER = 'https://checkout.psp.example/api/purchase';

  it('refuses to start with a provider configured and no merchant key, whatever NODE_ENV says', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cis-key-'));
    try {
      for (const NODE_ENV of ['production', 'development', 'test', undefined]) {
        for (const PAYMENT_MERCHANT_KEY of [undefined, '', '  ']) {
          const env = { DATA_DIR: dataDir, SEED: 'none', PAYMENT_PROVIDER_URL: PROVIDER, ...(NODE_ENV ? { NODE_ENV } : {}), ...(PAYMENT_MERCHANT_KEY !== undefined ? { PAYMENT_MERCHANT_KEY } : {}) };
          expect(() => loadConfig(env)).toThrow(/PAYMENT_PROVIDER_URL is set but PAYMENT_MERCHANT_KEY is not/);
        }
      }
      await expect(startTestApp({ env: { NODE_ENV: 'development', PAYMENT_PROVIDER_URL: PROVIDER } })).rejects.toThrow(/PAYMENT_MERCHANT_KEY/);
      expect(loadConfig({ DATA_DIR: dataDir, SEED: 'none', PAYMENT_PROVIDER_URL: PROVIDER, PAYMENT_MERCHANT_KEY: 'issued-key' }).payments.merchantKey).toBe('issued-key');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('signs the sandbox with a random key of its own, kept across restarts; the public key credits nothing', async () => {
    const t = await startTestApp();
    try {
      const key = t.config.payments.merchantKey;
      expect(key).not.toBe(PUBLIC_OLD_DEFAULT_KEY);
      expect(key.length).toBeGreaterThanOrEqual(32);
      // The same data directory, the same key (a pending sandbox checkout survives a restart).
      expect(loadConfig({ DATA_DIR: t.config.dataDir, SEED: 'none' }).payments.merchantKey).toBe(key);
      const vendor = await t.signIn('vendor@cis.test');
      const before = (await t.http.get(`/api/customers/${VENDOR}/balance`).set(t.auth(vendor)).expect(200)).body;
      const form: PaymentForm = (await t.http.post('/api/payments/topups').set(t.auth(vendor)).send({ amount: 100_000_000, paymentOption: 'cards' }).expect(201)).body;
      // The attack of the issue: the vendor approves their own top-up with the key published in the repository.
      const unsigned = { req_time: formatReqTime(new Date()), merchant_id: form.fields.merchant_id, tran_id: form.fields.tran_id, amount: form.fields.amount, status: 'approved' as const };
      await t.http.post('/api/payments/callback').send({ ...unsigned, hash: signCallback(PUBLIC_OLD_DEFAULT_KEY, unsigned) }).expect(403);
      expect((await t.http.get(`/api/customers/${VENDOR}/balance`).set(t.auth(vendor)).expect(200)).body).toEqual(before);
      expect((await t.http.get(`/api/payments/topups/${form.fields.tran_id}`).set(t.auth(vendor)).expect(200)).body).toMatchObject({ status: 'pending', credited: false });
    } finally {
      await t.close();
    }
  });
});

describe('the address recorded for a refused callback (issue 17 point 5)', () => {
  it('is the connection\'s own unless TRUST_PROXY names the proxy: a forged X-Forwarded-For is ignored', async () => {
    const forged = (tranId: string) => {
      const unsigned = { req_time: '20260101000000', merchant_id: 'cis-sandbox', tran_id: tranId, amount: '1000', status: 'approved' as const };
      return { ...unsigned, hash: signCallback('guessed-key', unsigned) };
    };
    const direct = await startTestApp();
    const behindProxy = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
    try {
      const recorded = async (t: TestApp) => {
        const staff = await t.signIn('staff@cis.test');
        return ((await t.http.get('/api/payments/refused-callbacks').set(t.auth(staff)).expect(200)).body as RefusedCallback[])[0]!.address;
      };
      await direct.http.post('/api/payments/callback').set('X-Forwarded-For', '203.0.113.77').send(forged('TXFF1')).expect(403);
      expect(await recorded(direct)).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
      await behindProxy.http.post('/api/payments/callback').set('X-Forwarded-For', '203.0.113.77').send(forged('TXFF2')).expect(403);
      expect(await recorded(behindProxy)).toBe('203.0.113.77');
    } finally {
      await Promise.all([direct.close(), behindProxy.close()]);
    }
  });
});

async function waitFor<T>(probe: () => T | undefined, ms = 3000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('not seen in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function waitForAsync<T>(probe: () => Promise<T | undefined>, ms = 3000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('not seen in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
