import { Injectable } from '@nestjs/common';
import { APP_ACCESS, HelpCenterEvents, type StoredEvent } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

@PushRuleProvider()
@Injectable()
export class HelpCenterPushRule implements PushRule {
  readonly handles = Object.values(HelpCenterEvents);

  private readonly room = Rooms.audience(APP_ACCESS.helpCenter);

  rooms(event: StoredEvent): string[] {
    return [this.room(event.tenant)];
  }
}
