import { Injectable } from '@nestjs/common';
import { APP_ACCESS, AcademyEvents, ActivitiesEvents, DashboardEvents, IconsEvents, type StoredEvent } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

/** Which app each sample event belongs to: its pushes reach whoever may open that app. */
const ROOM = new Map<string, (tenant: string) => string>([
  ...Object.values(DashboardEvents).map((type) => [type, Rooms.audience(APP_ACCESS.sampleDashboards)] as const),
  ...Object.values(ActivitiesEvents).map((type) => [type, Rooms.audience(APP_ACCESS.activities)] as const),
  ...Object.values(IconsEvents).map((type) => [type, Rooms.audience(APP_ACCESS.icons)] as const),
  ...Object.values(AcademyEvents).map((type) => [type, Rooms.audience(APP_ACCESS.academy)] as const),
]);

@PushRuleProvider()
@Injectable()
export class SamplesPushRule implements PushRule {
  readonly handles = [...ROOM.keys()];

  rooms(event: StoredEvent): string[] {
    return [ROOM.get(event.type)!(event.tenant)];
  }
}
