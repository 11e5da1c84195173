import { useMemo, type Dispatch, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { CONTACT_EMAIL_LABELS, CONTACT_PHONE_LABELS, type ContactEmail, type ContactPhoneNumber, type Country } from '@cis/contracts';
import type { ContactDetailAction } from './contact-detail.reducer';
import { CountryOption, CountryValue } from './CountryPicker';
import { localizeCountries } from './country-names';

/** Each kind of line's texts (translation keys) and labels. */
const KINDS = {
  email: { legend: 'contacts.emails', remove: 'contacts.removeEmail', add: 'contacts.addEmail', labels: CONTACT_EMAIL_LABELS },
  phone: { legend: 'contacts.phoneNumbers', remove: 'contacts.removePhone', add: 'contacts.addPhone', labels: CONTACT_PHONE_LABELS },
} as const;

/** What differs between the editor's kinds of line (emails, phone numbers); the rest is ContactLineList's. */
interface ContactLineListProps<T extends { label: string }> {
  /** Its texts and labels (KINDS), and the test ids: `contact-<kind>-line`, `contact-add-<kind>`. */
  kind: keyof typeof KINDS;
  lines: T[];
  /** The line's own inputs, before its label picker and its remove button. */
  fields: (line: T, change: (changes: Partial<T>) => void) => ReactNode;
  /** A change of a line: of its own inputs, or of its label (a field every kind of line has). */
  onChange: (index: number, changes: Partial<T> | { label: string }) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
}

/** A fieldset of lines, each its own inputs, a label picker and remove; and "add a line". */
function ContactLineList<T extends { label: string }>({ kind, lines, fields, onChange, onRemove, onAdd }: ContactLineListProps<T>) {
  const { t } = useTranslation();
  const texts = KINDS[kind];
  const labelOptions = texts.labels.map((l) => ({ value: l, label: t(`contacts.labels.${l}`) }));
  return (
    <fieldset className="ct-set">
      <legend>{t(texts.legend)}</legend>
      {lines.map((line, i) => (
        <div key={i} className="ct-line" data-testid={`contact-${kind}-line`}>
          {fields(line, (changes) => onChange(i, changes))}
          <Dropdown
            value={line.label}
            options={labelOptions}
            className="ct-label-picker"
            aria-label={t('contacts.label')}
            onChange={(e) => onChange(i, { label: String(e.value) })}
          />
          <Button type="button" icon="pi pi-times" text rounded aria-label={t(texts.remove)} onClick={() => onRemove(i)} />
        </div>
      ))}
      <Button type="button" icon="pi pi-plus" label={t(texts.add)} text size="small" onClick={onAdd} data-testid={`contact-add-${kind}`} />
    </fieldset>
  );
}

/** The editor's email lines: address, label, remove; and "add an email". */
export function ContactEmailLines({ emails, dispatch }: { emails: ContactEmail[]; dispatch: Dispatch<ContactDetailAction> }) {
  const { t } = useTranslation();
  return (
    <ContactLineList
      kind="email"
      lines={emails}
      fields={(email, change) => (
        <InputText value={email.email} type="email" aria-label={t('contacts.email')} onChange={(e) => change({ email: e.target.value })} className="ct-grow" />
      )}
      onChange={(index, changes) => dispatch({ type: 'emailChanged', index, changes })}
      onRemove={(index) => dispatch({ type: 'emailRemoved', index })}
      onAdd={() => dispatch({ type: 'emailAdded' })}
    />
  );
}

/** The editor's phone lines: country, number, label, remove; and "add a phone number". */
export function ContactPhoneLines({ phoneNumbers, countries, dispatch }: {
  phoneNumbers: ContactPhoneNumber[];
  countries: Country[];
  dispatch: Dispatch<ContactDetailAction>;
}) {
  const { t, i18n } = useTranslation();
  const countryOptions = useMemo(() => localizeCountries(countries, i18n.language), [countries, i18n.language]);
  return (
    <ContactLineList
      kind="phone"
      lines={phoneNumbers}
      fields={(phone, change) => (
        <>
          <Dropdown
            value={phone.country}
            options={countryOptions}
            optionValue="iso"
            optionLabel="name"
            filter
            filterBy="name,englishName,code,iso"
            aria-label={t('contacts.country')}
            className="ct-country-picker"
            panelClassName="ct-country-panel"
            filterPlaceholder={t('contacts.findCountry')}
            virtualScrollerOptions={{ itemSize: 40 }}
            itemTemplate={(c: Country) => <CountryOption country={c} />}
            valueTemplate={(c: Country | undefined) => (c ? <CountryValue country={c} /> : <span>{t('contacts.country')}</span>)}
            onChange={(e) => change({ country: String(e.value) })}
          />
          <InputText value={phone.phoneNumber} type="tel" aria-label={t('contacts.phoneNumber')} onChange={(e) => change({ phoneNumber: e.target.value })} className="ct-grow" />
        </>
      )}
      onChange={(index, changes) => dispatch({ type: 'phoneChanged', index, changes })}
      onRemove={(index) => dispatch({ type: 'phoneRemoved', index })}
      onAdd={() => dispatch({ type: 'phoneAdded' })}
    />
  );
}
