import { Injectable } from '@nestjs/common';
import { MailboxEvents, type StoredEvent } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

/** The mailbox is shared by every user of the tenant. */
@PushRuleProvider()
@Injectable()
export class MailboxPushRule implements PushRule {
  readonly handles = Object.values(MailboxEvents);

  rooms(event: StoredEvent): string[] {
    return [Rooms.tenant(event.tenant)];
  }
}
