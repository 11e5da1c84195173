import { useEffect, useReducer } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from 'primereact/confirmdialog';
import type { FileUploadHandlerEvent } from 'primereact/fileupload';
import type { Contact, ContactTag, Country } from '@cis/contracts';
import { alertRaised, invalidFieldsDismissed, REQUIRED_ALERT_TYPE } from '../../stores/alerts';
import { contactsApi } from './contacts.api';
import { contactChanges, validateContact } from './contacts.logic';
import { contactDetailReducer, initContactDetail, withKnownTags } from './contact-detail.reducer';
import { ContactEditor } from './ContactEditor';
import { ContactHeader } from './ContactHeader';
import { ContactView } from './ContactView';

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
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit') === '1';
  const [state, dispatch] = useReducer(contactDetailReducer, contact, initContactDetail);
  const { form } = state;

  // A change pushed while only viewing shows at once; while editing, the user's draft is kept.
  useEffect(() => {
    if (!editing) dispatch({ type: 'reset', contact });
  }, [contact, editing]);

  const setEditing = (on: boolean) => {
    const next = new URLSearchParams(params);
    if (on) next.set('edit', '1');
    else next.delete('edit');
    setParams(next, { replace: true });
  };

  const save = async (andNew = false) => {
    const invalid = validateContact(form);
    if (invalid.length > 0) {
      alertRaised({ type: REQUIRED_ALERT_TYPE, message: t('contacts.invalid'), fields: invalid });
      return;
    }
    invalidFieldsDismissed();
    const changes = contactChanges(contact, withKnownTags(form, tags));
    if (Object.keys(changes).length === 0) {
      setEditing(false);
      if (andNew) onAddNew?.();
      return;
    }
    dispatch({ type: 'saving', on: true });
    try {
      const saved = await contactsApi.update(contact.id, changes);
      onSaved(saved);
      setEditing(false);
      if (andNew) onAddNew?.();
    } catch {
      // The shell shows the error alert or the server's invalid fields; the draft stays for another try.
    } finally {
      dispatch({ type: 'saving', on: false });
    }
  };

  const upload = async (event: FileUploadHandlerEvent) => {
    const file = event.files[0];
    event.options.clear();
    if (!file) return;
    dispatch({ type: 'uploading', on: true });
    try {
      onSaved(await contactsApi.uploadAvatar(contact.id, file));
    } catch {
      // alert shown by the shell
    } finally {
      dispatch({ type: 'uploading', on: false });
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
    <ContactHeader
      contact={contact}
      editing={editing}
      uploading={state.uploading}
      onUpload={(event) => void upload(event)}
      onEdit={() => setEditing(true)}
      onDelete={() => dispatch({ type: 'confirming', on: true })}
    />
  );

  if (!editing) {
    const confirm = (
      <ConfirmDialog
        visible={state.confirming}
        onHide={() => dispatch({ type: 'confirming', on: false })}
        header={t('contacts.deleteTitle')}
        message={t('contacts.deleteMessage', { name: contact.name })}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('contacts.delete')}
        rejectLabel={t('contacts.cancel')}
        acceptClassName="p-button-danger"
        accept={remove}
      />
    );
    return <ContactView contact={contact} tags={tags} countries={countries} header={header} confirm={confirm} />;
  }

  return (
    <ContactEditor
      form={form}
      tags={tags}
      countries={countries}
      header={header}
      saving={state.saving}
      dispatch={dispatch}
      onSave={() => void save()}
      onCancel={() => { dispatch({ type: 'reset', contact }); invalidFieldsDismissed(); setEditing(false); }}
      onSaveAndNew={onAddNew && (() => void save(true))}
    />
  );
}
