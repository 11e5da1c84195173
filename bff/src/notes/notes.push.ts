import { Injectable } from '@nestjs/common';
import { APP_ACCESS, NotesEvents, type StoredEvent } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

/** The firm's notes: every change goes to whoever may open the app (APP_ACCESS.notes: staff). */
@PushRuleProvider()
@Injectable()
export class NotesPushRule implements PushRule {
  readonly handles = Object.values(NotesEvents);

  private readonly room = Rooms.audience(APP_ACCESS.notes);

  rooms(event: StoredEvent): string[] {
    return [this.room(event.tenant)];
  }
}
