import { useReducer } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Skeleton } from 'primereact/skeleton';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { ScrumboardEvents, type BoardView, type ScrumCardView, type ScrumListView } from '@cis/contracts';
import { PageFrame } from '../../shell/page/PageFrame';
import { alertRaised, invalidFieldsDismissed } from '../../stores/alerts';
import { formatNumber } from '../../lib/format';
import { useLiveData } from '../../lib/live-data';
import { scrumboardApi } from './scrumboard.api';
import { cardDropPlan, listDropPlan, moveCard, moveList } from './scrumboard.logic';
import { validInlineTitle } from './scrumboard.validation';
import { INITIAL_BOARD_UI, boardUiReducer, cardDropIn, listDropAt, openCardOf, stepTarget } from './board.reducer';
import { useBoardDrag } from './useBoardDrag';
import { AddInline } from './AddInline';
import { BoardList } from './BoardList';
import { CardDialog } from './CardDialog';
import { LabelsDialog } from './LabelsDialog';
import '../../lib/apps-b.css';
import './scrumboard.css';

/** One board: lists side by side, cards dragged between and within them, a card editor and the board's labels. */
export default function BoardPage() {
  const { boardId = '' } = useParams();
  const { t, i18n } = useTranslation();
  const live = useLiveData(() => scrumboardApi.board(boardId), [boardId], Object.values(ScrumboardEvents));
  const board = live.data;
  const [ui, dispatch] = useReducer(boardUiReducer, INITIAL_BOARD_UI);
  const openCard = openCardOf(board, ui.openCardId);

  const showBoard = (next: BoardView) => live.setData(next);
  /** A failed write: the error alert is already shown; the board is read again so what is shown is true. */
  const afterFailure = () => live.reload();

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
  const drag = useBoardDrag(board, dispatch, {
    dropCard: (cardId, listId, index) => void dropCard(cardId, listId, index),
    dropList: (listId, index) => void dropList(listId, index),
  });

  /** Keyboard and touch alternative to dragging: one step left or right, or up or down. */
  const stepCard = (card: ScrumCardView, delta: { list?: number; index?: number }) => {
    const target = board && stepTarget(board, card, delta);
    if (target) void dropCard(card.id, target.listId, target.index);
  };

  // ------------------------------------------------------------------ lists and cards
  const validTitle = (title: string, field: string): boolean => {
    if (validInlineTitle(title)) return true;
    alertRaised({ type: 'required', message: t('scrumboard.invalid'), fields: [field] });
    return false;
  };
  /** Sends a write after the title is checked; the board is read again once it is done. */
  const write = async (title: string, field: string, send: (title: string) => Promise<unknown>): Promise<boolean> => {
    if (!validTitle(title, field)) return false;
    invalidFieldsDismissed();
    try {
      await send(title.trim());
      live.reload();
      return true;
    } catch {
      return false;
    }
  };
  const addList = (title: string) => (board ? write(title, 'scrumboard_listTitle', (text) => scrumboardApi.createList(board.id, text)) : Promise.resolve(false));
  const renameList = (list: ScrumListView, title: string): Promise<boolean> => {
    if (title.trim() === list.title && validInlineTitle(title)) {
      invalidFieldsDismissed();
      return Promise.resolve(true);
    }
    return write(title, 'scrumboard_listTitle', (text) => scrumboardApi.renameList(list.id, text));
  };
  const addCard = (list: ScrumListView, title: string) =>
    (board ? write(title, 'scrumboard_cardTitle', (text) => scrumboardApi.createCard(board.id, list.id, { title: text })) : Promise.resolve(false));
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

  const listDrop = listDropAt(ui.drop);
  const handlers = {
    onListDragStart: drag.onListDragStart, onCardDragStart: drag.onCardDragStart, onDragEnd: drag.onDragEnd,
    onListDragOver: drag.onListDragOver, onCardDrop: drag.onCardDrop, onOpenCard: (id: string) => dispatch({ type: 'cardOpened', id }),
    onStepCard: stepCard, onRename: renameList, onDelete: deleteList, onAddCard: addCard,
  };
  return (
    <PageFrame
      icon="pi pi-objects-column"
      subtitle={<><Link to="/apps/scrumboard">{t('scrumboard.allBoards')}</Link> · <span data-testid="board-title">{board.title}</span></>}
      actions={
        <div className="ab-actions">
          <span className="p-input-icon-left ab-search">
            <i className="pi pi-search" aria-hidden="true" />
            <InputText value={ui.search} onChange={(e) => dispatch({ type: 'searched', text: e.target.value })} placeholder={t('scrumboard.searchCards')} aria-label={t('scrumboard.searchCards')} data-testid="scrumboard-search" />
          </span>
          <Button icon="pi pi-tags" label={t('scrumboard.labels')} outlined onClick={() => dispatch({ type: 'labelsOpened' })} data-testid="scrumboard-labels-button" />
        </div>
      }
    >
      <div className="sb-lists" onDragOver={drag.onBoardDragOver} onDrop={drag.onListDrop} data-testid="scrumboard-lists">
        {board.lists.map((list, listIndex) => (
          <BoardList
            key={list.id}
            list={list}
            search={ui.search}
            dragging={drag.draggedId() === list.id}
            cardDrop={cardDropIn(ui.drop, list.id)}
            listDropHere={listDrop === listIndex}
            addNew={!openCard && !ui.labelsOpen}
            handlers={handlers}
          />
        ))}
        {listDrop !== null && listDrop >= board.lists.length && <div className="sb-list-drop" aria-hidden="true" />}
        <section className="sb-list sb-list-new">
          <AddInline label={t('scrumboard.addList')} placeholder={t('scrumboard.listTitle')} onAdd={addList} testId="scrumboard-add-list" />
        </section>
      </div>
      <p className="muted ab-small sb-hint">{t('scrumboard.dragHint', { lists: formatNumber(board.lists.length, i18n.language), cards: formatNumber(board.lists.reduce((n, l) => n + l.cards.length, 0), i18n.language) })}</p>
      {openCard && <CardDialog board={board} card={openCard} onClose={() => dispatch({ type: 'cardClosed' })} onSaved={() => live.reload()} />}
      <ConfirmDialog />
      {ui.labelsOpen && <LabelsDialog board={board} onClose={() => dispatch({ type: 'labelsClosed' })} onChanged={() => live.reload()} />}
    </PageFrame>
  );
}
