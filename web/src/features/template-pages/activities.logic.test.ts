import { DateTime } from 'luxon';
import type { Activity } from '@cis/contracts';
import { groupByDay, relativeDay } from './activities.logic';

const activity = (id: string, date: string): Activity => ({ id, icon: null, image: null, description: id, date });
const t = (key: string) => key.split('.').pop()!;

describe('activities timeline', () => {
  it('groups by local day, newest day and newest item first', () => {
    const groups = groupByDay([
      activity('a', '2026-03-01T08:00:00Z'),
      activity('b', '2026-03-02T09:00:00Z'),
      activity('c', '2026-03-02T17:30:00Z'),
    ], 'UTC');
    expect(groups.map((g) => g.day)).toEqual(['2026-03-02', '2026-03-01']);
    expect(groups[0]!.items.map((a) => a.id)).toEqual(['c', 'b']);
  });

  it('uses the reader\'s zone to decide the day (Phnom Penh is UTC+7)', () => {
    const groups = groupByDay([activity('late', '2026-03-01T20:00:00Z')], 'Asia/Phnom_Penh');
    expect(groups[0]!.day).toBe('2026-03-02');
  });

  it('names today and yesterday, and writes older days in the language', () => {
    const now = DateTime.fromISO('2026-03-10T12:00:00');
    expect(relativeDay('2026-03-10', 'en-US', t, now)).toBe('today');
    expect(relativeDay('2026-03-09', 'en-US', t, now)).toBe('yesterday');
    expect(relativeDay('2026-03-01', 'en-US', t, now)).toBe('Sunday, March 1, 2026');
    expect(relativeDay('2026-03-01', 'km', t, now)).toMatch(/[\u1780-\u17FF]/);
  });
});
