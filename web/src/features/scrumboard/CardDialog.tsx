import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import { Dropdown } from 'primereact/dropdown';
import { Calendar } from 'primereact/calendar';
import { confirmDialog } from 'primereact/confirmdialog';
import type { BoardView, ScrumCardView } from '@cis/contracts';
import { alertRaised, invalidFieldsDismissed } from '../../stores/alerts';
import { calendarDateFormat, calendarLocale } from '../../lib/calendar-locale';
import { scrumboardApi } from './scrumboard.api';
import { validateCard, type CardDraft } from './scrumboard.validation';
import { isTextList } from '../../lib/guards';

/** The card editor: title, description, labels of the board, due date and list. */
export function CardDialog({ board, card, onClose, onSaved }: { board: BoardView; card: ScrumCardView; onClose: () => void; onSaved: () => void }) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<CardDraft>({
    title: card.title,
    description: card.description ?? '',
    labels: card.labels.map((l) => l.id),
    dueDate: card.dueDate ? new Date(card.dueDate) : null,
    listId: card.listId,
  });
  const [invalid, setInvalid] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const errors = validateCard(draft);
    setInvalid(errors);
    if (errors.length > 0) {
      alertRaised({ type: 'required', message: t('scrumboard.invalid'), fields: errors });
      return;
    }
    invalidFieldsDismissed();
    setBusy(true);
    try {
      await scrumboardApi.updateCard(card.id, {
        title: draft.title.trim(),
        description: draft.description.trim() ? draft.description : null,
        labels: draft.labels,
        dueDate: draft.dueDate ? draft.dueDate.toISOString() : null,
        ...(draft.listId !== card.listId ? { listId: draft.listId } : {}),
      });
      onSaved();
      onClose();
    } catch {
      // The shell shows the error; the editor stays open with the user's text.
    } finally {
      setBusy(false);
    }
  };

  const remove = () =>
    confirmDialog({
      header: t('scrumboard.deleteCard'),
      message: t('scrumboard.confirmDeleteCard', { title: card.title }),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('label.action.delete'),
      rejectLabel: t('label.action.cancel'),
      acceptClassName: 'p-button-danger',
      accept: async () => {
        try {
          await scrumboardApi.deleteCard(card.id);
          onSaved();
          onClose();
        } catch {
          /* alert shown */
        }
      },
    });

  return (
    <Dialog
      header={t('scrumboard.editCard')}
      visible
      onHide={onClose}
      style={{ width: 'min(40rem, 95vw)' }}
      data-testid="scrumboard-card-dialog"
      footer={
        <div className="ab-dialog-footer">
          <Button label={t('label.action.delete')} icon="pi pi-trash" severity="danger" text onClick={remove} data-testid="scrumboard-card-delete" />
          <span className="ab-spacer" />
          <Button label={t('label.action.cancel')} text onClick={onClose} />
          <Button label={t('scrumboard.save')} icon="pi pi-check" loading={busy} onClick={() => void save()} data-shortcut="save" data-testid="scrumboard-card-save" />
        </div>
      }
    >
      <form className="ab-form" onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <label htmlFor="sb-card-title">{t('scrumboard.cardTitle')} *</label>
        <InputText id="sb-card-title" value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} invalid={invalid.includes('scrumboard_cardTitle')} data-testid="scrumboard-card-title" />
        <label htmlFor="sb-card-description">{t('scrumboard.description')}</label>
        <InputTextarea id="sb-card-description" value={draft.description} rows={5} autoResize onChange={(e) => setDraft({ ...draft, description: e.target.value })} invalid={invalid.includes('scrumboard_cardDescription')} />
        <div className="ab-form-row">
          <div>
            <label htmlFor="sb-card-list">{t('scrumboard.list')}</label>
            <Dropdown inputId="sb-card-list" value={draft.listId} options={board.lists.map((l) => ({ label: l.title, value: l.id }))} onChange={(e) => typeof e.value === 'string' && setDraft({ ...draft, listId: e.value })} className="ab-full" />
          </div>
          <div>
            <label htmlFor="sb-card-due">{t('scrumboard.dueDate')}</label>
            <Calendar inputId="sb-card-due" value={draft.dueDate} onChange={(e) => setDraft({ ...draft, dueDate: e.value ?? null })} showIcon showButtonBar locale={calendarLocale(i18n.language)} dateFormat={calendarDateFormat(i18n.language)} className="ab-full" />
          </div>
        </div>
        <label htmlFor="sb-card-labels">{t('scrumboard.labels')}</label>
        <MultiSelect
          inputId="sb-card-labels"
          value={draft.labels}
          options={board.labels.map((l) => ({ label: l.title, value: l.id }))}
          onChange={(e) => setDraft({ ...draft, labels: isTextList(e.value) ? e.value : [] })}
          display="chip"
          placeholder={t('scrumboard.chooseLabels')}
          emptyMessage={t('scrumboard.noLabels')}
          className="ab-full"
        />
      </form>
    </Dialog>
  );
}
