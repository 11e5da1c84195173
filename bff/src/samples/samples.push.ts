import { Injectable } from '@nestjs/common';
import { AcademyEvents, ActivitiesEvents, DashboardEvents, IconsEvents, type StoredEvent } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

/** Sample data is shared by every user of the tenant. */
@PushRuleProvider()
@Injectable()
export class SamplesPushRule implements PushRule {
  readonly handles = [
    ...Object.values(DashboardEvents), ...Object.values(ActivitiesEvents), ...Object.values(IconsEvents), ...Object.values(AcademyEvents),
  ];

  rooms(event: StoredEvent): string[] {
    return [Rooms.tenant(event.tenant)];
  }
}
