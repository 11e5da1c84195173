import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import {
  TAX_RETURN_ATTACHMENT_KINDS, TAX_RETURN_ATTACHMENT_LIMITS, TAX_RETURN_ATTACHMENT_REMOVABLE,
  type TaxReturnAttachment, type TaxReturnAttachmentKind, type TaxReturnView,
} from '@cis/contracts';
import { formatDate } from '../../lib/dates';
import { formatNumber } from '../../lib/format';
import { saveBlob } from '../../lib/save-blob';
import { TaxReturnRefusal } from './TaxReturnRefusal';
import { taxReturnsApi } from './tax-returns.api';
import { optionOf } from '../../lib/options';

/** A file size in the reader's numbers: KiB under a MiB, MiB above. */
export function fileSize(bytes: number, language: string): string {
  return bytes < 1024 * 1024
    ? `${formatNumber(Math.max(1, Math.round(bytes / 1024)), language)} KiB`
    : `${formatNumber(bytes / 1024 / 1024, language, { maximumFractionDigits: 1 })} MiB`;
}

/**
 * The return's attachments (working papers, the authority's acknowledgement): everyone who sees the return lists
 * and downloads them; staff who may change the return add them (not on a cancelled one) and remove them while it is
 * a draft. Limits (types, size) come from contracts; the BFF judges the bytes.
 */
export function TaxReturnAttachments({ taxReturn, mayChange, onChanged }: {
  taxReturn: TaxReturnView;
  /** Staff with the type's UPDATE code. */
  mayChange: boolean;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const input = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<TaxReturnAttachmentKind>('working-paper');
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** The BFF's refusal of an upload or a removal, shown here (the shell's alert sits under the dialog's mask). */
  const [refusal, setRefusal] = useState<unknown>(null);
  const attachments = [...(taxReturn.attachments ?? [])].reverse();
  const canAdd = mayChange && taxReturn.status !== 'CANCELLED';
  const canRemove = mayChange && TAX_RETURN_ATTACHMENT_REMOVABLE.includes(taxReturn.status);
  const maxMiB = TAX_RETURN_ATTACHMENT_LIMITS.maxBytes / 1024 / 1024;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setRefusal(null);
    if (file.size > TAX_RETURN_ATTACHMENT_LIMITS.maxBytes) {
      setProblem(t('taxReturns.attachments.tooLarge', { max: formatNumber(maxMiB, lang) }));
      return;
    }
    setBusy('upload');
    try {
      await taxReturnsApi.attach(taxReturn.id, file, kind);
      onChanged();
    } catch (error) {
      setRefusal(error);
    } finally {
      setBusy(null);
      if (input.current) input.current.value = '';
    }
  };
  const download = async (attachment: TaxReturnAttachment) => {
    setBusy(attachment.id);
    try {
      saveBlob(await taxReturnsApi.attachmentFile(taxReturn.id, attachment.id), attachment.fileName);
    } catch {
      // The shell's alert has told the user.
    } finally {
      setBusy(null);
    }
  };
  const remove = async (attachment: TaxReturnAttachment) => {
    setBusy(attachment.id);
    setRefusal(null);
    try {
      await taxReturnsApi.detach(taxReturn.id, attachment.id);
      onChanged();
    } catch (error) {
      setRefusal(error);
    } finally {
      setBusy(null);
    }
  };

  if (attachments.length === 0 && !canAdd) return null;
  return (
    <section className="txr-attachments" data-testid="tax-return-attachments" aria-label={t('taxReturns.attachments.title')}>
      <h3 className="txr-heading">{t('taxReturns.attachments.title')}</h3>
      {attachments.length === 0 && <p className="muted">{t('taxReturns.attachments.none')}</p>}
      {attachments.length > 0 && (
        <ul className="txr-attachment-list">
          {attachments.map((a) => (
            <li key={a.id} data-testid="tax-return-attachment">
              <i className={a.contentType === 'application/pdf' ? 'pi pi-file-pdf' : 'pi pi-image'} aria-hidden="true" />
              <span className="txr-attachment-name">{a.fileName}</span>
              <span className="muted small">
                {t(`taxReturns.attachments.kind.${a.kind}`)} · {fileSize(a.size, lang)} · {formatDate(a.uploadedAt, lang)} · {t('taxReturns.attachments.revision', { revision: a.revision })}
              </span>
              <span className="txr-attachment-actions">
                <Button type="button" size="small" text icon="pi pi-download" aria-label={t('taxReturns.attachments.download', { name: a.fileName })}
                  loading={busy === a.id} disabled={busy !== null} onClick={() => void download(a)} data-testid="tax-return-attachment-download" />
                {canRemove && (
                  <Button type="button" size="small" text severity="danger" icon="pi pi-trash" aria-label={t('taxReturns.attachments.remove', { name: a.fileName })}
                    disabled={busy !== null} onClick={() => void remove(a)} data-testid="tax-return-attachment-remove" />
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {canAdd && (
        <div className="txr-attachment-add">
          <Dropdown value={kind} onChange={(e) => setKind(optionOf(TAX_RETURN_ATTACHMENT_KINDS, e.value) ?? kind)} aria-label={t('taxReturns.attachments.kindLabel')}
            options={TAX_RETURN_ATTACHMENT_KINDS.map((k) => ({ value: k, label: t(`taxReturns.attachments.kind.${k}`) }))} data-testid="tax-return-attachment-kind" />
          <input ref={input} type="file" hidden accept={TAX_RETURN_ATTACHMENT_LIMITS.contentTypes.join(',')}
            onChange={(e) => void upload(e.target.files?.[0])} data-testid="tax-return-attachment-file" />
          <Button type="button" size="small" icon="pi pi-paperclip" label={t('taxReturns.attachments.add')} loading={busy === 'upload'} disabled={busy !== null}
            onClick={() => input.current?.click()} data-testid="tax-return-attachment-add" />
          <span className="muted small">{t('taxReturns.attachments.limits', { max: formatNumber(maxMiB, lang) })}</span>
        </div>
      )}
      {problem && <p className="txr-warn" role="alert">{problem}</p>}
      {refusal !== null && <TaxReturnRefusal error={refusal} testId="tax-return-attachment-refusal" />}
    </section>
  );
}
