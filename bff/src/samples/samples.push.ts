import { APP_ACCESS, AcademyEvents, ActivitiesEvents, DashboardEvents, IconsEvents } from '@cis/contracts';
import { definePush, to } from '../platform/realtime/push-routes';
import type { SamplesEvent } from './samples.decider';

/** Each sample event reaches whoever may open its app (APP_ACCESS: staff), the same rule as the app's routes. */
export const samplesPush = definePush<SamplesEvent>('samples', {
  routes: {
    [DashboardEvents.published]: [to.access(APP_ACCESS.sampleDashboards)],
    [ActivitiesEvents.recorded]: [to.access(APP_ACCESS.activities)],
    [IconsEvents.setPublished]: [to.access(APP_ACCESS.icons)],
    [AcademyEvents.categoryCreated]: [to.access(APP_ACCESS.academy)],
    [AcademyEvents.coursePublished]: [to.access(APP_ACCESS.academy)],
  },
});
