import { DateTime } from 'luxon';
import { timeZoneNames } from '@cis/contracts';

export interface ZoneOption {
  value: string;
  label: string;
}

/** '+07:00' for a zone now. */
export function offsetOf(zone: string, at: DateTime = DateTime.now()): string {
  const d = at.setZone(zone);
  return d.isValid ? d.toFormat('ZZ') : '';
}

let cached: ZoneOption[] | null = null;
/** Every IANA zone the browser knows, labelled with its offset now ('Asia/Phnom_Penh (UTC+07:00)'), Phnom Penh first. */
export function zoneOptions(): ZoneOption[] {
  if (!cached) {
    const now = DateTime.now();
    const all = timeZoneNames().map((zone) => ({ value: zone, label: `${zone.replace(/_/g, ' ')} (UTC${offsetOf(zone, now)})` }));
    const first = all.filter((o) => o.value === 'Asia/Phnom_Penh');
    cached = [...first, ...all.filter((o) => o.value !== 'Asia/Phnom_Penh')];
  }
  return cached;
}

/** A short name of the browser and system from a User-Agent ('Chrome on Linux'), or '' when unknown. */
export function describeAgent(agent: string): { browser: string; system: string } {
  const browser = /Edg\//.test(agent) ? 'Edge'
    : /OPR\//.test(agent) ? 'Opera'
      : /Firefox\//.test(agent) ? 'Firefox'
        : /HeadlessChrome|Chrome\/|Chromium\//.test(agent) ? 'Chrome'
          : /Safari\//.test(agent) ? 'Safari'
            : '';
  const system = /Android/.test(agent) ? 'Android'
    : /iPhone|iPad|iOS/.test(agent) ? 'iOS'
      : /Windows/.test(agent) ? 'Windows'
        : /Mac OS X|Macintosh/.test(agent) ? 'macOS'
          : /Linux|X11/.test(agent) ? 'Linux'
            : '';
  return { browser, system };
}

/** A phone or tablet by its User-Agent. */
export const isMobileAgent = (agent: string): boolean => /Mobile|Android|iPhone|iPad/.test(agent);
