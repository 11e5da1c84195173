import { Injectable } from '@nestjs/common';
import { APP_ACCESS, MailboxEvents, type StoredEvent } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

/** The firm's shared mailbox: every change goes to whoever may open it (APP_ACCESS.mailbox: staff). */
@PushRuleProvider()
@Injectable()
export class MailboxPushRule implements PushRule {
  readonly handles = Object.values(MailboxEvents);

  private readonly room = Rooms.audience(APP_ACCESS.mailbox);

  rooms(event: StoredEvent): string[] {
    return [this.room(event.tenant)];
  }
}
