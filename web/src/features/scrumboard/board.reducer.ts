import type { BoardView, ScrumCardView } from '@cis/contracts';

/** Where a dragged item would land: a card's slot in a list, or a list's slot on the board. */
export type DropMark = { kind: 'card'; listId: string; index: number } | { kind: 'list'; index: number };

/** What the board screen holds besides the board itself (the board is server state, kept live by useLiveData). */
export interface BoardUiState {
  search: string;
  openCardId: string | null;
  labelsOpen: boolean;
  drop: DropMark | null;
}

export const INITIAL_BOARD_UI: BoardUiState = { search: '', openCardId: null, labelsOpen: false, drop: null };

export type BoardUiAction =
  | { type: 'searched'; text: string }
  | { type: 'cardOpened'; id: string }
  | { type: 'cardClosed' }
  | { type: 'labelsOpened' }
  | { type: 'labelsClosed' }
  /** The pointer moved over a slot; the same slot again changes nothing (no re-render while dragging). */
  | { type: 'dropMarked'; mark: DropMark }
  | { type: 'dragEnded' };

export function boardUiReducer(state: BoardUiState, action: BoardUiAction): BoardUiState {
  switch (action.type) {
    case 'searched':
      return { ...state, search: action.text };
    case 'cardOpened':
      return { ...state, openCardId: action.id };
    case 'cardClosed':
      return { ...state, openCardId: null };
    case 'labelsOpened':
      return { ...state, labelsOpen: true };
    case 'labelsClosed':
      return { ...state, labelsOpen: false };
    case 'dropMarked':
      return sameMark(state.drop, action.mark) ? state : { ...state, drop: action.mark };
    case 'dragEnded':
      return state.drop === null ? state : { ...state, drop: null };
  }
}

function sameMark(a: DropMark | null, b: DropMark): boolean {
  if (a === null || a.kind !== b.kind || a.index !== b.index) return false;
  return a.kind === 'list' || (b.kind === 'card' && a.listId === b.listId);
}

/** The open card as the board now shows it (null once it is gone, e.g. deleted by someone else). */
export function openCardOf(board: BoardView | null, openCardId: string | null): ScrumCardView | null {
  if (!board || openCardId === null) return null;
  return board.lists.flatMap((l) => l.cards).find((c) => c.id === openCardId) ?? null;
}

/** Marks on one list: the card slot the drop would take there, and whether any card drop is over it. */
export function cardDropIn(drop: DropMark | null, listId: string): number | null {
  return drop?.kind === 'card' && drop.listId === listId ? drop.index : null;
}

export function listDropAt(drop: DropMark | null): number | null {
  return drop?.kind === 'list' ? drop.index : null;
}

/**
 * The keyboard and touch alternative to dragging (alt + arrows): one list left or right (to its end), or one place up
 * or down in the same list. null where there is no list to go to.
 */
export function stepTarget(board: BoardView, card: ScrumCardView, delta: { list?: number; index?: number }): { listId: string; index: number } | null {
  const listIndex = board.lists.findIndex((l) => l.id === card.listId);
  if (listIndex === -1) return null;
  const target = board.lists[listIndex + (delta.list ?? 0)];
  if (!target) return null;
  const current = board.lists[listIndex]!.cards.findIndex((c) => c.id === card.id);
  const index = delta.list ? target.cards.length : Math.max(0, current + (delta.index ?? 0));
  return { listId: target.id, index };
}

/** The key that steps a card (alt + arrow), as a step; undefined for any other key. */
export function stepOfKey(key: string, altKey: boolean): { list?: number; index?: number } | undefined {
  if (!altKey) return undefined;
  switch (key) {
    case 'ArrowRight': return { list: 1 };
    case 'ArrowLeft': return { list: -1 };
    case 'ArrowDown': return { index: 1 };
    case 'ArrowUp': return { index: -1 };
    default: return undefined;
  }
}
