import { Injectable } from '@nestjs/common';
import { TasksEvents, type StoredEvent } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

/** Tasks are shared by every user of the tenant. */
@PushRuleProvider()
@Injectable()
export class TasksPushRule implements PushRule {
  readonly handles = Object.values(TasksEvents);

  rooms(event: StoredEvent): string[] {
    return [Rooms.tenant(event.tenant)];
  }
}
