import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import type { BoardView, ScrumLabel } from '@cis/contracts';
import { alertRaised, invalidFieldsDismissed } from '../../stores/alerts';
import { scrumboardApi } from './scrumboard.api';
import { validLabelTitle } from './scrumboard.validation';

/** The board's labels: add, rename, delete (cards using a deleted label lose it). */
export function LabelsDialog({ board, onClose, onChanged }: { board: BoardView; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');

  const check = (value: string): boolean => {
    if (validLabelTitle(value)) {
      invalidFieldsDismissed();
      return true;
    }
    alertRaised({ type: 'required', message: t('scrumboard.invalid'), fields: ['scrumboard_labelTitle'] });
    return false;
  };
  const add = async () => {
    if (!check(title)) return;
    try {
      await scrumboardApi.createLabel(board.id, title.trim());
      setTitle('');
      onChanged();
    } catch {
      /* alert shown */
    }
  };

  return (
    <Dialog header={t('scrumboard.manageLabels')} visible onHide={onClose} style={{ width: 'min(30rem, 95vw)' }} data-testid="scrumboard-labels-dialog">
      <form className="ab-inline-add" onSubmit={(e) => { e.preventDefault(); void add(); }}>
        <InputText value={title} onChange={(e) => setTitle(e.target.value)} placeholder={t('scrumboard.newLabel')} aria-label={t('scrumboard.newLabel')} data-testid="scrumboard-new-label" />
        <Button type="submit" icon="pi pi-plus" label={t('label.action.add')} data-shortcut={title ? 'save' : undefined} />
      </form>
      {board.labels.length === 0 ? (
        <p className="muted">{t('scrumboard.noLabels')}</p>
      ) : (
        <ul className="ab-label-list">
          {board.labels.map((label) => <LabelRow key={`${label.id}:${label.title}`} label={label} check={check} onChanged={onChanged} />)}
        </ul>
      )}
    </Dialog>
  );
}

function LabelRow({ label, check, onChanged }: { label: ScrumLabel; check: (v: string) => boolean; onChanged: () => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(label.title);
  const rename = async () => {
    if (!check(title) || title.trim() === label.title) return;
    try {
      await scrumboardApi.renameLabel(label.id, title.trim());
      onChanged();
    } catch {
      /* alert shown */
    }
  };
  const remove = async () => {
    try {
      await scrumboardApi.deleteLabel(label.id);
      onChanged();
    } catch {
      /* alert shown */
    }
  };
  return (
    <li>
      <form className="ab-inline-add" onSubmit={(e) => { e.preventDefault(); void rename(); }}>
        <i className="pi pi-tag muted" aria-hidden="true" />
        <InputText value={title} onChange={(e) => setTitle(e.target.value)} aria-label={t('scrumboard.labelTitle')} />
        <Button type="submit" icon="pi pi-check" rounded text aria-label={t('scrumboard.rename')} title={t('scrumboard.rename')} disabled={title === label.title} data-shortcut="save" />
        <Button type="button" icon="pi pi-trash" rounded text severity="danger" aria-label={t('label.action.delete')} title={t('label.action.delete')} onClick={() => void remove()} />
      </form>
    </li>
  );
}
