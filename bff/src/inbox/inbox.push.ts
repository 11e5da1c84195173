import { Injectable } from '@nestjs/common';
import { InboxEvents, type StoredEvent } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

/** A feed's changes go to every tab of its owner, and nowhere else. */
@PushRuleProvider()
@Injectable()
export class InboxPushRule implements PushRule {
  readonly handles = Object.values(InboxEvents);

  rooms(event: StoredEvent): string[] {
    return [Rooms.user((event.data as { ownerId: string }).ownerId)];
  }
}
