import { Injectable } from '@nestjs/common';
import { ContactsEvents, type StoredEvent } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

/** The address book is shared by the whole tenant: every change goes to every user of it. */
@PushRuleProvider()
@Injectable()
export class ContactsPushRule implements PushRule {
  readonly handles = Object.values(ContactsEvents);

  rooms(event: StoredEvent): string[] {
    return [Rooms.tenant(event.tenant)];
  }
}
