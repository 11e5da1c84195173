import { Injectable } from '@nestjs/common';
import { AuthEvents, type ProfileUpdatedData, type StoredEvent } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

/** Profile changes reach the user's other tabs (the display name follows them). */
@PushRuleProvider()
@Injectable()
export class UserPushRule implements PushRule {
  readonly handles = [AuthEvents.profileUpdated];
  rooms(event: StoredEvent): string[] {
    return [Rooms.user((event.data as ProfileUpdatedData).userId)];
  }
}
