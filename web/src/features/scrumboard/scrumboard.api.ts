import {
  ScrumboardRoutes as R, type BoardSummary, type BoardView, type ScrumCardView, type ScrumLabel, type ScrumList,
} from '@cis/contracts';
import { http, withQuery } from '../../api/http';

export interface CardFields {
  title: string;
  description: string | null;
  labels: string[];
  dueDate: string | null;
}

export const scrumboardApi = {
  boards: () => http.get<BoardSummary[]>(R.boards),
  board: (id: string) => http.get<BoardView>(withQuery(R.board, { id })),
  createList: (boardId: string, title: string) => http.post<ScrumList>(R.list, { list: { boardId, title } }),
  renameList: (id: string, title: string) => http.patch<ScrumList>(R.list, { list: { id, title } }),
  moveList: (id: string, position: number) => http.patch<ScrumList>(R.list, { list: { id, position } }),
  reorderLists: (ids: string[]) => http.patch<ScrumList[]>(R.lists, { lists: ids.map((id) => ({ id })) }),
  deleteList: (id: string) => http.delete<true>(withQuery(R.list, { id })),
  createCard: (boardId: string, listId: string, fields: Partial<CardFields> & { title: string }) =>
    http.put<ScrumCardView>(R.card, { card: { boardId, listId, ...fields } }),
  updateCard: (id: string, card: Partial<CardFields> & { listId?: string; position?: number }) =>
    http.patch<ScrumCardView>(R.card, { id, card }),
  /** Without positions: the server renumbers each list receiving cards in the given order. */
  reorderCards: (cards: Array<{ id: string; listId: string }>) => http.patch<ScrumCardView[]>(R.cardPositions, { cards }),
  deleteCard: (id: string) => http.delete<true>(withQuery(R.card, { id })),
  createLabel: (boardId: string, title: string) => http.put<ScrumLabel>(R.label, { label: { boardId, title } }),
  renameLabel: (id: string, title: string) => http.patch<ScrumLabel>(R.label, { id, label: { title } }),
  deleteLabel: (id: string) => http.delete<true>(withQuery(R.label, { id })),
};
