import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Checkbox } from 'primereact/checkbox';
import { Skeleton } from 'primereact/skeleton';
import { TasksEvents, type Task, type TaskTag } from '@cis/contracts';
import { PageFrame } from '../../shell/page/PageFrame';
import { formatNumber } from '../../lib/format';
import { DATE_PATTERNS, formatDate } from '../../lib/dates';
import { useLiveData } from '../../lib/live-data';
import { sanitizeHtml } from '../../lib/sanitize';
import { useDebounced } from '../../lib/live';
import { tasksApi } from './tasks.api';
import { applyOrder, byOrder, moveId, PRIORITY_KEYS, remaining, subTaskProgress } from './tasks.logic';
import { TaskEditor } from './TaskEditor';
import { TagManagerDialog } from '../../lib/TagManagerDialog';
import { tagUsage } from '../../lib/tags.logic';
import '../../lib/apps-b.css';
import './tasks.css';

const EVENTS = Object.values(TasksEvents);
/** The DTO's limit of a task tag title (TaskTagInput). */
const TASK_TAG_TITLE_MAX = 60;

/** The shared task list: sections, drag to reorder, search, and the editor of the task in the address. */
export default function TasksAppPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation();
  const tasks = useLiveData(() => tasksApi.all(), [], EVENTS);
  const tags = useLiveData(() => tasksApi.tags(), [], EVENTS);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Task[] | null>(null);
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  const [managingTags, setManagingTags] = useState(false);
  const dragged = useRef<string | null>(null);

  const runSearch = useDebounced((q: string) => {
    if (!q.trim()) {
      setResults(null);
      return;
    }
    tasksApi.search(q).then((found) => setResults(found ?? []), () => setResults([]));
  }, 250);
  useEffect(() => runSearch(query), [query, runSearch]);
  // Pushes refresh the search results too.
  useEffect(() => {
    if (query.trim()) runSearch(query);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tasks.data]);

  const all = tasks.data ? byOrder(tasks.data) : [];
  const tagById = new Map((tags.data ?? []).map((tag) => [tag.id, tag]));
  const open = all.find((task) => task.id === id) ?? null;

  const add = async (type: Task['type']) => {
    try {
      const created = await tasksApi.create(type);
      tasks.reload();
      navigate(`/apps/tasks/${created.id}`);
    } catch {
      /* the shell shows the error */
    }
  };

  const toggle = async (task: Task) => {
    tasks.setData((list) => list?.map((x) => (x.id === task.id ? { ...x, completed: !task.completed } : x)) ?? list);
    try {
      await tasksApi.update(task.id, { completed: !task.completed });
    } catch {
      tasks.reload();
    }
  };

  const rowIndexAt = (e: DragEvent): number => {
    const rows = Array.from(e.currentTarget.querySelectorAll<HTMLElement>('[data-task-id]')).filter((el) => el.dataset.taskId !== dragged.current);
    const i = rows.findIndex((el) => { const r = el.getBoundingClientRect(); return e.clientY < r.top + r.height / 2; });
    return i === -1 ? rows.length : i;
  };
  const onDrop = async (e: DragEvent) => {
    const movedId = dragged.current;
    if (!movedId) return;
    e.preventDefault();
    const index = rowIndexAt(e);
    dragged.current = null;
    setDropIndex(null);
    const ids = moveId(all.map((x) => x.id), movedId, index);
    if (ids.join() === all.map((x) => x.id).join()) return;
    tasks.setData((list) => (list ? applyOrder(list, ids) : list));
    try {
      await tasksApi.reorder(ids);
    } catch {
      tasks.reload();
    }
  };
  /** Keyboard alternative to dragging. */
  const step = (task: Task, delta: number) => {
    const ids = all.map((x) => x.id);
    const from = ids.indexOf(task.id);
    const next = moveId(ids, task.id, from + delta);
    if (next.join() === ids.join()) return;
    tasks.setData((list) => (list ? applyOrder(list, next) : list));
    tasksApi.reorder(next).catch(() => tasks.reload());
  };

  const searching = query.trim() !== '';
  const shown = searching ? results : all;
  let visibleIndex = -1;

  return (
    <PageFrame
      icon="pi pi-check-square"
      subtitle={tasks.data ? t('appsTasks.remaining', { count: remaining(all), remaining: formatNumber(remaining(all), i18n.language), total: formatNumber(all.filter((x) => x.type === 'task').length, i18n.language) }) : t('appsTasks.subtitle')}
      actions={
        <div className="ab-actions">
          <span className="ab-search">
            <i className="pi pi-search" aria-hidden="true" />
            <InputText value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t('appsTasks.search')} aria-label={t('appsTasks.search')} data-testid="tasks-search" />
          </span>
          <Button icon="pi pi-tags" label={t('appsTasks.manageTags')} outlined onClick={() => setManagingTags(true)} data-testid="tasks-manage-tags" />
          <Button icon="pi pi-plus" label={t('appsTasks.addTask')} onClick={() => void add('task')} data-shortcut={managingTags ? undefined : 'add-new'} data-testid="tasks-add-task" />
          <Button icon="pi pi-bars" label={t('appsTasks.addSection')} outlined onClick={() => void add('section')} data-testid="tasks-add-section" />
        </div>
      }
    >
      <div className={`tk-layout ${open ? 'tk-has-editor' : ''}`}>
        <section className="card tk-list" aria-label={t('appsTasks.list')}>
          {tasks.loading ? (
            <div className="tk-skeletons" aria-busy="true">{[0, 1, 2, 3, 4, 5].map((i) => <Skeleton key={i} height="3rem" />)}</div>
          ) : !shown || shown.length === 0 ? (
            <div className="ab-empty" data-testid="tasks-empty">
              <i className={searching ? 'pi pi-search' : 'pi pi-check-square'} aria-hidden="true" />
              <p>{searching ? (results === null ? t('appsTasks.searching') : t('appsTasks.noResults')) : tasks.failed ? t('appsTasks.loadFailed') : t('appsTasks.noTasks')}</p>
            </div>
          ) : (
            <ul
              className="tk-rows"
              data-testid="tasks-list"
              onDragOver={(e) => {
                if (!dragged.current || searching) return;
                e.preventDefault();
                const i = rowIndexAt(e);
                if (i !== dropIndex) setDropIndex(i);
              }}
              onDrop={(e) => void onDrop(e)}
            >
              {shown.map((task) => {
                if (task.id !== dragged.current) visibleIndex++;
                const marker = dropIndex !== null && task.id !== dragged.current && dropIndex === visibleIndex;
                return (
                  <TaskRow
                    key={task.id}
                    task={task}
                    highlighted={searching}
                    tags={tagById}
                    active={task.id === id}
                    dropBefore={marker}
                    draggable={!searching}
                    onDragStart={(e) => { dragged.current = task.id; e.dataTransfer.effectAllowed = 'move'; e.dataTransfer.setData('text/plain', task.id); }}
                    onDragEnd={() => { dragged.current = null; setDropIndex(null); }}
                    onOpen={() => navigate(`/apps/tasks/${task.id}`)}
                    onToggle={() => void toggle(task)}
                    onStep={(d) => step(task, d)}
                  />
                );
              })}
              {dropIndex !== null && dropIndex > visibleIndex && <li className="tk-drop" aria-hidden="true" />}
            </ul>
          )}
        </section>
        {id && (
          <aside className="card tk-editor" aria-label={t('appsTasks.editor')}>
            {open ? (
              <TaskEditor key={open.id} task={open} tags={tags.data ?? []} onClose={() => navigate('/apps/tasks')} onSaved={() => tasks.reload()} onTagsChanged={() => tags.reload()} onAddNew={() => void add('task')} />
            ) : tasks.loading ? (
              <Skeleton height="20rem" />
            ) : (
              <div className="ab-empty"><p>{t('appsTasks.notFound')}</p><Button label={t('label.action.close')} text onClick={() => navigate('/apps/tasks')} /></div>
            )}
          </aside>
        )}
      </div>
      {managingTags && (
        <TagManagerDialog
          header={t('appsTasks.manageTags')}
          tags={tags.data ?? []}
          items="tasks"
          usage={(tagId) => (tasks.data ? tagUsage(tasks.data).get(tagId) ?? 0 : null)}
          calls={{ create: tasksApi.createTag, rename: tasksApi.renameTag, remove: tasksApi.deleteTag }}
          maxLength={TASK_TAG_TITLE_MAX}
          titleField="appsTasks.tagTitle"
          onClose={() => setManagingTags(false)}
          onChanged={() => { tags.reload(); tasks.reload(); }}
        />
      )}
    </PageFrame>
  );
}

function TaskRow({ task, highlighted, tags, active, dropBefore, draggable, onDragStart, onDragEnd, onOpen, onToggle, onStep }: {
  task: Task;
  highlighted: boolean;
  tags: Map<string, TaskTag>;
  active: boolean;
  dropBefore: boolean;
  draggable: boolean;
  onDragStart: (e: DragEvent) => void;
  onDragEnd: () => void;
  onOpen: () => void;
  onToggle: () => void;
  onStep: (delta: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const title = task.title
    ? highlighted ? <span className="ab-marked" dangerouslySetInnerHTML={{ __html: sanitizeHtml(task.title) }} /> : task.title
    : <span className="muted">{task.type === 'section' ? t('appsTasks.untitledSection') : t('appsTasks.untitledTask')}</span>;
  const progress = subTaskProgress(task);
  return (
    <>
      {dropBefore && <li className="tk-drop" aria-hidden="true" />}
      <li
        className={`tk-row ${task.type === 'section' ? 'tk-section' : ''} ${task.completed ? 'tk-done' : ''} ${active ? 'tk-active' : ''}`}
        data-task-id={task.id}
        data-testid={task.type === 'section' ? 'tasks-section' : 'tasks-row'}
        draggable={draggable}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
      >
        {draggable && <i className="pi pi-bars tk-grip" aria-hidden="true" title={t('appsTasks.dragHint')} />}
        {task.type === 'task' && (
          <Checkbox checked={task.completed} onChange={onToggle} aria-label={t(task.completed ? 'appsTasks.markOpen' : 'appsTasks.markDone')} data-testid="tasks-row-check" />
        )}
        <button
          type="button"
          className="tk-row-main"
          onClick={onOpen}
          onKeyDown={(e) => {
            if (e.altKey && e.key === 'ArrowUp') { e.preventDefault(); onStep(-1); }
            if (e.altKey && e.key === 'ArrowDown') { e.preventDefault(); onStep(1); }
          }}
          data-testid="tasks-row-open"
        >
          <span className="tk-title" data-testid="tasks-row-title">{title}</span>
          {task.type === 'task' && (
            <span className="tk-meta">
              {task.tags.map((tagId) => tags.get(tagId)).filter((tag): tag is TaskTag => !!tag).map((tag) => <span key={tag.id} className="tk-tag">{tag.title}</span>)}
              {progress.total > 0 && <span className="muted ab-small"><i className="pi pi-list-check" aria-hidden="true" /> {formatNumber(progress.done, i18n.language)}/{formatNumber(progress.total, i18n.language)}</span>}
              {task.dueDate && <span className="muted ab-small"><i className="pi pi-calendar" aria-hidden="true" /> {formatDate(task.dueDate, i18n.language, DATE_PATTERNS.mediumDate)}</span>}
              {task.priority !== 1 && (
                <span className={`tk-priority tk-priority-${task.priority}`} title={t(`appsTasks.priorities.${PRIORITY_KEYS[task.priority]}`)}>
                  <i className={task.priority === 2 ? 'pi pi-arrow-up' : 'pi pi-arrow-down'} aria-hidden="true" /> {t(`appsTasks.priorities.${PRIORITY_KEYS[task.priority]}`)}
                </span>
              )}
            </span>
          )}
        </button>
      </li>
    </>
  );
}
