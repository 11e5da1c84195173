import { Injectable } from '@nestjs/common';
import { APP_ACCESS, InventoryEvents, type StoredEvent } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

/** The inventory: every change goes to whoever may open it (APP_ACCESS.inventory: staff). */
@PushRuleProvider()
@Injectable()
export class InventoryPushRule implements PushRule {
  readonly handles = Object.values(InventoryEvents);

  private readonly room = Rooms.audience(APP_ACCESS.inventory);

  rooms(event: StoredEvent): string[] {
    return [this.room(event.tenant)];
  }
}
