import { Inject, Injectable } from '@nestjs/common';
import {
  ICON_SETS, NotFound, academyCategoryInKhmer, courseInKhmer, type AcademyCategory, type Activity, type Course, type CourseDetail,
  type DashboardName, type Dashboards, type IconSet, type StoredAcademyCategory, type StoredCourse,
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
    const key = ICON_SETS.find((known) => known === set);
    if (!key) throw new NotFound(`Icon set ${set} does not exist.`);
    return found(await this.rm.get<IconSet>(tenant, C.iconSets, key));
  }

  /** Sorted by (English) title. Academy items stored before the Khmer fields (issue 14) answer the English in them. */
  async academyCategories(tenant: string): Promise<AcademyCategory[]> {
    const categories = (await this.rm.list<StoredAcademyCategory>(tenant, C.academyCategories)).map(academyCategoryInKhmer);
    return categories.sort((a, b) => a.title.localeCompare(b.title, 'en'));
  }

  /** Every course, without steps. */
  async courses(tenant: string): Promise<Course[]> {
    const courses = (await this.rm.list<StoredCourse>(tenant, C.academyCourses)).map(courseInKhmer);
    return courses.map(({ steps: _steps, ...course }) => course);
  }

  async course(tenant: string, id: string): Promise<CourseDetail> {
    return courseInKhmer(found(await this.rm.get<StoredCourse>(tenant, C.academyCourses, id)));
  }
}

function found<T>(doc: T | undefined): T {
  if (doc === undefined) throw new NotFound();
  return doc;
}
