import { allSettled, fork } from 'effector';
import { ChatEvents, type Chat, type ChatMessage } from '@cis/contracts';
import { configureHttp, resetHttp } from '../../api/http';
import { pushReceived } from '../../api/socket';
import { fakeFetch, routes } from '../../api/testing';
import { $session } from '../../stores/session';
import { makeUser, push } from '../../stores/testing';
import { $quickChatOpen } from '../shell.state';
import { $chatUnread, $chats, $selectedChatId, chatSelected, messageSent } from './chat.api';

const me = makeUser();
const message = (id: string, chatId: string, value: string, isMine = false): ChatMessage => ({
  id, chatId, contactId: isMine ? me.id : 'c1', isMine, value, createdAt: '2026-03-05T09:00:00.000Z',
});
const chat = (id: string, messages: ChatMessage[] = [], unreadCount = 0): Chat =>
  ({ id, contactId: 'c1', unreadCount, muted: false, lastMessage: '', lastMessageAt: '', contact: { id: 'c1', name: 'Chan', avatar: null }, messages }) as unknown as Chat;

function scopeWith(chats: Chat[], replies: Parameters<typeof routes>[0] = {}) {
  const f = fakeFetch(routes(replies));
  configureHttp({ fetch: f });
  return { f, scope: fork({ values: [[$session, { user: me, token: 't' }], [$chats, chats]] }) };
}
beforeEach(() => resetHttp());

it('sending POSTs {chatId, value} and shows the chat the server answers', async () => {
  const sent = message('m2', 'chat-1', 'Hello', true);
  const { f, scope } = scopeWith([chat('chat-1')], { 'POST api/apps/chat/message': { body: chat('chat-1', [sent]) } });
  await allSettled(messageSent, { scope, params: { chatId: 'chat-1', value: 'Hello' } });
  expect(f.calls.map((c) => [c.method, c.url, c.body])).toEqual([['POST', '/api/apps/chat/message', { chatId: 'chat-1', value: 'Hello' }]]);
  expect(scope.getState($chats)[0].messages.map((m) => m.value)).toEqual(['Hello']);
});

it("a pushed message for this user's chat is added once and counts as unread; another user's is ignored", async () => {
  const { scope } = scopeWith([chat('chat-1')]);
  const incoming = push(ChatEvents.messageSent, { ownerId: me.id, message: message('m1', 'chat-1', 'Are the invoices ready?'), unread: true });
  await allSettled(pushReceived, { scope, params: incoming });
  await allSettled(pushReceived, { scope, params: { ...incoming, position: incoming.position + 100 } });
  await allSettled(pushReceived, { scope, params: push(ChatEvents.messageSent, { ownerId: 'someone-else', message: message('m9', 'chat-1', 'x'), unread: true }) });
  const [c] = scope.getState($chats);
  expect(c.messages.map((m) => m.value)).toEqual(['Are the invoices ready?']);
  expect(c.unreadCount).toBe(1);
});

it('opening a conversation reads it: unread back to 0, on the server too', async () => {
  const { f, scope } = scopeWith([chat('chat-1', [], 2)], { 'PATCH api/apps/chat/chat': { body: chat('chat-1', [], 0) } });
  await allSettled(chatSelected, { scope, params: 'chat-1' });
  expect(scope.getState($chats)[0].unreadCount).toBe(0);
  expect(f.calls.map((c) => [c.method, c.body])).toEqual([['PATCH', { id: 'chat-1', chat: { unreadCount: 0 } }]]);
});

it('the top-bar count: unread over the chats not muted; a message to the conversation left selected counts while the panel is closed', async () => {
  const muted = { ...chat('chat-2', [], 5), muted: true } as Chat;
  const f = fakeFetch(routes({}));
  configureHttp({ fetch: f });
  const scope = fork({ values: [[$session, { user: me, token: 't' }], [$chats, [chat('chat-1', [], 1), muted]], [$selectedChatId, 'chat-1'], [$quickChatOpen, false]] });
  expect(scope.getState($chatUnread)).toBe(1);
  await allSettled(pushReceived, { scope, params: push(ChatEvents.messageSent, { ownerId: me.id, message: message('m3', 'chat-1', 'Filed?'), unread: true }) });
  expect(scope.getState($chatUnread)).toBe(2);
});
