import { Injectable } from '@nestjs/common';
import { AuthEvents, type StoredEvent } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

/**
 * Profile changes reach the user's other tabs (the display name follows them); a session begun or ended reaches the
 * user's own tabs only (the profile's list of devices reloads).
 */
@PushRuleProvider()
@Injectable()
export class UserPushRule implements PushRule {
  readonly handles = [AuthEvents.profileUpdated, AuthEvents.sessionStarted, AuthEvents.sessionsEnded];
  rooms(event: StoredEvent): string[] {
    return [Rooms.user((event.data as { userId: string }).userId)];
  }
}
