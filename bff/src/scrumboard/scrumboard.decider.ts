import { NotFoundException } from '@nestjs/common';
import {
  SCRUM_POSITION_STEP, ScrumboardEvents, type Board, type NewEvent, type ScrumBoardCreatedData, type ScrumCard,
  type ScrumCardChanges, type ScrumCardCreatedData, type ScrumCardDeletedData, type ScrumCardsUpdatedData, type ScrumLabel,
  type ScrumLabelCreatedData, type ScrumLabelDeletedData, type ScrumLabelUpdatedData, type ScrumList, type ScrumListChanges,
  type ScrumListCreatedData, type ScrumListDeletedData, type ScrumListsUpdatedData, type ScrumMember,
  type ScrumMemberJoinedData,
} from '@cis/contracts';
import { refusedField } from '../platform/errors/refused-field';

export const ScrumCollections = {
  members: 'scrumboard-members',
  boards: 'scrumboard-boards',
  lists: 'scrumboard-lists',
  cards: 'scrumboard-cards',
  labels: 'scrumboard-labels',
} as const;

/** One stream per board: its lists, cards and labels change together (list and label cascades, positions). */
export function scrumboardStream(tenant: string, boardId: string): string {
  return `scrumboard-${tenant}-${boardId}`;
}
export function scrumMembersStream(tenant: string): string {
  return `scrumboard-members-${tenant}`;
}

/** Everything of one board, as the read models hold it. */
export interface BoardState {
  board: Board | undefined;
  lists: ScrumList[];
  cards: ScrumCard[];
  labels: ScrumLabel[];
}

/** Position of a new last item: the largest position + 65536 (65536 for the first). */
export function nextPosition(positions: readonly number[]): number {
  return (positions.length === 0 ? 0 : Math.max(...positions)) + SCRUM_POSITION_STEP;
}

/**
 * A reorder: the requested ids first, in their order, then the others in their current order; positions become
 * 65536, 131072, ... in that order.
 */
export function renumber(currentOrder: readonly string[], requested: readonly string[]): Map<string, number> {
  const wanted = requested.filter((id, index) => requested.indexOf(id) === index);
  const order = [...wanted, ...currentOrder.filter((id) => !wanted.includes(id))];
  return new Map(order.map((id, index) => [id, (index + 1) * SCRUM_POSITION_STEP]));
}

const byPosition = <T extends { position: number; id: string }>(items: T[]): T[] =>
  [...items].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));

export interface CardPatch extends ScrumCardChanges { id: string }
export interface ListPatch extends ScrumListChanges { id: string }
/** The body field of item `index`'s `key`, for the 400 that names it: `cards.2.listId` in bulk, `card.listId` alone. */
export type FieldOf = (index: number, key: string) => string;
const bulkCardField: FieldOf = (index, key) => `cards.${index}.${key}`;

export const ScrumboardDecider = {
  seedMembers(members: ScrumMember[]): NewEvent[] {
    return members.map((member) => ({ type: ScrumboardEvents.memberJoined, data: { member } satisfies ScrumMemberJoinedData }));
  },

  seedBoard(board: Board, lists: ScrumList[], labels: ScrumLabel[], cards: ScrumCard[]): NewEvent[] {
    return [
      { type: ScrumboardEvents.boardCreated, data: { board } satisfies ScrumBoardCreatedData },
      ...lists.map((list) => ({ type: ScrumboardEvents.listCreated, data: { list } satisfies ScrumListCreatedData })),
      ...labels.map((label) => ({ type: ScrumboardEvents.labelCreated, data: { label } satisfies ScrumLabelCreatedData })),
      ...cards.map((card) => ({ type: ScrumboardEvents.cardCreated, data: { card } satisfies ScrumCardCreatedData })),
    ];
  },

  /** A new list goes last unless a position is given. */
  createList(state: BoardState, id: string, input: { boardId: string; title: string; position?: number }): NewEvent[] {
    const board = referencedBoard(state, input.boardId, 'list.boardId');
    const list: ScrumList = {
      id, boardId: board.id, title: input.title, position: input.position ?? nextPosition(state.lists.map((l) => l.position)),
    };
    return [{ type: ScrumboardEvents.listCreated, data: { list } satisfies ScrumListCreatedData }];
  },

  /** Renames or moves one list; only what the patch gives changes. */
  updateList(state: BoardState, patch: ListPatch): NewEvent[] {
    const board = mustHaveBoard(state);
    const list = mustFind(state.lists, patch.id, 'List');
    const change: ScrumListChanges = {};
    if (patch.title !== undefined && patch.title !== list.title) change.title = patch.title;
    if (patch.position !== undefined && patch.position !== list.position) change.position = patch.position;
    if (Object.keys(change).length === 0) return [];
    return [{ type: ScrumboardEvents.listsUpdated, data: { boardId: board.id, lists: [{ id: list.id, changes: change }] } satisfies ScrumListsUpdatedData }];
  },

  /**
   * Renames or moves lists. When no item carries a position, the items' order is the new order (the board's other
   * lists follow in their current order) and every list is renumbered.
   */
  updateLists(state: BoardState, items: ListPatch[]): NewEvent[] {
    const board = mustHaveBoard(state);
    noDuplicates(items.map((item) => item.id), 'lists');
    for (const item of items) mustFind(state.lists, item.id, 'List');
    const positions = items.some((item) => item.position !== undefined)
      ? new Map(items.filter((item) => item.position !== undefined).map((item) => [item.id, item.position as number]))
      : renumber(byPosition(state.lists).map((l) => l.id), items.map((item) => item.id));
    const changes: ScrumListsUpdatedData['lists'] = [];
    for (const list of state.lists) {
      const item = items.find((candidate) => candidate.id === list.id);
      const change: ScrumListChanges = {};
      if (item?.title !== undefined && item.title !== list.title) change.title = item.title;
      const position = positions.get(list.id);
      if (position !== undefined && position !== list.position) change.position = position;
      if (Object.keys(change).length > 0) changes.push({ id: list.id, changes: change });
    }
    if (changes.length === 0) return [];
    return [{ type: ScrumboardEvents.listsUpdated, data: { boardId: board.id, lists: changes } satisfies ScrumListsUpdatedData }];
  },

  /** The projection removes the list's cards too. */
  deleteList(state: BoardState, id: string): NewEvent[] {
    const board = mustHaveBoard(state);
    mustFind(state.lists, id, 'List');
    return [{ type: ScrumboardEvents.listDeleted, data: { boardId: board.id, id } satisfies ScrumListDeletedData }];
  },

  /** A new card goes last in its list unless a position is given. Its board, list and labels must exist (400 otherwise). */
  createCard(state: BoardState, card: Omit<ScrumCard, 'position'> & { position?: number }): NewEvent[] {
    const board = referencedBoard(state, card.boardId, 'card.boardId');
    mustReference(state.lists, card.listId, 'List', 'card.listId');
    checkLabels(state, card.labels, 'card.labels');
    const position = card.position ?? nextPosition(state.cards.filter((c) => c.listId === card.listId).map((c) => c.position));
    const created: ScrumCard = { ...card, boardId: board.id, position, labels: [...new Set(card.labels)] };
    return [{ type: ScrumboardEvents.cardCreated, data: { card: created } satisfies ScrumCardCreatedData }];
  },

  /**
   * Partial updates of cards of the board. A card moved to another list without a position goes last there.
   * Only the fields that differ are recorded.
   */
  updateCards(state: BoardState, items: CardPatch[], fieldOf: FieldOf = bulkCardField): NewEvent[] {
    const board = mustHaveBoard(state);
    noDuplicates(items.map((item) => item.id), 'cards');
    const working = new Map(state.cards.map((card) => [card.id, { ...card }]));
    const changes: ScrumCardsUpdatedData['cards'] = [];
    for (const [index, { id, ...patch }] of items.entries()) {
      const card = working.get(id);
      if (!card) throw new NotFoundException(`Card ${id} does not exist.`);
      if (patch.listId !== undefined) mustReference(state.lists, patch.listId, 'List', fieldOf(index, 'listId'));
      if (patch.labels !== undefined) checkLabels(state, patch.labels, fieldOf(index, 'labels'));
      const next: ScrumCard = { ...card };
      for (const [key, value] of Object.entries(patch)) {
        if (value !== undefined) (next as unknown as Record<string, unknown>)[key] = key === 'labels' ? [...new Set(value as string[])] : value;
      }
      if (next.listId !== card.listId && patch.position === undefined) {
        next.position = nextPosition([...working.values()].filter((c) => c.listId === next.listId).map((c) => c.position));
      }
      const change = diff(card, next);
      working.set(id, next);
      if (Object.keys(change).length > 0) changes.push({ id, changes: change });
    }
    if (changes.length === 0) return [];
    return [{ type: ScrumboardEvents.cardsUpdated, data: { boardId: board.id, cards: changes } satisfies ScrumCardsUpdatedData }];
  },

  /**
   * Moves cards. With positions given they are taken as they are. Without, in each list that receives cards the
   * given cards come first in the items' order, then its other cards in their current order, renumbered.
   */
  cardPositions(state: BoardState, items: Array<{ id: string; listId?: string; position?: number }>): NewEvent[] {
    mustHaveBoard(state);
    noDuplicates(items.map((item) => item.id), 'cards');
    if (items.some((item) => item.position !== undefined)) return ScrumboardDecider.updateCards(state, items);
    const target = new Map<string, string>();
    for (const [index, item] of items.entries()) {
      const card = mustFind(state.cards, item.id, 'Card');
      if (item.listId !== undefined) mustReference(state.lists, item.listId, 'List', bulkCardField(index, 'listId'));
      target.set(item.id, item.listId ?? card.listId);
    }
    const patches: CardPatch[] = [];
    for (const listId of new Set(target.values())) {
      const staying = byPosition(state.cards.filter((c) => c.listId === listId && !target.has(c.id))).map((c) => c.id);
      const moved = items.filter((item) => target.get(item.id) === listId).map((item) => item.id);
      for (const [id, position] of renumber(staying, moved)) patches.push({ id, listId, position });
    }
    return ScrumboardDecider.updateCards(state, patches);
  },

  deleteCard(state: BoardState, id: string): NewEvent[] {
    const board = mustHaveBoard(state);
    mustFind(state.cards, id, 'Card');
    return [{ type: ScrumboardEvents.cardDeleted, data: { boardId: board.id, id } satisfies ScrumCardDeletedData }];
  },

  createLabel(state: BoardState, id: string, boardId: string, title: string): NewEvent[] {
    const board = referencedBoard(state, boardId, 'label.boardId');
    const label: ScrumLabel = { id, boardId: board.id, title };
    return [{ type: ScrumboardEvents.labelCreated, data: { label } satisfies ScrumLabelCreatedData }];
  },

  updateLabel(state: BoardState, id: string, title: string): NewEvent[] {
    const board = mustHaveBoard(state);
    const label = mustFind(state.labels, id, 'Label');
    if (label.title === title) return [];
    return [{ type: ScrumboardEvents.labelUpdated, data: { boardId: board.id, id, title } satisfies ScrumLabelUpdatedData }];
  },

  /** Allowed while cards use the label: the projection strips it from them. */
  deleteLabel(state: BoardState, id: string): NewEvent[] {
    const board = mustHaveBoard(state);
    mustFind(state.labels, id, 'Label');
    return [{ type: ScrumboardEvents.labelDeleted, data: { boardId: board.id, id } satisfies ScrumLabelDeletedData }];
  },
};

function mustHaveBoard(state: BoardState): Board {
  if (!state.board) throw new NotFoundException('Board does not exist.');
  return state.board;
}

/** The board a create body names (list, card, label): an id the body refers to, so a missing one is a 400. */
function referencedBoard(state: BoardState, boardId: string, field: string): Board {
  if (!state.board) throw refusedField(field, `Board ${boardId} does not exist.`);
  return state.board;
}

function mustFind<T extends { id: string }>(items: T[], id: string, what: string): T {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new NotFoundException(`${what} ${id} does not exist.`);
  return item;
}

/** An id the body refers to (a card's list): bad input (400) when it is not on the board, unlike the addressed item (404). */
function mustReference<T extends { id: string }>(items: T[], id: string, what: string, field: string): T {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw refusedField(field, `${what} ${id} does not exist on this board.`);
  return item;
}

function checkLabels(state: BoardState, ids: readonly string[], field: string): void {
  const missing = ids.find((id) => !state.labels.some((label) => label.id === id));
  if (missing) throw refusedField(field, `Label ${missing} does not exist on this board.`);
}

function noDuplicates(ids: string[], field: string): void {
  if (new Set(ids).size !== ids.length) throw refusedField(field, 'Each id may appear only once.', 'duplicate');
}

function diff(before: ScrumCard, after: ScrumCard): ScrumCardChanges {
  const change: Record<string, unknown> = {};
  for (const key of ['listId', 'position', 'title', 'description', 'labels', 'dueDate'] as const) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) change[key] = after[key];
  }
  return change as ScrumCardChanges;
}
