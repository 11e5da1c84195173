import type { EventUnion } from '../platform/events';
/** Academy demo sample data (spec 001 s3 "Academy demo", s7). Read-only, per tenant. */

export interface AcademyCategory {
  id: string;
  title: string;
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
  slug: string;
  description: string;
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
  subtitle: string;
  /** Rich text (HTML). */
  content: string;
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
export interface AcademyCategoryCreatedData { category: AcademyCategory }
export interface CoursePublishedData { course: CourseDetail }

/** Every event of this sample app (written by genesis only): narrow on `type`. */
export type AcademyEvent = EventUnion<{
  [AcademyEvents.categoryCreated]: AcademyCategoryCreatedData;
  [AcademyEvents.coursePublished]: CoursePublishedData;
}>;
