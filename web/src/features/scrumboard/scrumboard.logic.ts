import { SCRUM_POSITION_STEP, type BoardView, type ScrumCardView, type ScrumListView } from '@cis/contracts';

/** Positions closer than this are treated as touching: the list is renumbered instead of halving further. */
const MIN_GAP = 1e-6;

/**
 * The outcome of dropping an item at `index` among `others` (the target list's items without the dragged one,
 * by position): either the single position the moved item takes, or, when there is no room left between its
 * neighbours, the whole new order so the server renumbers it (65536, 131072, ...).
 */
export type DropPlan = { kind: 'position'; position: number } | { kind: 'renumber'; order: string[] };

/** Position between two neighbours; the first item gets half of the next one, the last the previous + 65536. */
export function positionBetween(before: number | undefined, after: number | undefined): number | null {
  if (before === undefined && after === undefined) return SCRUM_POSITION_STEP;
  if (before === undefined) return after! / 2 > MIN_GAP ? after! / 2 : null;
  if (after === undefined) return before + SCRUM_POSITION_STEP;
  const middle = (before + after) / 2;
  return middle - before > MIN_GAP && after - middle > MIN_GAP ? middle : null;
}

export function planDrop(others: ReadonlyArray<{ id: string; position: number }>, movedId: string, index: number): DropPlan {
  const at = Math.max(0, Math.min(index, others.length));
  const position = positionBetween(others[at - 1]?.position, others[at]?.position);
  if (position !== null) return { kind: 'position', position };
  const order = others.map((item) => item.id);
  order.splice(at, 0, movedId);
  return { kind: 'renumber', order };
}

/** Where a dragged card lands, found from the cards of the target list (the dragged card left out). */
export function cardDropPlan(board: BoardView, cardId: string, toListId: string, index: number): DropPlan {
  const list = board.lists.find((l) => l.id === toListId);
  const others = (list?.cards ?? []).filter((c) => c.id !== cardId);
  return planDrop(others, cardId, index);
}

export function listDropPlan(board: BoardView, listId: string, index: number): DropPlan {
  return planDrop(board.lists.filter((l) => l.id !== listId), listId, index);
}

const byPosition = <T extends { position: number; id: string }>(items: T[]): T[] =>
  [...items].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));

/** The board as it looks once the card is moved (shown at once; the server's answer and pushes confirm it). */
export function moveCard(board: BoardView, cardId: string, toListId: string, index: number): BoardView {
  const card = board.lists.flatMap((l) => l.cards).find((c) => c.id === cardId);
  if (!card || !board.lists.some((l) => l.id === toListId)) return board;
  const plan = cardDropPlan(board, cardId, toListId, index);
  const renumbered = new Map<string, number>(
    plan.kind === 'renumber' ? plan.order.map((id, i) => [id, (i + 1) * SCRUM_POSITION_STEP]) : [[cardId, plan.position]],
  );
  const lists: ScrumListView[] = board.lists.map((list) => {
    let cards: ScrumCardView[] = list.cards.filter((c) => c.id !== cardId);
    if (list.id === toListId) {
      cards = [...cards, { ...card, listId: toListId }].map((c) =>
        renumbered.has(c.id) ? { ...c, position: renumbered.get(c.id)! } : c,
      );
    }
    return { ...list, cards: byPosition(cards) };
  });
  return { ...board, lists };
}

export function moveList(board: BoardView, listId: string, index: number): BoardView {
  if (!board.lists.some((l) => l.id === listId)) return board;
  const plan = listDropPlan(board, listId, index);
  const renumbered = new Map<string, number>(
    plan.kind === 'renumber' ? plan.order.map((id, i) => [id, (i + 1) * SCRUM_POSITION_STEP]) : [[listId, plan.position]],
  );
  return { ...board, lists: byPosition(board.lists.map((l) => (renumbered.has(l.id) ? { ...l, position: renumbered.get(l.id)! } : l))) };
}

/**
 * Index among the target list's cards (the dragged one left out) for a pointer at `pointerY`, given the vertical
 * middles of those cards in order.
 */
export function indexFromPointer(middles: readonly number[], pointerY: number): number {
  const i = middles.findIndex((m) => pointerY < m);
  return i === -1 ? middles.length : i;
}

/** A due date's state for its badge: past, within two days, or later. */
export function dueState(dueDate: string | null, now: Date = new Date()): 'none' | 'overdue' | 'soon' | 'later' {
  if (!dueDate) return 'none';
  const due = Date.parse(dueDate);
  if (Number.isNaN(due)) return 'none';
  if (due < now.getTime()) return 'overdue';
  return due - now.getTime() < 2 * 24 * 3600 * 1000 ? 'soon' : 'later';
}

/** Cards of the board whose title or description contains the text (case-insensitive); all when empty. */
export function matchesCard(card: ScrumCardView, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return card.title.toLowerCase().includes(needle) || (card.description ?? '').toLowerCase().includes(needle)
    || card.labels.some((l) => l.title.toLowerCase().includes(needle));
}
