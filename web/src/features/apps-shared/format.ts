import { DateTime } from 'luxon';

/** Intl locale of numbers for a portal language ('km' -> 'km-KH'). */
export function numberLocale(language: string): string {
  return language === 'km' || language.startsWith('km-') ? 'km-KH' : 'en-US';
}

/** luxon locale of dates for a portal language. */
export function dateLocale(language: string): string {
  return language === 'km' || language.startsWith('km-') ? 'km' : 'en-US';
}

export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(numberLocale(language), options).format(value);
}

/** Amounts of the inventory (a shop pricing in US dollars, as most Cambodian retail does). */
export function formatMoney(value: number, language: string, currency = 'USD'): string {
  return new Intl.NumberFormat(numberLocale(language), { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** An ISO timestamp as a localized date (luxon preset, default 'DDD' = long date), or '' when invalid. */
export function formatDate(iso: string | null | undefined, language: string, preset: Intl.DateTimeFormatOptions = DateTime.DATE_FULL, zone?: string): string {
  if (!iso) return '';
  const d = DateTime.fromISO(iso, zone ? { zone } : {});
  return d.isValid ? d.setLocale(dateLocale(language)).toLocaleString(preset) : '';
}

/** An ISO timestamp with a luxon format string (e.g. 'HH:mm'), or ''. */
export function formatDateAs(iso: string | null | undefined, language: string, format: string): string {
  if (!iso) return '';
  const d = DateTime.fromISO(iso);
  return d.isValid ? d.setLocale(dateLocale(language)).toFormat(format) : '';
}

/** Initials for an avatar without an image: the first letters of the first two words. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return words.slice(0, 2).map((w) => Array.from(w)[0]?.toUpperCase() ?? '').join('') || '?';
}
