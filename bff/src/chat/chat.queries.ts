import { Inject, Injectable } from '@nestjs/common';
import {
  CHAT_DEFAULT_ABOUT, NotFound, chatNotFoundMessage, type Chat, type ChatContact, type ChatContactSummary, type ChatProfile,
} from '@cis/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { ChatCollections, type ChatDoc } from './chat.projection';

/** A user's chats (only their own) and the tenant's chat contacts, from the read models only. */
@Injectable()
export class ChatQueries {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** The user's chats, most recent conversation first, each with its contact and messages. */
  async chats(user: AuthUser): Promise<Chat[]> {
    const [docs, contacts] = await Promise.all([this.ownChats(user), this.contactMap(user)]);
    return chatsWithContacts(docs, contacts);
  }

  /** The user's own chat; another user's chat is as unknown as a missing one. */
  async chat(user: AuthUser, id: string): Promise<Chat> {
    const chat = attach(await this.ownChat(user, id), await this.contactMap(user));
    if (!chat) throw new NotFound(chatNotFoundMessage(id));
    return chat;
  }

  /** The user's own chat as stored (the command handler reads its unread count). */
  async ownChat(user: AuthUser, id: string): Promise<ChatDoc> {
    const doc = (await this.ownChats(user)).find((chat) => chat.id === id);
    if (!doc) throw new NotFound(chatNotFoundMessage(id));
    return doc;
  }

  /** Sorted by name, without details and attachments; the caller is nobody's contact of their own. */
  async contacts(user: AuthUser): Promise<ChatContactSummary[]> {
    const contacts = await this.store.readModels.list<ChatContact>(user.tenant, ChatCollections.contacts);
    return contacts
      .filter((contact) => contact.id !== user.id)
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
      .map(({ id, avatar, name, about }) => ({ id, avatar, name, about }));
  }

  async contact(user: AuthUser, id: string): Promise<ChatContact> {
    const contact = await this.store.readModels.get<ChatContact>(user.tenant, ChatCollections.contacts, id);
    if (!contact) throw new NotFound();
    return contact;
  }

  /** The caller's own profile; its id is the contactId of the messages the user sent. */
  profile(user: AuthUser): ChatProfile {
    return { id: user.id, name: user.name, email: user.email, avatar: user.user?.avatar ?? null, about: CHAT_DEFAULT_ABOUT };
  }

  private ownChats(user: AuthUser): Promise<ChatDoc[]> {
    return this.store.readModels.list<ChatDoc>(user.tenant, ChatCollections.chats, { owner: user.id });
  }

  private async contactMap(user: AuthUser): Promise<Map<string, ChatContact>> {
    const contacts = await this.store.readModels.list<ChatContact>(user.tenant, ChatCollections.contacts);
    return new Map(contacts.map((contact) => [contact.id, contact]));
  }
}

/**
 * The chats as answered, most recent conversation first, each with its contact. A chat whose contact the read model
 * does not hold (not projected yet, or never added) is left out: a chat is shown with its contact or not at all.
 */
export function chatsWithContacts(docs: ChatDoc[], contacts: ReadonlyMap<string, ChatContact>): Chat[] {
  return [...docs]
    .sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt))
    .flatMap((doc) => attach(doc, contacts) ?? []);
}

/** The chat with its contact; undefined when the contact is unknown. */
function attach(doc: ChatDoc, contacts: ReadonlyMap<string, ChatContact>): Chat | undefined {
  const contact = contacts.get(doc.contactId);
  if (!contact) return undefined;
  const { messages, peer: _peer, ...record } = doc;
  return { ...record, contact, messages };
}
