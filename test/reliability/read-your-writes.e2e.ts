/**
 * Issue 16, point 1: reads on PostgreSQL are answered from memory again (the read cache learns of every instance's
 * commits from the store's commit notifications), and a client still reads its own writes across instances: each
 * round writes a message on instance A and reads the feed on instance B at once. Half the rounds send the position A's
 * answer carried (x-cis-position, as the web client does), half send none (B then answers after a barrier: never older
 * than the request). 0 stale answers.
 */
import { POSITION_HEADER } from '@cis/contracts';
import { BffHost, describeMultiInstance, signIn } from './bff-process';

jest.setTimeout(10 * 60_000);

const ROUNDS = Number(process.env.READ_YOUR_WRITES_ROUNDS ?? 10_000);
const ACCOUNTS = ['admin', 'staff', 'customer', 'vendor'];

describeMultiInstance('read-your-writes across two instances on PostgreSQL', () => {
  const schema = `rel_ryw_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const a = new BffHost({ kind: 'postgres', schema }, { JWT_SECRET: '' });
  const b = new BffHost({ kind: 'postgres', schema }, { JWT_SECRET: '' });

  beforeAll(async () => {
    await a.start();
    await b.start();
  });
  afterAll(async () => {
    await Promise.all([a.stop(), b.stop()]);
    await b.drop();
    await a.drop();
  });

  it(`${ROUNDS} rounds of a write on A then a read on B: every read shows the write`, async () => {
    const stale: string[] = [];
    const positions: number[] = [];
    let next = 0;
    await Promise.all(ACCOUNTS.map(async (who) => {
      const token = await signIn(a.url, `${who}@cis.test`);
      const auth = { Authorization: `Bearer ${token}` };
      for (let round = next++; round < ROUNDS; round = next++) {
        const written = await fetch(`${a.url}/api/common/messages`, {
          method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ message: { title: `round ${round}` } }),
        });
        const { id } = (await written.json()) as { id: string };
        const position = written.headers.get(POSITION_HEADER);
        if (written.status !== 200 || !position) throw new Error(`write ${round}: ${written.status}, position ${position}`);
        const sendPosition = round % 2 === 0;
        const read = await fetch(`${b.url}/api/common/messages`, { headers: sendPosition ? { ...auth, [POSITION_HEADER]: position } : auth });
        const feed = (await read.json()) as Array<{ id: string }>;
        const answered = Number(read.headers.get(POSITION_HEADER));
        positions.push(answered);
        if (!feed.some((m) => m.id === id)) stale.push(`round ${round} (${sendPosition ? 'with' : 'without'} position ${position}, answer at ${answered})`);
        else if (answered < Number(position)) stale.push(`round ${round}: answer says ${answered} < ${position}`);
      }
    }));
    expect(stale).toEqual([]);
    expect(positions.length).toBe(ROUNDS);
  });
});
