import {
  AcademyEvents, ActivitiesEvents, DASHBOARD_NAMES, DashboardEvents, IconsEvents, type AcademyCategory,
  type AcademyCategoryCreatedData, type Activity, type ActivityRecordedData, type CourseDetail, type CoursePublishedData,
  type DashboardPublishedData, type Dashboards, type IconSet, type IconSetKey, type IconSetPublishedData, type NewEvent,
} from '@cis/contracts';

/** Read-only sample data: dashboards, the activities page, the UI icon sets and the academy demo. */
export const SamplesCollections = {
  dashboards: 'dashboards',
  activities: 'activities',
  iconSets: 'icon-sets',
  academyCategories: 'academy-categories',
  academyCourses: 'academy-courses',
} as const;

export const SamplesStreams = {
  dashboards: (tenant: string) => `dashboards-${tenant}`,
  activities: (tenant: string) => `activities-${tenant}`,
  icons: (tenant: string) => `icons-${tenant}`,
  academy: (tenant: string) => `academy-${tenant}`,
} as const;

/** The areas have no commands; their only events are the ones that publish the sample data. */
export const SamplesDecider = {
  publishDashboards(dashboards: Dashboards): NewEvent[] {
    return DASHBOARD_NAMES.map((name) => ({
      type: DashboardEvents.published,
      data: { name, data: dashboards[name] } as DashboardPublishedData,
    }));
  },

  recordActivities(activities: Activity[]): NewEvent[] {
    return activities.map((activity) => ({ type: ActivitiesEvents.recorded, data: { activity } satisfies ActivityRecordedData }));
  },

  publishIconSets(sets: Record<IconSetKey, IconSet>): NewEvent[] {
    return (Object.keys(sets) as IconSetKey[]).map((set) => ({
      type: IconsEvents.setPublished, data: { set, iconSet: sets[set] } satisfies IconSetPublishedData,
    }));
  },

  publishAcademy(categories: AcademyCategory[], courses: CourseDetail[]): NewEvent[] {
    return [
      ...categories.map((category) => ({ type: AcademyEvents.categoryCreated, data: { category } satisfies AcademyCategoryCreatedData })),
      ...courses.map((course) => ({ type: AcademyEvents.coursePublished, data: { course } satisfies CoursePublishedData })),
    ];
  },
};
