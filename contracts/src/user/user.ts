import { LANGUAGES, type LanguageCode } from '../platform/constants';

export const UserRoutes = {
  base: 'api/common/user',
  /** POST {currentPassword, newPassword}: the signed-in user's own password; ends every other session. */
  changePassword: 'api/common/user/change-password',
  /** POST multipart/form-data, one image file in the field `avatar` (PROFILE_AVATAR_*): the user's own picture. */
  avatar: 'api/common/user/avatar',
  /** GET: the sessions of the account still signed in (UserSession[]), this one marked `current`. */
  sessions: 'api/common/user/sessions',
  /** POST: ends every other session of the account; answers {user, accessToken, tokenType} of this one, renewed. */
  signOutOthers: 'api/common/user/sessions/sign-out-others',
  /** GET (public, content-addressed): a profile picture's bytes, immutable. */
  avatarImage: 'api/common/avatars/:tenant/:sha256',
} as const;

/** The address of a stored profile picture (what `User.avatar` holds after an upload). */
export const avatarImagePath = (tenant: string, sha256: string): string =>
  `/${UserRoutes.avatarImage.replace(':tenant', encodeURIComponent(tenant)).replace(':sha256', sha256)}`;

/** A profile picture: at most 512 KiB, PNG, JPEG or WebP by its content (the bytes are checked, not the name). */
export const PROFILE_AVATAR_MAX_BYTES = 512 * 1024;
export const PROFILE_AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ProfileAvatarMimeType = (typeof PROFILE_AVATAR_MIME_TYPES)[number];
export const PROFILE_AVATAR_FIELD = 'avatar';

/** The portal's business time zone: every time is shown in it unless the user chose another in the profile. */
export const DEFAULT_TIME_ZONE = 'Asia/Phnom_Penh';
/** At most this long (the longest IANA name is 30 characters). */
export const TIME_ZONE_MAX_LENGTH = 64;

let zones: Set<string> | null = null;
/** The IANA time zones this runtime knows (canonical names, and UTC). */
export function timeZoneNames(): string[] {
  if (!zones) {
    // Older runtimes lack Intl.supportedValuesOf, though the ES2022 typings declare it.
    zones = new Set([...(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_TIME_ZONE]), 'UTC']);
  }
  return [...zones].sort();
}
/** Whether `zone` is an IANA time zone name as written in the database ('Asia/Phnom_Penh', not 'asia/phnom_penh'). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > TIME_ZONE_MAX_LENGTH) return false;
  if (!zones) timeZoneNames();
  if (zones!.has(zone)) return true;
  // Names the runtime knows although it lists another spelling (Asia/Saigon, America/Argentina/Buenos_Aires...),
  // written as the database writes them: every part capitalised.
  if (!/^[A-Z][A-Za-z_+-]*(?:\/[A-Z][A-Za-z0-9_+-]*)+$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone every time is shown in for this user: the profile's, or Asia/Phnom_Penh. */
export function timeZoneOf(user: { timeZone?: string | null } | null | undefined): string {
  return user?.timeZone && isTimeZone(user.timeZone) ? user.timeZone : DEFAULT_TIME_ZONE;
}

export const PROFILE_LANGUAGES: readonly LanguageCode[] = LANGUAGES.map((l) => l.id);

/** A session of the account still signed in (a browser or device), as the profile lists it. */
export interface UserSession {
  id: string;
  /** The browser's User-Agent at sign-in or its last renewal ('' when it sent none). */
  userAgent: string;
  /** The client address the portal saw. */
  address: string;
  startedAt: string;
  /** The sign-in or the last renewal of the session's token (a page load renews it). */
  lastSeenAt: string;
  /** The session of the token that asked. */
  current: boolean;
}

/** User-Agent strings are kept to this length. */
export const USER_AGENT_MAX_LENGTH = 300;

const pad2 = (n: number) => String(Math.trunc(n)).padStart(2, '0');
/**
 * An instant as ISO 8601 in a time zone, with its offset ('2026-11-25T15:10:00+07:00'): what exports carry, so a
 * spreadsheet shows the user's wall time and the moment stays exact. Not an instant: answered unchanged.
 */
export function isoInZone(value: string | Date | null | undefined, zone: string): string {
  if (value === null || value === undefined || value === '') return '';
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return String(value);
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-US', {
    timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(d).map((p) => [p.type, p.value]));
  const [year, month, day, hour, minute, second] = ['year', 'month', 'day', 'hour', 'minute', 'second'].map((k) => Number(parts[k]));
  const wall = Date.UTC(year!, month! - 1, day!, hour! % 24, minute!, second!);
  const offset = Math.round((wall - (d.getTime() - d.getUTCMilliseconds())) / 60_000);
  const ms = d.getUTCMilliseconds();
  const sign = offset < 0 ? '-' : '+';
  return `${String(year).padStart(4, '0')}-${pad2(month!)}-${pad2(day!)}T${pad2(hour! % 24)}:${pad2(minute!)}:${pad2(second!)}`
    + `${ms ? `.${String(ms).padStart(3, '0')}` : ''}${sign}${pad2(Math.abs(offset) / 60)}:${pad2(Math.abs(offset) % 60)}`;
}
