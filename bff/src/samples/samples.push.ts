import { Injectable } from '@nestjs/common';
import { APP_ACCESS, AcademyEvents, ActivitiesEvents, DashboardEvents, IconsEvents, type AccessRule, type StoredEvent } from '@cis/contracts';
import { PushRuleProvider, type PushRule } from '../platform/discovery';
import { Rooms } from '../platform/realtime/rooms';

/** Which app each sample event belongs to: its pushes reach whoever may open that app. */
const AUDIENCE = new Map<string, AccessRule>([
  ...Object.values(DashboardEvents).map((type) => [type, APP_ACCESS.sampleDashboards] as const),
  ...Object.values(ActivitiesEvents).map((type) => [type, APP_ACCESS.activities] as const),
  ...Object.values(IconsEvents).map((type) => [type, APP_ACCESS.icons] as const),
  ...Object.values(AcademyEvents).map((type) => [type, APP_ACCESS.academy] as const),
]);

@PushRuleProvider()
@Injectable()
export class SamplesPushRule implements PushRule {
  readonly handles = [...AUDIENCE.keys()];

  rooms(event: StoredEvent): string[] {
    return [Rooms.audience(event.tenant, AUDIENCE.get(event.type)!)];
  }
}
