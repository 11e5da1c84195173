import type { ChatContact } from '@cis/contracts';
import { CHAT_CONTACTS } from '@cis/fixtures';
import type { ChatDoc } from './chat.projection';
import { chatsWithContacts } from './chat.queries';

const [first, second] = CHAT_CONTACTS;
const doc = (id: string, contactId: string, lastMessageAt: string): ChatDoc => ({
  id, contactId, unreadCount: 0, muted: false, lastMessage: 'hi', lastMessageAt, messages: [], peer: { ownerId: 'u2', chatId: 'x' },
});

describe('the chats as answered', () => {
  it('attaches each chat its contact, most recent first, without the peer', () => {
    const contacts = new Map<string, ChatContact>([[first.id, first], [second.id, second]]);
    const chats = chatsWithContacts([doc('a', first.id, '2026-11-20T08:00:00.000Z'), doc('b', second.id, '2026-11-21T08:00:00.000Z')], contacts);
    expect(chats.map((chat) => [chat.id, chat.contact])).toEqual([['b', second], ['a', first]]);
    expect(chats.every((chat) => !('peer' in chat))).toBe(true);
  });

  it('leaves out a chat whose contact the read model does not hold (never a chat without its contact)', () => {
    const contacts = new Map<string, ChatContact>([[first.id, first]]);
    const chats = chatsWithContacts([doc('a', first.id, '2026-11-20T08:00:00.000Z'), doc('b', 'gone', '2026-11-21T08:00:00.000Z')], contacts);
    expect(chats.map((chat) => chat.id)).toEqual(['a']);
    expect(chats[0]?.contact).toEqual(first);
  });
});
