import { INBOX_CODES, PaymentEvents, type InboxItem, type PaymentCallback, type PaymentForm, type StoredOf, type TopUpEvent } from '@cis/contracts';
import { ProcessRunner } from '../platform/process/process-runner';
import { startTestApp, type TestApp } from '../platform/testing/test-app';
import { formatReqTime, signCallback } from './payment-signer';
import { topUpStream } from './payments.decider';
import { TOPUP_MESSAGE, TopUpMessageProcess, topUpMessageId } from './topup-message.process';

/** Issue 15 point 8: a finished top-up leaves a message, stored as a code with parameters, in the requester's inbox. */
describe('the top-up message', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (who: string) => t.auth(tokens[who]!);
  const messages = async (who: string): Promise<InboxItem[]> => (await t.http.get('/api/common/messages').set(as(who)).expect(200)).body;

  /** A top-up by `who`, answered by the provider's signed callback; resolves once the message process has passed it. */
  async function finished(who: string, amount: number, status: 'approved' | 'declined'): Promise<string> {
    const form: PaymentForm = (await t.http.post('/api/payments/topups').set(as(who)).send({ amount, paymentOption: 'cards' }).expect(201)).body;
    const unsigned = { req_time: formatReqTime(new Date()), merchant_id: form.fields.merchant_id, tran_id: form.fields.tran_id, amount: form.fields.amount, status };
    const callback: PaymentCallback = { ...unsigned, hash: signCallback(t.config.payments.merchantKey, unsigned) };
    await t.http.post('/api/payments/callback').send(callback).expect(200);
    expect(await t.app.get(ProcessRunner).settled(TOPUP_MESSAGE, await t.store.lastPosition())).toBe(true);
    return form.fields.tran_id;
  }

  beforeAll(async () => {
    t = await startTestApp();
    for (const who of ['customer', 'vendor']) tokens[who] = await t.signIn(`${who}@cis.test`);
  });
  afterAll(() => t.close());

  it('an approved top-up: "Top-up confirmed" with its code, amount and transaction, in the requester\'s inbox only', async () => {
    const customerBefore = (await messages('customer')).length;
    const tranId = await finished('vendor', 45_000, 'approved');
    const mine = (await messages('vendor')).filter((m) => m.params?.tranId === tranId);
    expect(mine).toEqual([
      expect.objectContaining({
        code: INBOX_CODES.topUpApproved, params: { tranId, amount: 45_000 }, title: 'Top-up confirmed', read: false,
        link: '/vendor-dashboard/billing-payment',
      }),
    ]);
    expect(mine[0]!.description).toContain('៛45,000');
    expect((await messages('customer')).length).toBe(customerBefore);
  });

  it('a declined top-up: "Top-up declined" with its code', async () => {
    const tranId = await finished('customer', 12_000, 'declined');
    const mine = (await messages('customer')).filter((m) => m.params?.tranId === tranId);
    expect(mine).toEqual([expect.objectContaining({ code: INBOX_CODES.topUpDeclined, params: { tranId, amount: 12_000 }, title: 'Top-up declined' })]);
  });

  it('an outcome handed over again (at-least-once delivery) leaves one message', async () => {
    const tranId = await finished('vendor', 30_000, 'approved');
    const approved = (await t.store.readStream(topUpStream(tranId))).find((e) => e.type === PaymentEvents.topUpApproved);
    await t.app.get(TopUpMessageProcess).handle(approved as StoredOf<TopUpEvent>);
    const mine = (await messages('vendor')).filter((m) => m.id === topUpMessageId(tranId));
    expect(mine).toHaveLength(1);
  });

  it('the seeded top-ups of no portal user leave no message', async () => {
    const vendor = await messages('vendor');
    expect(vendor.filter((m) => m.code).every((m) => typeof m.params?.tranId === 'string')).toBe(true);
    expect(vendor.filter((m) => m.code).length).toBe(2);
  });
});
