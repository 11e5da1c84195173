import type { EventUnion } from '../platform/events';
import { khmerOr, type WithoutKhmer } from '../platform/khmer-text';
/**
 * Academy demo sample data (spec 001 s3 "Academy demo", s7). Read-only, per tenant. In English and Khmer (issue 14
 * "Help"): each text field has its Khmer twin with the suffix `Km`; the English fields keep the sample API's shape.
 */

export interface AcademyCategory {
  id: string;
  title: string;
  titleKm: string;
  slug: string;
}

export interface CourseProgress {
  currentStep: number;
  /** How many times the course was completed. */
  completed: number;
}

export interface Course {
  id: string;
  title: string;
  titleKm: string;
  slug: string;
  description: string;
  descriptionKm: string;
  /** Category slug. */
  category: string;
  /** Minutes. */
  duration: number;
  totalSteps: number;
  /** ISO timestamp. */
  updatedAt: string;
  featured: boolean;
  progress: CourseProgress;
}

export interface CourseStep {
  order: number;
  title: string;
  titleKm: string;
  subtitle: string;
  subtitleKm: string;
  /** Rich text (HTML); contentKm has the same markup. */
  content: string;
  contentKm: string;
}

/** GET course ?id: the course with its steps. */
export interface CourseDetail extends Course {
  steps: CourseStep[];
}

export const AcademyRoutes = {
  /** Sorted by title. */
  categories: 'api/apps/academy/categories',
  courses: 'api/apps/academy/courses',
  course: 'api/apps/academy/course',
} as const;

export const AcademyEvents = {
  categoryCreated: 'academy.category-created',
  coursePublished: 'academy.course-published',
} as const;
export const ACADEMY_EVENT_TYPES: readonly string[] = Object.values(AcademyEvents);

/** Events written before the Khmer fields (issue 14) lack them and still read: the reads fill them with the English. */
export type StoredAcademyCategory = WithoutKhmer<AcademyCategory, 'titleKm'>;
export type StoredCourseStep = WithoutKhmer<CourseStep, 'titleKm' | 'subtitleKm' | 'contentKm'>;
export type StoredCourse = WithoutKhmer<Omit<CourseDetail, 'steps'>, 'titleKm' | 'descriptionKm'> & { steps: StoredCourseStep[] };

export interface AcademyCategoryCreatedData { category: StoredAcademyCategory }
export interface CoursePublishedData { course: StoredCourse }

export const academyCategoryInKhmer = (c: StoredAcademyCategory): AcademyCategory => ({ ...c, titleKm: khmerOr(c.titleKm, c.title) });
export const courseStepInKhmer = (s: StoredCourseStep): CourseStep => ({
  ...s, titleKm: khmerOr(s.titleKm, s.title), subtitleKm: khmerOr(s.subtitleKm, s.subtitle), contentKm: khmerOr(s.contentKm, s.content),
});
export const courseInKhmer = (c: StoredCourse): CourseDetail => ({
  ...c, titleKm: khmerOr(c.titleKm, c.title), descriptionKm: khmerOr(c.descriptionKm, c.description), steps: c.steps.map(courseStepInKhmer),
});

/** Every event of this sample app (written by genesis only): narrow on `type`. */
export type AcademyEvent = EventUnion<{
  [AcademyEvents.categoryCreated]: AcademyCategoryCreatedData;
  [AcademyEvents.coursePublished]: CoursePublishedData;
}>;
