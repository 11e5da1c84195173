import { DateTime } from 'luxon';
import type { Activity } from '@cis/contracts';
import { DATE_PATTERNS, formatDate } from '../../lib/dates';

export interface ActivityDay { day: string; items: Activity[] }

/** Activities grouped by their local calendar day (yyyy-MM-dd), newest day and newest item first. */
export function groupByDay(activities: Activity[], zone?: string): ActivityDay[] {
  const sorted = [...activities].sort((a, b) => b.date.localeCompare(a.date));
  const groups = new Map<string, Activity[]>();
  for (const a of sorted) {
    const d = DateTime.fromISO(a.date, zone ? { zone } : {});
    const key = d.isValid ? d.toISODate()! : 'unknown';
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  return [...groups].map(([day, items]) => ({ day, items }));
}

/** 'Today', 'Yesterday' or the long date of the language. */
export function relativeDay(day: string, language: string, t: (key: string) => string, now: DateTime = DateTime.now()): string {
  const d = DateTime.fromISO(day);
  if (!d.isValid) return day;
  const diff = Math.round(now.startOf('day').diff(d.startOf('day'), 'days').days);
  if (diff === 0) return t('template.activities.today');
  if (diff === 1) return t('template.activities.yesterday');
  return formatDate(d, language, DATE_PATTERNS.hugeDate);
}
