/**
 * Pushes across BFF processes: two real `node bff/dist/main.js` processes on one PostgreSQL schema (DATABASE_URL) and
 * one Redis (REDIS_URL), as several instances behind a load balancer run. A write answered by one process reaches a
 * socket connected to the other through the socket.io Redis adapter, within the second; the other process
 * reads the write from the shared store. In CI both variables are required (the suite fails loudly without them).
 */
import { io, type Socket } from 'socket.io-client';
import { BffHost, call, describeWithServices, signIn } from './bff-process';

jest.setTimeout(3 * 60_000);

interface Push {
  type: string;
  position: number;
  data: Record<string, unknown>;
}

/** A signed-in socket on one process that records every push; `next` waits for a matching one. */
async function listen(base: string, token: string) {
  const socket: Socket = io(base, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  const pushes: Push[] = [];
  socket.on('event', (push: Push) => pushes.push(push));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return {
    socket,
    pushes,
    async next(match: (push: Push) => boolean, ms: number): Promise<Push> {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = pushes.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching push within ${ms} ms; got ${JSON.stringify(pushes.map((p) => p.type))}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
  };
}

describeWithServices(['DATABASE_URL', 'REDIS_URL'], 'two BFF processes on PostgreSQL + Redis', () => {
  const schema = `rel_fanout_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  // One deployment: the same store, Redis and signing secret; each process its own port and data dir.
  const shared = { REDIS_URL: process.env.REDIS_URL as string, JWT_SECRET: `fanout-${Math.random().toString(36).slice(2)}` };
  const a = new BffHost({ kind: 'postgres', schema }, shared);
  const b = new BffHost({ kind: 'postgres', schema }, shared);
  const sockets: Socket[] = [];

  beforeAll(async () => {
    await a.start(); // seeds the empty schema
    await b.start(); // finds it seeded
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await Promise.all([a.stop(), b.stop()]);
    await b.drop();
    await a.drop();
  });

  it('delivers a message written on process A to the owner socket connected to process B, within a second', async () => {
    const token = await signIn(a.url, 'customer@cis.test');
    const onB = await listen(b.url, token);
    sockets.push(onB.socket);
    const written = Date.now();
    const created = await call(a.url, 'POST', '/api/common/messages', token, { message: { title: 'Written on A' } });
    expect(created.status).toBe(200);
    const pushed = await onB.next((p) => p.type === 'inbox.item-created' && (p.data.item as { id: string }).id === created.body.id, 1000);
    expect(Date.now() - written).toBeLessThan(1000 + 500);
    expect(pushed.position).toBeGreaterThan(0);
    const readOnB = await call(b.url, 'GET', '/api/common/messages', token);
    expect(readOnB.body.map((m: { id: string }) => m.id)).toContain(created.body.id);
  });

  it('and the other way round: a payroll request filed on B reaches a staff socket on A as {total}, and no other user', async () => {
    const [customer, staff, vendor] = await Promise.all(['customer', 'staff', 'vendor'].map((who) => signIn(b.url, `${who}@cis.test`)));
    const staffOnA = await listen(a.url, staff);
    const vendorOnA = await listen(a.url, vendor);
    sockets.push(staffOnA.socket, vendorOnA.socket);
    const filed = await call(b.url, 'POST', '/api/clients/payroll-password-requests', customer, { reason: 'across instances' });
    expect(filed.status).toBe(201);
    const pushed = await staffOnA.next((p) => p.type === 'payroll.password-requested', 1000);
    expect(pushed.data).toEqual({ total: 1 });
    const count = await call(a.url, 'GET', '/api/clients/payroll-password-requests/count', staff);
    expect(count.body).toEqual({ total: 1 });
    await new Promise((r) => setTimeout(r, 300));
    expect(vendorOnA.pushes.filter((p) => p.type.startsWith('payroll.'))).toEqual([]);
  });
});
