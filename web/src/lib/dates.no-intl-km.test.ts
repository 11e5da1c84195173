/**
 * A browser without Intl's Khmer date data (Debian's Chromium): `supportedLocalesOf(['km'])` is empty and a 'km'
 * formatter resolves to English. Simulated here, before anything formats a date in this test file.
 */
const RealDateTimeFormat = Intl.DateTimeFormat;
const withoutKhmer = (locales?: string | string[]) =>
  ([] as string[]).concat(locales ?? []).filter((l) => !/^km\b/i.test(l));
function EnglishOnlyDateTimeFormat(this: unknown, locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
  const kept = withoutKhmer(locales);
  return new RealDateTimeFormat(kept.length ? kept : 'en-US', options);
}
EnglishOnlyDateTimeFormat.supportedLocalesOf = (locales: string | string[]) => RealDateTimeFormat.supportedLocalesOf(withoutKhmer(locales));
EnglishOnlyDateTimeFormat.prototype = RealDateTimeFormat.prototype;

beforeAll(() => {
  (Intl as { DateTimeFormat: unknown }).DateTimeFormat = EnglishOnlyDateTimeFormat;
});
afterAll(() => {
  (Intl as { DateTimeFormat: unknown }).DateTimeFormat = RealDateTimeFormat;
});

import { DATE_PATTERNS, formatDate, resetDateLocaleSupport, weekdayNames, monthNames } from './dates';

describe('dates without Intl Khmer data (Debian Chromium)', () => {
  beforeEach(() => resetDateLocaleSupport());

  it('the simulation really is English-only for luxon', () => {
    const { DateTime } = require('luxon') as typeof import('luxon');
    expect(DateTime.fromISO('2026-03-05T14:07:00').setLocale('km').toFormat('MMMM')).toBe('March');
  });

  it('still writes Khmer month and weekday names with the spec patterns', () => {
    const at = '2026-03-05T14:07:00';
    expect(formatDate(at, 'km', DATE_PATTERNS.messageTime)).toBe('មីនា 05, 2:07 PM');
    expect(formatDate(at, 'km', DATE_PATTERNS.display)).toBe('5 មីនា 2026');
    expect(formatDate(at, 'km', DATE_PATTERNS.longDate)).toBe('5 មីនា 2026');
    expect(formatDate(at, 'km', DATE_PATTERNS.input)).toBe('5/3/2026');
    expect(formatDate(at, 'km', DATE_PATTERNS.monthYear)).toBe('មីនា 2026');
    expect(formatDate(at, 'km', DATE_PATTERNS.chatTime)).toBe('14:07');
    expect(formatDate(at, 'km', DATE_PATTERNS.hugeDate)).toBe('ព្រហស្បតិ៍ 5 មីនា 2026');
    expect(formatDate(at, 'km', DATE_PATTERNS.dateTime)).toBe('5 មីនា 2026, 2:07 PM');
    expect(formatDate('2026-11-20T09:05:00', 'km', DATE_PATTERNS.dayMonth)).toBe('20 វិច្ឆិកា');
  });

  it('gives Khmer weekday and month names', () => {
    expect(weekdayNames('km')).toEqual(['ចន្ទ', 'អង្គារ', 'ពុធ', 'ព្រហ', 'សុក្រ', 'សៅរ៍', 'អាទិត្យ']);
    expect(monthNames('km')[10]).toBe('វិច្ឆិកា');
  });

  it('English is unchanged', () => {
    expect(formatDate('2026-03-05T14:07:00', 'en-US', DATE_PATTERNS.messageTime)).toBe('Mar 05, 2:07 PM');
  });
});
