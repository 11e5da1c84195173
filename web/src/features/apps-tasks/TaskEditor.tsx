import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Checkbox } from 'primereact/checkbox';
import { Calendar } from 'primereact/calendar';
import { SelectButton } from 'primereact/selectbutton';
import { MultiSelect } from 'primereact/multiselect';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import type { Task, TaskTag } from '@cis/contracts';
import { alertRaised, invalidFieldsDismissed } from '../../stores/alerts';
import { calendarDateFormat, calendarLocale } from '../../lib/calendar-locale';
import { tasksApi } from './tasks.api';
import { draftOf, patchOf, PRIORITIES, PRIORITY_KEYS, validateTask, type TaskDraft } from './tasks.logic';
import { isTextList } from '../../lib/guards';

/** Edits one task (title, done, notes, due date, priority, tags, sub-tasks) or one section (title). */
export function TaskEditor({ task, tags, onClose, onSaved, onTagsChanged, onAddNew }: {
  task: Task;
  tags: TaskTag[];
  onClose: () => void;
  onSaved: () => void;
  onTagsChanged: () => void;
  /** Starts the next task (the editor's "save and add new"). */
  onAddNew?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<TaskDraft>(() => draftOf(task));
  const [invalid, setInvalid] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [newTag, setNewTag] = useState('');
  const [newSubTask, setNewSubTask] = useState('');
  const isTask = draft.type === 'task';
  const set = (patch: Partial<TaskDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const save = async (andNew = false) => {
    const errors = validateTask(draft);
    setInvalid(errors);
    if (errors.length > 0) {
      alertRaised({ type: 'required', message: t('appsTasks.invalid'), fields: errors });
      return;
    }
    invalidFieldsDismissed();
    setBusy(true);
    try {
      // A tag deleted by someone while this editor was open is dropped rather than refused by the server.
      const saved = await tasksApi.update(task.id, patchOf({ ...draft, tags: draft.tags.filter((id) => tags.some((tag) => tag.id === id)) }));
      setDraft(draftOf(saved));
      onSaved();
      if (andNew) onAddNew?.();
    } catch {
      /* the shell shows the error; the draft stays */
    } finally {
      setBusy(false);
    }
  };

  const remove = () =>
    confirmDialog({
      header: t(isTask ? 'appsTasks.deleteTask' : 'appsTasks.deleteSection'),
      message: t('appsTasks.confirmDelete', { title: task.title || t(isTask ? 'appsTasks.untitledTask' : 'appsTasks.untitledSection') }),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('label.action.delete'),
      rejectLabel: t('label.action.cancel'),
      acceptClassName: 'p-button-danger',
      accept: () => void tasksApi.remove(task.id).then(() => { onSaved(); onClose(); }, () => undefined),
    });

  const addTag = async () => {
    const title = newTag.trim();
    if (!title || title.length > 60) {
      alertRaised({ type: 'required', message: t('appsTasks.invalid'), fields: ['appsTasks_tagTitle'] });
      return;
    }
    try {
      const tag = await tasksApi.createTag(title);
      set({ tags: [...draft.tags, tag.id] });
      setNewTag('');
      onTagsChanged();
    } catch {
      /* alert shown */
    }
  };

  const addSubTask = () => {
    if (!newSubTask.trim()) return;
    set({ subTasks: [...draft.subTasks, { title: newSubTask.trim(), completed: false }] });
    setNewSubTask('');
  };

  return (
    <form className="ab-form tk-form" onSubmit={(e) => { e.preventDefault(); void save(); }} data-testid="tasks-editor">
      <div className="tk-editor-head">
        <h2>{t(isTask ? 'appsTasks.editTask' : 'appsTasks.editSection')}</h2>
        <Button type="button" icon="pi pi-times" rounded text aria-label={t('label.action.close')} onClick={onClose} />
      </div>
      <label htmlFor="tk-title">{t(isTask ? 'appsTasks.taskTitle' : 'appsTasks.sectionTitle')} *</label>
      <InputText id="tk-title" value={draft.title} autoFocus={!task.title} onChange={(e) => set({ title: e.target.value })} invalid={invalid.includes('appsTasks.taskTitle') || invalid.includes('appsTasks_sectionTitle')} data-testid="tasks-editor-title" />
      {isTask && (
        <>
          <div className="tk-check">
            <Checkbox inputId="tk-completed" checked={draft.completed} onChange={(e) => set({ completed: !!e.checked })} />
            <label htmlFor="tk-completed">{t('appsTasks.completed')}</label>
          </div>
          <label htmlFor="tk-notes">{t('appsTasks.notes')}</label>
          <InputTextarea id="tk-notes" value={draft.notes} rows={4} autoResize onChange={(e) => set({ notes: e.target.value })} invalid={invalid.includes('appsTasks_notes')} />
          <div className="tk-due-priority">
            <div>
              <label htmlFor="tk-due">{t('appsTasks.dueDate')}</label>
              <Calendar inputId="tk-due" value={draft.dueDate} onChange={(e) => set({ dueDate: e.value ?? null })} showIcon showButtonBar locale={calendarLocale(i18n.language)} dateFormat={calendarDateFormat(i18n.language)} data-testid="tasks-editor-due" />
            </div>
            <div>
              <label id="tk-priority-label">{t('appsTasks.priority')}</label>
              <SelectButton
                value={draft.priority}
                options={PRIORITIES.map((p) => ({ label: t(`appsTasks.priorities.${PRIORITY_KEYS[p]}`), value: p }))}
                onChange={(e) => e.value !== null && e.value !== undefined && set({ priority: e.value })}
                allowEmpty={false}
                aria-labelledby="tk-priority-label"
                data-testid="tasks-editor-priority"
              />
            </div>
          </div>
          <label htmlFor="tk-tags">{t('appsTasks.tags')}</label>
          <MultiSelect inputId="tk-tags" value={draft.tags} options={tags.map((tag) => ({ label: tag.title, value: tag.id }))} onChange={(e) => set({ tags: isTextList(e.value) ? e.value : [] })} display="chip" placeholder={t('appsTasks.chooseTags')} filter className="ab-full" data-testid="tasks-editor-tags" />
          <div className="ab-inline-add tk-new-tag">
            <InputText value={newTag} onChange={(e) => setNewTag(e.target.value)} placeholder={t('appsTasks.newTag')} aria-label={t('appsTasks.newTag')} onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); void addTag(); } }} data-testid="tasks-new-tag" />
            <Button type="button" icon="pi pi-plus" outlined label={t('appsTasks.createTag')} onClick={() => void addTag()} />
          </div>
          <label>{t('appsTasks.subTasks')}</label>
          <ul className="tk-subtasks" data-testid="tasks-editor-subtasks">
            {draft.subTasks.map((sub, i) => (
              <li key={sub.id ?? `new-${i}`}>
                <Checkbox checked={sub.completed} onChange={(e) => set({ subTasks: draft.subTasks.map((s, j) => (j === i ? { ...s, completed: !!e.checked } : s)) })} aria-label={t('appsTasks.subTaskDone')} />
                <InputText value={sub.title} onChange={(e) => set({ subTasks: draft.subTasks.map((s, j) => (j === i ? { ...s, title: e.target.value } : s)) })} aria-label={t('appsTasks.subTaskTitle')} invalid={invalid.includes('appsTasks_subTaskTitle') && !sub.title.trim()} />
                <Button type="button" icon="pi pi-trash" rounded text severity="danger" aria-label={t('appsTasks.removeSubTask')} title={t('appsTasks.removeSubTask')} onClick={() => set({ subTasks: draft.subTasks.filter((_, j) => j !== i) })} />
              </li>
            ))}
          </ul>
          <div className="ab-inline-add">
            <InputText value={newSubTask} onChange={(e) => setNewSubTask(e.target.value)} placeholder={t('appsTasks.newSubTask')} aria-label={t('appsTasks.newSubTask')} onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); addSubTask(); } }} data-testid="tasks-new-subtask" />
            <Button type="button" icon="pi pi-plus" outlined aria-label={t('appsTasks.addSubTask')} title={t('appsTasks.addSubTask')} onClick={addSubTask} data-testid="tasks-add-subtask" />
          </div>
        </>
      )}
      <div className="ab-dialog-footer tk-actions">
        <Button type="button" icon="pi pi-trash" label={t('label.action.delete')} severity="danger" text onClick={remove} data-testid="tasks-editor-delete" />
        <span className="ab-spacer" />
        {onAddNew && isTask && (
          <Button type="button" icon="pi pi-plus" label={t('appsTasks.saveAndNew')} outlined disabled={busy} onClick={() => void save(true)} data-shortcut="save-and-add-new" data-testid="tasks-editor-save-and-new" />
        )}
        <Button type="submit" icon="pi pi-check" label={t('appsTasks.save')} loading={busy} data-shortcut="save" data-testid="tasks-editor-save" />
      </div>
      <ConfirmDialog />
    </form>
  );
}
