/**
 * Socket rooms under 200 concurrent users in two tenants: a push reaches exactly the users who may see it.
 * Positive controls (a tenant-wide push reaching every socket of that tenant) show the sockets were listening.
 */
import { io, type Socket } from 'socket.io-client';
import { SocketEvents, type StoredEvent, type User } from '@cis/contracts';
import { AccountsDecider } from '../auth/accounts.decider';
import { accountStream } from '../auth/auth-user';
import { hashPassword } from '../auth/passwords';
import { TokenService } from '../auth/token.service';
import { CommandService } from '../command/command.service';
import { newId } from '../ids';
import { startTestApp, type TestApp } from '../testing/test-app';

const USERS = Number(process.env.SOCKET_USERS ?? 200);
jest.setTimeout(5 * 60_000);

interface Listener {
  user: User;
  token: string;
  socket: Socket;
  events: StoredEvent[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(condition: () => boolean, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

describe(`socket rooms with ${USERS} concurrent users`, () => {
  let t: TestApp;
  const listeners: Listener[] = [];
  const demo: Record<string, Listener> = {};

  const connect = (token: string) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = io(t.baseUrl, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });

  const listen = async (user: User, token: string): Promise<Listener> => {
    const socket = await connect(token);
    const listener: Listener = { user, token, socket, events: [] };
    socket.on(SocketEvents.event, (event: StoredEvent) => listener.events.push(event));
    return listener;
  };

  beforeAll(async () => {
    t = await startTestApp({ env: { TENANTS: 'cis,acme' } });
    // Users are registered through the write path directly: 200 bcrypt hashes over HTTP would only measure bcrypt.
    const commands = t.app.get(CommandService);
    const tokens = t.app.get(TokenService);
    const passwordHash = await hashPassword('socket-user-pass');
    const users: User[] = Array.from({ length: USERS }, (_, i) => ({
      id: newId(), tenant: i % 2 === 0 ? 'cis' : 'acme', email: `listener${i}@cis.test`, name: `Listener ${i}`, avatar: null,
      status: 'online', kind: 'customer', role: 2, permissions: [],
      userDetails: { customerP24Id: null, firstNameEn: 'Listener', lastNameEn: String(i), firstNameKh: '', lastNameKh: '' },
    }));
    for (const user of users) {
      await commands.execute({
        stream: accountStream(user.email), actor: { tenant: user.tenant, id: null },
        decide: () => AccountsDecider.register(undefined, user, passwordHash),
      });
    }
    listeners.push(...(await Promise.all(users.map((u) => listen(u, tokens.sign(u.id, u.tenant))))));
    for (const who of ['admin', 'staff', 'customer', 'vendor']) {
      const session = await t.http.post('/api/auth/sign-in').send({ email: `${who}@cis.test`, password: 'cis-demo-2026' }).expect(200);
      demo[who] = await listen(session.body.user, session.body.accessToken);
    }
  });
  afterAll(async () => {
    for (const l of [...listeners, ...Object.values(demo)]) l.socket.close();
    await t.close();
  });

  it('delivers each user only their own pushes, a tenant only its own, and permission pushes only to holders', async () => {
    // Every listener writes into its own feed at the same time.
    const created = await Promise.all(
      listeners.map(async (l) => {
        const res = await t.http.post('/api/common/messages').set('Authorization', `Bearer ${l.token}`).send({ message: { title: `for ${l.user.email}` } });
        expect(res.status).toBe(201);
        return res.body.id as string;
      }),
    );
    const ownerOf = new Map(created.map((id, i) => [id, listeners[i].user.id]));
    // A tenant-wide push in cis, a permission push (payroll queue) and a balance-room push of the customer.
    const adminAuth = { Authorization: `Bearer ${demo.admin.token}` };
    const contact = (await t.http.post('/api/apps/contacts/contact').set(adminAuth).send({}).expect(200)).body as { id: string };
    await t.http.post('/api/clients/payroll-password-requests').set('Authorization', `Bearer ${demo.customer.token}`).send({ reason: 'rooms test' }).expect(201);

    const itemIdOf = (e: StoredEvent) => (e.data as { item?: { id?: string } }).item?.id;
    const isContactPush = (e: StoredEvent) => JSON.stringify(e.data).includes(contact.id);
    const cis = listeners.filter((l) => l.user.tenant === 'cis');
    const acme = listeners.filter((l) => l.user.tenant === 'acme');
    await until(() => listeners.every((l, i) => l.events.some((e) => itemIdOf(e) === created[i])), 'every user to get their own message');
    await until(() => cis.every((l) => l.events.some(isContactPush)), 'every cis user to get the cis contact push');
    await until(() => demo.staff.events.some((e) => e.type.startsWith('payroll.')), 'staff to get the payroll push');
    await sleep(500);

    const leaks: string[] = [];
    for (const l of listeners) {
      for (const e of l.events) {
        const item = itemIdOf(e);
        if (item && ownerOf.has(item) && ownerOf.get(item) !== l.user.id) leaks.push(`${l.user.email} got another user's message ${item}`);
        if (e.type.startsWith('payroll.')) leaks.push(`${l.user.email} (no READ_CLIENT_PAYROLL_PASSWORD) got ${e.type}`);
        if (e.tenant !== l.user.tenant) leaks.push(`${l.user.email} (${l.user.tenant}) got a ${e.tenant} push ${e.type}`);
      }
    }
    for (const l of acme) if (l.events.some(isContactPush)) leaks.push(`${l.user.email} (acme) got the cis contact push`);
    for (const who of ['customer', 'vendor']) {
      if (demo[who].events.some((e) => e.type.startsWith('payroll.'))) leaks.push(`${who} got a payroll push`);
      if (demo[who].events.some((e) => ownerOf.has(itemIdOf(e) ?? ''))) leaks.push(`${who} got a listener's message`);
    }
    const delivered = listeners.reduce((n, l) => n + l.events.length, 0);
    // eslint-disable-next-line no-console
    console.log(
      `socket rooms: ${USERS} users (${cis.length} cis, ${acme.length} acme) + 4 demo accounts connected; ${created.length} own-feed writes, ` +
        `1 tenant push, 1 permission push; ${delivered} pushes delivered to listeners, ${leaks.length} to someone who should not see them`,
    );
    expect(leaks).toEqual([]);
  });
});
