import { CURRENCY_SYMBOL_RIEL } from '@cis/contracts';
import { numberLocale } from '../../lib/format';

/** An amount in riel: '៛1,250,000' (grouping follows the language). */
export function formatRiel(amount: number, locale: string): string {
  const n = new Intl.NumberFormat(numberLocale(locale), { maximumFractionDigits: 0 }).format(Math.round(amount));
  return `${CURRENCY_SYMBOL_RIEL}${n}`;
}
