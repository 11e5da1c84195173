import { Adapter } from 'socket.io-adapter';
import { io, type Socket } from 'socket.io-client';
import {
  AcademyEvents, ActivitiesEvents, BalanceEvents, ChatEvents, ContactsEvents, DashboardEvents, ExchangeRateEvents,
  FileManagerEvents, HelpCenterEvents, IconsEvents, InventoryEvents, MAX_RESUME_EVENTS, MailboxEvents, NotesEvents,
  ScrumboardEvents, SocketEvents, TasksEvents, type Chat, type StoredEvent, type User,
} from '@cis/contracts';
import { DEMO_ACCOUNTS } from '@cis/fixtures';
import { toAuthUser } from '../auth/auth-user';
import { startTestApp, type TestApp } from '../testing/test-app';
import { describeWithService } from '../testing/services';
import { PushRouter } from './push-router';
import { roomsOf } from './realtime.gateway';
import { Rooms } from './rooms';

/** Event types of the firm's internal apps (APP_ACCESS: staff only), by area. */
const INTERNAL_EVENTS: Record<string, readonly string[]> = {
  contacts: Object.values(ContactsEvents), inventory: Object.values(InventoryEvents), mailbox: Object.values(MailboxEvents),
  notes: Object.values(NotesEvents), scrumboard: Object.values(ScrumboardEvents), tasks: Object.values(TasksEvents),
  fileManager: Object.values(FileManagerEvents), chat: Object.values(ChatEvents), sampleDashboards: Object.values(DashboardEvents),
  activities: Object.values(ActivitiesEvents), icons: Object.values(IconsEvents),
};
const INTERNAL_TYPES = new Set(Object.values(INTERNAL_EVENTS).flat());
const isInternal = (e: StoredEvent) => INTERNAL_TYPES.has(e.type);
const demoUser = (email: string): User => ({ ...DEMO_ACCOUNTS.find((a) => a.email === email)!, tenant: 'cis', status: 'online' });

const WAIT_MS = 1000;

function connect(baseUrl: string, auth: Record<string, unknown>, beforeConnect?: (socket: Socket) => void): Promise<Socket> {
  const socket = io(baseUrl, { auth, transports: ['websocket'], reconnection: false, forceNew: true, autoConnect: false });
  beforeConnect?.(socket);
  socket.connect();
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Collects pushes; `next` resolves with the first matching one within the deadline. */
function collect(socket: Socket) {
  const events: StoredEvent[] = [];
  socket.on(SocketEvents.event, (event: StoredEvent) => events.push(event));
  return {
    events,
    next(match: (e: StoredEvent) => boolean, ms = WAIT_MS): Promise<StoredEvent> {
      return new Promise((resolve, reject) => {
        const started = Date.now();
        const poll = () => {
          const found = events.find(match);
          if (found) return resolve(found);
          if (Date.now() - started > ms) return reject(new Error('no matching push within ' + ms + ' ms'));
          setTimeout(poll, 10);
        };
        poll();
      });
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('live pushes over socket.io', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const sockets: Socket[] = [];
  const open = async (who: string, extra: Record<string, unknown> = {}, beforeConnect?: (socket: Socket) => void) => {
    const socket = await connect(t.baseUrl, { token: tokens[who], ...extra }, beforeConnect);
    sockets.push(socket);
    return socket;
  };
  beforeAll(async () => {
    t = await startTestApp();
    for (const who of ['admin', 'staff', 'customer', 'vendor']) tokens[who] = await t.signIn(`${who}@cis.test`);
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));
  afterAll(() => t.close());

  it('refuses a handshake without a token or with a bad one', async () => {
    await expect(connect(t.baseUrl, {})).rejects.toThrow('Authentication required');
    await expect(connect(t.baseUrl, { token: 'not-a-jwt' })).rejects.toThrow('Invalid token');
  });

  it("delivers a message change to every tab of its owner, and to no one else", async () => {
    const [tab1, tab2, other] = await Promise.all([open('customer'), open('customer'), open('vendor')]);
    const [c1, c2, o] = [collect(tab1), collect(tab2), collect(other)];
    const created = await t.http.post('/api/common/messages').set(t.auth(tokens.customer)).send({ message: { title: 'Receipt ready' } }).expect(200);
    const isMine = (e: StoredEvent) => e.type === 'inbox.item-created' && (e.data as { item: { id: string } }).item.id === created.body.id;
    const pushed = await c1.next(isMine);
    await c2.next(isMine);
    expect(pushed.position).toBeGreaterThan(0);
    await settle();
    expect(o.events).toEqual([]);
  });

  it('encodes a push only where a socket is in one of its rooms', async () => {
    // socket.io encodes a packet before it looks for sockets: a push to a user with no socket here is not handed to it.
    const broadcasts = jest.spyOn(Adapter.prototype, 'broadcast');
    try {
      await t.http.post('/api/common/messages').set(t.auth(tokens.vendor)).send({ message: { title: 'Nobody listens' } }).expect(200);
      await settle();
      expect(broadcasts).not.toHaveBeenCalled();
      const vendor = collect(await open('vendor'));
      const created = await t.http.post('/api/common/messages').set(t.auth(tokens.vendor)).send({ message: { title: 'Now one does' } }).expect(200);
      await vendor.next((e) => (e.data as { item?: { id: string } }).item?.id === created.body.id);
      expect(broadcasts).toHaveBeenCalled();
    } finally {
      broadcasts.mockRestore();
    }
  });

  it('sends the payroll request count to holders of READ_CLIENT_PAYROLL_PASSWORD only', async () => {
    const [admin, staff, customer] = await Promise.all([open('admin'), open('staff'), open('customer')]);
    const [a, s, c] = [collect(admin), collect(staff), collect(customer)];
    await t.http.post('/api/clients/payroll-password-requests').set(t.auth(tokens.customer)).send({}).expect(201);
    const isRequest = (e: StoredEvent) => e.type === 'payroll.password-requested';
    // The push is the count, as GET .../count answers it: {total}, nothing of the request itself.
    expect((await a.next(isRequest)).data).toEqual({ total: 1 });
    expect((await s.next(isRequest)).data).toEqual({ total: 1 });
    const count = await t.http.get('/api/clients/payroll-password-requests/count').set(t.auth(tokens.staff)).expect(200);
    expect(count.body).toEqual({ total: 1 });
    const resolvedPush = s.next((e) => e.type === 'payroll.password-request-resolved');
    const [pending] = (await t.http.get('/api/clients/payroll-password-requests').set(t.auth(tokens.staff)).expect(200)).body;
    await t.http.post(`/api/clients/payroll-password-requests/${pending.id}/resolve`).set(t.auth(tokens.staff)).expect(200);
    expect((await resolvedPush).data).toEqual({ total: 0 });
    await settle();
    expect(c.events.filter(isRequest)).toEqual([]);
  });

  it('publishes a new UI version to every socket', async () => {
    const all = await Promise.all(['admin', 'staff', 'customer', 'vendor'].map((who) => open(who)));
    const collectors = all.map(collect);
    await t.http.post('/api/admin/uiversions').set(t.auth(tokens.admin)).send({ versions: '1.0.1', message: 'Stamp tax form updated' }).expect(200);
    for (const c of collectors) {
      expect((await c.next((e) => e.type === 'uiversions.published')).data).toEqual({ versions: '1.0.1', message: 'Stamp tax form updated' });
    }
    const current = await t.http.get('/public/uiversions/1').expect(200);
    expect(current.body).toEqual({ versions: '1.0.1', message: 'Stamp tax form updated' });
    await t.http.post('/api/admin/uiversions').set(t.auth(tokens.staff)).send({ versions: '9.9.9' }).expect(403);
  });

  it("pushes a balance change to the owning customer's sockets only", async () => {
    const [vendor, customer] = await Promise.all([open('vendor'), open('customer')]);
    const [v, c] = [collect(vendor), collect(customer)];
    await t.store.append('balance-P24-200001', [{
      type: BalanceEvents.customerBalanceChanged,
      data: { customerP24Id: 'P24-200001', amount: 100_000, reason: 'top-up', balance: { customerBalance: 1_350_000, couponBalance: 40_000 } },
    }], 'any', { tenant: 'cis', userId: null });
    expect((await v.next((e) => e.type === BalanceEvents.customerBalanceChanged)).data).toMatchObject({ balance: { customerBalance: 1_350_000 } });
    const balance = await t.http.get('/api/customers/P24-200001/balance').set(t.auth(tokens.vendor)).expect(200);
    expect(balance.body).toEqual({ customerBalance: 1_350_000, couponBalance: 40_000 });
    await settle();
    expect(c.events).toEqual([]);
  });

  it('replays what a reconnecting client missed after its last position, through the same routing', async () => {
    const first = await open('customer');
    const live = collect(first);
    const before = await t.http.post('/api/common/messages').set(t.auth(tokens.customer)).send({ message: { title: 'Before disconnect' } }).expect(200);
    const seen = await live.next((e) => (e.data as { item?: { id: string } }).item?.id === before.body.id);
    first.close();
    const missed = [];
    for (const title of ['Missed one', 'Missed two']) {
      missed.push((await t.http.post('/api/common/messages').set(t.auth(tokens.customer)).send({ message: { title } }).expect(200)).body.id);
    }
    await t.http.post('/api/common/messages').set(t.auth(tokens.vendor)).send({ message: { title: 'Not yours' } }).expect(200);
    let replay!: ReturnType<typeof collect>;
    let resumed!: Promise<{ replayed: number }>;
    await open('customer', { lastPosition: seen.position }, (socket) => {
      replay = collect(socket);
      resumed = new Promise((resolve) => socket.once(SocketEvents.resumed, resolve));
    });
    const { replayed } = await resumed;
    const ids = replay.events.map((e) => (e.data as { item?: { id: string } }).item?.id);
    expect(ids).toEqual(missed);
    expect(replayed).toBe(2);
  });

  it(`answers a resume more than ${MAX_RESUME_EVENTS} positions back (or past the head) with 'resync' instead of a replay`, async () => {
    const from = await t.store.lastPosition();
    // Events no projection or push rule handles: only the log grows.
    const filler = Array.from({ length: MAX_RESUME_EVENTS }, (_, i) => ({ type: 'test.filler', data: { i } }));
    await t.store.append(`filler-${Date.now()}`, filler, 'any', { tenant: 'cis', userId: null });
    await t.http.post('/api/common/messages').set(t.auth(tokens.customer)).send({ message: { title: 'After the filler' } }).expect(200);
    const head = await t.store.lastPosition();
    expect(head - from).toBe(MAX_RESUME_EVENTS + 1);

    const attempt = async (lastPosition: number) => {
      let got!: ReturnType<typeof collect>;
      const signals: Array<[string, unknown]> = [];
      await open('customer', { lastPosition }, (socket) => {
        got = collect(socket);
        for (const name of [SocketEvents.resync, SocketEvents.resumed]) socket.on(name, (payload: unknown) => signals.push([name, payload]));
      });
      const deadline = Date.now() + WAIT_MS;
      while (signals.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      await settle();
      return { signals, events: got.events };
    };

    // One position too far back: no replay at all, just the signal with the head.
    const tooFar = await attempt(from);
    expect(tooFar.signals).toEqual([[SocketEvents.resync, { lastPosition: head }]]);
    expect(tooFar.events).toEqual([]);
    // A position the log has not reached (another store's) cannot be resumed either.
    const ahead = await attempt(head + 50);
    expect(ahead.signals).toEqual([[SocketEvents.resync, { lastPosition: head }]]);
    // Exactly MAX_RESUME_EVENTS back is still replayed: the customer's one message, then 'resumed'.
    const within = await attempt(from + 1);
    expect(within.signals).toEqual([[SocketEvents.resumed, { lastPosition: head, replayed: 1 }]]);
    expect(within.events.map((e) => (e.data as { item?: { title: string } }).item?.title)).toEqual(['After the filler']);
  });

  it('replays the payroll badge as {total} too: the replay shapes pushes like the live path', async () => {
    const from = await t.store.lastPosition();
    await t.http.post('/api/clients/payroll-password-requests').set(t.auth(tokens.vendor)).send({}).expect(201);
    let replay!: ReturnType<typeof collect>;
    let resumed!: Promise<unknown>;
    await open('staff', { lastPosition: from }, (socket) => {
      replay = collect(socket);
      resumed = new Promise((resolve) => socket.once(SocketEvents.resumed, resolve));
    });
    await resumed;
    const pushed = replay.events.filter((e) => e.type === 'payroll.password-requested');
    expect(pushed).toHaveLength(1);
    expect(Object.keys(pushed[0].data as object)).toEqual(['total']);
  });

  it("routes every event type of the internal apps to the staff room (or a staff owner's own room), never to the tenant's", () => {
    const router = t.app.get(PushRouter);
    const admin = demoUser('admin@cis.test');
    const staffRooms = new Set(roomsOf(toAuthUser(admin)));
    const clientRooms = new Set(['customer@cis.test', 'vendor@cis.test'].flatMap((email) => roomsOf(toAuthUser(demoUser(email)))));
    expect(staffRooms.has(Rooms.staff('cis'))).toBe(true);
    expect(clientRooms.has(Rooms.staff('cis'))).toBe(false);
    const wrong: string[] = [];
    for (const [area, types] of Object.entries(INTERNAL_EVENTS)) {
      for (const type of types) {
        // The data an event would carry for the admin (chat events name their owner).
        const rooms = router.rooms({ type, data: { ownerId: admin.id }, tenant: 'cis' } as unknown as StoredEvent);
        // Bookkeeping events that change nothing anyone sees (an aggregate carried over to its own stream) go nowhere.
        if (rooms.length === 0 && !type.endsWith('-carried-over')) wrong.push(`${area} ${type}: pushed nowhere`);
        if (!rooms.every((room) => staffRooms.has(room))) wrong.push(`${area} ${type}: ${rooms.join(', ')} is not the staff's`);
        if (rooms.some((room) => clientRooms.has(room))) wrong.push(`${area} ${type}: reaches a customer's or vendor's socket (${rooms.join(', ')})`);
      }
    }
    // The apps every signed-in user may open stay in the tenant room.
    for (const type of [...Object.values(HelpCenterEvents), ...Object.values(AcademyEvents)]) {
      const rooms = router.rooms({ type, data: {}, tenant: 'cis' } as unknown as StoredEvent);
      if (rooms.join() !== Rooms.tenant('cis')) wrong.push(`${type}: ${rooms.join(', ')} instead of the tenant room`);
    }
     
    console.log(`push routing: ${INTERNAL_TYPES.size} internal event types of ${Object.keys(INTERNAL_EVENTS).length} apps checked, ${wrong.length} wrong`);
    expect(wrong).toEqual([]);
  });

  it("delivers the internal apps' pushes to staff sockets only: a customer and a vendor get none, live or on resume", async () => {
    const from = await t.store.lastPosition();
    const who = ['admin', 'staff', 'customer', 'vendor'] as const;
    const sockets = await Promise.all(who.map((w) => open(w)));
    const live = Object.fromEntries(who.map((w, i) => [w, collect(sockets[i])])) as Record<(typeof who)[number], ReturnType<typeof collect>>;
    const as = (token: string) => t.auth(token);
    // One change in each internal app that has writes, made by the administrator.
    await t.http.post('/api/apps/contacts/contact').set(as(tokens.admin)).send({}).expect(200);
    await t.http.post('/api/apps/ecommerce/inventory/product').set(as(tokens.admin)).send({}).expect(200);
    const mail = (await t.http.get('/api/apps/mailbox/mails?folder=inbox').set(as(tokens.admin)).expect(200)).body.mails[0];
    await t.http.patch('/api/apps/mailbox/mail').set(as(tokens.admin)).send({ id: mail.id, mail: { starred: !mail.starred } }).expect(200);
    await t.http.post('/api/apps/notes').set(as(tokens.admin)).send({ note: { title: 'Penalty notice follow-up' } }).expect(200);
    const board = (await t.http.get('/api/apps/scrumboard/boards').set(as(tokens.admin)).expect(200)).body[0];
    await t.http.post('/api/apps/scrumboard/board/list').set(as(tokens.admin)).send({ list: { boardId: board.id, title: 'Internal review' } }).expect(200);
    await t.http.post('/api/apps/tasks/task').set(as(tokens.admin)).send({ type: 'task' }).expect(200);
    const staffId = demoUser('staff@cis.test').id;
    const colleague = ((await t.http.get('/api/apps/chat/chats').set(as(tokens.admin)).expect(200)).body as Chat[]).find((c) => c.contactId === staffId)!;
    await t.http.post('/api/apps/chat/message').set(as(tokens.admin)).send({ chatId: colleague.id, value: 'The VAT refund letter is in' }).expect(200);
    // A tenant-wide push (a new exchange rate, which everyone reads): the positive control that every socket listens.
    await t.http.post('/api/exchange-rates').set(as(tokens.admin)).send({ date: '2026-11-03', rate: 4_111.25 }).expect(200);
    const isRate = (e: StoredEvent) => e.type === ExchangeRateEvents.set;
    const areas = ['contacts.', 'inventory.', 'mailbox.', 'notes.', 'scrumboard.', 'tasks.', 'chat.'];

    for (const w of who) await live[w].next(isRate);
    for (const prefix of areas) await live.staff.next((e) => e.type.startsWith(prefix));
    await settle();
    const internalOf = (events: StoredEvent[]) => events.filter(isInternal).map((e) => e.type);
    expect({ customer: internalOf(live.customer.events), vendor: internalOf(live.vendor.events) }).toEqual({ customer: [], vendor: [] });

    // Reconnecting from before those writes: the replay follows the same rooms.
    const replayOf = async (w: (typeof who)[number]) => {
      let replay!: ReturnType<typeof collect>;
      let resumed!: Promise<{ replayed: number }>;
      await open(w, { lastPosition: from }, (socket) => {
        replay = collect(socket);
        resumed = new Promise((resolve) => socket.once(SocketEvents.resumed, resolve));
      });
      await resumed;
      return replay.events;
    };
    const replays = { staff: await replayOf('staff'), customer: await replayOf('customer'), vendor: await replayOf('vendor') };
    for (const prefix of areas) expect({ prefix, replayed: replays.staff.some((e) => e.type.startsWith(prefix)) }).toEqual({ prefix, replayed: true });
    for (const w of ['customer', 'vendor'] as const) expect({ w, rate: replays[w].some(isRate) }).toEqual({ w, rate: true });
    expect({ customer: internalOf(replays.customer), vendor: internalOf(replays.vendor) }).toEqual({ customer: [], vendor: [] });
     
    console.log(
      `internal pushes: staff got ${internalOf(live.staff.events).length} live and ${internalOf(replays.staff).length} replayed; ` +
        `customer ${internalOf(live.customer.events).length} + ${internalOf(replays.customer).length}, vendor ${internalOf(live.vendor.events).length} + ${internalOf(replays.vendor).length}`,
    );
  });
});

/** The PostgreSQL schemas a test of several instances made, dropped. */
async function dropSchemas(schemas: string[]): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
}

describeWithService('REDIS_URL', 'pushes across two instances (PostgreSQL + Redis adapter)', () => {
  it('delivers a write made on one instance to a socket connected to the other', async () => {
    if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is required with REDIS_URL for this suite');
    const schema = `redis_${Date.now()}`;
    const env = { REDIS_URL: process.env.REDIS_URL as string, DATABASE_SCHEMA: schema, JWT_SECRET: 'shared-cluster-secret' };
    const a = await startTestApp({ store: 'postgres', env });
    const b = await startTestApp({ store: 'postgres', env });
    const sockets: Socket[] = [];
    try {
      const token = await a.signIn('customer@cis.test');
      const socketOnB = await connect(b.baseUrl, { token });
      sockets.push(socketOnB);
      const onB = collect(socketOnB);
      const created = await a.http.post('/api/common/messages').set(a.auth(token)).send({ message: { title: 'Written on A' } }).expect(200);
      const pushed = await onB.next((e) => (e.data as { item?: { id: string } }).item?.id === created.body.id, 2000);
      expect(pushed.type).toBe('inbox.item-created');
      const readOnB = await b.http.get('/api/common/messages').set(b.auth(token)).expect(200);
      expect(readOnB.body.map((m: { id: string }) => m.id)).toContain(created.body.id);
    } finally {
      sockets.forEach((s) => s.close());
      await b.close();
      await a.close();
      await dropSchemas([schema]);
    }
  });

  it("shares a committed batch's pushes in one Redis message: each socket gets each push once, in commit order", async () => {
    if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is required with REDIS_URL for this suite');
    const schema = `redis_batch_${Date.now()}`;
    const env = { REDIS_URL: process.env.REDIS_URL as string, DATABASE_SCHEMA: schema, JWT_SECRET: 'shared-cluster-secret' };
    const a = await startTestApp({ store: 'postgres', env });
    const b = await startTestApp({ store: 'postgres', env });
    const { createClient } = await import('redis');
    const listener = createClient({ url: process.env.REDIS_URL });
    await listener.connect();
    const onChannel: Record<'pushes' | 'adapter', string[]> = { pushes: [], adapter: [] };
    await listener.pSubscribe(`cis:${schema}:*`, (message, channel) => {
      if (channel === `cis:${schema}:pushes`) onChannel.pushes.push(message);
      else if (channel.startsWith(`cis:${schema}:socket.io#/#`)) onChannel.adapter.push(message);
    });
    const sockets: Socket[] = [];
    try {
      // Feeds of four users: appends to one stream wait for each other, to four streams they share commits.
      const emails = ['admin@cis.test', 'staff@cis.test', 'customer@cis.test', 'vendor@cis.test'];
      const tokens = await Promise.all(emails.map((email) => a.signIn(email)));
      const onB = await Promise.all(tokens.map(async (token) => {
        const socket = await connect(b.baseUrl, { token });
        sockets.push(socket);
        return collect(socket);
      }));
      const customerOnA = await connect(a.baseUrl, { token: tokens[2] });
      sockets.push(customerOnA);
      const onA = collect(customerOnA);
      const recipients = emails.map((email) => demoUser(email).id);
      const writes = 40;
      const created = await Promise.all(Array.from({ length: writes }, (_, i) => a.http.post('/api/common/messages').set(a.auth(tokens[0]))
        .send({ message: { title: `Batch ${i}` }, recipientId: recipients[i % recipients.length] }).expect(200)));
      const ids = new Set(created.map((response) => String(response.body.id)));
      const itemOf = (e: StoredEvent) => (e.data as { item?: { id: string } }).item?.id ?? '';
      const mineIn = (collected: ReturnType<typeof collect>) => collected.events.filter((e) => ids.has(itemOf(e)));
      const expected = [...onB.map(() => writes / recipients.length), writes / recipients.length];
      const everyone = [...onB, onA];
      await Promise.all(everyone.map((collected, i) => collected.next(() => mineIn(collected).length >= expected[i], 3000)));
      await settle();
      everyone.forEach((collected, i) => {
        const mine = mineIn(collected);
        expect(mine).toHaveLength(expected[i]);
        expect(new Set(mine.map(itemOf)).size).toBe(expected[i]);
        const positions = mine.map((e) => e.position);
        expect(positions).toEqual([...positions].sort((x, y) => x - y));
      });
      // One message per committed batch, carrying all its pushes (40 concurrent writes commit in fewer batches);
      // none through the adapter's per-emit channel.
      const shared = onChannel.pushes
        .map((message) => (JSON.parse(message) as { pushes: Array<[string[], StoredEvent]> }).pushes.filter(([, push]) => ids.has(itemOf(push))).length)
        .filter((n) => n > 0);
      expect(shared.reduce((sum, n) => sum + n, 0)).toBe(writes);
      expect(shared.length).toBeLessThan(writes);
      expect(onChannel.adapter).toEqual([]);
    } finally {
      sockets.forEach((s) => s.close());
      await listener.quit();
      await b.close();
      await a.close();
      await dropSchemas([schema]);
    }
  });

  it('keeps two deployments that share one Redis apart, though their user ids are the same', async () => {
    if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is required with REDIS_URL for this suite');
    const schemas = [`redis_x_${Date.now()}`, `redis_y_${Date.now()}`];
    const [x, y] = await Promise.all(schemas.map((schema) =>
      startTestApp({ store: 'postgres', env: { REDIS_URL: process.env.REDIS_URL as string, DATABASE_SCHEMA: schema } })));
    const sockets: Socket[] = [];
    try {
      const xToken = await x.signIn('customer@cis.test');
      const tokenY = await y.signIn('customer@cis.test');
      const socketOnX = await connect(x.baseUrl, { token: xToken });
      sockets.push(socketOnX);
      const onX = collect(socketOnX);
      const ownWrite = await x.http.post('/api/common/messages').set(x.auth(xToken)).send({ message: { title: 'On X' } }).expect(200);
      await onX.next((e) => (e.data as { item?: { id: string } }).item?.id === ownWrite.body.id, 2000);
      const otherDeployment = await y.http.post('/api/common/messages').set(y.auth(tokenY)).send({ message: { title: 'On Y' } }).expect(200);
      await settle();
      await settle();
      expect(onX.events.some((e) => (e.data as { item?: { id: string } }).item?.id === otherDeployment.body.id)).toBe(false);
    } finally {
      sockets.forEach((s) => s.close());
      await Promise.all([x.close(), y.close()]);
      await dropSchemas(schemas);
    }
  });
});
