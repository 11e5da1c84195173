import { isEventOf, type EventUnion } from '../platform/events';
/** Chat: a user's conversations with chat contacts (spec 001 s3 "Chat", s7). Chats belong to their user. */
import type { ContactEmail, ContactPhoneNumber } from '../contacts/contacts';

export interface ChatContactDetails {
  emails: ContactEmail[];
  phoneNumbers: ContactPhoneNumber[];
  title: string;
  company: string;
  /** ISO timestamp (12:00 UTC). */
  birthday: string | null;
  address: string | null;
}

export interface ChatContactAttachments {
  /** Image paths shared in the conversation. */
  media: string[];
  /** Document names shared in the conversation. */
  docs: string[];
  links: string[];
}

export interface ChatContact {
  id: string;
  avatar: string | null;
  name: string;
  about: string;
  details: ChatContactDetails;
  attachments: ChatContactAttachments;
}

/** GET api/apps/chat/contacts: the list form, without details and attachments. */
export type ChatContactSummary = Pick<ChatContact, 'id' | 'avatar' | 'name' | 'about'>;

export interface ChatMessage {
  id: string;
  chatId: string;
  /** The chat contact's id, or the user's own profile id when the user sent it. */
  contactId: string;
  isMine: boolean;
  value: string;
  /** ISO timestamp. */
  createdAt: string;
}

/** A chat as stored: one per (user, contact). */
export interface ChatRecord {
  id: string;
  contactId: string;
  unreadCount: number;
  muted: boolean;
  lastMessage: string;
  /** ISO timestamp of the last message. */
  lastMessageAt: string;
}

/** A chat as answered: contact and messages attached. */
export interface Chat extends ChatRecord {
  contact: ChatContact;
  messages: ChatMessage[];
}

export interface ChatProfile {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  about: string;
}

export const CHAT_DEFAULT_ABOUT = "Hi there! I'm using CisChat.";

export function chatNotFoundMessage(id: string): string {
  return `Could not found chat with id of ${id}!`;
}

export const ChatRoutes = {
  chats: 'api/apps/chat/chats',
  chat: 'api/apps/chat/chat',
  contacts: 'api/apps/chat/contacts',
  contact: 'api/apps/chat/contact',
  profile: 'api/apps/chat/profile',
  /** POST {chatId, value}: appends the caller's message; a colleague chat delivers it to the other user's chat too. */
  message: 'api/apps/chat/message',
} as const;

export const ChatEvents = {
  contactAdded: 'chat.contact-added',
  chatStarted: 'chat.chat-started',
  chatUpdated: 'chat.chat-updated',
  messageSent: 'chat.message-sent',
} as const;

/** Longest chat message accepted. */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;

/**
 * The other side of a colleague chat (two portal users): the peer user's own chat with the caller. Chats with
 * sample contacts have no peer. Kept on the stored chat only; answers do not carry it.
 */
export interface ChatPeer { ownerId: string; chatId: string }

/** Editable fields of a chat (PATCH body `chat`). */
export type ChatChanges = Partial<Pick<ChatRecord, 'muted' | 'unreadCount'>>;

export interface ChatContactAddedData { contact: ChatContact }
/** A chat with its history so far; ownerId is the user the chat belongs to. */
export interface ChatStartedData { ownerId: string; chat: ChatRecord; messages: ChatMessage[]; peer?: ChatPeer }
export interface ChatUpdatedData { ownerId: string; id: string; changes: ChatChanges }
/**
 * One message added to one user's chat (ownerId). Sending in a colleague chat writes two: the sender's copy
 * (isMine) and the peer's copy (not isMine, unread), each pushed to its owner only.
 */
export interface ChatMessageSentData { ownerId: string; message: ChatMessage; unread: boolean }

/** Every event of the chat: narrow on `type`. One stream per chat (a colleague chat's two copies on the sender's), one per chat contact. */
export type ChatEvent = EventUnion<{
  [ChatEvents.contactAdded]: ChatContactAddedData;
  [ChatEvents.chatStarted]: ChatStartedData;
  [ChatEvents.chatUpdated]: ChatUpdatedData;
  [ChatEvents.messageSent]: ChatMessageSentData;
}>;
/** The union's guard: a stored event (read back from the log, or pushed) is one of these; narrows to `StoredOf<ChatEvent>`. */
export const isChatEvent = isEventOf<ChatEvent>(Object.values(ChatEvents));
