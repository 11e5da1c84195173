import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import type { ScrumListView } from '@cis/contracts';
import { formatNumber } from '../../lib/format';
import { LIST_TITLE_MAX } from './scrumboard.validation';

/** A list's header: its grip (drag the list), title (double-click or the pencil to rename), card count, delete. */
export function ListHeader({ list, count, onDragStart, onDragEnd, onRename, onDelete }: {
  list: ScrumListView;
  count: number;
  onDragStart: (e: DragEvent) => void;
  onDragEnd: () => void;
  onRename: (title: string) => Promise<boolean>;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(list.title);
  const save = async () => {
    if (await onRename(title)) setEditing(false);
  };
  return (
    <header className="sb-list-header" draggable={!editing} onDragStart={onDragStart} onDragEnd={onDragEnd}>
      <i className="pi pi-bars sb-grip" aria-hidden="true" title={t('scrumboard.dragList')} />
      {editing ? (
        <form className="sb-inline-form" onSubmit={(e) => { e.preventDefault(); void save(); }}>
          <InputText value={title} autoFocus onChange={(e) => setTitle(e.target.value)} aria-label={t('scrumboard.listTitle')} maxLength={LIST_TITLE_MAX + 50} />
          <Button type="submit" icon="pi pi-check" rounded text aria-label={t('scrumboard.save')} data-shortcut="save" />
          <Button type="button" icon="pi pi-times" rounded text aria-label={t('label.action.cancel')} onClick={() => { setTitle(list.title); setEditing(false); }} />
        </form>
      ) : (
        <>
          <h2 className="sb-list-title" onDoubleClick={() => { setTitle(list.title); setEditing(true); }}>{list.title}</h2>
          <span className="sb-count" aria-label={t('scrumboard.cardCount', { count })}>{formatNumber(count, i18n.language)}</span>
          <Button icon="pi pi-pencil" rounded text size="small" aria-label={t('scrumboard.renameList')} title={t('scrumboard.renameList')} onClick={() => { setTitle(list.title); setEditing(true); }} />
          <Button icon="pi pi-trash" rounded text size="small" severity="danger" aria-label={t('scrumboard.deleteList')} title={t('scrumboard.deleteList')} onClick={onDelete} />
        </>
      )}
    </header>
  );
}
