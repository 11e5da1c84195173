import { Injectable } from '@nestjs/common';
import {
  AcademyEvents, ActivitiesEvents, DashboardEvents, IconsEvents, type AcademyCategoryCreatedData, type ActivityRecordedData,
  type CoursePublishedData, type DashboardPublishedData, type IconSetPublishedData, type StoredEvent,
} from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';
import { SamplesCollections as C } from './samples.decider';

/** Read models: one document per dashboard, activity, icon set, academy category and course (with its steps). */
@ProjectionProvider()
@Injectable()
export class SamplesProjection implements Projection {
  readonly name = 'samples';
  readonly handles = [
    ...Object.values(DashboardEvents), ...Object.values(ActivitiesEvents), ...Object.values(IconsEvents), ...Object.values(AcademyEvents),
  ];

  async apply(event: StoredEvent, rm: ReadModelWriter): Promise<void> {
    switch (event.type) {
      case DashboardEvents.published: {
        const { name, data } = event.data as DashboardPublishedData;
        await rm.put(C.dashboards, name, data);
        return;
      }
      case ActivitiesEvents.recorded: {
        const { activity } = event.data as ActivityRecordedData;
        await rm.put(C.activities, activity.id, activity);
        return;
      }
      case IconsEvents.setPublished: {
        const { set, iconSet } = event.data as IconSetPublishedData;
        await rm.put(C.iconSets, set, iconSet);
        return;
      }
      case AcademyEvents.categoryCreated: {
        const { category } = event.data as AcademyCategoryCreatedData;
        await rm.put(C.academyCategories, category.id, category);
        return;
      }
      case AcademyEvents.coursePublished: {
        const { course } = event.data as CoursePublishedData;
        await rm.put(C.academyCourses, course.id, course);
        return;
      }
    }
  }
}
