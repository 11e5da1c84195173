import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip } from 'primereact/chip';
import type { Contact, ContactTag, Country } from '@cis/contracts';
import { formatDate } from '../../lib/dates';
import { sanitizeHtml } from '../../lib/sanitize';
import { withDialCode } from './contacts.logic';
import { CountryFlag } from './CountryFlag';

/** The read view of a contact: name, job, tags, emails, phones, birthday, address, notes. */
export function ContactView({ contact, tags, countries, header, confirm }: {
  contact: Contact;
  tags: ContactTag[];
  countries: Country[];
  header: ReactNode;
  confirm: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const tagTitle = (id: string) => tags.find((tag) => tag.id === id)?.title ?? '';
  const labelText = (label: string) => t(`contacts.labels.${label}`, { defaultValue: label });
  return (
    <article className="ct-view" data-testid="contact-view">
      {header}
      {confirm}
      <h2 className="ct-name" data-testid="contact-name">{contact.name}</h2>
      {(contact.title || contact.company) && <p className="muted ct-job">{[contact.title, contact.company].filter(Boolean).join(' · ')}</p>}
      {contact.tags.length > 0 && (
        <div className="ct-chips">{contact.tags.map((id) => <Chip key={id} label={tagTitle(id)} className="ct-chip" />)}</div>
      )}
      <dl className="ct-facts">
        {contact.emails.map((e, i) => (
          <div key={`e${i}`} className="ct-fact">
            <dt><i className="pi pi-envelope" aria-hidden="true" /> {labelText(e.label)}</dt>
            <dd><a href={`mailto:${e.email}`}>{e.email}</a></dd>
          </div>
        ))}
        {contact.phoneNumbers.map((p, i) => (
          <div key={`p${i}`} className="ct-fact">
            <dt><i className="pi pi-phone" aria-hidden="true" /> {labelText(p.label)}</dt>
            <dd className="ct-phone"><CountryFlag iso={p.country} name={countries.find((c) => c.iso === p.country)?.name} /> {withDialCode(p, countries)}</dd>
          </div>
        ))}
        {contact.birthday && (
          <div className="ct-fact">
            <dt><i className="pi pi-gift" aria-hidden="true" /> {t('contacts.birthday')}</dt>
            <dd data-testid="contact-birthday">{formatDate(contact.birthday, i18n.language, undefined, 'UTC')}</dd>
          </div>
        )}
        {contact.address && (
          <div className="ct-fact">
            <dt><i className="pi pi-map-marker" aria-hidden="true" /> {t('contacts.address')}</dt>
            <dd>{contact.address}</dd>
          </div>
        )}
      </dl>
      {contact.notes && (
        <section className="ct-notes">
          <h3>{t('contacts.notes')}</h3>
          <div className="ct-notes-body" data-testid="contact-notes" dangerouslySetInnerHTML={{ __html: sanitizeHtml(contact.notes) }} />
        </section>
      )}
    </article>
  );
}
