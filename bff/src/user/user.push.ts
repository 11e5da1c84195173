import { AuthEvents, type AuthEvent, type EventOfType } from '@cis/contracts';
import { definePush, to } from '../platform/realtime/push-routes';

type UserPushEvent = EventOfType<AuthEvent, typeof AuthEvents.profileUpdated | typeof AuthEvents.sessionStarted | typeof AuthEvents.sessionsEnded>;

/**
 * Profile changes reach the user's other tabs (the display name follows them); a session begun or ended reaches the
 * user's own tabs only (the profile's list of devices reloads).
 */
export const userPush = definePush<UserPushEvent>('user', {
  routes: {
    [AuthEvents.profileUpdated]: (event) => [to.user(event.data.userId)],
    [AuthEvents.sessionStarted]: (event) => [to.user(event.data.userId)],
    [AuthEvents.sessionsEnded]: (event) => [to.user(event.data.userId)],
  },
});
