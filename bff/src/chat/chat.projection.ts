import { Injectable } from '@nestjs/common';
import {
  ChatEvents, type ChatMessage, type ChatPeer, type ChatRecord, type ChatEvent, type StoredOf,
} from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';

/** 'chat-contacts' is shared by the tenant; 'chats' documents belong to their user (owner). */
export const ChatCollections = {
  contacts: 'chat-contacts',
  chats: 'chats',
} as const;

/** A chat as stored: the record and its messages (the contact is attached when answering). */
export interface ChatDoc extends ChatRecord {
  messages: ChatMessage[];
  /** Colleague chats only: the other user's chat with this user. */
  peer?: ChatPeer;
}

@ProjectionProvider()
@Injectable()
export class ChatProjection implements Projection<ChatEvent> {
  readonly name = 'chat';
  readonly handles = Object.values(ChatEvents);

  async apply(event: StoredOf<ChatEvent>, rm: ReadModelWriter): Promise<void> {
    switch (event.type) {
      case ChatEvents.contactAdded: {
        const { contact } = event.data;
        await rm.put(ChatCollections.contacts, contact.id, contact);
        return;
      }
      case ChatEvents.chatStarted: {
        const { ownerId, chat, messages, peer } = event.data;
        const doc: ChatDoc = peer ? { ...chat, messages, peer } : { ...chat, messages };
        await rm.put(ChatCollections.chats, chat.id, doc, { owner: ownerId });
        return;
      }
      case ChatEvents.chatUpdated: {
        const { id, changes } = event.data;
        const chat = await rm.get<ChatDoc>(ChatCollections.chats, id);
        if (chat) await rm.put(ChatCollections.chats, id, { ...chat, ...changes });
        return;
      }
      case ChatEvents.messageSent: {
        const { message, unread } = event.data;
        const chat = await rm.get<ChatDoc>(ChatCollections.chats, message.chatId);
        if (!chat) return;
        await rm.put(ChatCollections.chats, chat.id, {
          ...chat,
          messages: [...chat.messages, message],
          lastMessage: message.value,
          lastMessageAt: message.createdAt,
          unreadCount: unread ? chat.unreadCount + 1 : chat.unreadCount,
        } satisfies ChatDoc);
        return;
      }
    }
  }
}
