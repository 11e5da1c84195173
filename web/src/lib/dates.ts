import { DateTime } from 'luxon';
import { DATE_FORMATS, isoInZone } from '@cis/contracts';

/**
 * The one date formatting module of the client. Every date shown on a screen goes through `formatDate` with a
 * luxon format string (the spec's patterns: message time 'MMM dd, h:mm a', chat 'longDate' and 'HH:mm', input 'D',
 * display 'DDD', month-year 'LLL yyyy').
 *
 * Where the browser's Intl knows the language (Node, most desktop browsers) luxon formats with it. Where it does not
 * (Debian's Chromium has no Khmer date data: `Intl.DateTimeFormat.supportedLocalesOf(['km'])` is empty, and luxon
 * would silently print English names) the same pattern is written here with CLDR's Khmer month, weekday and
 * day-period names and CLDR's Khmer date layouts, so both paths print the same text.
 *
 * One time zone (issue 15 point 5): every instant is shown in the signed-in user's zone (the profile's, by default
 * Asia/Phnom_Penh), set once by the session (`setDisplayZone`), so messages, chat, payment tables and tax returns
 * show the same moment the same. Khmer pages write times on the 24-hour clock (`14:07`, never `2:07 PM`: the Latin
 * AM/PM of CLDR's Khmer data is what issue 15 point 4 found foreign on a Khmer page), with Khmer month names.
 */

export type DateInput = string | Date | DateTime | null | undefined;

/** Named patterns of the portal (luxon format strings). */
export const DATE_PATTERNS = {
  ...DATE_FORMATS,
  /** Team chat day separators ('longDate' of the spec): the long date. */
  longDate: 'DDD',
  /** Long date with the weekday. */
  hugeDate: 'DDDD',
  /** Medium date ('5 Mar 2026' / 'Mar 5, 2026'). */
  mediumDate: 'DD',
  /** Date and time, medium. */
  dateTime: 'ff',
  /** Short time of the language ('2:07 PM'). */
  time: 't',
  /** Day and short month ('5 Mar'). */
  dayMonth: 'd MMM',
  /** Weekday name. */
  weekday: 'cccc',
} as const;

import { getDisplayZone } from './display-zone';
import { isKhmer } from './in-language';
import { KHMER_MONTHS, KHMER_WEEKDAYS, KHMER_WEEKDAYS_IN_DATE, KHMER_WEEKDAYS_NARROW, KHMER_WEEKDAYS_SHORT } from './khmer-names';

export { KHMER_MONTHS, KHMER_WEEKDAYS, KHMER_WEEKDAYS_SHORT } from './khmer-names';
/** CLDR's Khmer day periods are written AM / PM. */
const KHMER_MERIDIEMS = ['AM', 'PM'] as const;
/** CLDR's Khmer date layouts behind luxon's macro tokens. */
const KHMER_MACROS: Record<string, string> = {
  D: 'd/M/yyyy',
  DD: 'd MMM yyyy',
  DDD: 'd MMMM yyyy',
  DDDD: 'EEEE d MMMM yyyy',
  t: 'h:mm a',
  tt: 'h:mm:ss a',
  T: 'HH:mm',
  TT: 'HH:mm:ss',
  f: "d/M/yyyy',' h:mm a",
  ff: "d MMM yyyy',' h:mm a",
  fff: "d MMMM yyyy 'នៅ\u200bម៉ោង' h:mm a",
  ffff: "EEEE d MMMM yyyy 'នៅ\u200bម៉ោង' h:mm a",
};

// Defined beside textIn (no dependencies: the sign-in page's stores ask it without loading luxon).
export { isKhmer };

/** luxon / Intl locale of dates for a portal language. */
export function dateLocale(language: string): string {
  return isKhmer(language) ? 'km' : 'en-US';
}

const support = new Map<string, boolean>();

/** Whether this browser's Intl formats dates in `locale` (answered once per locale). */
export function intlHasDateLocale(locale: string): boolean {
  let known = support.get(locale);
  if (known === undefined) {
    try {
      known = Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0;
    } catch {
      known = false;
    }
    support.set(locale, known);
  }
  return known;
}

/** Forgets what was learnt about Intl (tests that simulate a browser without a locale). */
export function resetDateLocaleSupport(): void {
  support.clear();
}

export { getDisplayZone, setDisplayZone } from './display-zone';

/**
 * A value as a luxon DateTime in `zone` (default: the user's zone). An instant (a Date, a DateTime or an ISO string
 * with an offset) is moved to the zone; a wall time without an offset and a calendar day ('yyyy-MM-dd') are read as
 * written in it, so a day never shifts. null when invalid.
 */
export function toDateTime(value: DateInput, zone: string = getDisplayZone()): DateTime | null {
  if (value === null || value === undefined || value === '') return null;
  let d: DateTime;
  if (DateTime.isDateTime(value)) d = value.setZone(zone);
  else if (value instanceof Date) d = DateTime.fromJSDate(value).setZone(zone);
  else d = DateTime.fromISO(value, { zone, setZone: false });
  return d.isValid ? d : null;
}

/** Spec patterns written differently on Khmer pages (CLDR's Khmer order: day before month). */
const KHMER_NAMED: Record<string, string> = {
  [DATE_FORMATS.messageTime]: 'd MMM, HH:mm',
};

/**
 * The pattern as a Khmer page writes it: 24-hour times (h -> HH, no AM/PM), the macro tokens spelt out with CLDR's
 * Khmer layouts, and the spec's English-ordered message time in Khmer order.
 */
export function khmerPattern(pattern: string): string {
  const named = KHMER_NAMED[pattern];
  if (named) return named;
  let out = '';
  let literal = '';
  const flush = () => {
    if (literal) out += `'${literal}'`;
    literal = '';
  };
  for (const part of tokenize(pattern)) {
    if ('literal' in part) {
      literal += part.literal;
      continue;
    }
    const { token } = part;
    if (token === 'a') {
      // The space before the day period goes with it.
      literal = literal.replace(/\s+$/, '');
      continue;
    }
    flush();
    const macro = KHMER_MACROS[token];
    if (macro) out += khmerPattern(macro);
    else out += token === 'h' || token === 'hh' ? 'HH' : token;
  }
  flush();
  return out;
}

/** `value` with a luxon format string in the language and the user's zone (or `zone`), or '' when there is no valid date. */
export function formatDate(value: DateInput, language: string, pattern: string = DATE_PATTERNS.display, zone?: string): string {
  const d = toDateTime(value, zone);
  if (!d) return '';
  const locale = dateLocale(language);
  if (locale !== 'km') return d.setLocale(locale).toFormat(pattern);
  const khmer = khmerPattern(pattern);
  if (!intlHasDateLocale(locale)) return formatKhmer(d, khmer);
  return d.setLocale(locale).toFormat(khmer);
}

/** A calendar day ('yyyy-MM-dd', a due date, a birthday) in the language: never moved by a zone. */
export function formatDay(day: string | null | undefined, language: string, pattern: string = DATE_PATTERNS.display): string {
  return formatDate(day, language, pattern, 'UTC');
}

/**
 * A tax period or month as stored ('2026', '2026-03', '2026-01-15') in the language: a year stays, a month reads as
 * its month and year ('Mar 2026', Khmer month name), a day as the medium date. Anything else is shown as it is.
 */
export function formatPeriod(period: string, language: string): string {
  if (/^\d{4}-\d{2}$/.test(period)) return formatDay(`${period}-01`, language, DATE_PATTERNS.monthYear) || period;
  if (/^\d{4}-\d{2}-\d{2}$/.test(period)) return formatDay(period, language, DATE_PATTERNS.mediumDate) || period;
  return period;
}

/** An instant as ISO 8601 with the offset of the user's zone (what exports carry). */
export function isoWithOffset(value: string | Date | null | undefined, zone: string = getDisplayZone()): string {
  return isoInZone(value, zone);
}

/**
 * The first or last instant of a calendar day ('yyyy-MM-dd') in the user's zone, as ISO 8601 with its offset (a
 * filter "from this day to that day" includes both days whole); undefined when empty or not a day.
 */
export function dayEdge(day: string, edge: 'start' | 'end', zone: string = getDisplayZone()): string | undefined {
  if (!day) return undefined;
  const start = DateTime.fromISO(day, { zone });
  if (!start.isValid) return undefined;
  return (edge === 'start' ? start.startOf('day') : start.endOf('day')).toISO() ?? undefined;
}

/** Today as a calendar day in the user's zone. */
export function todayInZone(zone: string = getDisplayZone()): string {
  return DateTime.now().setZone(zone).toISODate() ?? '';
}

/** Intl locale of numbers for a portal language ('km' -> 'km-KH'). */
export function numberLocale(language: string): string {
  return isKhmer(language) ? 'km-KH' : 'en-US';
}

/** A number in the language's digits and grouping (the one place numbers are formatted with dates). */
export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(numberLocale(language), options).format(value);
}

/** Weekday names Monday first ('short' as on chart axes, 'long'). */
export function weekdayNames(language: string, width: 'short' | 'long' = 'short'): string[] {
  const locale = dateLocale(language);
  if (locale === 'km' && !intlHasDateLocale(locale)) return [...(width === 'long' ? KHMER_WEEKDAYS : KHMER_WEEKDAYS_SHORT)];
  const monday = DateTime.fromObject({ year: 2024, month: 1, day: 1 }).setLocale(locale);
  return Array.from({ length: 7 }, (_, i) => monday.plus({ days: i }).toFormat(width === 'long' ? 'cccc' : 'ccc'));
}

/** Month names January first. */
export function monthNames(language: string, width: 'short' | 'long' = 'long'): string[] {
  const locale = dateLocale(language);
  if (locale === 'km' && !intlHasDateLocale(locale)) return [...KHMER_MONTHS];
  const january = DateTime.fromObject({ year: 2024, month: 1, day: 1 }).setLocale(locale);
  return Array.from({ length: 12 }, (_, i) => january.plus({ months: i }).toFormat(width === 'long' ? 'LLLL' : 'LLL'));
}

/**
 * PrimeReact Calendar's `dateFormat` for the language's input date ('D': en-US 3/5/2026, Khmer 5/3/2026), in
 * PrimeReact's tokens (d, m without leading zero, yy four-digit year).
 */
export function calendarDateFormat(language: string): string {
  return isKhmer(language) ? 'd/m/yy' : 'm/d/yy';
}

/** A calendar day 'yyyy-MM-dd' as a local Date for a date picker (null when not a day). */
export function dayToDate(day: string | null | undefined): Date | null {
  const d = day ? DateTime.fromISO(day) : null;
  return d && d.isValid ? d.toJSDate() : null;
}

/** A date picker's local Date as the calendar day 'yyyy-MM-dd' ('' when none). */
export function dateToDay(date: Date | null | undefined): string {
  return date ? DateTime.fromJSDate(date).toISODate() ?? '' : '';
}

const KHMER_DIGITS = '០១២៣៤៥៦៧៨៩';

/** Latin digits written as Khmer digits ('2026' -> '២០២៦'). */
export function khmerDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => KHMER_DIGITS[Number(d)]!);
}

/** Khmer digits read as Latin digits ('២០២៦' -> '2026'). */
export function latinDigits(text: string): string {
  return text.replace(/[០-៩]/g, (d) => String(KHMER_DIGITS.indexOf(d)));
}

/** A month 'yyyy-MM' (what the API takes) as a local Date on its first day, for a month picker (null when not a month). */
export function monthToDate(month: string | null | undefined): Date | null {
  const m = month ? /^(\d{4})-(\d{2})$/.exec(month) : null;
  const d = m ? DateTime.fromObject({ year: Number(m[1]), month: Number(m[2]), day: 1 }) : null;
  return d && d.isValid ? d.toJSDate() : null;
}

/** A month picker's local Date as the month 'yyyy-MM' ('' when none). */
export function dateToMonth(date: Date | null | undefined): string {
  return date ? DateTime.fromJSDate(date).toFormat('yyyy-MM') : '';
}

/**
 * A month as a month picker writes it in the page's language: 'March 2026' in English, 'មីនា ២០២៦' (Khmer month
 * name, Khmer digits) on a Khmer page.
 */
export function formatMonth(date: Date, language: string): string {
  const d = DateTime.fromJSDate(date);
  if (isKhmer(language)) return `${KHMER_MONTHS[d.month - 1]!} ${khmerDigits(String(d.year))}`;
  return `${monthNames('en-US')[d.month - 1]!} ${d.year}`;
}

/**
 * The month a reader typed, as a local Date on its first day, or null when the text is not (yet) a month. Taken in
 * either language and either digits: a month name ('March 2026', 'Mar 2026', 'មីនា ២០២៦'), 'm/yyyy' ('3/2026',
 * '៣/២០២៦') or 'yyyy-mm'. The year has four digits, so a half-typed year is not a month.
 */
export function parseMonth(text: string, language: string): Date | null {
  const typed = latinDigits(text).trim().replace(/\s+/g, ' ').toLowerCase();
  let year: number | null = null;
  let month: number | null = null;
  const numeric = /^(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(typed);
  const iso = /^(\d{4})\s*[/.-]\s*(\d{1,2})$/.exec(typed);
  const named = /^(\S+)\.?,? (\d{4})$/.exec(typed);
  if (numeric) [month, year] = [Number(numeric[1]), Number(numeric[2])];
  else if (iso) [year, month] = [Number(iso[1]), Number(iso[2])];
  else if (named) {
    const name = named[1]!.replace(/\.$/, '');
    const names = [...KHMER_MONTHS, ...monthNames('en-US'), ...monthNames('en-US', 'short'), ...monthNames(language)].map((n) => n.toLowerCase());
    const at = names.indexOf(name);
    if (at >= 0) [month, year] = [(at % 12) + 1, Number(named[2])];
  }
  if (year === null || month === null || month < 1 || month > 12) return null;
  return DateTime.fromObject({ year, month, day: 1 }).toJSDate();
}

/** The years a month picker's year list offers (PrimeReact's 'start:end'): the allowed range, else twenty years back and five ahead of today or of the value. */
export function monthYearRange(value: string | null, min?: string, max?: string, today: Date = new Date()): string {
  const yearOf = (month: string | null | undefined) => (month && /^\d{4}-\d{2}$/.test(month) ? Number(month.slice(0, 4)) : null);
  const shown = yearOf(value) ?? today.getFullYear();
  const start = yearOf(min) ?? Math.min(shown, today.getFullYear()) - 20;
  const end = yearOf(max) ?? Math.max(shown, today.getFullYear()) + 5;
  return `${Math.min(start, shown)}:${Math.max(end, shown)}`;
}

type Token = { literal: string } | { token: string };

function tokenize(pattern: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i]!;
    if (c === "'") {
      const end = pattern.indexOf("'", i + 1);
      const stop = end === -1 ? pattern.length : end;
      out.push({ literal: pattern.slice(i + 1, stop) });
      i = stop + 1;
    } else if (/[a-zA-Z]/.test(c)) {
      let j = i;
      while (j < pattern.length && pattern[j] === c) j++;
      out.push({ token: pattern.slice(i, j) });
      i = j;
    } else {
      out.push({ literal: c });
      i++;
    }
  }
  return out;
}

/** The pattern written with Khmer names and layouts without Intl's Khmer data. */
export function formatKhmer(d: DateTime, pattern: string): string {
  const numeric = d.setLocale('en-US');
  return tokenize(pattern)
    .map((part) => {
      if ('literal' in part) return part.literal;
      const { token } = part;
      const macro = KHMER_MACROS[token];
      if (macro) return formatKhmer(d, macro);
      switch (token) {
        case 'MMM':
        case 'MMMM':
        case 'LLL':
        case 'LLLL':
          return KHMER_MONTHS[d.month - 1]!;
        case 'MMMMM':
        case 'LLLLL':
          return Array.from(KHMER_MONTHS[d.month - 1]!)[0]!;
        case 'EEE':
        case 'ccc':
          return KHMER_WEEKDAYS_SHORT[d.weekday - 1]!;
        case 'EEEE':
          return KHMER_WEEKDAYS_IN_DATE[d.weekday - 1]!;
        case 'cccc':
          return KHMER_WEEKDAYS[d.weekday - 1]!;
        case 'EEEEE':
        case 'ccccc':
          return KHMER_WEEKDAYS_NARROW[d.weekday - 1]!;
        case 'a':
          return KHMER_MERIDIEMS[d.hour < 12 ? 0 : 1];
        default:
          return numeric.toFormat(token);
      }
    })
    .join('');
}
