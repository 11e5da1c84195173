import { Injectable } from '@nestjs/common';
import { APP_ACCESS, ContactsEvents, type StoredEvent } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

/** The firm's address book: every change goes to whoever may open it (APP_ACCESS.contacts: staff). */
@PushRuleProvider()
@Injectable()
export class ContactsPushRule implements PushRule {
  readonly handles = Object.values(ContactsEvents);

  private readonly room = Rooms.audience(APP_ACCESS.contacts);

  rooms(event: StoredEvent): string[] {
    return [this.room(event.tenant)];
  }
}
