import { useMemo, useRef, useState, type DragEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Skeleton } from 'primereact/skeleton';
import { Tag } from 'primereact/tag';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { ScrumboardEvents, type BoardView, type ScrumCardView, type ScrumListView } from '@cis/contracts';
import { PageFrame } from '../../shell/page/PageFrame';
import { alertRaised, invalidFieldsDismissed } from '../../stores/alerts';
import { formatNumber } from '../../lib/format';
import { DATE_PATTERNS, formatDate } from '../../lib/dates';
import { useLiveData } from '../../lib/live-data';
import { scrumboardApi } from './scrumboard.api';
import { cardDropPlan, dueState, indexFromPointer, listDropPlan, matchesCard, moveCard, moveList } from './scrumboard.logic';
import { CardDialog } from './CardDialog';
import { LabelsDialog } from './LabelsDialog';
import '../../lib/apps-b.css';
import './scrumboard.css';

type Drag = { kind: 'card'; id: string } | { kind: 'list'; id: string };
type DropMark = { kind: 'card'; listId: string; index: number } | { kind: 'list'; index: number };

export const TITLE_MAX = 200;

/** One board: lists side by side, cards dragged between and within them, a card editor and the board's labels. */
export default function BoardPage() {
  const { boardId = '' } = useParams();
  const { t, i18n } = useTranslation();
  const live = useLiveData(() => scrumboardApi.board(boardId), [boardId], Object.values(ScrumboardEvents));
  const board = live.data;
  const [search, setSearch] = useState('');
  const [openCardId, setOpenCardId] = useState<string | null>(null);
  const [labelsOpen, setLabelsOpen] = useState(false);
  const [drop, setDrop] = useState<DropMark | null>(null);
  const drag = useRef<Drag | null>(null);

  const openCard = useMemo(
    () => board?.lists.flatMap((l) => l.cards).find((c) => c.id === openCardId) ?? null,
    [board, openCardId],
  );

  const showBoard = (next: BoardView) => live.setData(next);
  /** A failed write: the error alert is already shown; the board is read again so what is shown is true. */
  const afterFailure = () => live.reload();

  // ------------------------------------------------------------------ drag and drop
  const onCardDragStart = (e: DragEvent, card: ScrumCardView) => {
    drag.current = { kind: 'card', id: card.id };
    e.dataTransfer.effectAllowed = 'move';
    e.dataTransfer.setData('text/plain', card.id);
    e.stopPropagation();
  };
  const onListDragStart = (e: DragEvent, list: ScrumListView) => {
    drag.current = { kind: 'list', id: list.id };
    e.dataTransfer.effectAllowed = 'move';
    e.dataTransfer.setData('text/plain', list.id);
  };
  const onDragEnd = () => {
    drag.current = null;
    setDrop(null);
  };

  const cardIndexAt = (e: DragEvent, listId: string): number => {
    const zone = (e.currentTarget as HTMLElement).querySelector('.sb-cards');
    const cards = Array.from(zone?.querySelectorAll<HTMLElement>('[data-card-id]') ?? []).filter((el) => el.dataset.cardId !== drag.current?.id);
    void listId;
    return indexFromPointer(cards.map((el) => { const r = el.getBoundingClientRect(); return r.top + r.height / 2; }), e.clientY);
  };
  const listIndexAt = (e: DragEvent): number => {
    const lists = Array.from((e.currentTarget as HTMLElement).querySelectorAll<HTMLElement>('[data-list-id]')).filter((el) => el.dataset.listId !== drag.current?.id);
    const middles = lists.map((el) => { const r = el.getBoundingClientRect(); return r.left + r.width / 2; });
    const i = middles.findIndex((m) => e.clientX < m);
    return i === -1 ? middles.length : i;
  };

  const onListDragOver = (e: DragEvent, listId: string) => {
    if (drag.current?.kind !== 'card') return;
    e.preventDefault();
    e.stopPropagation();
    const index = cardIndexAt(e, listId);
    if (drop?.kind !== 'card' || drop.listId !== listId || drop.index !== index) setDrop({ kind: 'card', listId, index });
  };
  const onBoardDragOver = (e: DragEvent) => {
    if (drag.current?.kind !== 'list') return;
    e.preventDefault();
    const index = listIndexAt(e);
    if (drop?.kind !== 'list' || drop.index !== index) setDrop({ kind: 'list', index });
  };

  const onCardDrop = (e: DragEvent, listId: string) => {
    const dragged = drag.current;
    if (!board || dragged?.kind !== 'card') return;
    e.preventDefault();
    e.stopPropagation();
    const index = cardIndexAt(e, listId);
    onDragEnd();
    void dropCard(dragged.id, listId, index);
  };
  const onListDrop = (e: DragEvent) => {
    const dragged = drag.current;
    if (!board || dragged?.kind !== 'list') return;
    e.preventDefault();
    const index = listIndexAt(e);
    onDragEnd();
    void dropList(dragged.id, index);
  };

  const dropCard = async (cardId: string, listId: string, index: number) => {
    if (!board) return;
    const plan = cardDropPlan(board, cardId, listId, index);
    showBoard(moveCard(board, cardId, listId, index));
    try {
      if (plan.kind === 'position') await scrumboardApi.updateCard(cardId, { listId, position: plan.position });
      else await scrumboardApi.reorderCards(plan.order.map((id) => ({ id, listId })));
    } catch {
      afterFailure();
    }
  };
  const dropList = async (listId: string, index: number) => {
    if (!board) return;
    const plan = listDropPlan(board, listId, index);
    showBoard(moveList(board, listId, index));
    try {
      if (plan.kind === 'position') await scrumboardApi.moveList(listId, plan.position);
      else await scrumboardApi.reorderLists(plan.order);
    } catch {
      afterFailure();
    }
  };

  /** Keyboard and touch alternative to dragging: one step left or right, or up or down. */
  const stepCard = (card: ScrumCardView, delta: { list?: number; index?: number }) => {
    if (!board) return;
    const listIndex = board.lists.findIndex((l) => l.id === card.listId);
    const target = board.lists[listIndex + (delta.list ?? 0)];
    if (!target) return;
    const current = board.lists[listIndex].cards.findIndex((c) => c.id === card.id);
    const index = delta.list ? target.cards.length : Math.max(0, current + (delta.index ?? 0));
    void dropCard(card.id, target.id, index);
  };

  // ------------------------------------------------------------------ lists
  const validTitle = (title: string, field: string): boolean => {
    const trimmed = title.trim();
    if (trimmed && trimmed.length <= TITLE_MAX) return true;
    alertRaised({ type: 'required', message: t('scrumboard.invalid'), fields: [field] });
    return false;
  };
  const addList = async (title: string): Promise<boolean> => {
    if (!board || !validTitle(title, 'scrumboard_listTitle')) return false;
    invalidFieldsDismissed();
    try {
      await scrumboardApi.createList(board.id, title.trim());
      live.reload();
      return true;
    } catch {
      return false;
    }
  };
  const renameList = async (list: ScrumListView, title: string): Promise<boolean> => {
    if (!validTitle(title, 'scrumboard_listTitle')) return false;
    invalidFieldsDismissed();
    if (title.trim() === list.title) return true;
    try {
      await scrumboardApi.renameList(list.id, title.trim());
      live.reload();
      return true;
    } catch {
      return false;
    }
  };
  const deleteList = (list: ScrumListView) => {
    confirmDialog({
      header: t('scrumboard.deleteList'),
      message: t('scrumboard.confirmDeleteList', { title: list.title, count: list.cards.length }),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('label.action.delete'),
      rejectLabel: t('label.action.cancel'),
      acceptClassName: 'p-button-danger',
      accept: () => void scrumboardApi.deleteList(list.id).finally(() => live.reload()),
    });
  };
  const addCard = async (list: ScrumListView, title: string): Promise<boolean> => {
    if (!board || !validTitle(title, 'scrumboard_cardTitle')) return false;
    invalidFieldsDismissed();
    try {
      await scrumboardApi.createCard(board.id, list.id, { title: title.trim() });
      live.reload();
      return true;
    } catch {
      return false;
    }
  };

  if (live.loading || !board) {
    return (
      <PageFrame icon="pi pi-objects-column">
        {live.failed ? (
          <div className="card ab-empty"><p>{t('scrumboard.loadFailed')}</p><Button label={t('label.action.retry')} onClick={() => live.reload()} /></div>
        ) : (
          <div className="sb-lists" aria-busy="true">
            {[0, 1, 2].map((i) => <Skeleton key={i} width="18rem" height="24rem" borderRadius="12px" />)}
          </div>
        )}
      </PageFrame>
    );
  }

  const listsShown = board.lists;
  return (
    <PageFrame
      icon="pi pi-objects-column"
      subtitle={<><Link to="/apps/scrumboard">{t('scrumboard.allBoards')}</Link> · <span data-testid="board-title">{board.title}</span></>}
      actions={
        <div className="ab-actions">
          <span className="p-input-icon-left ab-search">
            <i className="pi pi-search" aria-hidden="true" />
            <InputText value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('scrumboard.searchCards')} aria-label={t('scrumboard.searchCards')} data-testid="scrumboard-search" />
          </span>
          <Button icon="pi pi-tags" label={t('scrumboard.labels')} outlined onClick={() => setLabelsOpen(true)} data-testid="scrumboard-labels-button" />
        </div>
      }
    >
      <div className="sb-lists" onDragOver={onBoardDragOver} onDrop={onListDrop} data-testid="scrumboard-lists">
        {listsShown.map((list, listIndex) => {
          const cards = list.cards.filter((c) => matchesCard(c, search));
          return (
            <div key={list.id} className="sb-list-slot">
              {drop?.kind === 'list' && drop.index === listIndex && <div className="sb-list-drop" aria-hidden="true" />}
              <section
                className={`sb-list ${drag.current?.id === list.id ? 'sb-dragging' : ''}`}
                data-list-id={list.id}
                data-testid="scrumboard-list"
                aria-label={list.title}
                onDragOver={(e) => onListDragOver(e, list.id)}
                onDrop={(e) => onCardDrop(e, list.id)}
              >
                <ListHeader list={list} count={list.cards.length} onDragStart={(e) => onListDragStart(e, list)} onDragEnd={onDragEnd} onRename={(title) => renameList(list, title)} onDelete={() => deleteList(list)} />
                <ul className="sb-cards">
                  {cards.map((card, index) => (
                    <li key={card.id}>
                      {drop?.kind === 'card' && drop.listId === list.id && drop.index === index && <div className="sb-card-drop" aria-hidden="true" />}
                      <article
                        className="sb-card"
                        draggable
                        data-card-id={card.id}
                        data-testid="scrumboard-card"
                        tabIndex={0}
                        onDragStart={(e) => onCardDragStart(e, card)}
                        onDragEnd={onDragEnd}
                        onClick={() => setOpenCardId(card.id)}
                        onKeyDown={(e) => {
                          if (e.key === 'Enter') setOpenCardId(card.id);
                          else if (e.altKey && e.key === 'ArrowRight') stepCard(card, { list: 1 });
                          else if (e.altKey && e.key === 'ArrowLeft') stepCard(card, { list: -1 });
                          else if (e.altKey && e.key === 'ArrowDown') stepCard(card, { index: 1 });
                          else if (e.altKey && e.key === 'ArrowUp') stepCard(card, { index: -1 });
                        }}
                        aria-label={card.title}
                        title={t('scrumboard.cardHint')}
                      >
                        {card.labels.length > 0 && (
                          <div className="sb-card-labels">
                            {card.labels.map((l) => <Tag key={l.id} value={l.title} className="sb-label" />)}
                          </div>
                        )}
                        <span className="sb-card-title">{card.title}</span>
                        {(card.dueDate || card.description) && (
                          <span className="sb-card-meta">
                            {card.dueDate && (
                              <span className={`sb-due sb-due-${dueState(card.dueDate)}`}>
                                <i className="pi pi-clock" aria-hidden="true" /> {formatDate(card.dueDate, i18n.language, DATE_PATTERNS.dayMonth)}
                              </span>
                            )}
                            {card.description && <i className="pi pi-align-left muted" title={t('scrumboard.hasDescription')} aria-label={t('scrumboard.hasDescription')} />}
                          </span>
                        )}
                      </article>
                    </li>
                  ))}
                  {drop?.kind === 'card' && drop.listId === list.id && drop.index >= cards.length && <li><div className="sb-card-drop" aria-hidden="true" /></li>}
                  {cards.length === 0 && !(drop?.kind === 'card' && drop.listId === list.id) && (
                    <li className="sb-list-empty muted">{search ? t('scrumboard.noMatchingCards') : t('scrumboard.noCards')}</li>
                  )}
                </ul>
                <AddInline label={t('scrumboard.addCard')} placeholder={t('scrumboard.cardTitle')} onAdd={(title) => addCard(list, title)} testId="scrumboard-add-card" addNew={!openCard && !labelsOpen} />
              </section>
            </div>
          );
        })}
        {drop?.kind === 'list' && drop.index >= listsShown.length && <div className="sb-list-drop" aria-hidden="true" />}
        <section className="sb-list sb-list-new">
          <AddInline label={t('scrumboard.addList')} placeholder={t('scrumboard.listTitle')} onAdd={addList} testId="scrumboard-add-list" />
        </section>
      </div>
      <p className="muted ab-small sb-hint">{t('scrumboard.dragHint', { lists: formatNumber(board.lists.length, i18n.language), cards: formatNumber(board.lists.reduce((n, l) => n + l.cards.length, 0), i18n.language) })}</p>
      {openCard && <CardDialog board={board} card={openCard} onClose={() => setOpenCardId(null)} onSaved={() => live.reload()} />}
      <ConfirmDialog />
      {labelsOpen && <LabelsDialog board={board} onClose={() => setLabelsOpen(false)} onChanged={() => live.reload()} />}
    </PageFrame>
  );
}

function ListHeader({ list, count, onDragStart, onDragEnd, onRename, onDelete }: {
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
          <InputText value={title} autoFocus onChange={(e) => setTitle(e.target.value)} aria-label={t('scrumboard.listTitle')} maxLength={TITLE_MAX + 50} />
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

/** "Add a card" / "Add a list": a button that opens a one-line form. */
function AddInline({ label, placeholder, onAdd, testId, addNew }: {
  label: string;
  placeholder: string;
  onAdd: (title: string) => Promise<boolean>;
  testId: string;
  /** Marks the opening button for shift+n (the first list's "Add a card" is the board's add-new). */
  addNew?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  if (!open) return <Button className="sb-add" icon="pi pi-plus" label={label} text onClick={() => setOpen(true)} data-shortcut={addNew ? 'add-new' : undefined} data-testid={testId} />;
  return (
    <form
      className="sb-add-form"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        const ok = await onAdd(title);
        setBusy(false);
        if (ok) setTitle('');
      }}
    >
      <InputText value={title} autoFocus placeholder={placeholder} aria-label={placeholder} onChange={(e) => setTitle(e.target.value)} data-testid={`${testId}-input`} />
      <div className="sb-add-actions">
        <Button type="submit" label={t('label.action.add')} size="small" loading={busy} data-shortcut="save" data-testid={`${testId}-submit`} />
        <Button type="button" label={t('label.action.cancel')} size="small" text onClick={() => { setOpen(false); setTitle(''); }} />
      </div>
    </form>
  );
}
