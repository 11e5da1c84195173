import { Injectable } from '@nestjs/common';
import { APP_ACCESS, TasksEvents, type StoredEvent } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

/** The firm's task list: every change goes to whoever may open the app (APP_ACCESS.tasks: staff). */
@PushRuleProvider()
@Injectable()
export class TasksPushRule implements PushRule {
  readonly handles = Object.values(TasksEvents);

  private readonly room = Rooms.audience(APP_ACCESS.tasks);

  rooms(event: StoredEvent): string[] {
    return [this.room(event.tenant)];
  }
}
