/**
 * Issue 16, point 0: a deployment of several instances works out of the box. Two real BFF processes, each with its own
 * DATA_DIR (as on two machines), one PostgreSQL schema, and NO JWT_SECRET: the signing secret is generated once into
 * the shared store, so a token signed in on one instance is accepted by the other; mail of either instance lands in
 * the store's outbox; and one user's messages written 20 at a time over both instances (the same feed stream, appended
 * by two processes at once) all succeed: a stale version is decided again, never answered 409.
 */
import { BffHost, call, describeMultiInstance, signIn, sleep } from './bff-process';

// 3,000 writes of one stream by two instances: seconds on an idle machine, minutes on a loaded one.
jest.setTimeout(15 * 60_000);

const WRITES = Number(process.env.TWO_INSTANCES_WRITES ?? 3_000);
const AT_ONCE = 20;

describeMultiInstance('two instances on one PostgreSQL store with no JWT_SECRET', () => {
  const schema = `rel_two_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  // JWT_SECRET '' is unset for the BFF (BffHost otherwise gives each host a secret of its own).
  const a = new BffHost({ kind: 'postgres', schema }, { JWT_SECRET: '' });
  const b = new BffHost({ kind: 'postgres', schema }, { JWT_SECRET: '' });

  beforeAll(async () => {
    await a.start(); // seeds the empty schema and generates the secret
    await b.start(); // finds both
  });
  afterAll(async () => {
    await Promise.all([a.stop(), b.stop()]);
    await b.drop();
    await a.drop();
  });

  it('accepts on each instance the tokens signed in on the other', async () => {
    const fromA = await signIn(a.url, 'customer@cis.test');
    const fromB = await signIn(b.url, 'staff@cis.test');
    for (const [base, token] of [[b.url, fromA], [a.url, fromB], [a.url, fromA], [b.url, fromB]]) {
      const me = await call(base, 'GET', '/api/common/messages', token);
      expect(me.status).toBe(200);
    }
    // The token renewed on the other instance works on the first again.
    const renewed = await call(b.url, 'POST', '/api/auth/sign-in-with-token', fromA, { accessToken: fromA });
    expect(renewed.status).toBe(200);
    expect((await call(a.url, 'GET', '/api/common/messages', renewed.body.accessToken)).status).toBe(200);
  });

  it('keeps the mail of every instance in the shared store', async () => {
    for (const host of [a, b]) {
      const asked = await call(host.url, 'POST', '/api/auth/forgot-password', undefined, { email: 'vendor@cis.test' });
      expect(asked.status).toBeLessThan(300);
    }
    const { Client } = await import('pg');
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      // The answer goes out before the mail is written (so its timing tells nothing): wait for both.
      const mails = () => client.query(`SELECT recipient, subject FROM "${schema}".mail_outbox WHERE recipient = 'vendor@cis.test'`);
      let { rows } = await mails();
      for (const deadline = Date.now() + 15_000; rows.length < 2 && Date.now() < deadline; ({ rows } = await mails())) await sleep(100);
      expect(rows).toHaveLength(2);
      expect(rows[0].subject).toMatch(/password/i);
    } finally {
      await client.end();
    }
  });

  it(`answers all ${WRITES} messages of one user written ${AT_ONCE} at a time over both instances, and keeps every one`, async () => {
    const token = await signIn(a.url, 'customer@cis.test');
    const before = (await call(b.url, 'GET', '/api/common/messages', token)).body.length as number;
    const positionBefore = await a.lastPosition();
    const failures: string[] = [];
    let next = 0;
    await Promise.all(Array.from({ length: AT_ONCE }, async () => {
      for (let i = next++; i < WRITES; i = next++) {
        const host = i % 2 === 0 ? a : b;
        const written = await call(host.url, 'POST', '/api/common/messages', token, { message: { title: `m${i}` } });
        if (written.status !== 200) failures.push(`${i}: ${written.status} ${JSON.stringify(written.body)}`);
      }
    }));
    expect(failures).toEqual([]);
    const after = (await call(a.url, 'GET', '/api/common/messages', token)).body as Array<{ title: string }>;
    expect(after.length - before).toBe(WRITES);
    expect(new Set(after.map((m) => m.title)).size).toBeGreaterThanOrEqual(WRITES);
    expect(await a.lastPosition()).toBe(positionBefore + WRITES);
  });
});
