import { isTimeZone, isoInZone, timeZoneOf } from './user';

describe('time zones of the profile', () => {
  it('knows IANA names as written, and nothing else', () => {
    expect(['Asia/Phnom_Penh', 'Asia/Bangkok', 'Europe/Paris', 'UTC', 'America/Argentina/Buenos_Aires'].every(isTimeZone)).toBe(true);
    expect(['Mars/Olympus', 'asia/phnom_penh', '+07:00', '', 'Asia/Phnom_Penh; DROP', 42, null].some(isTimeZone)).toBe(false);
  });

  it('defaults to Asia/Phnom_Penh', () => {
    expect(timeZoneOf({})).toBe('Asia/Phnom_Penh');
    expect(timeZoneOf({ timeZone: 'Europe/Paris' })).toBe('Europe/Paris');
    expect(timeZoneOf(null)).toBe('Asia/Phnom_Penh');
  });

  it('writes an instant as ISO 8601 with the offset of the zone', () => {
    expect(isoInZone('2026-11-25T08:10:00.000Z', 'Asia/Phnom_Penh')).toBe('2026-11-25T15:10:00+07:00');
    expect(isoInZone('2026-11-25T20:10:05.120Z', 'Asia/Phnom_Penh')).toBe('2026-11-26T03:10:05.120+07:00');
    expect(isoInZone('2026-07-01T12:00:00Z', 'Europe/Paris')).toBe('2026-07-01T14:00:00+02:00');
    expect(isoInZone('2026-01-01T12:00:00Z', 'America/St_Johns')).toBe('2026-01-01T08:30:00-03:30');
    expect(isoInZone('2026-01-01T00:30:00Z', 'UTC')).toBe('2026-01-01T00:30:00+00:00');
    expect(isoInZone(null, 'UTC')).toBe('');
  });
});
