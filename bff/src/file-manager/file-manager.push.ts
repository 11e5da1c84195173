import { Injectable } from '@nestjs/common';
import { APP_ACCESS, FileManagerEvents, type StoredEvent } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

@PushRuleProvider()
@Injectable()
export class FileManagerPushRule implements PushRule {
  readonly handles = Object.values(FileManagerEvents);

  private readonly room = Rooms.audience(APP_ACCESS.fileManager);

  rooms(event: StoredEvent): string[] {
    return [this.room(event.tenant)];
  }
}
