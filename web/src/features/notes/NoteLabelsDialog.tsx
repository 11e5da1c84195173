import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import type { NoteLabel } from '@cis/contracts';
import { alertRaised, invalidFieldsDismissed } from '../../stores/alerts';
import { notesApi } from './notes.api';
import { validLabelTitle } from './notes.logic';

/** Create, rename and delete note labels (a deleted label leaves every note). */
export function NoteLabelsDialog({ labels, onClose, onChanged }: { labels: NoteLabel[]; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const check = (value: string): boolean => {
    if (validLabelTitle(value)) {
      invalidFieldsDismissed();
      return true;
    }
    alertRaised({ type: 'required', message: t('notes.invalid'), fields: ['notes_labelTitle'] });
    return false;
  };
  const run = async (call: () => Promise<unknown>) => {
    try {
      await call();
      onChanged();
      return true;
    } catch {
      return false;
    }
  };
  return (
    <Dialog header={t('notes.manageLabels')} visible onHide={onClose} style={{ width: 'min(30rem, 95vw)' }} data-testid="notes-labels-dialog">
      <form className="ab-inline-add" onSubmit={(e) => { e.preventDefault(); if (check(title)) void run(() => notesApi.createLabel(title.trim())).then((ok) => ok && setTitle('')); }}>
        <InputText value={title} onChange={(e) => setTitle(e.target.value)} placeholder={t('notes.newLabel')} aria-label={t('notes.newLabel')} data-testid="notes-new-label" />
        <Button type="submit" icon="pi pi-plus" label={t('label.action.add')} data-shortcut={title ? 'save' : undefined} data-testid="notes-new-label-submit" />
      </form>
      <ul className="ab-label-list">
        {labels.map((l) => <LabelRow key={`${l.id}:${l.title}`} label={l} check={check} run={run} />)}
      </ul>
    </Dialog>
  );
}

function LabelRow({ label, check, run }: { label: NoteLabel; check: (v: string) => boolean; run: (call: () => Promise<unknown>) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(label.title);
  return (
    <li data-testid="notes-label-row">
      <form className="ab-inline-add" onSubmit={(e) => { e.preventDefault(); if (check(title) && title.trim() !== label.title) void run(() => notesApi.renameLabel(label.id, title.trim())); }}>
        <i className="pi pi-tag muted" aria-hidden="true" />
        <InputText value={title} onChange={(e) => setTitle(e.target.value)} aria-label={t('notes.labelTitle')} data-testid="notes-label-title" />
        <Button type="submit" icon="pi pi-check" rounded text aria-label={t('notes.rename')} title={t('notes.rename')} disabled={title === label.title} data-shortcut="save" data-testid="notes-label-rename" />
        <Button type="button" icon="pi pi-trash" rounded text severity="danger" aria-label={t('label.action.delete')} title={t('label.action.delete')} onClick={() => void run(() => notesApi.deleteLabel(label.id))} data-testid="notes-label-delete" />
      </form>
    </li>
  );
}
