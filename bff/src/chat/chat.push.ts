import { APP_ACCESS, ChatEvents, type ChatEvent } from '@cis/contracts';
import { definePush, to } from '../platform/realtime/push-routes';

/** A chat and its changes go only to the user it belongs to. */
const owner = (event: { data: { ownerId: string } }) => [to.user(event.data.ownerId)];

/** A new chat contact goes to whoever may use the team chat (APP_ACCESS.chat: staff). */
export const chatPush = definePush<ChatEvent>('chat', {
  routes: {
    [ChatEvents.contactAdded]: [to.access(APP_ACCESS.chat)],
    [ChatEvents.chatStarted]: owner,
    [ChatEvents.chatUpdated]: owner,
    [ChatEvents.messageSent]: owner,
  },
});
