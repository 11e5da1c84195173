import type { Course } from '@cis/contracts';
import { filterCourses, progressPercent, splitDuration, startingStep } from './academy.logic';

const course = (id: string, over: Partial<Course> = {}): Course => ({
  id, title: `Course ${id}`, titleKm: `វគ្គ ${id}`, slug: id, description: 'About VAT', descriptionKm: 'អំពីអាករលើតម្លៃបន្ថែម', category: 'vat', duration: 60, totalSteps: 4,
  updatedAt: '2026-03-01T00:00:00Z', featured: false, progress: { currentStep: 0, completed: 0 }, ...over,
});

describe('academy', () => {
  const courses = [
    course('a'),
    course('b', {
      category: 'payroll', title: 'Salary tax', description: 'Fringe benefits', titleKm: 'ពន្ធលើប្រាក់បៀវត្សរ៍', descriptionKm: 'អត្ថប្រយោជន៍បន្ថែម',
      progress: { currentStep: 2, completed: 1 },
    }),
    course('c', { category: 'payroll', progress: { currentStep: 1, completed: 0 } }),
  ];

  it('filters by category, by words of title or description, and hides completed courses', () => {
    expect(filterCourses(courses, { category: 'payroll', query: '', hideCompleted: false }).map((c) => c.id)).toEqual(['b', 'c']);
    expect(filterCourses(courses, { category: 'all', query: 'FRINGE', hideCompleted: false }).map((c) => c.id)).toEqual(['b']);
    expect(filterCourses(courses, { category: 'payroll', query: '', hideCompleted: true }).map((c) => c.id)).toEqual(['c']);
    expect(filterCourses(courses, { category: 'all', query: 'nothing like it', hideCompleted: false })).toEqual([]);
    // In either language, whichever the reader reads.
    expect(filterCourses(courses, { category: 'all', query: 'អត្ថប្រយោជន៍', hideCompleted: false }).map((c) => c.id)).toEqual(['b']);
  });

  it('measures progress through the steps', () => {
    expect(progressPercent(course('x', { progress: { currentStep: 1, completed: 0 } }))).toBe(25);
    expect(progressPercent(course('x', { progress: { currentStep: 0, completed: 2 } }))).toBe(100);
    expect(progressPercent(course('x', { totalSteps: 0 }))).toBe(0);
  });

  it('opens a course where the reader stopped, within the steps there are', () => {
    expect(startingStep(course('x', { progress: { currentStep: 3, completed: 0 } }), 5)).toBe(3);
    expect(startingStep(course('x', { progress: { currentStep: 9, completed: 0 } }), 5)).toBe(4);
    expect(startingStep(course('x'), 0)).toBe(0);
  });

  it('splits a duration into hours and minutes', () => {
    expect(splitDuration(85)).toEqual({ hours: 1, minutes: 25 });
    expect(splitDuration(45)).toEqual({ hours: 0, minutes: 45 });
  });
});
