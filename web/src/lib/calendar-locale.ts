import { primeLocaleOf } from './prime-locale';

/** The PrimeReact locale name of a portal language, for Calendar's `locale` prop (see app/prime-locale.ts). */
export function calendarLocale(language: string): string {
  return primeLocaleOf(language);
}

export { calendarDateFormat } from './dates';
