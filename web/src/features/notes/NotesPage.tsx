import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Checkbox } from 'primereact/checkbox';
import { Skeleton } from 'primereact/skeleton';
import { NotesEvents, type NoteView } from '@cis/contracts';
import { PageFrame } from '../../shell/page/PageFrame';
import { formatNumber } from '../../lib/format';
import { DATE_PATTERNS, formatDate } from '../../lib/dates';
import { useLiveData } from '../../lib/live-data';
import { sanitizeHtml } from '../../lib/sanitize';
import { notesApi } from './notes.api';
import { labelCounts, notesPath, parseNotesPath, visibleNotes, type NotesFilter } from './notes.logic';
import { NoteDialog } from './NoteDialog';
import { NoteLabelsDialog } from './NoteLabelsDialog';
import '../../lib/apps-b.css';
import './notes.css';

const EVENTS = Object.values(NotesEvents);

/** Notes as labelled cards: active, with reminders, archived or by label; searchable; edited in a dialog. */
export default function NotesPage() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const filter = useMemo(() => parseNotesPath(params['*']), [params]);
  const notes = useLiveData(() => notesApi.all(), [], EVENTS);
  const labels = useLiveData(() => notesApi.labels(), [], EVENTS);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  /** Counts the fresh note dialogs, so "save and add new" opens an empty one. */
  const [fresh, setFresh] = useState(0);
  const addNew = () => { setFresh((n) => n + 1); setEditing('new'); };
  const [labelsOpen, setLabelsOpen] = useState(false);

  const shown = notes.data ? visibleNotes(notes.data, filter, search) : [];
  const counts = labelCounts(notes.data ?? [], labels.data ?? []);
  const editedNote = editing && editing !== 'new' ? notes.data?.find((n) => n.id === editing) ?? null : null;

  const patch = async (note: NoteView, fields: Partial<NoteView>) => {
    notes.setData((list) => list?.map((n) => (n.id === note.id ? { ...n, ...fields } : n)) ?? list);
    try {
      await notesApi.update(note.id, fields);
    } finally {
      notes.reload();
    }
  };

  const sideLink = (target: NotesFilter, icon: string, label: string, testId: string, count?: number) => {
    const active = target.kind === filter.kind && (target.kind !== 'label' || (filter.kind === 'label' && filter.labelId === target.labelId));
    return (
      <Link to={notesPath(target)} className={`ab-side-link ${active ? 'active' : ''}`} data-testid={testId}>
        <i className={icon} aria-hidden="true" />
        <span>{label}</span>
        {count !== undefined && count > 0 && <span className="nt-side-count muted ab-small">{formatNumber(count, i18n.language)}</span>}
      </Link>
    );
  };

  const emptyText = search.trim() ? t('notes.noMatches') : filter.kind === 'archive' ? t('notes.noArchived') : filter.kind === 'reminders' ? t('notes.noReminders') : t('notes.noNotes');

  return (
    <PageFrame
      icon="pi pi-book"
      subtitle={t('notes.subtitle')}
      actions={
        <div className="ab-actions">
          <span className="ab-search">
            <i className="pi pi-search" aria-hidden="true" />
            <InputText value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('notes.search')} aria-label={t('notes.search')} data-testid="notes-search" />
          </span>
          <Button icon="pi pi-plus" label={t('notes.newNote')} onClick={addNew} data-shortcut={editing || labelsOpen ? undefined : 'add-new'} data-testid="notes-new" />
        </div>
      }
    >
      <div className="nt-layout">
        <nav className="card ab-side nt-side" aria-label={t('notes.navigation')}>
          {sideLink({ kind: 'all' }, 'pi pi-book', t('notes.notes'), 'notes-filter-all')}
          {sideLink({ kind: 'reminders' }, 'pi pi-bell', t('notes.reminders'), 'notes-filter-reminders')}
          {sideLink({ kind: 'archive' }, 'pi pi-box', t('notes.archive'), 'notes-filter-archive')}
          <div className="ab-side-title nt-labels-title">
            <span>{t('notes.labels')}</span>
            <Button icon="pi pi-pencil" rounded text size="small" aria-label={t('notes.manageLabels')} title={t('notes.manageLabels')} onClick={() => setLabelsOpen(true)} data-testid="notes-manage-labels" />
          </div>
          {labels.loading && <Skeleton height="8rem" />}
          {labels.data?.map((l) => sideLink({ kind: 'label', labelId: l.id }, 'pi pi-tag', l.title, 'notes-filter-label', counts.get(l.id)))}
        </nav>
        <section aria-label={t('notes.notes')}>
          {notes.loading ? (
            <div className="nt-grid" aria-busy="true">{[0, 1, 2, 3, 4, 5].map((i) => <Skeleton key={i} height={`${8 + (i % 3) * 3}rem`} borderRadius="12px" className="nt-skeleton" />)}</div>
          ) : shown.length === 0 ? (
            <div className="card ab-empty" data-testid="notes-empty"><i className="pi pi-book" aria-hidden="true" /><p>{notes.failed ? t('notes.loadFailed') : emptyText}</p></div>
          ) : (
            <ul className="nt-grid" data-testid="notes-grid">
              {shown.map((note) => (
                <li key={note.id} className="nt-cell">
                  <article className="card nt-card" data-testid="notes-card">
                    <button type="button" className="nt-card-open" onClick={() => setEditing(note.id)} aria-label={t('notes.edit', { title: note.title || t('notes.untitled') })} data-testid="notes-card-open">
                      {note.image && <img className="nt-image" src={note.image} alt="" />}
                      {note.title && <h2 className="nt-title" data-testid="notes-card-title">{note.title}</h2>}
                      {note.content && <div className="nt-content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(note.content) }} />}
                    </button>
                    {note.tasks && note.tasks.length > 0 && (
                      <ul className="nt-tasks">
                        {note.tasks.map((task) => (
                          <li key={task.id} className={task.completed ? 'nt-task-done' : ''}>
                            <Checkbox
                              inputId={`nt-${note.id}-${task.id}`}
                              checked={task.completed}
                              onChange={() => void patch(note, { tasks: note.tasks!.map((x) => (x.id === task.id ? { ...x, completed: !x.completed } : x)) })}
                            />
                            <label htmlFor={`nt-${note.id}-${task.id}`}>{task.content}</label>
                          </li>
                        ))}
                      </ul>
                    )}
                    <footer className="nt-footer">
                      {note.reminder && (
                        <span className="nt-chip" title={t('notes.reminder')}>
                          <i className="pi pi-bell" aria-hidden="true" /> {formatDate(note.reminder, i18n.language, DATE_PATTERNS.dateTime)}
                        </span>
                      )}
                      {note.labels.map((l) => <span key={l.id} className="nt-chip">{l.title}</span>)}
                      <span className="ab-spacer" />
                      <Button
                        icon={note.archived ? 'pi pi-replay' : 'pi pi-box'}
                        rounded text size="small"
                        aria-label={t(note.archived ? 'notes.unarchive' : 'notes.archiveNote')}
                        title={t(note.archived ? 'notes.unarchive' : 'notes.archiveNote')}
                        onClick={() => void patch(note, { archived: !note.archived })}
                        data-testid="notes-card-archive"
                      />
                    </footer>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {editing === 'new' && <NoteDialog key={`new-${fresh}`} note={null} labels={labels.data ?? []} onClose={() => setEditing(null)} onSaved={() => notes.reload()} onAddNew={addNew} />}
      {editedNote && <NoteDialog key={editedNote.id} note={editedNote} labels={labels.data ?? []} onClose={() => setEditing(null)} onSaved={() => notes.reload()} onAddNew={addNew} />}
      {labelsOpen && <NoteLabelsDialog labels={labels.data ?? []} onClose={() => setLabelsOpen(false)} onChanged={() => { labels.reload(); notes.reload(); }} />}
    </PageFrame>
  );
}
