import {
  ChatEvents, NotFound, chatNotFoundMessage, type ChatChanges, type ChatContact, type ChatContactAddedData, type ChatMessage,
  type ChatMessageSentData, type ChatPeer, type ChatRecord, type ChatStartedData, type ChatUpdatedData, type NewEvent,
} from '@cis/contracts';
import type { ChatPatch } from '@cis/contracts/dto';

export const chatStream = (chatId: string): string => `chat-${chatId}`;
export const chatContactStream = (contactId: string): string => `chat-contact-${contactId}`;

/** Pure decisions of the chat area. */
export const ChatDecider = {
  addContact(contact: ChatContact): NewEvent[] {
    return [{ type: ChatEvents.contactAdded, data: { contact } satisfies ChatContactAddedData }];
  },

  start(ownerId: string, chat: ChatRecord, messages: ChatMessage[], peer?: ChatPeer): NewEvent[] {
    const data: ChatStartedData = peer ? { ownerId, chat, messages, peer } : { ownerId, chat, messages };
    return [{ type: ChatEvents.chatStarted, data }];
  },

  /**
   * The sender's message in their own chat; in a colleague chat also the peer's copy (from the sender's contact,
   * unread). `chat` is the sender's own chat, if any. The value is kept as typed (plain text; clients escape it).
   */
  send(
    chat: (ChatRecord & { peer?: ChatPeer }) | undefined,
    senderId: string,
    id: string,
    value: string,
    now: string,
    newId: () => string,
  ): NewEvent[] {
    if (!chat) throw new NotFound(chatNotFoundMessage(id));
    const own: ChatMessageSentData = {
      ownerId: senderId,
      unread: false,
      message: { id: newId(), chatId: chat.id, contactId: senderId, isMine: true, value, createdAt: now },
    };
    const events: NewEvent[] = [{ type: ChatEvents.messageSent, data: own }];
    if (chat.peer) {
      const theirs: ChatMessageSentData = {
        ownerId: chat.peer.ownerId,
        unread: true,
        message: { id: newId(), chatId: chat.peer.chatId, contactId: senderId, isMine: false, value, createdAt: now },
      };
      events.push({ type: ChatEvents.messageSent, data: theirs });
    }
    return events;
  },

  /** `chat` is the user's own chat with that id, if any: another user's chat is as unknown as a missing one. */
  update(chat: ChatRecord | undefined, ownerId: string, id: string, patch: ChatPatch): NewEvent[] {
    if (!chat) throw new NotFound(chatNotFoundMessage(id));
    const changes: ChatChanges = {};
    if (patch.muted !== undefined && patch.muted !== chat.muted) changes.muted = patch.muted;
    if (patch.unreadCount !== undefined && patch.unreadCount !== chat.unreadCount) changes.unreadCount = patch.unreadCount;
    if (Object.keys(changes).length === 0) return [];
    return [{ type: ChatEvents.chatUpdated, data: { ownerId, id, changes } satisfies ChatUpdatedData }];
  },
};
