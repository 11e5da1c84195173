import type { Dispatch, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import type { ContactTag, Country } from '@cis/contracts';
import { RichTextEditor } from '../../lib/RichTextEditor';
import { calendarDateFormat, calendarLocale } from '../../lib/calendar-locale';
import type { ContactForm } from './contacts.logic';
import type { ContactDetailAction } from './contact-detail.reducer';
import { ContactEmailLines, ContactPhoneLines } from './ContactLines';
import { isTextList } from '../../lib/guards';

/** The contact editor's form; saving, cancelling and "save and add new" are the caller's. */
export function ContactEditor({ form, tags, countries, header, saving, dispatch, onSave, onCancel, onSaveAndNew }: {
  form: ContactForm;
  tags: ContactTag[];
  countries: Country[];
  header: ReactNode;
  saving: boolean;
  dispatch: Dispatch<ContactDetailAction>;
  onSave: () => void;
  onCancel: () => void;
  /** Shown only when the page can create the next contact. */
  onSaveAndNew?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const edit = (changes: Partial<ContactForm>) => dispatch({ type: 'edited', changes });
  return (
    <form className="ct-edit" data-testid="contact-editor" noValidate onSubmit={(e) => { e.preventDefault(); onSave(); }}>
      {header}
      <div className="ct-field">
        <label htmlFor="ct-name">{t('contacts.name')} *</label>
        <InputText id="ct-name" value={form.name} onChange={(e) => edit({ name: e.target.value })} invalid={!form.name.trim()} />
      </div>
      <div className="ct-two">
        <div className="ct-field">
          <label htmlFor="ct-title">{t('contacts.title')}</label>
          <InputText id="ct-title" value={form.title} onChange={(e) => edit({ title: e.target.value })} />
        </div>
        <div className="ct-field">
          <label htmlFor="ct-company">{t('contacts.company')}</label>
          <InputText id="ct-company" value={form.company} onChange={(e) => edit({ company: e.target.value })} />
        </div>
      </div>
      <div className="ct-field">
        <label htmlFor="ct-tags">{t('contacts.tags')}</label>
        <MultiSelect
          inputId="ct-tags"
          value={form.tags}
          options={tags.map((tag) => ({ label: tag.title, value: tag.id }))}
          onChange={(e) => edit({ tags: isTextList(e.value) ? e.value : [] })}
          display="chip"
          filter
          placeholder={t('contacts.pickTags')}
        />
      </div>

      <ContactEmailLines emails={form.emails} dispatch={dispatch} />
      <ContactPhoneLines phoneNumbers={form.phoneNumbers} countries={countries} dispatch={dispatch} />

      <div className="ct-two">
        <div className="ct-field">
          <label htmlFor="ct-birthday">{t('contacts.birthday')}</label>
          <Calendar
            inputId="ct-birthday"
            value={form.birthday}
            onChange={(e) => edit({ birthday: e.value ?? null })}
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
          <InputTextarea id="ct-address" value={form.address} rows={2} autoResize onChange={(e) => edit({ address: e.target.value })} />
        </div>
      </div>
      <div className="ct-field">
        <label>{t('contacts.notes')}</label>
        <RichTextEditor value={form.notes} onChange={(html) => edit({ notes: html })} label={t('contacts.notes')} id="ct-notes" />
      </div>
      <div className="ct-edit-actions">
        <Button type="button" label={t('contacts.cancel')} text onClick={onCancel} />
        {onSaveAndNew && (
          <Button type="button" icon="pi pi-plus" label={t('contacts.saveAndNew')} outlined disabled={saving} onClick={onSaveAndNew} data-shortcut="save-and-add-new" data-testid="contact-save-and-new" />
        )}
        <Button type="submit" icon="pi pi-check" label={t('contacts.save')} loading={saving} data-shortcut="save" data-testid="contact-save" />
      </div>
    </form>
  );
}
