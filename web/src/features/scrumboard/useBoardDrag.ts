import { useRef, type Dispatch, type DragEvent } from 'react';
import type { BoardView, ScrumCardView, ScrumListView } from '@cis/contracts';
import { indexFromPointer } from './scrumboard.logic';
import type { BoardUiAction } from './board.reducer';

type Drag = { kind: 'card'; id: string } | { kind: 'list'; id: string };

/**
 * Dragging cards between and within lists, and lists along the board. The dragged item lives in a ref (the browser's
 * drag events come faster than renders); the drop mark goes through the board's reducer. A drop calls
 * `dropCard(cardId, listId, index)` or `dropList(listId, index)`.
 */
export function useBoardDrag(board: BoardView | null, dispatch: Dispatch<BoardUiAction>, drops: {
  dropCard: (cardId: string, listId: string, index: number) => void;
  dropList: (listId: string, index: number) => void;
}) {
  const drag = useRef<Drag | null>(null);

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
    dispatch({ type: 'dragEnded' });
  };

  const cardIndexAt = (e: DragEvent): number => {
    const zone = e.currentTarget.querySelector('.sb-cards');
    const cards = Array.from(zone?.querySelectorAll<HTMLElement>('[data-card-id]') ?? []).filter((el) => el.dataset.cardId !== drag.current?.id);
    return indexFromPointer(cards.map((el) => { const r = el.getBoundingClientRect(); return r.top + r.height / 2; }), e.clientY);
  };
  const listIndexAt = (e: DragEvent): number => {
    const lists = Array.from(e.currentTarget.querySelectorAll<HTMLElement>('[data-list-id]')).filter((el) => el.dataset.listId !== drag.current?.id);
    const middles = lists.map((el) => { const r = el.getBoundingClientRect(); return r.left + r.width / 2; });
    const i = middles.findIndex((m) => e.clientX < m);
    return i === -1 ? middles.length : i;
  };

  const onListDragOver = (e: DragEvent, listId: string) => {
    if (drag.current?.kind !== 'card') return;
    e.preventDefault();
    e.stopPropagation();
    dispatch({ type: 'dropMarked', mark: { kind: 'card', listId, index: cardIndexAt(e) } });
  };
  const onBoardDragOver = (e: DragEvent) => {
    if (drag.current?.kind !== 'list') return;
    e.preventDefault();
    dispatch({ type: 'dropMarked', mark: { kind: 'list', index: listIndexAt(e) } });
  };

  const onCardDrop = (e: DragEvent, listId: string) => {
    const dragged = drag.current;
    if (!board || dragged?.kind !== 'card') return;
    e.preventDefault();
    e.stopPropagation();
    const index = cardIndexAt(e);
    onDragEnd();
    drops.dropCard(dragged.id, listId, index);
  };
  const onListDrop = (e: DragEvent) => {
    const dragged = drag.current;
    if (!board || dragged?.kind !== 'list') return;
    e.preventDefault();
    const index = listIndexAt(e);
    onDragEnd();
    drops.dropList(dragged.id, index);
  };

  return {
    /** The id of the item being dragged, if any (its list is dimmed). */
    draggedId: () => drag.current?.id,
    onCardDragStart, onListDragStart, onDragEnd, onListDragOver, onBoardDragOver, onCardDrop, onListDrop,
  };
}
