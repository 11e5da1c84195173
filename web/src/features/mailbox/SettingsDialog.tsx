import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { SelectButton } from 'primereact/selectbutton';
import { InputSwitch } from 'primereact/inputswitch';
import { MAIL_MESSAGE_LAYOUTS, type MailboxSettings } from '@cis/contracts';
import { mailboxApi } from './mailbox.api';

/** The mailbox settings (shared by the tenant): where an opened mail shows, and sender avatars. */
export function SettingsDialog({ settings, onClose, onSaved }: { settings: MailboxSettings; onClose: () => void; onSaved: (s: MailboxSettings) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(settings);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      onSaved(await mailboxApi.updateSettings(draft));
      onClose();
    } catch {
      /* the shell shows the error */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      header={t('mailbox.settings')}
      visible
      onHide={onClose}
      style={{ width: 'min(28rem, 95vw)' }}
      data-testid="mailbox-settings-dialog"
      footer={
        <div className="ab-dialog-footer">
          <span className="ab-spacer" />
          <Button label={t('label.action.cancel')} text onClick={onClose} />
          <Button label={t('mailbox.save')} icon="pi pi-check" loading={busy} onClick={() => void save()} data-shortcut="save" data-testid="mailbox-settings-save" />
        </div>
      }
    >
      <div className="ab-form">
        <label id="mb-layout-label">{t('mailbox.messageLayout')}</label>
        <SelectButton
          value={draft.messageLayout}
          options={MAIL_MESSAGE_LAYOUTS.map((v) => ({ label: t(`mailbox.layouts.${v}`), value: v }))}
          onChange={(e) => e.value && setDraft({ ...draft, messageLayout: e.value })}
          aria-labelledby="mb-layout-label"
          allowEmpty={false}
        />
        <label htmlFor="mb-avatars">{t('mailbox.showAvatars')}</label>
        <InputSwitch inputId="mb-avatars" checked={draft.showAvatars} onChange={(e) => setDraft({ ...draft, showAvatars: !!e.value })} />
      </div>
    </Dialog>
  );
}
