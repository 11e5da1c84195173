import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import type { Mail, MailFolder, MailLabel } from '@cis/contracts';
import { initialsOf } from '../../lib/format';
import { DATE_PATTERNS, formatDate } from '../../lib/dates';
import { sanitizeHtml } from '../../lib/sanitize';
import type { MailChange } from './mailbox.api';
import { attachmentIcon, fileSize, labelColor, parseContact } from './mailbox.logic';
import { isTextList } from '../../lib/guards';

/** One mail: toggles, labels, folder, the sanitised content and its attachments. */
export function MailView({ mail, folders, labels, onChange, onClose }: {
  mail: Mail;
  folders: MailFolder[];
  labels: MailLabel[];
  onChange: (patch: MailChange) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const from = parseContact(mail.from.contact);
  const labelOf = new Map(labels.map((l) => [l.id, l]));
  return (
    <article className="mb-mail" data-testid="mailbox-mail">
      <div className="mb-toolbar" role="toolbar" aria-label={t('mailbox.mailActions')}>
        <Button icon="pi pi-arrow-left" rounded text aria-label={t('mailbox.backToList')} title={t('mailbox.backToList')} onClick={onClose} />
        <span className="ab-spacer" />
        <Button
          icon={mail.starred ? 'pi pi-star-fill' : 'pi pi-star'}
          rounded text
          className={mail.starred ? 'mb-starred' : ''}
          aria-pressed={mail.starred}
          aria-label={t(mail.starred ? 'mailbox.unstar' : 'mailbox.star')}
          title={t(mail.starred ? 'mailbox.unstar' : 'mailbox.star')}
          onClick={() => onChange({ starred: !mail.starred })}
          data-testid="mailbox-toggle-star"
        />
        <Button
          icon="pi pi-exclamation-circle"
          rounded text
          className={mail.important ? 'mb-important' : ''}
          aria-pressed={mail.important}
          aria-label={t(mail.important ? 'mailbox.notImportant' : 'mailbox.markImportant')}
          title={t(mail.important ? 'mailbox.notImportant' : 'mailbox.markImportant')}
          onClick={() => onChange({ important: !mail.important })}
          data-testid="mailbox-toggle-important"
        />
        <Button
          icon={mail.unread ? 'pi pi-envelope' : 'pi pi-inbox'}
          rounded text
          aria-label={t(mail.unread ? 'mailbox.markRead' : 'mailbox.markUnread')}
          title={t(mail.unread ? 'mailbox.markRead' : 'mailbox.markUnread')}
          onClick={() => onChange({ unread: !mail.unread })}
          data-testid="mailbox-toggle-unread"
        />
        <MultiSelect
          value={mail.labels}
          options={labels.map((l) => ({ label: l.title, value: l.id }))}
          onChange={(e) => onChange({ labels: isTextList(e.value) ? e.value : [] })}
          placeholder={t('mailbox.labels')}
          selectedItemsLabel={t('mailbox.labelsChosen', { count: mail.labels.length })}
          maxSelectedLabels={0}
          aria-label={t('mailbox.labels')}
          className="mb-tool-select"
          data-testid="mailbox-mail-labels"
        />
        <Dropdown
          value={mail.folder}
          options={folders.map((f) => ({ label: t(`mailbox.folderNames.${f.slug}`, { defaultValue: f.title }), value: f.id }))}
          onChange={(e) => typeof e.value === 'string' && onChange({ folder: e.value })}
          aria-label={t('mailbox.moveTo')}
          className="mb-tool-select"
          data-testid="mailbox-mail-folder"
        />
      </div>
      <h2 className="mb-mail-subject" data-testid="mailbox-mail-subject">{mail.subject || t('mailbox.noSubject')}</h2>
      {mail.labels.length > 0 && (
        <div className="mb-mail-labels">
          {mail.labels.map((id) => labelOf.get(id)).filter((l): l is MailLabel => !!l).map((l) => (
            <span key={l.id} className="mb-label-chip" style={{ borderColor: labelColor(l.color), color: labelColor(l.color) }}>{l.title}</span>
          ))}
        </div>
      )}
      <header className="mb-mail-header">
        <span className="mb-avatar mb-avatar-lg" aria-hidden="true">{initialsOf(from.name)}</span>
        <div className="mb-mail-people">
          <strong>{from.name}</strong> <span className="muted">&lt;{from.address}&gt;</span>
          <div className="muted ab-small">
            {t('mailbox.to')}: {mail.to}
            {mail.cc && mail.cc.length > 0 && <> · {t('mailbox.cc')}: {mail.cc.join(', ')}</>}
            {mail.bcc && mail.bcc.length > 0 && <> · {t('mailbox.bcc')}: {mail.bcc.join(', ')}</>}
          </div>
        </div>
        <time className="muted ab-small" dateTime={mail.date}>{formatDate(mail.date, i18n.language, DATE_PATTERNS.dateTime)}</time>
      </header>
      <div className="mb-mail-content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(mail.content) }} />
      {mail.attachments.length > 0 && (
        <section className="mb-attachments" aria-label={t('mailbox.attachments')}>
          <h3>{t('mailbox.attachmentCount', { count: mail.attachments.length })}</h3>
          <ul>
            {mail.attachments.map((a) => (
              <li key={a.name} className="mb-attachment" data-testid="mailbox-attachment">
                <i className={attachmentIcon(a.type)} aria-hidden="true" />
                <span className="mb-attachment-text">
                  {a.downloadUrl ? <a href={a.downloadUrl} download={a.name}>{a.name}</a> : <span>{a.name}</span>}
                  <span className="muted ab-small">{fileSize(a.size, i18n.language)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
