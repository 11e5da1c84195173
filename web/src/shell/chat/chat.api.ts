import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  ChatEvents,
  ChatRoutes,
  isChatEvent,
  type Chat,
  type ChatMessage,
  type ChatUpdatedData,
} from '@cis/contracts';
import { http, withQuery } from '../../api/http';
import { pushReceived } from '../../api/socket';
import { $user, signedOut } from '../../stores/session';
import { $quickChatOpen } from '../shell.state';

export type { Chat, ChatMessage };

/** The team chat side panel's data: the caller's chats (spec 001 "Chat"), kept live by the chat area's pushes. */
export const fetchChatsFx = createEffect<void, Chat[]>(() => http.get<Chat[]>(ChatRoutes.chats, { silent: true }));
export const fetchChatFx = createEffect<string, Chat>((id) => http.get<Chat>(withQuery(ChatRoutes.chat, { id }), { silent: true }));
export const chatSelected = createEvent<string | null>();
export const messageSent = createEvent<{ chatId: string; value: string }>();

/** POST api/apps/chat/message {chatId, value}: answers the chat with the message appended. */
export const sendMessageFx = createEffect<{ chatId: string; value: string }, Chat>((body) => http.post<Chat>(ChatRoutes.message, body));
/** Opening a conversation reads it: its unread count goes back to 0 on the server too. */
export const markChatReadFx = createEffect<string, Chat>((id) => http.patch<Chat>(ChatRoutes.chat, { id, chat: { unreadCount: 0 } }, { silent: true }));

const chatMessagePushed = createEvent<{ message: ChatMessage; unread: boolean }>();
const chatChangesPushed = createEvent<ChatUpdatedData>();
const chatStartedPushed = createEvent();

const replaceChat = (list: Chat[], chat: Chat) => (chat && chat.id ? list.map((c) => (c.id === chat.id ? { ...c, ...chat } : c)) : list);

export const $selectedChatId = createStore<string | null>(null, { skipVoid: false }).on(chatSelected, (_, id) => id).reset(signedOut);

export const $chats = createStore<Chat[]>([])
  .on(fetchChatsFx.doneData, (_, chats) => (Array.isArray(chats) ? chats : []))
  .on([fetchChatFx.doneData, sendMessageFx.doneData, markChatReadFx.doneData], replaceChat)
  .on(chatMessagePushed, (list, { message, unread }) =>
    list.map((c) => {
      if (c.id !== message.chatId || (c.messages ?? []).some((m) => m.id === message.id)) return c;
      return {
        ...c,
        messages: [...(c.messages ?? []), message],
        lastMessage: message.value,
        lastMessageAt: message.createdAt,
        unreadCount: unread ? (c.unreadCount ?? 0) + 1 : c.unreadCount,
      };
    }),
  )
  .on(chatChangesPushed, (list, { id, changes }) => list.map((c) => (c.id === id ? { ...c, ...changes } : c)))
  .on(markChatReadFx, (list, id) => list.map((c) => (c.id === id ? { ...c, unreadCount: 0 } : c)))
  .reset(signedOut);
export const $chatsLoaded = createStore(false).on(fetchChatsFx.finally, () => true).reset(signedOut);
/** Unread messages over the chats the user has not muted: the count on the top bar's chat button. */
export const $chatUnread = $chats.map((chats) => chats.reduce((sum, c) => sum + (c.muted ? 0 : Math.max(0, c.unreadCount ?? 0)), 0));

sample({ clock: messageSent, target: sendMessageFx });
const unreadIn = (chats: Chat[], id: string) => (chats.find((c) => c.id === id)?.unreadCount ?? 0) > 0;
sample({
  clock: chatSelected.filterMap((id) => id ?? undefined),
  source: $chats,
  filter: unreadIn,
  fn: (_, id) => id,
  target: markChatReadFx,
});

// Reopening the panel on a conversation that received messages meanwhile reads them.
sample({
  clock: sample({
    clock: $quickChatOpen.updates,
    source: { chats: $chats, selected: $selectedChatId },
    fn: ({ chats, selected }, open) => (open && selected !== null && unreadIn(chats, selected) ? selected : undefined),
  }).filterMap((id) => id),
  target: markChatReadFx,
});

// Pushes of the chat area, for this user's own chats only. A message is read at once only when its conversation is
// on screen (the panel open on it); otherwise it counts as unread, as the server counts it.
const chatPushed = pushReceived.filterMap((e) => (isChatEvent(e) ? e : undefined));
const messageSentPushed = chatPushed.filterMap((e) => (e.type === ChatEvents.messageSent ? e.data : undefined));
sample({
  clock: messageSentPushed,
  source: { user: $user, selected: $selectedChatId, open: $quickChatOpen },
  filter: ({ user }, data) => data.ownerId === user?.id,
  fn: ({ selected, open }, data) => {
    const { message, unread } = data;
    return { message, unread: unread && !(open && message.chatId === selected) };
  },
  target: chatMessagePushed,
});
sample({
  clock: chatPushed.filterMap((e) => (e.type === ChatEvents.chatUpdated ? e.data : undefined)),
  source: $user,
  filter: (user, data) => data.ownerId === user?.id,
  fn: (_, data) => data,
  target: chatChangesPushed,
});
// A new conversation (a colleague wrote first): its contact comes with the list.
sample({
  clock: chatPushed.filterMap((e) => (e.type === ChatEvents.chatStarted ? e.data : undefined)),
  source: $user,
  filter: (user, data) => data.ownerId === user?.id,
  fn: () => undefined,
  target: chatStartedPushed,
});
sample({ clock: chatStartedPushed, target: fetchChatsFx });
