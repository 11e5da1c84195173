import { Inject, Injectable } from '@nestjs/common';
import {
  ICON_SETS, NotFound, type AcademyCategory, type Activity, type Course, type CourseDetail, type DashboardName, type Dashboards,
  type IconSet, type IconSetKey,
} from '@cis/contracts';
import { EVENT_STORE, type EventStore, type ReadModelReader } from '../platform/event-store/event-store.port';
import { SamplesCollections as C } from './samples.decider';

@Injectable()
/** The sample apps' reads, from their read models only. */
export class SamplesQueries {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  private get rm(): ReadModelReader {
    return this.store.readModels;
  }

  async dashboard<K extends DashboardName>(tenant: string, name: K): Promise<Dashboards[K]> {
    return found(await this.rm.get<Dashboards[K]>(tenant, C.dashboards, name));
  }

  /** Newest first. */
  async activities(tenant: string): Promise<Activity[]> {
    const activities = await this.rm.list<Activity>(tenant, C.activities);
    return activities.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  }

  async iconSet(tenant: string, set: string): Promise<IconSet> {
    if (!(ICON_SETS as readonly string[]).includes(set)) throw new NotFound(`Icon set ${set} does not exist.`);
    return found(await this.rm.get<IconSet>(tenant, C.iconSets, set as IconSetKey));
  }

  /** Sorted by title. */
  async academyCategories(tenant: string): Promise<AcademyCategory[]> {
    const categories = await this.rm.list<AcademyCategory>(tenant, C.academyCategories);
    return categories.sort((a, b) => a.title.localeCompare(b.title, 'en'));
  }

  /** Every course, without steps. */
  async courses(tenant: string): Promise<Course[]> {
    const courses = await this.rm.list<CourseDetail>(tenant, C.academyCourses);
    return courses.map(({ steps: _steps, ...course }) => course);
  }

  async course(tenant: string, id: string): Promise<CourseDetail> {
    return found(await this.rm.get<CourseDetail>(tenant, C.academyCourses, id));
  }
}

function found<T>(doc: T | undefined): T {
  if (doc === undefined) throw new NotFound();
  return doc;
}
