import { AuthEvents, type AuthEvent, type EventOfType } from '@cis/contracts';
import { definePush, to } from '../platform/realtime/push-routes';

/** Profile changes reach the user's other tabs (the display name follows them). */
export const userPush = definePush<EventOfType<AuthEvent, typeof AuthEvents.profileUpdated>>('user', {
  routes: { [AuthEvents.profileUpdated]: (event) => [to.user(event.data.userId)] },
});
