import { Injectable } from '@nestjs/common';
import { UiVersionEvents } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

/** Every open client, signed in or not yet, learns of a new version. */
@PushRuleProvider()
@Injectable()
export class UiVersionPushRule implements PushRule {
  readonly handles = [UiVersionEvents.published];
  rooms(): string[] {
    return [Rooms.all];
  }
}
