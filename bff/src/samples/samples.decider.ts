import {
  AcademyEvents, ActivitiesEvents, DASHBOARD_NAMES, DashboardEvents, IconsEvents, type AcademyCategory, type AcademyEvent,
  ICON_SETS, type ActivitiesEvent, type Activity, type CourseDetail, type DashboardEvent, type DashboardName, type DashboardPublishedData, type Dashboards,
  type IconSet, type IconSetKey, type IconsEvent,
} from '@cis/contracts';
import type { Decider } from '../platform/command/decider';

/** Read-only sample data: dashboards, the activities page, the UI icon sets and the academy demo. */
export const SamplesCollections = {
  dashboards: 'dashboards',
  activities: 'activities',
  iconSets: 'icon-sets',
  academyCategories: 'academy-categories',
  academyCourses: 'academy-courses',
} as const;

/** One stream per app and tenant: written once by genesis, never changed, so nothing waits on them. */
export const SamplesStreams = {
  dashboards: (tenant: string) => `dashboards-${tenant}`,
  activities: (tenant: string) => `activities-${tenant}`,
  icons: (tenant: string) => `icons-${tenant}`,
  academy: (tenant: string) => `academy-${tenant}`,
} as const;

/** The events of the four sample apps. */
export type SamplesEvent = DashboardEvent | ActivitiesEvent | IconsEvent | AcademyEvent;

export const SAMPLES_EVENT_TYPES: readonly SamplesEvent['type'][] = [
  ...Object.values(DashboardEvents), ...Object.values(ActivitiesEvents), ...Object.values(IconsEvents), ...Object.values(AcademyEvents),
];

export type SamplesCommand =
  | { type: 'publishDashboards'; dashboards: Dashboards }
  | { type: 'recordActivities'; activities: Activity[] }
  | { type: 'publishIconSets'; sets: Record<IconSetKey, IconSet> }
  | { type: 'publishAcademy'; categories: AcademyCategory[]; courses: CourseDetail[] };

/** Whether the stream's sample data was published (each stream is written once). */
export type SamplesState = { published: boolean };

/** Each dashboard's event data by its name: one entry per name (the mapped type makes a missing one an error). */
const dashboardsPublished = (dashboards: Dashboards): { [K in DashboardName]: Extract<DashboardPublishedData, { name: K }> } => ({
  analytics: { name: 'analytics', data: dashboards.analytics },
  crypto: { name: 'crypto', data: dashboards.crypto },
  finance: { name: 'finance', data: dashboards.finance },
  project: { name: 'project', data: dashboards.project },
});

const isIconSetKey = (key: string): key is IconSetKey => ICON_SETS.some((set) => set === key);

/** The apps have no user commands; their only events publish the sample data, once per stream. */
export const SamplesDecider: Decider<SamplesCommand, SamplesEvent, SamplesState> = {
  initialState: { published: false },

  decide(command, state) {
    if (state.published) return [];
    switch (command.type) {
      case 'publishDashboards': {
        const published = dashboardsPublished(command.dashboards);
        return DASHBOARD_NAMES.map((name): SamplesEvent => ({ type: DashboardEvents.published, data: published[name] }));
      }
      case 'recordActivities':
        return command.activities.map((activity): SamplesEvent => ({ type: ActivitiesEvents.recorded, data: { activity } }));
      case 'publishIconSets':
        return Object.keys(command.sets).filter(isIconSetKey).map((set): SamplesEvent => ({
          type: IconsEvents.setPublished, data: { set, iconSet: command.sets[set] },
        }));
      case 'publishAcademy':
        return [
          ...command.categories.map((category): SamplesEvent => ({ type: AcademyEvents.categoryCreated, data: { category } })),
          ...command.courses.map((course): SamplesEvent => ({ type: AcademyEvents.coursePublished, data: { course } })),
        ];
    }
  },

  evolve: () => ({ published: true }),
};
