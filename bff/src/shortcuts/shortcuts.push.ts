import { Injectable } from '@nestjs/common';
import { ShortcutEvents, type StoredEvent } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

/** Shortcuts reach every tab of their owner. */
@PushRuleProvider()
@Injectable()
export class ShortcutsPushRule implements PushRule {
  readonly handles = Object.values(ShortcutEvents);
  rooms(event: StoredEvent): string[] {
    return [Rooms.user((event.data as { ownerId: string }).ownerId)];
  }
}
