import {
  NotFound, Refused, SCRUM_CARD_POSITION_READ_ONLY_FIELDS, SCRUM_CARD_READ_ONLY_FIELDS, SCRUM_LABEL_READ_ONLY_FIELDS,
  SCRUM_LIST_READ_ONLY_FIELDS, SCRUM_POSITION_STEP, ScrumboardEvents, sameJson, unknownReference, withoutEchoedReadOnly,
  type Board, type ScrumboardEvent, type ScrumCard, type ScrumCardChanges, type ScrumCardView, type ScrumLabel, type ScrumList,
  type ScrumListChanges, type ScrumListsUpdatedData, type ScrumCardsUpdatedData, type ScrumMember,
} from '@cis/contracts';
import type { Decider } from '../platform/command/decider';

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

const byPosition = <T extends { position: number; id: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));

/** Read-only fields as a body may echo them back (any JSON value: compared with the stored one). */
type Echoed<F extends readonly string[]> = Partial<Record<F[number], unknown>>;

export type ListPatch = ScrumListChanges & { id: string } & Echoed<typeof SCRUM_LIST_READ_ONLY_FIELDS>;
/** A card's changes as a body gives them (labels as ids), with the card's read-only fields when echoed back. */
export type CardPatch = ScrumCardChanges & Echoed<typeof SCRUM_CARD_READ_ONLY_FIELDS>;
export interface CardPatchItem { id: string; patch: CardPatch }
export type CardPosition = { id: string; listId?: string; position?: number } & Echoed<typeof SCRUM_CARD_POSITION_READ_ONLY_FIELDS>;
export type LabelPatch = { title: string } & Echoed<typeof SCRUM_LABEL_READ_ONLY_FIELDS>;

export type ScrumMembersCommand = { type: 'join'; member: ScrumMember };

/** The tenant's scrum members (only ever seeded): nothing to decide on. */
export const ScrumMembersDecider: Decider<ScrumMembersCommand, ScrumboardEvent, null> = {
  initialState: null,
  decide: (command) => [{ type: ScrumboardEvents.memberJoined, data: { member: command.member } }],
  evolve: (state) => state,
};

export type BoardCommand =
  /** Genesis: a board with its lists, labels and cards. */
  | { type: 'open'; board: Board; lists: ScrumList[]; labels: ScrumLabel[]; cards: ScrumCard[] }
  /** A new list goes last unless a position is given. */
  | { type: 'createList'; id: string; boardId: string; title: string; position?: number }
  /** Renames or moves one list; only what the patch gives changes. */
  | { type: 'updateList'; patch: ListPatch }
  /**
   * Renames or moves lists. When no item carries a position, the items' order is the new order (the board's other
   * lists follow in their current order) and every list is renumbered.
   */
  | { type: 'updateLists'; items: ListPatch[] }
  /** The projection removes the list's cards too. */
  | { type: 'deleteList'; id: string }
  /** A new card goes last in its list unless a position is given. Its board, list and labels must exist (400 otherwise). */
  | { type: 'createCard'; card: Omit<ScrumCard, 'position'> & { position?: number } }
  /**
   * Partial updates of cards of the board, from PATCH card ({id, card}: fields named `card.x`) or PATCH cards
   * (fields named `cards.<i>.x`). A card moved to another list without a position goes last there. Only the fields
   * that differ are recorded.
   */
  | { type: 'updateCards'; items: CardPatchItem[]; body: 'card' | 'cards' }
  /**
   * Moves cards. With positions given they are taken as they are. Without, in each list that receives cards the
   * given cards come first in the items' order, then its other cards in their current order, renumbered.
   */
  | { type: 'cardPositions'; items: CardPosition[] }
  | { type: 'deleteCard'; id: string }
  | { type: 'createLabel'; id: string; boardId: string; title: string }
  | { type: 'updateLabel'; id: string; patch: LabelPatch }
  /** Allowed while cards use the label: the projection strips it from them. */
  | { type: 'deleteLabel'; id: string };

/** Everything of one board, folded from its stream. */
export interface BoardState {
  board: Board | null;
  lists: readonly ScrumList[];
  cards: readonly ScrumCard[];
  labels: readonly ScrumLabel[];
}

export const BoardDecider: Decider<BoardCommand, ScrumboardEvent, BoardState> = {
  initialState: { board: null, lists: [], cards: [], labels: [] },

  decide(command, state) {
    switch (command.type) {
      case 'open':
        return [
          { type: ScrumboardEvents.boardCreated, data: { board: command.board } },
          ...command.lists.map((list): ScrumboardEvent => ({ type: ScrumboardEvents.listCreated, data: { list } })),
          ...command.labels.map((label): ScrumboardEvent => ({ type: ScrumboardEvents.labelCreated, data: { label } })),
          ...command.cards.map((card): ScrumboardEvent => ({ type: ScrumboardEvents.cardCreated, data: { card } })),
        ];
      case 'createList': {
        const board = referencedBoard(state, command.boardId, 'list.boardId');
        const position = command.position ?? nextPosition(state.lists.map((l) => l.position));
        return [{ type: ScrumboardEvents.listCreated, data: { list: { id: command.id, boardId: board.id, title: command.title, position } } }];
      }
      case 'updateList': {
        const board = mustHaveBoard(state);
        const list = mustFind(state.lists, command.patch.id, 'List');
        const patch = withoutEchoedReadOnly(command.patch, answeredList(state, list), SCRUM_LIST_READ_ONLY_FIELDS, 'list');
        const change: ScrumListChanges = {};
        if (patch.title !== undefined && patch.title !== list.title) change.title = patch.title;
        if (patch.position !== undefined && patch.position !== list.position) change.position = patch.position;
        if (Object.keys(change).length === 0) return [];
        return [{ type: ScrumboardEvents.listsUpdated, data: { boardId: board.id, lists: [{ id: list.id, changes: change }] } }];
      }
      case 'updateLists': {
        const board = mustHaveBoard(state);
        noDuplicates(command.items.map((item) => item.id), 'lists');
        const items = command.items.map((item, index) =>
          withoutEchoedReadOnly(item, answeredList(state, mustFind(state.lists, item.id, 'List')), SCRUM_LIST_READ_ONLY_FIELDS, `lists.${index}`));
        const positions = items.some((item) => item.position !== undefined)
          ? new Map(items.flatMap((item): [string, number][] => (item.position === undefined ? [] : [[item.id, item.position]])))
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
        return [{ type: ScrumboardEvents.listsUpdated, data: { boardId: board.id, lists: changes } }];
      }
      case 'deleteList': {
        const board = mustHaveBoard(state);
        mustFind(state.lists, command.id, 'List');
        return [{ type: ScrumboardEvents.listDeleted, data: { boardId: board.id, id: command.id } }];
      }
      case 'createCard': {
        const { card } = command;
        const board = referencedBoard(state, card.boardId, 'card.boardId');
        mustReference(state.lists, card.listId, 'List', 'card.listId');
        checkLabels(state, card.labels, 'card.labels');
        const position = card.position ?? nextPosition(state.cards.filter((c) => c.listId === card.listId).map((c) => c.position));
        const created: ScrumCard = { ...card, boardId: board.id, position, labels: [...new Set(card.labels)] };
        return [{ type: ScrumboardEvents.cardCreated, data: { card: created } }];
      }
      case 'updateCards':
        return updateCards(state, command.items, command.body);
      case 'cardPositions': {
        mustHaveBoard(state);
        noDuplicates(command.items.map((item) => item.id), 'cards');
        // This call only moves cards: what else an item echoes back must be as stored.
        const items = command.items.map((item, index) => {
          const { id, listId, position } = withoutEchoedReadOnly(item, mustFind(state.cards, item.id, 'Card'), SCRUM_CARD_POSITION_READ_ONLY_FIELDS, `cards.${index}`);
          return { id, ...(listId !== undefined ? { listId } : {}), ...(position !== undefined ? { position } : {}) };
        });
        if (items.some((item) => item.position !== undefined)) {
          return updateCards(state, items.map(({ id, ...patch }) => ({ id, patch })), 'cards');
        }
        const target = new Map<string, string>();
        for (const [index, item] of items.entries()) {
          const card = mustFind(state.cards, item.id, 'Card');
          if (item.listId !== undefined) mustReference(state.lists, item.listId, 'List', `cards.${index}.listId`);
          target.set(item.id, item.listId ?? card.listId);
        }
        const patches: CardPatchItem[] = [];
        for (const listId of new Set(target.values())) {
          const staying = byPosition(state.cards.filter((c) => c.listId === listId && !target.has(c.id))).map((c) => c.id);
          const moved = items.filter((item) => target.get(item.id) === listId).map((item) => item.id);
          for (const [id, position] of renumber(staying, moved)) patches.push({ id, patch: { listId, position } });
        }
        return updateCards(state, patches, 'cards');
      }
      case 'deleteCard': {
        const board = mustHaveBoard(state);
        mustFind(state.cards, command.id, 'Card');
        return [{ type: ScrumboardEvents.cardDeleted, data: { boardId: board.id, id: command.id } }];
      }
      case 'createLabel': {
        const board = referencedBoard(state, command.boardId, 'label.boardId');
        return [{ type: ScrumboardEvents.labelCreated, data: { label: { id: command.id, boardId: board.id, title: command.title } } }];
      }
      case 'updateLabel': {
        const board = mustHaveBoard(state);
        const label = mustFind(state.labels, command.id, 'Label');
        const { title } = withoutEchoedReadOnly(command.patch, label, SCRUM_LABEL_READ_ONLY_FIELDS, 'label');
        if (label.title === title) return [];
        return [{ type: ScrumboardEvents.labelUpdated, data: { boardId: board.id, id: label.id, title } }];
      }
      case 'deleteLabel': {
        const board = mustHaveBoard(state);
        mustFind(state.labels, command.id, 'Label');
        return [{ type: ScrumboardEvents.labelDeleted, data: { boardId: board.id, id: command.id } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case ScrumboardEvents.boardCreated:
        return { ...state, board: event.data.board };
      case ScrumboardEvents.listCreated:
        return { ...state, lists: [...state.lists, event.data.list] };
      case ScrumboardEvents.listsUpdated: {
        const changes = new Map(event.data.lists.map(({ id, changes: change }) => [id, change]));
        return { ...state, lists: state.lists.map((list) => ({ ...list, ...changes.get(list.id) })) };
      }
      case ScrumboardEvents.listDeleted: {
        const { id } = event.data;
        return { ...state, lists: state.lists.filter((l) => l.id !== id), cards: state.cards.filter((c) => c.listId !== id) };
      }
      case ScrumboardEvents.cardCreated:
        return { ...state, cards: [...state.cards, event.data.card] };
      case ScrumboardEvents.cardsUpdated: {
        const changes = new Map(event.data.cards.map(({ id, changes: change }) => [id, change]));
        return { ...state, cards: state.cards.map((card) => ({ ...card, ...changes.get(card.id) })) };
      }
      case ScrumboardEvents.cardDeleted:
        return { ...state, cards: state.cards.filter((c) => c.id !== event.data.id) };
      case ScrumboardEvents.labelCreated:
        return { ...state, labels: [...state.labels, event.data.label] };
      case ScrumboardEvents.labelUpdated: {
        const { id, title } = event.data;
        return { ...state, labels: state.labels.map((l) => (l.id === id ? { ...l, title } : l)) };
      }
      case ScrumboardEvents.labelDeleted: {
        const { id } = event.data;
        return {
          ...state,
          labels: state.labels.filter((l) => l.id !== id),
          cards: state.cards.map((c) => (c.labels.includes(id) ? { ...c, labels: c.labels.filter((l) => l !== id) } : c)),
        };
      }
      case ScrumboardEvents.memberJoined:
        return state;
    }
  },
};

function updateCards(state: BoardState, items: CardPatchItem[], body: 'card' | 'cards'): ScrumboardEvent[] {
  const board = mustHaveBoard(state);
  noDuplicates(items.map((item) => item.id), 'cards');
  const prefix = (index: number) => (body === 'card' ? 'card' : `cards.${index}`);
  const working = new Map(state.cards.map((card) => [card.id, { ...card }]));
  const changes: ScrumCardsUpdatedData['cards'] = [];
  for (const [index, { id, patch: echoed }] of items.entries()) {
    const card = working.get(id);
    if (!card) throw new NotFound(`Card ${id} does not exist.`);
    const patch: ScrumCardChanges = withoutEchoedReadOnly(echoed, card, SCRUM_CARD_READ_ONLY_FIELDS, prefix(index));
    if (patch.listId !== undefined) mustReference(state.lists, patch.listId, 'List', `${prefix(index)}.listId`);
    if (patch.labels !== undefined) checkLabels(state, patch.labels, `${prefix(index)}.labels`);
    const next: ScrumCard = {
      ...card,
      listId: patch.listId !== undefined ? patch.listId : card.listId,
      position: patch.position !== undefined ? patch.position : card.position,
      title: patch.title !== undefined ? patch.title : card.title,
      description: patch.description !== undefined ? patch.description : card.description,
      labels: patch.labels !== undefined ? [...new Set(patch.labels)] : card.labels,
      dueDate: patch.dueDate !== undefined ? patch.dueDate : card.dueDate,
    };
    if (next.listId !== card.listId && patch.position === undefined) {
      next.position = nextPosition([...working.values()].filter((c) => c.listId === next.listId).map((c) => c.position));
    }
    const change = diff(card, next);
    working.set(id, next);
    if (Object.keys(change).length > 0) changes.push({ id, changes: change });
  }
  if (changes.length === 0) return [];
  return [{ type: ScrumboardEvents.cardsUpdated, data: { boardId: board.id, cards: changes } }];
}

/** A list as GET board answers it: with its cards by position, their labels expanded. */
function answeredList(state: BoardState, list: ScrumList): ScrumList & { cards: ScrumCardView[] } {
  const labels = new Map(state.labels.map((label) => [label.id, label]));
  const cards = byPosition(state.cards.filter((card) => card.listId === list.id)).map((card) => ({
    ...card, labels: card.labels.map((id) => labels.get(id)).filter((label): label is ScrumLabel => label !== undefined),
  }));
  return { ...list, cards };
}

function mustHaveBoard(state: BoardState): Board {
  if (!state.board) throw new NotFound('Board does not exist.');
  return state.board;
}

/** The board a create body names (list, card, label): an id the body refers to, so a missing one is a 400. */
function referencedBoard(state: BoardState, boardId: string, field: string): Board {
  if (!state.board) throw unknownReference(field, `Board ${boardId} does not exist.`);
  return state.board;
}

function mustFind<T extends { id: string }>(items: readonly T[], id: string, what: string): T {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new NotFound(`${what} ${id} does not exist.`);
  return item;
}

/** An id the body refers to (a card's list): bad input (400) when it is not on the board, unlike the addressed item (404). */
function mustReference<T extends { id: string }>(items: readonly T[], id: string, what: string, field: string): T {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw unknownReference(field, `${what} ${id} does not exist on this board.`);
  return item;
}

function checkLabels(state: BoardState, ids: readonly string[], field: string): void {
  const missing = ids.find((id) => !state.labels.some((label) => label.id === id));
  if (missing) throw unknownReference(field, `Label ${missing} does not exist on this board.`);
}

function noDuplicates(ids: string[], field: string): void {
  if (new Set(ids).size !== ids.length) throw new Refused('duplicate', 'Each id may appear only once.', { field });
}

function diff(before: ScrumCard, after: ScrumCard): ScrumCardChanges {
  const change: ScrumCardChanges = {};
  const compare = <K extends keyof ScrumCardChanges>(key: K) => {
    if (!sameJson(before[key], after[key])) change[key] = after[key];
  };
  for (const key of ['listId', 'position', 'title', 'description', 'labels', 'dueDate'] as const) compare(key);
  return change;
}
