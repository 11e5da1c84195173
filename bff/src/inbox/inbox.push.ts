import { InboxEvents, type InboxEvent } from '@cis/contracts';
import { definePush, to } from '../platform/realtime/push-routes';

/** A feed's changes go to every tab of its owner, and nowhere else. */
export const inboxPush = definePush<InboxEvent>('inbox', {
  routes: {
    [InboxEvents.created]: (event) => [to.user(event.data.ownerId)],
    [InboxEvents.updated]: (event) => [to.user(event.data.ownerId)],
    [InboxEvents.deleted]: (event) => [to.user(event.data.ownerId)],
    [InboxEvents.allRead]: (event) => [to.user(event.data.ownerId)],
  },
});
