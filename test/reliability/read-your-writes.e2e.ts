/**
 * Issue 16, point 1: reads on PostgreSQL are answered from memory again (the read cache learns of every instance's
 * commits from the store's commit notifications), and a client still reads its own writes across instances: each
 * round writes a message on instance A and reads the feed on instance B at once. Half the rounds send the position A's
 * answer carried (x-cis-position, as the web client does): 0 stale answers. Half send none: B's stated bound is then
 * that an answer misses no commit acknowledged more than NO_POSITION_STALENESS_MS (100 ms) before the request, so such
 * a read may miss the write only when it was sent sooner than that after A's answer; every 25th of them waits a little
 * longer than the bound first and must show the write.
 */
import { NO_POSITION_STALENESS_MS, POSITION_HEADER } from '@cis/contracts';
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
    let withinBound = 0;
    let pastBound = 0;
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
        const acknowledgedAt = performance.now();
        const sendPosition = round % 2 === 0;
        if (!sendPosition && round % 50 === 1) await new Promise((resolve) => setTimeout(resolve, NO_POSITION_STALENESS_MS + 20));
        const requestedAt = performance.now();
        const read = await fetch(`${b.url}/api/common/messages`, { headers: sendPosition ? { ...auth, [POSITION_HEADER]: position } : auth });
        const feed = (await read.json()) as Array<{ id: string }>;
        const answered = Number(read.headers.get(POSITION_HEADER));
        positions.push(answered);
        const missed = !feed.some((m) => m.id === id) || answered < Number(position);
        // Without a position, missing a write acknowledged less than the bound before the request is allowed.
        const allowed = !sendPosition && requestedAt - acknowledgedAt <= NO_POSITION_STALENESS_MS;
        if (allowed) withinBound += 1;
        else if (!sendPosition) pastBound += 1;
        if (missed && !allowed) stale.push(`round ${round} (${sendPosition ? 'with' : 'without'} position ${position}, answer at ${answered}, ${Math.round(requestedAt - acknowledgedAt)} ms after the write)`);
      }
    }));
    console.log(`read-your-writes: ${ROUNDS} rounds, ${ROUNDS - withinBound - pastBound} with a position, ${pastBound} without one sent past the 100 ms bound, ${withinBound} within it; ${stale.length} stale`);
    expect(stale).toEqual([]);
    expect(positions.length).toBe(ROUNDS);
    expect(pastBound).toBeGreaterThanOrEqual(Math.floor(ROUNDS / 100));
  });
});
