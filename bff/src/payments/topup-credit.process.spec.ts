import { rmSync } from 'node:fs';
import { BalanceEvents, isBalanceEvent, topUpReason, type PaymentForm, type TopUpRequestedData, type TopUpTransaction } from '@cis/contracts';
import { balanceStream } from '../balance/balance.decider';
import { CommandService } from '../platform/command/command.service';
import type { EventStore } from '../platform/event-store/event-store.port';
import { ProcessRunner } from '../platform/process/process-runner';
import { describeWithService } from '../platform/testing/services';
import { startTestApp, type TestApp } from '../platform/testing/test-app';
import { formatReqTime } from './payment-signer';
import { TopUpDecider, topUpStream } from './payments.decider';
import { TOPUP_CREDIT, TopUpCreditProcess } from './topup-credit.process';

const VENDOR = 'P24-200001';

/** The credits of one top-up on its customer's balance stream. */
async function creditsOf(store: EventStore, customerP24Id: string, tranId: string): Promise<number> {
  const events = (await store.readStream(balanceStream(customerP24Id))).filter(isBalanceEvent);
  return events.filter((e) => e.type === BalanceEvents.customerBalanceChanged && e.data.reason === topUpReason(tranId)).length;
}

/** What the callback decides first: the approval on the top-up's stream (the credit is the process's). */
async function approve(t: TestApp, tranId: string, amount: number): Promise<number> {
  const [approved] = await t.app.get(CommandService).handle({
    decider: TopUpDecider, stream: topUpStream(tranId), actor: { tenant: 'cis', id: null },
    command: { type: 'applyCallback', amount: String(amount), status: 'approved', at: new Date().toISOString() },
  });
  if (!approved) throw new Error(`${tranId} was not approved`);
  return approved.position;
}

describe('the top-up credit process', () => {
  it('heals a crash between a top-up\'s approval and its credit when the BFF starts again, with no read involved', async () => {
    const first = await startTestApp({ env: { JWT_SECRET: 'process-test-secret' } });
    const dataDir = first.config.dataDir;
    let second: TestApp | null = null;
    try {
      const vendor = await first.signIn('vendor@cis.test');
      const before = (await first.http.get(`/api/customers/${VENDOR}/balance`).set(first.auth(vendor)).expect(200)).body;
      const form: PaymentForm = (await first.http.post('/api/payments/topups').set(first.auth(vendor)).send({ amount: 60_000, paymentOption: 'cards' }).expect(201)).body;
      const tranId = form.fields.tran_id;
      // The process dies on its way to the credit: the approval is in the log, the credit is not.
      jest.spyOn(first.app.get(TopUpCreditProcess), 'handle').mockRejectedValue(new Error('killed'));
      const approvedAt = await approve(first, tranId, 60_000);
      expect(await first.app.get(ProcessRunner).settled(TOPUP_CREDIT, approvedAt, 300)).toBe(false);
      const stoppedAt = await first.store.readCheckpoint(TOPUP_CREDIT);
      expect(stoppedAt).toBeLessThan(approvedAt);
      expect(await creditsOf(first.store, VENDOR, tranId)).toBe(0);
      await first.app.close();

      // A new BFF on the same store: its process resumes from the checkpoint and credits, before anyone reads.
      second = await startTestApp({ env: { DATA_DIR: dataDir, JWT_SECRET: 'process-test-secret' } });
      expect(await second.app.get(ProcessRunner).settled(TOPUP_CREDIT, approvedAt)).toBe(true);
      expect(await creditsOf(second.store, VENDOR, tranId)).toBe(1);
      expect(await second.store.readCheckpoint(TOPUP_CREDIT)).toBeGreaterThanOrEqual(approvedAt);

      const balance = (await second.http.get(`/api/customers/${VENDOR}/balance`).set(second.auth(vendor)).expect(200)).body;
      expect(balance).toEqual({ ...before, customerBalance: before.customerBalance + 60_000 });
      const row: TopUpTransaction = (await second.http.get(`/api/payments/topups/${tranId}`).set(second.auth(vendor)).expect(200)).body;
      expect(row).toMatchObject({ status: 'success', credited: true, balanceAfter: before.customerBalance + 60_000 });
      // Reads changed nothing: the log ends with the credit.
      const head = await second.store.lastPosition();
      await second.http.get('/api/payments/topups').set(second.auth(vendor)).expect(200);
      expect(await second.store.lastPosition()).toBe(head);
    } finally {
      await second?.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

/** Two BFF instances on one store, both running the process from the same checkpoint at the same moment. */
function twoInstances(name: string, open: () => Promise<{ a: TestApp; b: TestApp; close: () => Promise<void> }>) {
  it(`credits each approval once when two instances run it on one store (${name})`, async () => {
    const { a, b, close } = await open();
    try {
      const tranIds = Array.from({ length: 12 }, (_, i) => `TTWO${name.slice(0, 2).toUpperCase()}${i}`);
      for (const tranId of tranIds) {
        const requested: TopUpRequestedData = {
          tranId, customerP24Id: 'P24-TWO', customerName: 'Two Instances', userId: 'u-two', email: 'two@cis.test', phone: '',
          amount: 1_000, paymentOption: 'cards', reqTime: formatReqTime(new Date()), requestedAt: new Date().toISOString(),
        };
        await a.app.get(CommandService).handle({
          decider: TopUpDecider, stream: topUpStream(tranId), actor: { tenant: 'cis', id: null }, command: { type: 'request', data: requested },
        });
        await approve(a, tranId, 1_000);
      }
      const head = await a.store.lastPosition();
      for (const t of [a, b]) t.app.get(ProcessRunner).start([t.app.get(TopUpCreditProcess)]);
      expect(await Promise.all([a, b].map((t) => t.app.get(ProcessRunner).settled(TOPUP_CREDIT, head, 20_000)))).toEqual([true, true]);
      for (const tranId of tranIds) expect(await creditsOf(a.store, 'P24-TWO', tranId)).toBe(1);
      const [last] = (await a.store.readStream(balanceStream('P24-TWO'))).filter(isBalanceEvent).slice(-1);
      expect(last?.data.balance.customerBalance).toBe(12_000);
    } finally {
      await close();
    }
  }, 60_000);
}

describe('the top-up credit process on two instances', () => {
  // Processes off at start-up: both are started by the test, from the same checkpoint, once the approvals are in.
  const off = { PROCESSES: 'off' };
  twoInstances('SQLite', async () => {
    const a = await startTestApp({ env: off });
    const b = await startTestApp({ env: { ...off, DATA_DIR: a.config.dataDir } });
    return { a, b, close: async () => { await b.close(); await a.close(); } };
  });
  describeWithService('DATABASE_URL', 'PostgreSQL', () => {
    twoInstances('PostgreSQL', async () => {
      const a = await startTestApp({ store: 'postgres', env: off });
      const b = await startTestApp({ store: 'postgres', env: { ...off, DATABASE_SCHEMA: a.config.databaseSchema } });
      return { a, b, close: async () => { await b.close(); await a.close(); } };
    });
  });
});
