import {
  ChatEvents, NotFound, chatNotFoundMessage, type ChatChanges, type ChatContact, type ChatEvent, type ChatMessage,
  type ChatMessageSentData, type ChatPeer, type ChatRecord,
} from '@cis/contracts';
import type { Decider } from '../platform/command/decider';

/**
 * One stream per chat (a user's conversation with one contact): no rule spans a user's chats. Sending in a colleague
 * chat writes the peer's copy on the sender's stream too, so the pair is one decision. One stream per chat contact.
 */
export const chatStream = (chatId: string): string => `chat-${chatId}`;
export const chatContactStream = (contactId: string): string => `chat-contact-${contactId}`;

export type ChatCommand =
  /** A chat with its history so far (genesis, or a chat started for a user); a chat already started is left as it is. */
  | { type: 'start'; ownerId: string; chat: ChatRecord; messages: ChatMessage[]; peer?: ChatPeer }
  /**
   * The owner's changes to their chat; only the fields that differ are recorded. `unreadCount` is the chat's unread
   * count as the read model holds it (looked up by the handler): the peer's messages, written on the peer's stream,
   * raise it without an event on this one.
   */
  | { type: 'update'; ownerId: string; id: string; patch: ChatChanges; unreadCount: number }
  /**
   * The sender's message in their own chat and, in a colleague chat, the peer's unread copy. The ids and the time
   * come from the handler (the decider reads no clock). The value is kept as typed (plain text; clients escape it).
   */
  | { type: 'send'; senderId: string; chatId: string; value: string; now: string; messageIds: readonly [string, string] };

/** What decisions on a chat need: whose it is, its peer, whether it is muted. null before it was started. */
export type ChatState = { id: string; ownerId: string; muted: boolean; peer?: ChatPeer } | null;

export const ChatDecider: Decider<ChatCommand, ChatEvent, ChatState> = {
  initialState: null,

  decide(command, state) {
    switch (command.type) {
      case 'start': {
        if (state !== null) return [];
        const { ownerId, chat, messages, peer } = command;
        return [{ type: ChatEvents.chatStarted, data: peer ? { ownerId, chat, messages, peer } : { ownerId, chat, messages } }];
      }
      case 'update': {
        const { ownerId, id, patch } = command;
        const chat = own(state, ownerId, id);
        const changes: ChatChanges = {};
        if (patch.muted !== undefined && patch.muted !== chat.muted) changes.muted = patch.muted;
        if (patch.unreadCount !== undefined && patch.unreadCount !== command.unreadCount) changes.unreadCount = patch.unreadCount;
        if (Object.keys(changes).length === 0) return [];
        return [{ type: ChatEvents.chatUpdated, data: { ownerId, id, changes } }];
      }
      case 'send': {
        const { senderId, chatId, value, now, messageIds } = command;
        const chat = own(state, senderId, chatId);
        const mine: ChatMessageSentData = {
          ownerId: senderId,
          unread: false,
          message: { id: messageIds[0], chatId: chat.id, contactId: senderId, isMine: true, value, createdAt: now },
        };
        const events: ChatEvent[] = [{ type: ChatEvents.messageSent, data: mine }];
        if (chat.peer) {
          const theirs: ChatMessageSentData = {
            ownerId: chat.peer.ownerId,
            unread: true,
            message: { id: messageIds[1], chatId: chat.peer.chatId, contactId: senderId, isMine: false, value, createdAt: now },
          };
          events.push({ type: ChatEvents.messageSent, data: theirs });
        }
        return events;
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case ChatEvents.chatStarted: {
        const { ownerId, chat, peer } = event.data;
        return peer ? { id: chat.id, ownerId, muted: chat.muted, peer } : { id: chat.id, ownerId, muted: chat.muted };
      }
      case ChatEvents.chatUpdated:
        return state && event.data.id === state.id && event.data.changes.muted !== undefined
          ? { ...state, muted: event.data.changes.muted }
          : state;
      default:
        // Messages change nothing a decision needs (the peer's copies on this stream belong to the peer's chat).
        return state;
    }
  },
};

/** The user's own chat; another user's chat is as unknown as a missing one (404 with the spec's message). */
function own(state: ChatState, ownerId: string, id: string): NonNullable<ChatState> {
  if (state === null || state.ownerId !== ownerId || state.id !== id) throw new NotFound(chatNotFoundMessage(id));
  return state;
}

export type ChatContactCommand = { type: 'add'; contact: ChatContact };

/** A chat contact is added once. */
export const ChatContactDecider: Decider<ChatContactCommand, ChatEvent, { added: boolean }> = {
  initialState: { added: false },
  decide: (command, state) => (state.added ? [] : [{ type: ChatEvents.contactAdded, data: { contact: command.contact } }]),
  evolve: (state, event) => (event.type === ChatEvents.contactAdded ? { added: true } : state),
};
