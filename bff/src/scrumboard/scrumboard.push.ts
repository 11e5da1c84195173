import { Injectable } from '@nestjs/common';
import { APP_ACCESS, ScrumboardEvents, type StoredEvent } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

/** The firm's boards: every change goes to whoever may open them (APP_ACCESS.scrumboard: staff). */
@PushRuleProvider()
@Injectable()
export class ScrumboardPushRule implements PushRule {
  readonly handles = Object.values(ScrumboardEvents);

  private readonly room = Rooms.audience(APP_ACCESS.scrumboard);

  rooms(event: StoredEvent): string[] {
    return [this.room(event.tenant)];
  }
}
