import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { FileUpload, type FileUploadHandlerEvent } from 'primereact/fileupload';
import { CONTACT_AVATAR_MAX_BYTES, CONTACT_AVATAR_MIME_TYPES, type Contact } from '@cis/contracts';
import { alertRaised } from '../../stores/alerts';
import { ContactAvatar } from './ContactAvatar';

/** The banner and avatar; viewing: edit and delete; editing: change the avatar. */
export function ContactHeader({ contact, editing, uploading, onUpload, onEdit, onDelete }: {
  contact: Contact;
  editing: boolean;
  uploading: boolean;
  onUpload: (event: FileUploadHandlerEvent) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
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
              uploadHandler={onUpload}
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
              <Button icon="pi pi-pencil" label={t('contacts.edit')} outlined size="small" onClick={onEdit} data-testid="contact-edit" />
              <Button icon="pi pi-trash" label={t('contacts.delete')} severity="danger" text size="small" onClick={onDelete} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
