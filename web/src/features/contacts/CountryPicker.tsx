import type { Country } from '@cis/contracts';
import { CountryFlag } from './CountryFlag';

/** A country in the picker's list: flag, name, dial code. */
export function CountryOption({ country }: { country: Country | undefined }) {
  if (!country) return null;
  return (
    <span className="ct-country">
      <CountryFlag iso={country.iso} />
      <span className="ct-country-name">{country.name}</span>
      <span className="muted">{country.code}</span>
    </span>
  );
}

/** The picked country: flag, ISO code and dial code ('KH +855'), on one line that the picker is wide enough for. */
export function CountryValue({ country }: { country: Country }) {
  return (
    <span className="ct-country ct-country-value" data-testid="contact-country-value">
      <CountryFlag iso={country.iso} name={country.name} />
      <span className="ct-country-iso">{country.iso.toUpperCase()}</span>
      <span>{country.code}</span>
    </span>
  );
}
