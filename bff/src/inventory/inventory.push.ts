import { Injectable } from '@nestjs/common';
import { InventoryEvents, type StoredEvent } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

/** The inventory is shared by the whole tenant. */
@PushRuleProvider()
@Injectable()
export class InventoryPushRule implements PushRule {
  readonly handles = Object.values(InventoryEvents);

  rooms(event: StoredEvent): string[] {
    return [Rooms.tenant(event.tenant)];
  }
}
