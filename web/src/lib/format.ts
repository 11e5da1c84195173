import { isKhmer } from './in-language';

/** Intl locale of numbers for a portal language ('km' -> 'km-KH'). */
export function numberLocale(language: string): string {
  return isKhmer(language) ? 'km-KH' : 'en-US';
}

export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(numberLocale(language), options).format(value);
}

/** Amounts of the inventory (a shop pricing in US dollars, as most Cambodian retail does). */
export function formatMoney(value: number, language: string, currency = 'USD'): string {
  return new Intl.NumberFormat(numberLocale(language), { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

// Dates: app/dates.ts (the one date formatting module of the client).

/** Initials for an avatar without an image: the first letters of the first two words. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return words.slice(0, 2).map((w) => Array.from(w)[0]?.toUpperCase() ?? '').join('') || '?';
}
