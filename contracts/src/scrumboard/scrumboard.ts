import type { EventUnion } from '../platform/events';
/** Scrumboard sample app (spec 001 s3 "Scrumboard", s4, s7 "Scrumboard", s9). Shared by every user of a tenant. */

export interface ScrumMember {
  id: string;
  name: string;
  avatar: string | null;
}

export interface Board {
  id: string;
  title: string;
  description: string;
  icon: string;
  /** ISO timestamp of the last change on the board (its lists, cards or labels). */
  lastActivity: string;
  /** Member ids. */
  members: string[];
}

export interface ScrumList {
  id: string;
  boardId: string;
  position: number;
  title: string;
}

export interface ScrumCard {
  id: string;
  boardId: string;
  listId: string;
  position: number;
  title: string;
  description: string | null;
  /** Label ids (labels of the same board). */
  labels: string[];
  /** ISO timestamp or null. */
  dueDate: string | null;
}

export interface ScrumLabel {
  id: string;
  boardId: string;
  title: string;
}

/** GET boards: members expanded. */
export interface BoardSummary extends Omit<Board, 'members'> {
  members: ScrumMember[];
}
export interface ScrumCardView extends Omit<ScrumCard, 'labels'> {
  labels: ScrumLabel[];
}
export interface ScrumListView extends ScrumList {
  /** By position. */
  cards: ScrumCardView[];
}
/** GET board ?id: lists by position, each with its cards by position (labels expanded), the board's labels. */
export interface BoardView extends BoardSummary {
  lists: ScrumListView[];
  labels: ScrumLabel[];
}

/** Lists and cards are ordered by position; a new one goes last at the largest position + this step. */
export const SCRUM_POSITION_STEP = 65536;
export const SCRUM_DEFAULT_LISTS = ['To do', 'In progress', 'In review', 'Completed'] as const;

export const ScrumboardRoutes = {
  boards: 'api/apps/scrumboard/boards',
  board: 'api/apps/scrumboard/board',
  list: 'api/apps/scrumboard/board/list',
  lists: 'api/apps/scrumboard/board/lists',
  card: 'api/apps/scrumboard/board/card',
  cards: 'api/apps/scrumboard/board/cards',
  cardPositions: 'api/apps/scrumboard/board/card/positions',
  labels: 'api/apps/scrumboard/board/labels',
  label: 'api/apps/scrumboard/board/label',
} as const;

export const ScrumboardEvents = {
  memberJoined: 'scrumboard.member-joined',
  boardCreated: 'scrumboard.board-created',
  listCreated: 'scrumboard.list-created',
  listsUpdated: 'scrumboard.lists-updated',
  listDeleted: 'scrumboard.list-deleted',
  cardCreated: 'scrumboard.card-created',
  cardsUpdated: 'scrumboard.cards-updated',
  cardDeleted: 'scrumboard.card-deleted',
  labelCreated: 'scrumboard.label-created',
  labelUpdated: 'scrumboard.label-updated',
  labelDeleted: 'scrumboard.label-deleted',
} as const;

export interface ScrumMemberJoinedData { member: ScrumMember }
export interface ScrumBoardCreatedData { board: Board }
export interface ScrumListCreatedData { list: ScrumList }
export type ScrumListChanges = Partial<Pick<ScrumList, 'title' | 'position'>>;
/** One or many lists of one board changed (a rename, a move, a reorder). */
export interface ScrumListsUpdatedData { boardId: string; lists: Array<{ id: string; changes: ScrumListChanges }> }
/** The projection removes the list's cards too. */
export interface ScrumListDeletedData { boardId: string; id: string }
export interface ScrumCardCreatedData { card: ScrumCard }
export type ScrumCardChanges = Partial<Pick<ScrumCard, 'listId' | 'position' | 'title' | 'description' | 'labels' | 'dueDate'>>;
export interface ScrumCardsUpdatedData { boardId: string; cards: Array<{ id: string; changes: ScrumCardChanges }> }
export interface ScrumCardDeletedData { boardId: string; id: string }
export interface ScrumLabelCreatedData { label: ScrumLabel }
export interface ScrumLabelUpdatedData { boardId: string; id: string; title: string }
/** The projection strips the id from every card of the board. */
export interface ScrumLabelDeletedData { boardId: string; id: string }

/**
 * Every event of the scrumboard: narrow on `type`, `data` follows. Pushed (genesis included) to every signed-in user
 * of the tenant. Board events carry boardId, so a board screen can ignore other boards; deleting a list also deletes
 * its cards, deleting a label strips it from the cards.
 */
export type ScrumboardEvent = EventUnion<{
  [ScrumboardEvents.memberJoined]: ScrumMemberJoinedData;
  [ScrumboardEvents.boardCreated]: ScrumBoardCreatedData;
  [ScrumboardEvents.listCreated]: ScrumListCreatedData;
  [ScrumboardEvents.listsUpdated]: ScrumListsUpdatedData;
  [ScrumboardEvents.listDeleted]: ScrumListDeletedData;
  [ScrumboardEvents.cardCreated]: ScrumCardCreatedData;
  [ScrumboardEvents.cardsUpdated]: ScrumCardsUpdatedData;
  [ScrumboardEvents.cardDeleted]: ScrumCardDeletedData;
  [ScrumboardEvents.labelCreated]: ScrumLabelCreatedData;
  [ScrumboardEvents.labelUpdated]: ScrumLabelUpdatedData;
  [ScrumboardEvents.labelDeleted]: ScrumLabelDeletedData;
}>;

/** Fields of a list (as answered; GET board answers it with its cards) that a PATCH may echo back but not change. */
export const SCRUM_LIST_READ_ONLY_FIELDS = ['boardId', 'cards'] as const;
/** Fields of a card (as answered; its labels may come back as the label objects) that a PATCH may echo but not change. */
export const SCRUM_CARD_READ_ONLY_FIELDS = ['id', 'boardId'] as const;
/** PATCH card/positions only moves cards: the card's other fields, echoed back, must be as stored. */
export const SCRUM_CARD_POSITION_READ_ONLY_FIELDS = ['boardId', 'title', 'description', 'labels', 'dueDate'] as const;
/** Fields of a label (as answered) that a PATCH may echo back but not change. */
export const SCRUM_LABEL_READ_ONLY_FIELDS = ['id', 'boardId'] as const;
