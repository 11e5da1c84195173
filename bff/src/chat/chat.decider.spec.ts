import { NotFound, ChatEvents, type ChatRecord, type StoredEvent } from '@cis/contracts';
import { ChatDecider } from './chat.decider';
import { chatPush } from './chat.push';

const chat: ChatRecord = { id: 'c1', contactId: 'p1', unreadCount: 2, muted: false, lastMessage: 'hi', lastMessageAt: '2026-11-20T08:00:00.000Z' };

describe('ChatDecider', () => {
  it('records only the fields that change', () => {
    expect(ChatDecider.update(chat, 'u1', 'c1', { muted: true, unreadCount: 2 })).toEqual([
      { type: ChatEvents.chatUpdated, data: { ownerId: 'u1', id: 'c1', changes: { muted: true } } },
    ]);
    expect(ChatDecider.update(chat, 'u1', 'c1', { muted: false })).toEqual([]);
  });

  it('refuses a chat the user does not have, with the spec message', () => {
    expect(() => ChatDecider.update(undefined, 'u1', 'zz', { muted: true })).toThrow(new NotFound('Could not found chat with id of zz!'));
  });

  it('sends: one message for a sample contact, two (mine, and the peer\'s unread copy) in a colleague chat', () => {
    let n = 0;
    const ids = () => `m${++n}`;
    const now = '2026-11-22T10:00:00.000Z';
    expect(ChatDecider.send(chat, 'u1', 'c1', 'Hello', now, ids)).toEqual([
      { type: ChatEvents.messageSent, data: { ownerId: 'u1', unread: false, message: { id: 'm1', chatId: 'c1', contactId: 'u1', isMine: true, value: 'Hello', createdAt: now } } },
    ]);
    const events = ChatDecider.send({ ...chat, peer: { ownerId: 'u2', chatId: 'c9' } }, 'u1', 'c1', 'Hi', now, ids);
    expect(events.map((e) => e.data)).toEqual([
      { ownerId: 'u1', unread: false, message: { id: 'm2', chatId: 'c1', contactId: 'u1', isMine: true, value: 'Hi', createdAt: now } },
      { ownerId: 'u2', unread: true, message: { id: 'm3', chatId: 'c9', contactId: 'u1', isMine: false, value: 'Hi', createdAt: now } },
    ]);
    expect(() => ChatDecider.send(undefined, 'u1', 'zz', 'Hi', now, ids)).toThrow(new NotFound('Could not found chat with id of zz!'));
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
