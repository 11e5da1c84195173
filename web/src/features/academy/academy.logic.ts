import type { Course } from '@cis/contracts';

export interface CourseFilter {
  /** Category slug, or 'all'. */
  category: string;
  query: string;
  hideCompleted: boolean;
}

/** A course counts as completed once it was finished at least once. */
export function isCompleted(course: Course): boolean {
  return course.progress.completed > 0;
}

/** Progress through the steps, 0-100; a completed course is 100. */
export function progressPercent(course: Pick<Course, 'progress' | 'totalSteps'>): number {
  if (course.progress.completed > 0 && course.progress.currentStep === 0) return 100;
  if (course.totalSteps <= 0) return 0;
  return Math.round((Math.min(course.progress.currentStep, course.totalSteps) / course.totalSteps) * 100);
}

const fold = (text: string | undefined) => (text ?? '').normalize('NFC').toLocaleLowerCase('en');

/**
 * The courses matching the filter: category, a case-insensitive search of title and description in either language
 * (a Khmer reader may type Latin words, an English one Khmer), completed hidden.
 */
export function filterCourses(courses: Course[], filter: CourseFilter): Course[] {
  const q = fold(filter.query.trim());
  return courses.filter((c) =>
    (filter.category === 'all' || c.category === filter.category)
    && (!q || [c.title, c.description, c.titleKm, c.descriptionKm].some((text) => fold(text).includes(q)))
    && !(filter.hideCompleted && isCompleted(c)));
}

/** The step a reader lands on: where they stopped (clamped to the steps there are), the first when they never began. */
export function startingStep(course: Pick<Course, 'progress'>, stepCount: number): number {
  if (stepCount <= 0) return 0;
  return Math.min(Math.max(course.progress.currentStep, 0), stepCount - 1);
}

/** Minutes as hours and minutes: { hours: 1, minutes: 25 }. */
export function splitDuration(minutes: number): { hours: number; minutes: number } {
  const m = Math.max(0, Math.round(minutes));
  return { hours: Math.floor(m / 60), minutes: m % 60 };
}
