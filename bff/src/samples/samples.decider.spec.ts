import { AcademyEvents, ActivitiesEvents, DASHBOARD_NAMES, DashboardEvents, type Activity } from '@cis/contracts';
import { ACADEMY_CATEGORIES, ACADEMY_COURSES, DASHBOARDS } from '@cis/fixtures';
import { given } from '../platform/testing/decider-spec';
import { SamplesDecider } from './samples.decider';

const activity = { id: 'a1', icon: 'pi pi-check', description: 'Filed', date: '2026-11-01T08:00:00.000Z' } as unknown as Activity;

describe('the sample apps decider (written once by genesis)', () => {
  it('publishes each dashboard under its name', () => {
    const events = given(SamplesDecider).when({ type: 'publishDashboards', dashboards: DASHBOARDS })
      .then(DASHBOARD_NAMES.map((name) => ({ type: DashboardEvents.published, data: { name, data: DASHBOARDS[name] } })));
    expect(events).toHaveLength(DASHBOARD_NAMES.length);
  });

  it('records activities and publishes the academy, categories before courses', () => {
    given(SamplesDecider).when({ type: 'recordActivities', activities: [activity] }).then([{ type: ActivitiesEvents.recorded, data: { activity } }]);
    const events = given(SamplesDecider).when({ type: 'publishAcademy', categories: ACADEMY_CATEGORIES, courses: ACADEMY_COURSES })
      .then(expect.any(Array) as unknown as unknown[]);
    expect(events.map((e) => e.type)).toEqual([
      ...ACADEMY_CATEGORIES.map(() => AcademyEvents.categoryCreated), ...ACADEMY_COURSES.map(() => AcademyEvents.coursePublished),
    ]);
  });

  it('publishes nothing on a stream already published', () => {
    given(SamplesDecider, [{ type: ActivitiesEvents.recorded, data: { activity } }]).when({ type: 'recordActivities', activities: [activity] }).thenNothing();
  });
});
