import { Injectable } from '@nestjs/common';
import { NotesEvents, type StoredEvent } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

/** Notes are shared by every user of the tenant. */
@PushRuleProvider()
@Injectable()
export class NotesPushRule implements PushRule {
  readonly handles = Object.values(NotesEvents);

  rooms(event: StoredEvent): string[] {
    return [Rooms.tenant(event.tenant)];
  }
}
