import { Injectable } from '@nestjs/common';
import { AcademyEvents, ActivitiesEvents, DashboardEvents, IconsEvents, type StoredOf } from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';
import { SAMPLES_EVENT_TYPES, SamplesCollections as C, type SamplesEvent } from './samples.decider';

/** Read models: one document per dashboard, activity, icon set, academy category and course (with its steps). */
@ProjectionProvider()
@Injectable()
export class SamplesProjection implements Projection<SamplesEvent> {
  readonly name = 'samples';
  readonly handles = SAMPLES_EVENT_TYPES;

  async apply(event: StoredOf<SamplesEvent>, rm: ReadModelWriter): Promise<void> {
    switch (event.type) {
      case DashboardEvents.published:
        await rm.put(C.dashboards, event.data.name, event.data.data);
        return;
      case ActivitiesEvents.recorded:
        await rm.put(C.activities, event.data.activity.id, event.data.activity);
        return;
      case IconsEvents.setPublished:
        await rm.put(C.iconSets, event.data.set, event.data.iconSet);
        return;
      case AcademyEvents.categoryCreated:
        await rm.put(C.academyCategories, event.data.category.id, event.data.category);
        return;
      case AcademyEvents.coursePublished:
        await rm.put(C.academyCourses, event.data.course.id, event.data.course);
        return;
    }
  }
}
