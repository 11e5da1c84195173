import type { Country } from '@cis/contracts';
import khmerNames from 'i18n-iso-countries/langs/km.json';
import { isKhmer } from '../../lib/in-language';

/**
 * Country names in the reader's language. The BFF sends ISO 3166-1 English short names (fixtures, from
 * i18n-iso-countries); the Khmer names come from the same package's Khmer locale, on the client, because Intl's
 * DisplayNames has no Khmer data in every browser (Debian's Chromium has none). The iso and dial codes are kept.
 */
const KHMER: Record<string, string | string[]> = khmerNames.countries;

export interface LocalizedCountry extends Country {
  /** The English name the BFF sent, still searchable in the picker. */
  englishName: string;
}

/** A country's name in the language ('kh', 'km' -> 'កម្ពុជា'), else the English name given. */
export function countryName(iso: string, englishName: string, language: string): string {
  if (!isKhmer(language)) return englishName;
  const name = KHMER[iso.toUpperCase()];
  return (Array.isArray(name) ? name[0] : name) || englishName;
}

/** The countries with names in the language, in the order given. */
export function localizeCountries(countries: readonly Country[], language: string): LocalizedCountry[] {
  return countries.map((c) => ({ ...c, englishName: c.name, name: countryName(c.iso, c.name, language) }));
}
