import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { confirmDialog, ConfirmDialog } from 'primereact/confirmdialog';
import { MAIL_LABEL_COLORS, MAIL_LABEL_DEFAULT_COLOR, type MailLabel, type MailLabelColor } from '@cis/contracts';
import { alertRaised, invalidFieldsDismissed } from '../../stores/alerts';
import { mailboxApi } from './mailbox.api';
import { labelColor, validateLabel } from './mailbox.logic';
import { optionOf } from '../../lib/options';

/** Create, rename, recolour and delete the mailbox labels. */
export function LabelsDialog({ labels, onClose, onChanged }: { labels: MailLabel[]; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const check = (title: string, color: string): boolean => {
    const errors = validateLabel(title, color, MAIL_LABEL_COLORS);
    if (errors.length === 0) {
      invalidFieldsDismissed();
      return true;
    }
    alertRaised({ type: 'required', message: t('mailbox.invalid'), fields: errors });
    return false;
  };
  return (
    <Dialog header={t('mailbox.manageLabels')} visible onHide={onClose} style={{ width: 'min(34rem, 95vw)' }} data-testid="mailbox-labels-dialog">
      <LabelForm check={check} onSubmit={async (title, color) => { await mailboxApi.createLabel(title, color); onChanged(); }} submitLabel={t('label.action.add')} submitIcon="pi pi-plus" resetAfter testId="mailbox-new-label" />
      {labels.length === 0 ? (
        <p className="muted">{t('mailbox.noLabels')}</p>
      ) : (
        <ul className="ab-label-list">
          {labels.map((l) => (
            <li key={`${l.id}:${l.title}:${l.color}`} data-testid="mailbox-label-row">
              <LabelForm
                initialTitle={l.title}
                initialColor={optionOf(MAIL_LABEL_COLORS, l.color) ?? MAIL_LABEL_DEFAULT_COLOR}
                check={check}
                onSubmit={async (title, color) => { await mailboxApi.updateLabel(l.id, { title, color }); onChanged(); }}
                submitLabel={t('mailbox.save')}
                submitIcon="pi pi-check"
                testId="mailbox-label"
                onDelete={() =>
                  confirmDialog({
                    header: t('mailbox.deleteLabel'),
                    message: t('mailbox.confirmDeleteLabel', { title: l.title }),
                    icon: 'pi pi-exclamation-triangle',
                    acceptLabel: t('label.action.delete'),
                    rejectLabel: t('label.action.cancel'),
                    acceptClassName: 'p-button-danger',
                    accept: () => void mailboxApi.deleteLabel(l.id).then(onChanged, () => undefined),
                  })
                }
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog />
    </Dialog>
  );
}

function LabelForm({ initialTitle = '', initialColor = MAIL_LABEL_DEFAULT_COLOR, check, onSubmit, submitLabel, submitIcon, resetAfter, onDelete, testId }: {
  initialTitle?: string;
  initialColor?: MailLabelColor;
  check: (title: string, color: string) => boolean;
  onSubmit: (title: string, color: MailLabelColor) => Promise<void>;
  submitLabel: string;
  submitIcon: string;
  resetAfter?: boolean;
  onDelete?: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(initialTitle);
  const [color, setColor] = useState<MailLabelColor>(initialColor);
  const [busy, setBusy] = useState(false);
  const colorOption = (value: string) => (
    <span className="mb-color-option"><span className="ab-dot" style={{ background: labelColor(value) }} />{t(`mailbox.colors.${value}`)}</span>
  );
  return (
    <form
      className="ab-inline-add"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!check(title, color)) return;
        setBusy(true);
        try {
          await onSubmit(title.trim(), color);
          if (resetAfter) {
            setTitle('');
            setColor(MAIL_LABEL_DEFAULT_COLOR);
          }
        } catch {
          /* the shell shows the error */
        } finally {
          setBusy(false);
        }
      }}
    >
      <InputText value={title} onChange={(e) => setTitle(e.target.value)} placeholder={t('mailbox.labelTitle')} aria-label={t('mailbox.labelTitle')} data-testid={`${testId}-title`} />
      <Dropdown
        value={color}
        options={MAIL_LABEL_COLORS.map((c) => ({ value: c }))}
        optionValue="value"
        onChange={(e) => setColor(optionOf(MAIL_LABEL_COLORS, e.value) ?? color)}
        itemTemplate={(o: { value: string }) => colorOption(o.value)}
        valueTemplate={(o: { value: string } | null) => (o ? colorOption(o.value) : null)}
        aria-label={t('mailbox.labelColor')}
        className="mb-color-select"
      />
      {/* alt+s: the new label once a title is typed, a row once it differs from the saved label. */}
      <Button type="submit" icon={submitIcon} label={submitLabel} loading={busy} data-shortcut={title !== initialTitle || color !== initialColor ? 'save' : undefined} data-testid={`${testId}-submit`} />
      {onDelete && <Button type="button" icon="pi pi-trash" rounded text severity="danger" aria-label={t('label.action.delete')} title={t('label.action.delete')} onClick={onDelete} data-testid={`${testId}-delete`} />}
    </form>
  );
}
