import { Injectable } from '@nestjs/common';
import { ScrumboardEvents, type StoredEvent } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

/** Boards are shared by every user of the tenant. */
@PushRuleProvider()
@Injectable()
export class ScrumboardPushRule implements PushRule {
  readonly handles = Object.values(ScrumboardEvents);

  rooms(event: StoredEvent): string[] {
    return [Rooms.tenant(event.tenant)];
  }
}
