import { CURRENCY_SYMBOL_RIEL } from '@cis/contracts';
import { numberLocale } from '../../lib/format';

/** One formatter per number locale: building an Intl.NumberFormat costs far more than formatting with it. */
const RIEL_FORMATS = new Map<string, Intl.NumberFormat>();

/** An amount in riel: '៛1,250,000' (grouping follows the language). */
export function formatRiel(amount: number, locale: string): string {
  const key = numberLocale(locale);
  let format = RIEL_FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat(key, { maximumFractionDigits: 0 });
    RIEL_FORMATS.set(key, format);
  }
  return `${CURRENCY_SYMBOL_RIEL}${format.format(Math.round(amount))}`;
}
