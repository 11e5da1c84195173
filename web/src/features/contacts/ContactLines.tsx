import { useMemo, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { CONTACT_EMAIL_LABELS, CONTACT_PHONE_LABELS, type ContactEmail, type ContactPhoneNumber, type Country } from '@cis/contracts';
import type { ContactDetailAction } from './contact-detail.reducer';
import { CountryOption, CountryValue } from './CountryPicker';
import { localizeCountries } from './country-names';

/** The editor's email lines: address, label, remove; and "add an email". */
export function ContactEmailLines({ emails, dispatch }: { emails: ContactEmail[]; dispatch: Dispatch<ContactDetailAction> }) {
  const { t } = useTranslation();
  const emailLabels = CONTACT_EMAIL_LABELS.map((l) => ({ value: l, label: t(`contacts.labels.${l}`) }));
  return (
    <fieldset className="ct-set">
      <legend>{t('contacts.emails')}</legend>
      {emails.map((email, i) => (
        <div key={i} className="ct-line" data-testid="contact-email-line">
          <InputText
            value={email.email}
            type="email"
            aria-label={t('contacts.email')}
            onChange={(e) => dispatch({ type: 'emailChanged', index: i, changes: { email: e.target.value } })}
            className="ct-grow"
          />
          <Dropdown
            value={email.label}
            options={emailLabels}
            className="ct-label-picker"
            aria-label={t('contacts.label')}
            onChange={(e) => dispatch({ type: 'emailChanged', index: i, changes: { label: e.value as string } })}
          />
          <Button type="button" icon="pi pi-times" text rounded aria-label={t('contacts.removeEmail')} onClick={() => dispatch({ type: 'emailRemoved', index: i })} />
        </div>
      ))}
      <Button type="button" icon="pi pi-plus" label={t('contacts.addEmail')} text size="small" onClick={() => dispatch({ type: 'emailAdded' })} data-testid="contact-add-email" />
    </fieldset>
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
  const phoneLabels = CONTACT_PHONE_LABELS.map((l) => ({ value: l, label: t(`contacts.labels.${l}`) }));
  return (
    <fieldset className="ct-set">
      <legend>{t('contacts.phoneNumbers')}</legend>
      {phoneNumbers.map((phone, i) => (
        <div key={i} className="ct-line" data-testid="contact-phone-line">
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
            onChange={(e) => dispatch({ type: 'phoneChanged', index: i, changes: { country: e.value as string } })}
          />
          <InputText
            value={phone.phoneNumber}
            type="tel"
            aria-label={t('contacts.phoneNumber')}
            onChange={(e) => dispatch({ type: 'phoneChanged', index: i, changes: { phoneNumber: e.target.value } })}
            className="ct-grow"
          />
          <Dropdown
            value={phone.label}
            options={phoneLabels}
            className="ct-label-picker"
            aria-label={t('contacts.label')}
            onChange={(e) => dispatch({ type: 'phoneChanged', index: i, changes: { label: e.value as string } })}
          />
          <Button type="button" icon="pi pi-times" text rounded aria-label={t('contacts.removePhone')} onClick={() => dispatch({ type: 'phoneRemoved', index: i })} />
        </div>
      ))}
      <Button type="button" icon="pi pi-plus" label={t('contacts.addPhone')} text size="small" onClick={() => dispatch({ type: 'phoneAdded' })} data-testid="contact-add-phone" />
    </fieldset>
  );
}
