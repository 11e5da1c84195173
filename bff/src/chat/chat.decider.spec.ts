import { NotFound, ChatEvents, type ChatEvent, type ChatRecord, type StoredEvent } from '@cis/contracts';
import { given } from '../platform/testing/decider-spec';
import { ChatContactDecider, ChatDecider } from './chat.decider';
import { chatPush } from './chat.push';

const chat: ChatRecord = { id: 'c1', contactId: 'p1', unreadCount: 2, muted: false, lastMessage: 'hi', lastMessageAt: '2026-11-20T08:00:00.000Z' };
const started: ChatEvent = { type: ChatEvents.chatStarted, data: { ownerId: 'u1', chat, messages: [] } };
const colleague: ChatEvent = { type: ChatEvents.chatStarted, data: { ownerId: 'u1', chat, messages: [], peer: { ownerId: 'u2', chatId: 'c9' } } };
const now = '2026-11-22T10:00:00.000Z';
const notFound = 'Could not found chat with id of c1!';

describe('the chat decider (one stream per chat)', () => {
  it('starts a chat once; starting it again records nothing', () => {
    given(ChatDecider).when({ type: 'start', ownerId: 'u1', chat, messages: [] }).then([started]);
    given(ChatDecider).when({ type: 'start', ownerId: 'u1', chat, messages: [], peer: { ownerId: 'u2', chatId: 'c9' } }).then([colleague]);
    given(ChatDecider, [started]).when({ type: 'start', ownerId: 'u1', chat, messages: [] }).thenNothing();
  });

  it('records only the fields that change (the unread count compared with the one looked up)', () => {
    given(ChatDecider, [started]).when({ type: 'update', ownerId: 'u1', id: 'c1', patch: { muted: true, unreadCount: 2 }, unreadCount: 2 })
      .then([{ type: ChatEvents.chatUpdated, data: { ownerId: 'u1', id: 'c1', changes: { muted: true } } }]);
    given(ChatDecider, [started]).when({ type: 'update', ownerId: 'u1', id: 'c1', patch: { muted: false }, unreadCount: 2 }).thenNothing();
    // The peer's messages raised the count to 3 without an event here: setting 2 is a change.
    given(ChatDecider, [started]).when({ type: 'update', ownerId: 'u1', id: 'c1', patch: { unreadCount: 2 }, unreadCount: 3 })
      .then([{ type: ChatEvents.chatUpdated, data: { ownerId: 'u1', id: 'c1', changes: { unreadCount: 2 } } }]);
  });

  it('folds muted from its updates', () => {
    const muted: ChatEvent = { type: ChatEvents.chatUpdated, data: { ownerId: 'u1', id: 'c1', changes: { muted: true } } };
    expect(given(ChatDecider, [started, muted]).state).toEqual({ id: 'c1', ownerId: 'u1', muted: true });
    given(ChatDecider, [started, muted]).when({ type: 'update', ownerId: 'u1', id: 'c1', patch: { muted: true }, unreadCount: 2 }).thenNothing();
  });

  it('refuses a chat the user does not have, or another user\'s, with the spec message', () => {
    const refused = given(ChatDecider).when({ type: 'update', ownerId: 'u1', id: 'c1', patch: { muted: true }, unreadCount: 0 }).thenRefused(NotFound);
    expect(refused.message).toBe(notFound);
    given(ChatDecider, [started]).when({ type: 'update', ownerId: 'u2', id: 'c1', patch: { muted: true }, unreadCount: 0 }).thenRefused(NotFound);
    given(ChatDecider, [started]).when({ type: 'send', senderId: 'u2', chatId: 'c1', value: 'Hi', now, messageIds: ['m1', 'm2'] }).thenRefused(NotFound);
    expect(given(ChatDecider).when({ type: 'send', senderId: 'u1', chatId: 'c1', value: 'Hi', now, messageIds: ['m1', 'm2'] })
      .thenRefused(NotFound).message).toBe(notFound);
  });

  it('sends: one message for a sample contact, two (mine, and the peer\'s unread copy) in a colleague chat', () => {
    given(ChatDecider, [started]).when({ type: 'send', senderId: 'u1', chatId: 'c1', value: 'Hello', now, messageIds: ['m1', 'm2'] }).then([
      { type: ChatEvents.messageSent, data: { ownerId: 'u1', unread: false, message: { id: 'm1', chatId: 'c1', contactId: 'u1', isMine: true, value: 'Hello', createdAt: now } } },
    ]);
    given(ChatDecider, [colleague]).when({ type: 'send', senderId: 'u1', chatId: 'c1', value: 'Hi', now, messageIds: ['m2', 'm3'] }).then([
      { type: ChatEvents.messageSent, data: { ownerId: 'u1', unread: false, message: { id: 'm2', chatId: 'c1', contactId: 'u1', isMine: true, value: 'Hi', createdAt: now } } },
      { type: ChatEvents.messageSent, data: { ownerId: 'u2', unread: true, message: { id: 'm3', chatId: 'c9', contactId: 'u1', isMine: false, value: 'Hi', createdAt: now } } },
    ]);
  });

  it('adds a chat contact once', () => {
    const contact = { id: 'p1', avatar: null, name: 'Dara', about: '', details: { emails: [], phoneNumbers: [], title: '', company: '', birthday: null, address: null }, attachments: { media: [], docs: [], links: [] } };
    const added: ChatEvent = { type: ChatEvents.contactAdded, data: { contact } };
    given(ChatContactDecider).when({ type: 'add', contact }).then([added]);
    given(ChatContactDecider, [added]).when({ type: 'add', contact }).thenNothing();
  });

  it('pushes chats to their owner only and chat contacts to the tenant\'s staff (the team chat is staff only)', () => {
    const rule = chatPush;
    const event = (type: string, data: unknown) => ({ type, data, tenant: 'cis' }) as StoredEvent;
    expect(rule.rooms(event(ChatEvents.chatUpdated, { ownerId: 'u1' }))).toEqual(['user:u1']);
    expect(rule.rooms(event(ChatEvents.chatStarted, { ownerId: 'u2' }))).toEqual(['user:u2']);
    expect(rule.rooms(event(ChatEvents.contactAdded, {}))).toEqual(['staff:cis']);
    expect(rule.rooms(event(ChatEvents.messageSent, { ownerId: 'u3' }))).toEqual(['user:u3']);
  });
});
