import { io, type Socket } from 'socket.io-client';
import { ChatEvents, ContactsEvents, SocketEvents, type Chat, type StoredEvent } from '@cis/contracts';
import { startTestApp, type TestApp } from '../platform/testing/test-app';

/** A socket that records every push and resolves waiters when a matching one arrives (no sleeps). */
async function listen(baseUrl: string, token: string) {
  const socket: Socket = io(baseUrl, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  const events: StoredEvent[] = [];
  const waiters: Array<{ match: (e: StoredEvent) => boolean; resolve: (e: StoredEvent) => void }> = [];
  socket.on(SocketEvents.event, (event: StoredEvent) => {
    events.push(event);
    for (const waiter of waiters.filter((w) => w.match(event))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(event);
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return {
    socket,
    events,
    next: (match: (e: StoredEvent) => boolean) =>
      new Promise<StoredEvent>((resolve) => {
        const found = events.find(match);
        if (found) resolve(found);
        else waiters.push({ match, resolve });
      }),
  };
}

describe('pushes of the sample-data areas', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let sockets: Socket[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@cis.test');
    staff = await t.signIn('staff@cis.test');
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await t.close();
  });

  it("a chat change reaches only its owner; an address book change reaches the whole tenant", async () => {
    const adminSocket = await listen(t.baseUrl, admin);
    const staffSocket = await listen(t.baseUrl, staff);
    sockets = [adminSocket.socket, staffSocket.socket];

    const [chat] = (await t.http.get('/api/apps/chat/chats').set(t.auth(admin)).expect(200)).body as Chat[];
    await t.http.patch('/api/apps/chat/chat').set(t.auth(admin)).send({ id: chat?.id, chat: { muted: !chat?.muted } }).expect(200);
    const chatPush = await adminSocket.next((e) => e.type === ChatEvents.chatUpdated);
    expect(chatPush.data).toEqual({ ownerId: expect.any(String), id: chat?.id, changes: { muted: !chat?.muted } });

    // A later tenant-wide change: once the staff member has it, any earlier push for them would have arrived too.
    const tag = await t.http.post('/api/apps/contacts/tag').set(t.auth(admin)).send({ tag: { title: 'Pushed' } }).expect(200);
    const tagPush = await staffSocket.next((e) => e.type === ContactsEvents.tagCreated);
    expect(tagPush.data).toEqual({ tag: tag.body });
    expect(tagPush.position).toBeGreaterThan(chatPush.position);
    expect(staffSocket.events.some((e) => e.type.startsWith('chat.'))).toBe(false);
    await adminSocket.next((e) => e.type === ContactsEvents.tagCreated);
  });

  it('a message in a colleague chat is pushed to the sender and to the other user, each with their own copy', async () => {
    const [adminSocket, staffSocket] = [await listen(t.baseUrl, admin), await listen(t.baseUrl, staff)];
    sockets.push(adminSocket.socket, staffSocket.socket);
    const chats = (await t.http.get('/api/apps/chat/chats').set(t.auth(admin)).expect(200)).body as Chat[];
    const staffId = (await t.http.get('/api/apps/chat/profile').set(t.auth(staff)).expect(200)).body.id as string;
    const colleague = chats.find((c) => c.contactId === staffId) as Chat;
    await t.http.post('/api/apps/chat/message').set(t.auth(admin)).send({ chatId: colleague.id, value: 'Pushed hello' }).expect(200);
    const theirs = await staffSocket.next((e) => e.type === ChatEvents.messageSent);
    expect(theirs.data).toMatchObject({ ownerId: staffId, unread: true, message: { isMine: false, value: 'Pushed hello' } });
    const mine = await adminSocket.next((e) => e.type === ChatEvents.messageSent);
    expect(mine.data).toMatchObject({ unread: false, message: { chatId: colleague.id, isMine: true, value: 'Pushed hello' } });
    expect(adminSocket.events.filter((e) => e.type === ChatEvents.messageSent)).toHaveLength(1);
  });
});
