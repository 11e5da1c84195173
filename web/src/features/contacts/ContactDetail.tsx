import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Chip } from 'primereact/chip';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Dropdown } from 'primereact/dropdown';
import { FileUpload, type FileUploadHandlerEvent } from 'primereact/fileupload';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import {
  CONTACT_AVATAR_MAX_BYTES, CONTACT_AVATAR_MIME_TYPES, CONTACT_EMAIL_LABELS, CONTACT_PHONE_LABELS,
  type Contact, type ContactTag, type Country,
} from '@cis/contracts';
import { alertRaised, invalidFieldsDismissed, REQUIRED_ALERT_TYPE } from '../../stores/alerts';
import { RichTextEditor } from '../../lib/RichTextEditor';
import { calendarDateFormat, calendarLocale } from '../../lib/calendar-locale';
import { formatDate } from '../../lib/dates';
import { sanitizeHtml } from '../../lib/sanitize';
import { contactsApi } from './contacts.api';
import { contactChanges, toForm, validateContact, withDialCode, type ContactForm } from './contacts.logic';
import { ContactAvatar } from './ContactAvatar';
import { CountryFlag } from './CountryFlag';
import { localizeCountries } from './country-names';

function CountryOption({ country }: { country: Country | undefined }) {
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
function CountryValue({ country }: { country: Country }) {
  return (
    <span className="ct-country ct-country-value" data-testid="contact-country-value">
      <CountryFlag iso={country.iso} name={country.name} />
      <span className="ct-country-iso">{country.iso.toUpperCase()}</span>
      <span>{country.code}</span>
    </span>
  );
}

/** One contact: read view, and the editor (validated before sending; only changed fields are sent). */
export function ContactDetail({ contact, tags, countries, onSaved, onDeleted, onAddNew }: {
  contact: Contact;
  tags: ContactTag[];
  countries: Country[];
  onSaved: (contact: Contact) => void;
  onDeleted: () => void;
  /** Creates the next contact (the editor's "save and add new"). */
  onAddNew?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit') === '1';
  const [form, setForm] = useState<ContactForm>(() => toForm(contact));
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [uploading, setUploading] = useState(false);
  const countryOptions = useMemo(() => localizeCountries(countries, i18n.language), [countries, i18n.language]);

  // A change pushed while only viewing shows at once; while editing, the user's draft is kept.
  useEffect(() => {
    if (!editing) setForm(toForm(contact));
  }, [contact, editing]);

  const setEditing = (on: boolean) => {
    const next = new URLSearchParams(params);
    if (on) next.set('edit', '1');
    else next.delete('edit');
    setParams(next, { replace: true });
  };
  const patch = (changes: Partial<ContactForm>) => setForm((f) => ({ ...f, ...changes }));
  const tagTitle = (id: string) => tags.find((tag) => tag.id === id)?.title ?? '';
  const emailLabels = CONTACT_EMAIL_LABELS.map((l) => ({ value: l, label: t(`contacts.labels.${l}`) }));
  const phoneLabels = CONTACT_PHONE_LABELS.map((l) => ({ value: l, label: t(`contacts.labels.${l}`) }));
  const labelText = (label: string) => t(`contacts.labels.${label}`, { defaultValue: label });

  const save = async (andNew = false) => {
    const invalid = validateContact(form);
    if (invalid.length > 0) {
      alertRaised({ type: REQUIRED_ALERT_TYPE, message: t('contacts.invalid'), fields: invalid });
      return;
    }
    invalidFieldsDismissed();
    // A tag deleted by someone while this form was open is dropped rather than refused by the server.
    const changes = contactChanges(contact, { ...form, tags: form.tags.filter((id) => tags.some((tag) => tag.id === id)) });
    if (Object.keys(changes).length === 0) {
      setEditing(false);
      if (andNew) onAddNew?.();
      return;
    }
    setSaving(true);
    try {
      const saved = await contactsApi.update(contact.id, changes);
      onSaved(saved);
      setEditing(false);
      if (andNew) onAddNew?.();
    } catch {
      // The shell shows the error alert or the server's invalid fields; the draft stays for another try.
    } finally {
      setSaving(false);
    }
  };

  const upload = async (event: FileUploadHandlerEvent) => {
    const file = event.files[0];
    event.options.clear();
    if (!file) return;
    setUploading(true);
    try {
      onSaved(await contactsApi.uploadAvatar(contact.id, file));
    } catch {
      // alert shown by the shell
    } finally {
      setUploading(false);
    }
  };

  const remove = async () => {
    try {
      await contactsApi.remove(contact.id);
      onDeleted();
    } catch {
      // alert shown by the shell
    }
  };

  const header = (
    <div className="ct-detail-head">
      <div className="ct-banner" aria-hidden="true" />
      <div className="ct-head-row">
        <ContactAvatar name={contact.name} colourKey={contact.id} avatar={contact.avatar} size="xlarge" className="ct-big-avatar" />
        <div className="ct-head-actions">
          {editing ? (
            <FileUpload
              mode="basic"
              name="avatar"
              auto
              customUpload
              uploadHandler={upload}
              accept={CONTACT_AVATAR_MIME_TYPES.join(',')}
              maxFileSize={CONTACT_AVATAR_MAX_BYTES}
              chooseLabel={t('contacts.changeAvatar')}
              chooseOptions={{ icon: 'pi pi-camera', className: 'p-button-outlined p-button-sm' }}
              disabled={uploading}
              onValidationFail={() => alertRaised({ type: 'error', title: t('contacts.avatarRefusedTitle'), message: t('contacts.avatarTooBig') })}
              data-testid="contact-avatar-upload"
            />
          ) : (
            <>
              <Button icon="pi pi-pencil" label={t('contacts.edit')} outlined size="small" onClick={() => setEditing(true)} data-testid="contact-edit" />
              <Button icon="pi pi-trash" label={t('contacts.delete')} severity="danger" text size="small" onClick={() => setConfirming(true)} />
            </>
          )}
        </div>
      </div>
    </div>
  );

  const confirm = (
    <ConfirmDialog
      visible={confirming}
      onHide={() => setConfirming(false)}
      header={t('contacts.deleteTitle')}
      message={t('contacts.deleteMessage', { name: contact.name })}
      icon="pi pi-exclamation-triangle"
      acceptLabel={t('contacts.delete')}
      rejectLabel={t('contacts.cancel')}
      acceptClassName="p-button-danger"
      accept={remove}
    />
  );

  if (!editing) {
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

  return (
    <form className="ct-edit" data-testid="contact-editor" noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
      {header}
      <div className="ct-field">
        <label htmlFor="ct-name">{t('contacts.name')} *</label>
        <InputText id="ct-name" value={form.name} onChange={(e) => patch({ name: e.target.value })} invalid={!form.name.trim()} />
      </div>
      <div className="ct-two">
        <div className="ct-field">
          <label htmlFor="ct-title">{t('contacts.title')}</label>
          <InputText id="ct-title" value={form.title} onChange={(e) => patch({ title: e.target.value })} />
        </div>
        <div className="ct-field">
          <label htmlFor="ct-company">{t('contacts.company')}</label>
          <InputText id="ct-company" value={form.company} onChange={(e) => patch({ company: e.target.value })} />
        </div>
      </div>
      <div className="ct-field">
        <label htmlFor="ct-tags">{t('contacts.tags')}</label>
        <MultiSelect
          inputId="ct-tags"
          value={form.tags}
          options={tags.map((tag) => ({ label: tag.title, value: tag.id }))}
          onChange={(e) => patch({ tags: e.value as string[] })}
          display="chip"
          filter
          placeholder={t('contacts.pickTags')}
        />
      </div>

      <fieldset className="ct-set">
        <legend>{t('contacts.emails')}</legend>
        {form.emails.map((email, i) => (
          <div key={i} className="ct-line" data-testid="contact-email-line">
            <InputText
              value={email.email}
              type="email"
              aria-label={t('contacts.email')}
              onChange={(e) => patch({ emails: form.emails.map((x, j) => (j === i ? { ...x, email: e.target.value } : x)) })}
              className="ct-grow"
            />
            <Dropdown
              value={email.label}
              options={emailLabels}
              className="ct-label-picker"
              aria-label={t('contacts.label')}
              onChange={(e) => patch({ emails: form.emails.map((x, j) => (j === i ? { ...x, label: e.value as string } : x)) })}
            />
            <Button type="button" icon="pi pi-times" text rounded aria-label={t('contacts.removeEmail')} onClick={() => patch({ emails: form.emails.filter((_, j) => j !== i) })} />
          </div>
        ))}
        <Button type="button" icon="pi pi-plus" label={t('contacts.addEmail')} text size="small" onClick={() => patch({ emails: [...form.emails, { email: '', label: 'Personal' }] })} data-testid="contact-add-email" />
      </fieldset>

      <fieldset className="ct-set">
        <legend>{t('contacts.phoneNumbers')}</legend>
        {form.phoneNumbers.map((phone, i) => (
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
              onChange={(e) => patch({ phoneNumbers: form.phoneNumbers.map((x, j) => (j === i ? { ...x, country: e.value as string } : x)) })}
            />
            <InputText
              value={phone.phoneNumber}
              type="tel"
              aria-label={t('contacts.phoneNumber')}
              onChange={(e) => patch({ phoneNumbers: form.phoneNumbers.map((x, j) => (j === i ? { ...x, phoneNumber: e.target.value } : x)) })}
              className="ct-grow"
            />
            <Dropdown
              value={phone.label}
              options={phoneLabels}
              className="ct-label-picker"
              aria-label={t('contacts.label')}
              onChange={(e) => patch({ phoneNumbers: form.phoneNumbers.map((x, j) => (j === i ? { ...x, label: e.value as string } : x)) })}
            />
            <Button type="button" icon="pi pi-times" text rounded aria-label={t('contacts.removePhone')} onClick={() => patch({ phoneNumbers: form.phoneNumbers.filter((_, j) => j !== i) })} />
          </div>
        ))}
        <Button type="button" icon="pi pi-plus" label={t('contacts.addPhone')} text size="small" onClick={() => patch({ phoneNumbers: [...form.phoneNumbers, { country: 'kh', phoneNumber: '', label: 'Mobile' }] })} data-testid="contact-add-phone" />
      </fieldset>

      <div className="ct-two">
        <div className="ct-field">
          <label htmlFor="ct-birthday">{t('contacts.birthday')}</label>
          <Calendar
            inputId="ct-birthday"
            value={form.birthday}
            onChange={(e) => patch({ birthday: (e.value as Date | null) ?? null })}
            locale={calendarLocale(i18n.language)}
            dateFormat={calendarDateFormat(i18n.language)}
            maxDate={new Date()}
            showIcon
            showButtonBar
            monthNavigator
            yearNavigator
            yearRange="1920:2030"
          />
        </div>
        <div className="ct-field">
          <label htmlFor="ct-address">{t('contacts.address')}</label>
          <InputTextarea id="ct-address" value={form.address} rows={2} autoResize onChange={(e) => patch({ address: e.target.value })} />
        </div>
      </div>
      <div className="ct-field">
        <label>{t('contacts.notes')}</label>
        <RichTextEditor value={form.notes} onChange={(html) => patch({ notes: html })} label={t('contacts.notes')} id="ct-notes" />
      </div>
      <div className="ct-edit-actions">
        <Button type="button" label={t('contacts.cancel')} text onClick={() => { setForm(toForm(contact)); invalidFieldsDismissed(); setEditing(false); }} />
        {onAddNew && (
          <Button type="button" icon="pi pi-plus" label={t('contacts.saveAndNew')} outlined disabled={saving} onClick={() => void save(true)} data-shortcut="save-and-add-new" data-testid="contact-save-and-new" />
        )}
        <Button type="submit" icon="pi pi-check" label={t('contacts.save')} loading={saving} data-shortcut="save" data-testid="contact-save" />
      </div>
    </form>
  );
}
