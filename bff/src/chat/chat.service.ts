import { randomUUID } from 'node:crypto';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  CHAT_DEFAULT_ABOUT, chatNotFoundMessage, type Chat, type ChatContact, type ChatContactSummary, type ChatProfile,
} from '@cis/contracts';
import type { ChatPatch } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore, type ReadModelReader } from '../platform/event-store/event-store.port';
import { ChatDecider, chatStream } from './chat.decider';
import { ChatCollections, type ChatDoc } from './chat.projection';

/** A user's chats (only their own) and the tenant's chat contacts. */
@Injectable()
export class ChatService {
  constructor(private readonly commands: CommandService, @Inject(EVENT_STORE) private readonly store: EventStore) {}

  private get rm(): ReadModelReader {
    return this.store.readModels;
  }

  /** The user's chats, most recent conversation first, each with its contact and messages. */
  async chats(user: AuthUser): Promise<Chat[]> {
    const [docs, contacts] = await Promise.all([this.ownChats(this.rm, user), this.contactMap(user)]);
    return docs
      .sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt))
      .map((doc) => this.attach(doc, contacts));
  }

  async chat(user: AuthUser, id: string): Promise<Chat> {
    const doc = (await this.ownChats(this.rm, user)).find((chat) => chat.id === id);
    if (!doc) throw new NotFoundException(chatNotFoundMessage(id));
    return this.attach(doc, await this.contactMap(user));
  }

  async update(user: AuthUser, id: string, patch: ChatPatch): Promise<Chat> {
    await this.commands.execute({
      stream: chatStream(id),
      actor: user,
      load: async (rm) => (await this.ownChats(rm, user)).find((chat) => chat.id === id),
      decide: (chat) => ChatDecider.update(chat, user.id, id, patch),
    });
    return this.chat(user, id);
  }

  /** Appends the caller's message to their chat (and, in a colleague chat, to the other user's) and answers the chat. */
  async send(user: AuthUser, chatId: string, value: string): Promise<Chat> {
    await this.commands.execute({
      stream: chatStream(chatId),
      actor: user,
      load: async (rm) => (await this.ownChats(rm, user)).find((chat) => chat.id === chatId),
      decide: (chat) => ChatDecider.send(chat, user.id, chatId, value, new Date().toISOString(), randomUUID),
    });
    return this.chat(user, chatId);
  }

  /** Sorted by name, without details and attachments; the caller is nobody's contact of their own. */
  async contacts(user: AuthUser): Promise<ChatContactSummary[]> {
    const contacts = await this.rm.list<ChatContact>(user.tenant, ChatCollections.contacts);
    return contacts
      .filter((contact) => contact.id !== user.id)
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
      .map(({ id, avatar, name, about }) => ({ id, avatar, name, about }));
  }

  async contact(user: AuthUser, id: string): Promise<ChatContact> {
    const contact = await this.rm.get<ChatContact>(user.tenant, ChatCollections.contacts, id);
    if (!contact) throw new NotFoundException();
    return contact;
  }

  /** The caller's own profile; its id is the contactId of the messages the user sent. */
  profile(user: AuthUser): ChatProfile {
    return { id: user.id, name: user.name, email: user.email, avatar: user.user?.avatar ?? null, about: CHAT_DEFAULT_ABOUT };
  }

  private ownChats(rm: ReadModelReader, user: AuthUser): Promise<ChatDoc[]> {
    return rm.list<ChatDoc>(user.tenant, ChatCollections.chats, { owner: user.id });
  }

  private async contactMap(user: AuthUser): Promise<Map<string, ChatContact>> {
    const contacts = await this.rm.list<ChatContact>(user.tenant, ChatCollections.contacts);
    return new Map(contacts.map((contact) => [contact.id, contact]));
  }

  private attach(doc: ChatDoc, contacts: Map<string, ChatContact>): Chat {
    const { messages, peer: _peer, ...record } = doc;
    return { ...record, contact: contacts.get(doc.contactId) as ChatContact, messages };
  }
}
