import type { Chat, ChatContact, ChatContactSummary } from '@cis/contracts';
import { CHAT_CONTACTS, DEMO_ACCOUNTS } from '@cis/fixtures';
import { startTestApp, type TestApp } from '../platform/testing/test-app';

const accountId = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)?.id as string;

describe('chat over HTTP', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let customer: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@cis.test');
    staff = await t.signIn('staff@cis.test');
    customer = await t.signIn('customer@cis.test');
  });
  afterAll(() => t.close());

  const get = (path: string, token = admin) => t.http.get(path).set(t.auth(token));
  const chatsOf = async (token: string): Promise<Chat[]> => (await get('/api/apps/chat/chats', token).expect(200)).body;

  it('gives the admin and the staff member ten sample chats and one colleague chat each, most recent first', async () => {
    const adminChats = await chatsOf(admin);
    const staffChats = await chatsOf(staff);
    expect(adminChats).toHaveLength(11);
    expect(staffChats).toHaveLength(11);
    expect(adminChats.filter((c) => c.contactId === accountId('staff@cis.test'))).toHaveLength(1);
    const times = adminChats.map((c) => c.lastMessageAt);
    expect([...times].sort().reverse()).toEqual(times);
    const adminId = accountId('admin@cis.test');
    for (const chat of adminChats) {
      if (chat.contactId !== accountId('staff@cis.test')) expect(chat.contact).toEqual(CHAT_CONTACTS.find((c) => c.id === chat.contactId));
      expect(chat).not.toHaveProperty('peer');
      expect(chat.messages.length).toBeGreaterThan(2);
      for (const message of chat.messages) {
        expect(message.chatId).toBe(chat.id);
        expect(message.contactId).toBe(message.isMine ? adminId : chat.contactId);
      }
      expect(chat.lastMessage).toBe(chat.messages[chat.messages.length - 1]?.value);
    }
    expect(adminChats.map((c) => c.id).some((id) => staffChats.some((s) => s.id === id))).toBe(false);
    // The team chat is staff only (APP_ACCESS.chat): a customer is refused, not shown an empty list.
    await get('/api/apps/chat/chats', customer).expect(403);
  });

  it('gets one chat by id; a missing or foreign chat is 404 "Could not found chat with id of {id}!"', async () => {
    const [first] = await chatsOf(admin);
    expect((await get(`/api/apps/chat/chat?id=${first?.id}`).expect(200)).body).toEqual(first);
    const missing = await get('/api/apps/chat/chat?id=nope').expect(404);
    expect(missing.body).toMatchObject({ status: 404, developerMessage: 'Could not found chat with id of nope!' });
    const foreign = await get(`/api/apps/chat/chat?id=${first?.id}`, staff).expect(404);
    expect(foreign.body.developerMessage).toBe(`Could not found chat with id of ${first?.id}!`);
    await get('/api/apps/chat/chat').expect(400);
  });

  it('patches a chat by merging (muted, unreadCount) and answers the whole chat', async () => {
    const chat = (await chatsOf(admin)).find((c) => c.unreadCount > 0) as Chat;
    expect(chat).toBeDefined();
    const res = await t.http.patch('/api/apps/chat/chat').set(t.auth(admin))
      .send({ id: chat.id, chat: { muted: !chat.muted, unreadCount: 0 } }).expect(200);
    expect(res.body).toEqual({ ...chat, muted: !chat.muted, unreadCount: 0 });
    expect((await get(`/api/apps/chat/chat?id=${chat.id}`).expect(200)).body).toEqual(res.body);
    // Sending the same values again changes nothing and still answers the chat.
    await t.http.patch('/api/apps/chat/chat').set(t.auth(admin)).send({ id: chat.id, chat: { unreadCount: 0 } }).expect(200);
  });

  it('refuses bad patches (400) and other users\' chats (404), changing nothing', async () => {
    const [chat] = await chatsOf(admin);
    const id = chat?.id as string;
    const patch = (body: object, token = admin) => t.http.patch('/api/apps/chat/chat').set(t.auth(token)).send(body);
    const unknown = await patch({ id, chat: { messages: [] } }).expect(400);
    expect(unknown.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'chat.messages' })]));
    await patch({ id, chat: { muted: 'yes' } }).expect(400);
    await patch({ id, chat: { unreadCount: -1 } }).expect(400);
    await patch({ id, chat: { unreadCount: 1.5 } }).expect(400);
    await patch({ id, chat: { muted: null } }).expect(400);
    await patch({ id }).expect(400);
    const foreign = await patch({ id, chat: { muted: true } }, staff).expect(404);
    expect(foreign.body.developerMessage).toBe(`Could not found chat with id of ${id}!`);
    expect((await get(`/api/apps/chat/chat?id=${id}`).expect(200)).body).toEqual(chat);
  });

  it('lists the twelve sample chat contacts and the colleague by name without details and attachments (staff only)', async () => {
    const contacts: ChatContactSummary[] = (await get('/api/apps/chat/contacts', staff).expect(200)).body;
    expect(contacts).toHaveLength(13);
    const colleagues = ['admin@cis.test'].map((e) => DEMO_ACCOUNTS.find((a) => a.email === e)?.name as string);
    expect(contacts.map((c) => c.name)).toEqual([...CHAT_CONTACTS.map((c) => c.name), ...colleagues].sort((a, b) => a.localeCompare(b, 'en')));
    await get('/api/apps/chat/contacts', customer).expect(403);
    for (const contact of contacts) expect(Object.keys(contact).sort()).toEqual(['about', 'avatar', 'id', 'name']);
  });

  it('leaves the caller out of their own chat contacts', async () => {
    for (const [email, token] of [['admin@cis.test', admin], ['staff@cis.test', staff]] as const) {
      const ids = ((await get('/api/apps/chat/contacts', token).expect(200)).body as ChatContactSummary[]).map((c) => c.id);
      expect(ids).toHaveLength(13);
      expect(ids).not.toContain(accountId(email));
      const colleague = accountId(email === 'admin@cis.test' ? 'staff@cis.test' : 'admin@cis.test');
      expect(ids).toContain(colleague);
    }
  });

  it('gets one full chat contact; an unknown id is 404', async () => {
    const seeded = CHAT_CONTACTS[3] as ChatContact;
    const res = await get(`/api/apps/chat/contact?id=${seeded.id}`).expect(200);
    expect(res.body).toEqual(seeded);
    expect(res.body.details.emails.length).toBeGreaterThan(0);
    const missing = await get('/api/apps/chat/contact?id=nope').expect(404);
    expect(missing.body.developerMessage).toBe('Resource does not exist!');
  });

  const send = (body: object, token = admin) => t.http.post('/api/apps/chat/message').set(t.auth(token)).send(body);

  it('sends a message to a sample contact: appended to the chat as mine, last message updated', async () => {
    const chat = (await chatsOf(admin)).find((c) => c.contactId !== accountId('staff@cis.test')) as Chat;
    const res = await send({ chatId: chat.id, value: 'The VAT return is filed.' }).expect(200);
    const sent = res.body.messages[res.body.messages.length - 1];
    expect(res.body.messages).toHaveLength(chat.messages.length + 1);
    expect(sent).toEqual({
      id: expect.any(String), chatId: chat.id, contactId: accountId('admin@cis.test'), isMine: true, value: 'The VAT return is filed.', createdAt: expect.any(String),
    });
    expect(res.body).toMatchObject({ lastMessage: 'The VAT return is filed.', lastMessageAt: sent.createdAt, unreadCount: chat.unreadCount });
    expect((await chatsOf(admin))[0]?.id).toBe(chat.id);
  });

  it("delivers a message in a colleague chat to the other user's chat, unread and from the sender", async () => {
    const adminId = accountId('admin@cis.test');
    const adminChat = (await chatsOf(admin)).find((c) => c.contactId === accountId('staff@cis.test')) as Chat;
    const staffBefore = (await chatsOf(staff)).find((c) => c.contactId === adminId) as Chat;
    await send({ chatId: adminChat.id, value: 'Lunch at 12?' }).expect(200);
    const staffAfter = (await chatsOf(staff)).find((c) => c.id === staffBefore.id) as Chat;
    expect(staffAfter.messages).toHaveLength(staffBefore.messages.length + 1);
    expect(staffAfter.messages[staffAfter.messages.length - 1]).toMatchObject({ chatId: staffBefore.id, contactId: adminId, isMine: false, value: 'Lunch at 12?' });
    expect(staffAfter.unreadCount).toBe(staffBefore.unreadCount + 1);
    expect(staffAfter.contact.name).toBe('Sokha Chan');
    // And back: the staff member's answer reaches the admin.
    await send({ chatId: staffBefore.id, value: 'Yes!' }, staff).expect(200);
    const adminAfter = (await get(`/api/apps/chat/chat?id=${adminChat.id}`).expect(200)).body as Chat;
    expect(adminAfter.messages.slice(-2).map((m) => [m.isMine, m.value])).toEqual([[true, 'Lunch at 12?'], [false, 'Yes!']]);
  });

  it('refuses blank, too long or malformed messages (400) and foreign chats (404)', async () => {
    const [chat] = await chatsOf(admin);
    const id = chat?.id as string;
    expect((await send({ chatId: id, value: '   ' }).expect(400)).body.errors).toEqual([expect.objectContaining({ field: 'value' })]);
    await send({ chatId: id, value: 'x'.repeat(4001) }).expect(400);
    await send({ chatId: id }).expect(400);
    await send({ chatId: id, value: 'hi', extra: 1 }).expect(400);
    const foreign = await send({ chatId: id, value: 'hi' }, staff).expect(404);
    expect(foreign.body.developerMessage).toBe(`Could not found chat with id of ${id}!`);
    expect((await get(`/api/apps/chat/chat?id=${id}`).expect(200)).body).toEqual(chat);
  });

  it("answers the caller's own profile with the default about text", async () => {
    expect((await get('/api/apps/chat/profile').expect(200)).body).toEqual({
      id: accountId('admin@cis.test'), name: 'Sokha Chan', email: 'admin@cis.test', avatar: null, about: "Hi there! I'm using CisChat.",
    });
    expect((await get('/api/apps/chat/profile', staff).expect(200)).body.id).toBe(accountId('staff@cis.test'));
    await t.http.get('/api/apps/chat/profile').expect(401);
  });
});
