import { DateTime } from 'luxon';
import {
  DATE_PATTERNS, formatDate, formatDay, formatKhmer, formatNumber, getDisplayZone, isoWithOffset, khmerPattern, resetDateLocaleSupport,
  setDisplayZone, todayInZone,
} from '../lib/dates';

/** One moment: 08:10 UTC is 15:10 in Phnom Penh, 10:10 in Paris (summer). */
const MOMENT = '2026-07-01T08:10:00.000Z';

describe('one time zone and Khmer patterns (issue 15 points 4 and 5)', () => {
  afterEach(() => {
    setDisplayZone(null);
    resetDateLocaleSupport();
  });

  it('shows every instant in Asia/Phnom_Penh until the user chooses a zone, then in theirs', () => {
    expect(getDisplayZone()).toBe('Asia/Phnom_Penh');
    expect(formatDate(MOMENT, 'en-US', DATE_PATTERNS.time)).toBe('3:10 PM');
    setDisplayZone('Europe/Paris');
    expect(formatDate(MOMENT, 'en-US', DATE_PATTERNS.time)).toBe('10:10 AM');
    expect(formatDate(new Date(MOMENT), 'en-US', 'HH:mm')).toBe('10:10');
    expect(formatDate(DateTime.fromISO(MOMENT), 'en-US', 'HH:mm')).toBe('10:10');
    setDisplayZone('Not/AZone');
    expect(getDisplayZone()).toBe('Asia/Phnom_Penh');
  });

  it('the same moment reads the same in the inbox, chat and a payment table', () => {
    setDisplayZone('Asia/Bangkok');
    const inbox = formatDate(MOMENT, 'en-US', DATE_PATTERNS.messageTime);
    const chat = formatDate(MOMENT, 'en-US', DATE_PATTERNS.chatTime);
    const table = formatDate(MOMENT, 'en-US', "dd MMM yyyy',' HH:mm");
    expect(inbox).toBe('Jul 01, 3:10 PM');
    expect(chat).toBe('15:10');
    expect(table).toBe('01 Jul 2026, 15:10');
  });

  it('never moves a calendar day, whatever the zone', () => {
    setDisplayZone('Pacific/Kiritimati');
    expect(formatDay('2026-03-05', 'en-US', 'D')).toBe('3/5/2026');
    expect(formatDate('2026-03-05', 'en-US', 'D')).toBe('3/5/2026');
    setDisplayZone('Pacific/Pago_Pago');
    expect(formatDay('2026-03-05', 'km')).toBe('5 មីនា 2026');
  });

  it('writes Khmer times on the 24-hour clock, with Khmer month names and CLDR order', () => {
    expect(khmerPattern('h:mm a')).toBe("HH':'mm");
    expect(khmerPattern('t')).toBe("HH':'mm");
    expect(khmerPattern(DATE_PATTERNS.messageTime)).toBe('d MMM, HH:mm');
    expect(formatDate(MOMENT, 'km', DATE_PATTERNS.messageTime)).toBe('1 កក្កដា, 15:10');
    expect(formatDate(MOMENT, 'km', DATE_PATTERNS.time)).toBe('15:10');
    expect(formatDate(MOMENT, 'km', DATE_PATTERNS.dateTime)).toBe('1 កក្កដា 2026, 15:10');
    expect(formatDate(MOMENT, 'km', 'ff')).not.toMatch(/AM|PM/);
    // Without Intl's Khmer data the hand-written path prints the same.
    const d = DateTime.fromISO(MOMENT).setZone('Asia/Phnom_Penh');
    for (const p of ['t', 'f', 'ff', 'fff', 'ffff', DATE_PATTERNS.messageTime, 'DDD t']) {
      expect(formatKhmer(d, khmerPattern(p))).toBe(d.setLocale('km').toFormat(khmerPattern(p)));
    }
  });

  it('writes ISO 8601 with the offset of the user zone for exports, and today in that zone', () => {
    expect(isoWithOffset(MOMENT)).toBe('2026-07-01T15:10:00+07:00');
    setDisplayZone('Europe/Paris');
    expect(isoWithOffset(MOMENT)).toBe('2026-07-01T10:10:00+02:00');
    expect(todayInZone()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('formats numbers in the language', () => {
    expect(formatNumber(1234567.5, 'en-US')).toBe('1,234,567.5');
    expect(formatNumber(1234567, 'km')).toBe(new Intl.NumberFormat('km-KH').format(1234567));
  });
});
