import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Checkbox } from 'primereact/checkbox';
import { Calendar } from 'primereact/calendar';
import { MultiSelect } from 'primereact/multiselect';
import { InputSwitch } from 'primereact/inputswitch';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import type { NoteLabel, NoteView } from '@cis/contracts';
import { alertRaised, invalidFieldsDismissed } from '../../stores/alerts';
import { RichTextEditor } from '../../lib/RichTextEditor';
import { calendarDateFormat, calendarLocale } from '../../lib/calendar-locale';
import { notesApi } from './notes.api';
import { draftOf, EMPTY_DRAFT, noteInputOf, validateNote, type NoteDraft } from './notes.logic';
import { isTextList } from '../../lib/guards';

/** Creates a note (note null) or edits one: title, rich text, tasks, reminder, labels, archive; delete. */
export function NoteDialog({ note, labels, onClose, onSaved, onAddNew }: {
  note: NoteView | null;
  labels: NoteLabel[];
  onClose: () => void;
  onSaved: () => void;
  /** Opens a fresh note after saving this one (the dialog's "save and add new"). */
  onAddNew?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<NoteDraft>(() => (note ? draftOf(note) : { ...EMPTY_DRAFT }));
  const [invalid, setInvalid] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [newTask, setNewTask] = useState('');
  const set = (patch: Partial<NoteDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const save = async (andNew = false) => {
    const errors = validateNote(draft);
    setInvalid(errors);
    if (errors.length > 0) {
      alertRaised({ type: 'required', message: t('notes.invalid'), fields: errors });
      return;
    }
    invalidFieldsDismissed();
    setBusy(true);
    try {
      if (note) await notesApi.update(note.id, noteInputOf(draft));
      else await notesApi.create(noteInputOf(draft));
      onSaved();
      if (andNew && onAddNew) onAddNew();
      else onClose();
    } catch {
      /* the shell shows the error; the draft stays */
    } finally {
      setBusy(false);
    }
  };

  const remove = () =>
    confirmDialog({
      header: t('notes.deleteNote'),
      message: t('notes.confirmDelete'),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('label.action.delete'),
      rejectLabel: t('label.action.cancel'),
      acceptClassName: 'p-button-danger',
      accept: () => void notesApi.remove(note!.id).then(() => { onSaved(); onClose(); }, () => undefined),
    });

  const addTask = () => {
    if (!newTask.trim()) return;
    set({ tasks: [...(draft.tasks ?? []), { content: newTask.trim(), completed: false }] });
    setNewTask('');
  };
  const tasks = draft.tasks ?? [];

  return (
    <Dialog
      header={t(note ? 'notes.editNote' : 'notes.newNote')}
      visible
      onHide={onClose}
      style={{ width: 'min(42rem, 95vw)' }}
      data-testid="notes-dialog"
      footer={
        <div className="ab-dialog-footer">
          {note && <Button label={t('label.action.delete')} icon="pi pi-trash" severity="danger" text onClick={remove} data-testid="notes-delete" />}
          <span className="ab-spacer" />
          <Button label={t('label.action.cancel')} text onClick={onClose} />
          {onAddNew && <Button label={t('notes.saveAndNew')} icon="pi pi-plus" outlined disabled={busy} onClick={() => void save(true)} data-shortcut="save-and-add-new" data-testid="notes-save-and-new" />}
          <Button label={t('notes.save')} icon="pi pi-check" loading={busy} onClick={() => void save()} data-shortcut="save" data-testid="notes-save" />
        </div>
      }
    >
      <div className="ab-form">
        <label htmlFor="nt-title">{t('notes.title')}</label>
        <InputText id="nt-title" value={draft.title} onChange={(e) => set({ title: e.target.value })} invalid={invalid.includes('notes_title')} data-testid="notes-title" />
        <label htmlFor="nt-content">{t('notes.content')}</label>
        <RichTextEditor id="nt-content" label={t('notes.content')} value={draft.content} onChange={(html) => set({ content: html })} invalid={invalid.includes('notes_content')} />
        <label>{t('notes.tasks')}</label>
        {tasks.length > 0 && (
          <ul className="nt-edit-tasks" data-testid="notes-tasks">
            {tasks.map((task, i) => (
              <li key={task.id ?? `new-${i}`}>
                <Checkbox checked={task.completed} onChange={(e) => set({ tasks: tasks.map((x, j) => (j === i ? { ...x, completed: !!e.checked } : x)) })} aria-label={t('notes.taskDone')} />
                <InputText value={task.content} onChange={(e) => set({ tasks: tasks.map((x, j) => (j === i ? { ...x, content: e.target.value } : x)) })} aria-label={t('notes.task')} invalid={invalid.includes('notes_task') && !task.content.trim()} />
                <Button type="button" icon="pi pi-trash" rounded text severity="danger" aria-label={t('notes.removeTask')} title={t('notes.removeTask')} onClick={() => set({ tasks: tasks.filter((_, j) => j !== i) })} />
              </li>
            ))}
          </ul>
        )}
        <div className="ab-inline-add">
          <InputText value={newTask} onChange={(e) => setNewTask(e.target.value)} placeholder={t('notes.newTask')} aria-label={t('notes.newTask')} onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); addTask(); } }} data-testid="notes-new-task" />
          <Button type="button" icon="pi pi-plus" outlined aria-label={t('notes.addTask')} title={t('notes.addTask')} onClick={addTask} data-testid="notes-add-task" />
        </div>
        <div className="ab-form-row">
          <div>
            <label htmlFor="nt-reminder">{t('notes.reminder')}</label>
            <Calendar inputId="nt-reminder" value={draft.reminder} onChange={(e) => set({ reminder: e.value ?? null })} showTime hourFormat="24" showIcon showButtonBar locale={calendarLocale(i18n.language)} dateFormat={calendarDateFormat(i18n.language)} />
          </div>
          <div>
            <label htmlFor="nt-labels">{t('notes.labels')}</label>
            <MultiSelect inputId="nt-labels" value={draft.labels} options={labels.map((l) => ({ label: l.title, value: l.id }))} onChange={(e) => set({ labels: isTextList(e.value) ? e.value : [] })} display="chip" placeholder={t('notes.chooseLabels')} className="ab-full" data-testid="notes-labels" />
          </div>
        </div>
        <div className="nt-switch">
          <InputSwitch inputId="nt-archived" checked={draft.archived} onChange={(e) => set({ archived: !!e.value })} />
          <label htmlFor="nt-archived">{t('notes.archived')}</label>
        </div>
      </div>
      <ConfirmDialog />
    </Dialog>
  );
}
