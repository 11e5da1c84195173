import { DateTime } from 'luxon';
import type { Chat, ChatMessage } from '@cis/contracts';
import { filterChats, groupByDay, isSendable, lastActivityLabel, replaceChat } from './chat.logic';

const message = (id: string, createdAt: string, isMine = false): ChatMessage => ({ id, chatId: 'c', contactId: 'x', isMine, value: id, createdAt });
const chat = (id: string, name: string, lastMessageAt: string, lastMessage = ''): Chat => ({
  id, contactId: id, unreadCount: 0, muted: false, lastMessage, lastMessageAt, messages: [],
  contact: { id, name, avatar: null, about: '', details: { emails: [], phoneNumbers: [], title: '', company: '', birthday: null, address: null }, attachments: { media: [], docs: [], links: [] } },
});

describe('chat logic', () => {
  const chats = [chat('a', 'Dara Kim', '2026-11-20T08:00:00Z', 'VAT return'), chat('b', 'Sokha Chan', '2026-11-21T08:00:00Z', 'payroll')];

  it('filters by contact name or last message and keeps the most recent first', () => {
    expect(filterChats(chats, '').map((c) => c.id)).toEqual(['b', 'a']);
    expect(filterChats(chats, 'dara').map((c) => c.id)).toEqual(['a']);
    expect(filterChats(chats, 'PAYROLL').map((c) => c.id)).toEqual(['b']);
  });

  it('moves a chat with a new message to the top', () => {
    const updated = { ...chats[0]!, lastMessageAt: '2026-11-22T08:00:00Z' };
    expect(replaceChat(chats, updated).map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('labels the last activity by time today, weekday this week, date before', () => {
    const now = DateTime.fromISO('2026-11-22T15:00:00');
    expect(lastActivityLabel('2026-11-22T09:05:00', 'en-US', now)).toBe('9:05 AM');
    expect(lastActivityLabel('2026-11-20T09:05:00', 'en-US', now)).toBe('Friday');
    expect(lastActivityLabel('2026-11-01T09:05:00', 'en-US', now)).toBe('11/1/2026');
    expect(lastActivityLabel('2026-11-20T09:05:00', 'km', now)).toMatch(/[\u1780-\u17FF]/);
  });

  it('groups messages by day, oldest first', () => {
    const days = groupByDay([message('3', '2026-11-21T10:00:00'), message('1', '2026-11-20T10:00:00'), message('2', '2026-11-20T11:00:00')]);
    expect(days.map((d) => [d.day, d.messages.map((m) => m.id)])).toEqual([['2026-11-20', ['1', '2']], ['2026-11-21', ['3']]]);
  });

  it('sends only a message with text within the limit', () => {
    expect(isSendable('  ', 10)).toBe(false);
    expect(isSendable('hello', 10)).toBe(true);
    expect(isSendable('x'.repeat(11), 10)).toBe(false);
  });
});
