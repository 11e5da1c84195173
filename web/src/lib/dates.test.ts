import { DateTime } from 'luxon';
import { calendarDateFormat, DATE_PATTERNS, dateToDay, dayToDate, formatDate, formatKhmer, formatPeriod, monthNames, weekdayNames } from './dates';

describe('dates (Intl with Khmer data, as in Node and desktop browsers)', () => {
  it('formats the spec patterns in English', () => {
    expect(formatDate('2026-03-05T14:07:00', 'en-US', DATE_PATTERNS.messageTime)).toBe('Mar 05, 2:07 PM');
    expect(formatDate('2026-03-05T14:07:00', 'en-US', DATE_PATTERNS.chatTime)).toBe('14:07');
    expect(formatDate('2026-03-05T14:07:00', 'en-US', DATE_PATTERNS.input)).toBe('3/5/2026');
    expect(formatDate('2026-03-05T14:07:00', 'en-US')).toBe('March 5, 2026');
    expect(formatDate('2026-03-05T14:07:00', 'en-US', DATE_PATTERNS.monthYear)).toBe('Mar 2026');
  });

  it('formats Khmer with Intl where Intl has it', () => {
    expect(formatDate('2026-03-05T14:07:00', 'km')).toBe('5 មីនា 2026');
    expect(formatDate('2026-03-05T14:07:00', 'km', DATE_PATTERNS.messageTime)).toBe('5 មីនា, 14:07');
  });

  it('writes every pattern without Intl exactly as Intl writes it with Khmer data', () => {
    const patterns = ['D', 'DD', 'DDD', 'DDDD', 't', 'T', 'f', 'ff', 'MMM dd, h:mm a', 'LLL yyyy', 'HH:mm', 'd MMM', 'cccc', 'ccc', 'EEE d MMM', 'EEEE', 'EEEEE', 'ccccc', 'LLLL', 'MMMMM', "d 'of' MMMM"];
    for (let m = 0; m < 12; m++) {
      for (const hour of [0, 9, 12, 23]) {
        const d = DateTime.fromObject({ year: 2026, month: m + 1, day: 3 + m * 2, hour, minute: 7 });
        for (const p of patterns) expect(`${p}: ${formatKhmer(d, p)}`).toBe(`${p}: ${d.setLocale('km').toFormat(p)}`);
      }
    }
  });

  it('gives weekday and month names of the language', () => {
    expect(weekdayNames('en-US')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayNames('km', 'long')[3]).toBe('ព្រហស្បតិ៍');
    expect(monthNames('km')[0]).toBe('មករា');
  });

  it('handles zones, Date and invalid input', () => {
    expect(formatDate('2026-03-05T20:00:00Z', 'en-US', 'DDD HH:mm', 'Asia/Phnom_Penh')).toBe('March 6, 2026 03:00');
    expect(formatDate(new Date(2026, 2, 5), 'en-US', 'D')).toBe('3/5/2026');
    expect(formatDate('not a date', 'km')).toBe('');
    expect(formatDate(null, 'km')).toBe('');
  });

  it('converts calendar days for date pickers both ways, in the local zone', () => {
    expect(dayToDate('2026-03-05')?.getDate()).toBe(5);
    expect(dateToDay(new Date(2026, 2, 5, 23, 30))).toBe('2026-03-05');
    expect(dayToDate('')).toBeNull();
    expect(dateToDay(null)).toBe('');
  });

  it('the date input follows the language', () => {
    expect(calendarDateFormat('en-US')).toBe('m/d/yy');
    expect(calendarDateFormat('km')).toBe('d/m/yy');
  });

  it('writes a tax period in the language: a year as it is, a month by name, a day as a date (report tables and charts)', () => {
    expect(['2026', '2026-03', '2026-01-15'].map((p) => formatPeriod(p, 'en-US'))).toEqual(['2026', 'Mar 2026', 'Jan 15, 2026']);
    expect(['2026', '2026-03', '2026-01-15'].map((p) => formatPeriod(p, 'km'))).toEqual(['2026', 'មីនា 2026', '15 មករា 2026']);
    expect(formatPeriod('Q1', 'km')).toBe('Q1');
  });
});
