import { courseInKhmer } from '../academy/academy';
import { guideInKhmer } from '../help-center/help-center';
import { khmerOr } from './khmer-text';

describe('Khmer twins of text fields (issue 14 "Help")', () => {
  it('reads a Khmer text where there is one, the English where it is missing or empty', () => {
    expect(khmerOr('ការទូទាត់', 'Payments')).toBe('ការទូទាត់');
    expect(khmerOr(undefined, 'Payments')).toBe('Payments');
    expect(khmerOr('', 'Payments')).toBe('Payments');
  });

  it('fills a guide and a course stored before the Khmer fields with their English', () => {
    const guide = { id: 'g', categoryId: 'c', slug: 'pay', title: 'Pay', subtitle: 'How', content: '<p>Pay</p>' };
    expect(guideInKhmer(guide)).toEqual({ ...guide, titleKm: 'Pay', subtitleKm: 'How', contentKm: '<p>Pay</p>' });
    const step = { order: 0, title: 'Intro', subtitle: 'Why', content: '<p>x</p>' };
    const course = {
      id: 'c1', title: 'VAT', slug: 'vat', description: 'About VAT', category: 'vat', duration: 12, totalSteps: 1,
      updatedAt: '2026-01-01T00:00:00Z', featured: false, progress: { currentStep: 0, completed: 0 }, steps: [step],
    };
    expect(courseInKhmer(course)).toEqual({
      ...course, titleKm: 'VAT', descriptionKm: 'About VAT', steps: [{ ...step, titleKm: 'Intro', subtitleKm: 'Why', contentKm: '<p>x</p>' }],
    });
    // Khmer already there is kept.
    expect(courseInKhmer({ ...course, titleKm: 'អាករ' }).titleKm).toBe('អាករ');
  });
});
