import { Injectable } from '@nestjs/common';
import { CHAT_DEFAULT_ABOUT, type ChatContact, type ChatMessage } from '@cis/contracts';
import { CHAT_CONTACTS, DEMO_ACCOUNTS, chatFixtures, fixtureId, minutesBefore, type DemoAccount } from '@cis/fixtures';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import { ChatContactDecider, ChatDecider, chatContactStream, chatStream } from './chat.decider';

/** The demo users that get seeded conversations: the admin and the staff member (customers and vendors start empty). */
export const CHAT_DEMO_EMAILS = ['admin@cis.test', 'staff@cis.test'] as const;

/** A portal user as a chat contact: the contact id is the user id, so their messages' contactId matches. */
export function colleagueContact(account: DemoAccount): ChatContact {
  return {
    id: account.id,
    avatar: account.avatar ?? null,
    name: account.name,
    about: CHAT_DEFAULT_ABOUT,
    details: { emails: [{ email: account.email, label: 'Work' }], phoneNumbers: [], title: '', company: 'Cis', birthday: null, address: null },
    attachments: { media: [], docs: [], links: [] },
  };
}

/** The id of `ownerId`'s chat with the colleague `peerId`. */
export const colleagueChatId = (ownerId: string, peerId: string): string => fixtureId('chat', `${ownerId}:${peerId}`);

/** The admin and the staff member also chat with each other: one chat for each, linked as peers. */
function colleagueChats(a: DemoAccount, b: DemoAccount): GenesisStream[] {
  const script: Array<[DemoAccount, string]> = [
    [a, 'Could you check the Monday VAT filings before noon?'],
    [b, 'Yes, I will send you the list of open returns.'],
    [a, 'Thanks, the two late ones first please.'],
  ];
  return [[a, b], [b, a]].flatMap(([owner, peer]): GenesisStream[] => {
    const chatId = colleagueChatId(owner!.id, peer!.id);
    const messages: ChatMessage[] = script.map(([from, value], m) => ({
      id: fixtureId('chat-message', `${chatId}:${m}`),
      chatId,
      contactId: from.id,
      isMine: from.id === owner!.id,
      value,
      createdAt: minutesBefore(40 - m * 5),
    }));
    const last = messages.at(-1);
    if (!last) return []; // the script above is never empty
    const chat = { id: chatId, contactId: peer!.id, unreadCount: 0, muted: false, lastMessage: last.value, lastMessageAt: last.createdAt };
    return [{
      stream: chatStream(chatId),
      events: [...ChatDecider.decide(
        { type: 'start', ownerId: owner!.id, chat, messages, peer: { ownerId: peer!.id, chatId: colleagueChatId(peer!.id, owner!.id) } },
        ChatDecider.initialState,
      )],
    }];
  });
}

@GenesisProvider()
@Injectable()
export class ChatGenesis implements GenesisSource {
  readonly name = 'chat';

  genesis(): GenesisStream[] {
    const accounts = CHAT_DEMO_EMAILS.map((email) => DEMO_ACCOUNTS.find((candidate) => candidate.email === email))
      .filter((account): account is DemoAccount => account !== undefined);
    const contacts = [...CHAT_CONTACTS, ...accounts.map(colleagueContact)]
      .map((contact) => ({ stream: chatContactStream(contact.id), events: [...ChatContactDecider.decide({ type: 'add', contact }, ChatContactDecider.initialState)] }));
    const chats = accounts.flatMap((account, variant) =>
      chatFixtures(account.id, variant).map(({ chat, messages }) => ({
        stream: chatStream(chat.id),
        events: [...ChatDecider.decide({ type: 'start', ownerId: account.id, chat, messages }, ChatDecider.initialState)],
      })),
    );
    const [admin, staff] = accounts;
    return [...contacts, ...chats, ...(admin && staff ? colleagueChats(admin, staff) : [])];
  }
}
