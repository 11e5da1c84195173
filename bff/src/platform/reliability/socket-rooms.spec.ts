/**
 * Socket rooms under 200 concurrent users in two tenants: a push reaches exactly the users who may see it: each
 * user's own feed, a tenant push, a staff push (a contact of the firm's address book: staff only, so none of the 200
 * customers, nor the demo customer and vendor), a permission push (payroll queue) and a balance-room push (the
 * customer's coupon claim: the owner gets it, the vendor and everyone else do not). Positive controls (a tenant-wide
 * push reaching every socket of that tenant, the owner receiving the balance) show the sockets were listening. The handshake refuses
 * forged tokens (another secret, expired, alg none ...) as the HTTP guard does.
 */
import jwt from 'jsonwebtoken';
import { io, type Socket } from 'socket.io-client';
import {
  BalanceEvents, ExchangeRateEvents, SocketEvents, TOKEN_ISSUER, type BalanceChangedData, type ExchangeRateSetData, type StoredEvent, type User,
} from '@cis/contracts';
import { AccountsDecider } from '../auth/accounts.decider';
import { accountStream } from '../auth/auth-user';
import { hashPassword } from '../auth/passwords';
import { TokenService } from '../auth/token.service';
import { CommandService } from '../command/command.service';
import { newId } from '../ids';
import { startTestApp, type TestApp } from '../testing/test-app';

const USERS = Number(process.env.SOCKET_USERS ?? 200);
const CUSTOMER_P24 = 'P24-100001';
const BALANCE_EVENTS: string[] = Object.values(BalanceEvents);
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
        expect(res.status).toBe(200);
        return res.body.id as string;
      }),
    );
    const ownerOf = new Map(created.map((id, i) => [id, listeners[i].user.id]));
    // A tenant-wide push in cis (a new exchange rate: everyone reads rates), a staff push (a contact of the firm's
    // address book), a permission push (payroll queue) and a balance-room push of the customer.
    const adminAuth = { Authorization: `Bearer ${demo.admin.token}` };
    await t.http.post('/api/exchange-rates').set(adminAuth).send({ date: '2026-11-04', rate: 4_104.75 }).expect(200);
    const contact = (await t.http.post('/api/apps/contacts/contact').set(adminAuth).send({}).expect(200)).body as { id: string };
    await t.http.post('/api/clients/payroll-password-requests').set('Authorization', `Bearer ${demo.customer.token}`).send({ reason: 'rooms test' }).expect(201);
    const claim = await t.http.post('/api/coupons/claim').set('Authorization', `Bearer ${demo.customer.token}`).send({ code: 'WELCOME2026' }).expect(200);
    expect(claim.body.status).toBe('RECEIVEOK');

    const itemIdOf = (e: StoredEvent) => (e.data as { item?: { id?: string } }).item?.id;
    const isContactPush = (e: StoredEvent) => JSON.stringify(e.data).includes(contact.id);
    const cis = listeners.filter((l) => l.user.tenant === 'cis');
    const acme = listeners.filter((l) => l.user.tenant === 'acme');
    await until(() => listeners.every((l, i) => l.events.some((e) => itemIdOf(e) === created[i])), 'every user to get their own message');
    const isRatePush = (e: StoredEvent) => e.type === ExchangeRateEvents.set && (e.data as ExchangeRateSetData).rate === 4_104.75;
    await until(() => cis.every((l) => l.events.some(isRatePush)), 'every cis user to get the tenant-wide rate push');
    await until(() => demo.admin.events.some(isContactPush) && demo.staff.events.some(isContactPush), 'the staff to get the contact push');
    await until(() => demo.staff.events.some((e) => e.type.startsWith('payroll.')), 'staff to get the payroll push');
    const isBalancePush = (e: StoredEvent) => BALANCE_EVENTS.includes(e.type);
    const customerBalance = (e: StoredEvent) => isBalancePush(e) && (e.data as BalanceChangedData).customerP24Id === CUSTOMER_P24;
    await until(() => demo.customer.events.some(customerBalance), 'the customer to get the balance push of their claim');
    // Positive control: the vendor's socket was listening (it gets the tenant push), so missing the balance and the
    // contact is real.
    await until(() => demo.vendor.events.some(isRatePush) && demo.customer.events.some(isRatePush), 'the customer and the vendor to get the rate push');
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
    for (const l of acme) if (l.events.some(isRatePush)) leaks.push(`${l.user.email} (acme) got the cis rate push`);
    // The firm's address book is staff only: no customer (200 listeners, the demo customer, the vendor) gets its pushes.
    for (const l of [...listeners, demo.customer, demo.vendor]) {
      if (l.events.some(isContactPush)) leaks.push(`${l.user.email} (${l.user.kind}) got the contact push of the firm's address book`);
    }
    for (const who of ['customer', 'vendor']) {
      if (demo[who].events.some((e) => e.type.startsWith('payroll.'))) leaks.push(`${who} got a payroll push`);
      if (demo[who].events.some((e) => ownerOf.has(itemIdOf(e) ?? ''))) leaks.push(`${who} got a listener's message`);
    }
    // The balance room: only the owner of P24-100001 (the demo customer) may get its balance pushes.
    for (const l of [...listeners, demo.admin, demo.staff, demo.vendor]) {
      for (const e of l.events.filter(isBalancePush)) leaks.push(`${l.user.email} got a balance push of ${(e.data as BalanceChangedData).customerP24Id}`);
    }
    const balancePushes = demo.customer.events.filter(customerBalance).length;
    const delivered = listeners.reduce((n, l) => n + l.events.length, 0);
     
    console.log(
      `socket rooms: ${USERS} users (${cis.length} cis, ${acme.length} acme) + 4 demo accounts connected; ${created.length} own-feed writes, ` +
        `1 tenant push, 1 staff push, 1 permission push, ${balancePushes} balance push(es) of the customer (received by the owner); ` +
        `${delivered} pushes delivered to listeners, ${leaks.length} to someone who should not see them`,
    );
    expect(leaks).toEqual([]);
  });
  it('refuses a handshake with a forged token (another secret, expired, alg none ...) as the HTTP guard does', async () => {
    const { sub, tenant } = jwt.decode(demo.customer.token) as { sub: string; tenant: string };
    const secret = t.config.jwtSecret;
    const header = (h: object) => Buffer.from(JSON.stringify(h)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const [head, body, signature] = demo.customer.token.split('.');
    const forged: Record<string, unknown> = {
      'another secret': jwt.sign({ tenant }, 'not-the-secret', { subject: sub, issuer: TOKEN_ISSUER, expiresIn: 3600 }),
      expired: jwt.sign({ tenant, iat: now - 7200, exp: now - 3600 }, secret, { subject: sub, issuer: TOKEN_ISSUER }),
      'alg none': `${header({ alg: 'none', typ: 'JWT' })}.${header({ sub, tenant, iss: TOKEN_ISSUER, exp: now + 3600 })}.`,
      'alg none, signature kept': `${header({ alg: 'none', typ: 'JWT' })}.${body}.${signature}`,
      'another issuer': jwt.sign({ tenant }, secret, { subject: sub, issuer: 'Elsewhere', expiresIn: 3600 }),
      'unknown user': jwt.sign({ tenant }, secret, { subject: '00000000-0000-4000-8000-000000000999', issuer: TOKEN_ISSUER, expiresIn: 3600 }),
      'payload swapped': `${head}.${header({ sub: demo.admin.user.id, tenant, iss: TOKEN_ISSUER, exp: now + 3600 })}.${signature}`,
      'HS512 with the secret': jwt.sign({ tenant }, secret, { subject: sub, issuer: TOKEN_ISSUER, expiresIn: 3600, algorithm: 'HS512' }),
      garbage: 'a.b.c',
      none: undefined,
      'not a string': 42,
    };
    const outcomes: Record<string, string> = {};
    const sockets: Socket[] = [];
    for (const [name, token] of Object.entries(forged)) {
      const socket = io(t.baseUrl, { auth: token === undefined ? {} : { token }, transports: ['websocket'], reconnection: false, forceNew: true });
      sockets.push(socket);
      outcomes[name] = await new Promise<string>((resolve) => {
        socket.once('connect', () => resolve('connected'));
        socket.once('connect_error', (error) => resolve(`refused: ${error.message}`));
      });
    }
    // A push the customer's room would carry: no refused socket may receive it (none is connected to get it).
    const received: string[] = [];
    sockets.forEach((socket, i) => socket.on(SocketEvents.event, () => received.push(Object.keys(forged)[i])));
    await t.http.post('/api/common/messages').set('Authorization', `Bearer ${demo.customer.token}`).send({ message: { title: 'after the forgeries' } }).expect(200);
    await until(() => demo.customer.events.some((e) => JSON.stringify(e.data).includes('after the forgeries')), 'the real customer socket to get its push');
    await sleep(200);
    for (const socket of sockets) socket.close();
     
    console.log(`socket handshake: ${Object.keys(forged).length} forged or missing tokens -> ${JSON.stringify(outcomes)}`);
    const expectedOutcomes = Object.fromEntries(Object.keys(forged).map((name) =>
      [name, forged[name] === undefined || typeof forged[name] !== 'string' ? 'refused: Authentication required' : 'refused: Invalid token']));
    expect(outcomes).toEqual(expectedOutcomes);
    expect(received).toEqual([]);
  });
});
