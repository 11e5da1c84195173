import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type {
  Board, BoardSummary, BoardView, ScrumCard, ScrumCardView, ScrumLabel, ScrumList, ScrumMember,
} from '@cis/contracts';
import { EVENT_STORE, type EventStore, type ReadModelReader } from '../platform/event-store/event-store.port';
import { ScrumCollections as C } from './scrumboard.decider';

type Collection = (typeof C)[keyof typeof C];

const byPosition = <T extends { position: number; id: string }>(items: T[]): T[] =>
  [...items].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));

/** The scrumboard's reads, from its read models only. */
@Injectable()
export class ScrumboardQueries {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  private get rm(): ReadModelReader {
    return this.store.readModels;
  }

  async boards(tenant: string): Promise<BoardSummary[]> {
    const [boards, members] = await Promise.all([this.rm.list<Board>(tenant, C.boards), this.rm.list<ScrumMember>(tenant, C.members)]);
    return boards.map((board) => withMembers(board, members));
  }

  async board(tenant: string, id: string): Promise<BoardView> {
    const [board, lists, cards, labels, members] = await Promise.all([
      this.rm.get<Board>(tenant, C.boards, id),
      this.ofBoard<ScrumList>(tenant, C.lists, id),
      this.ofBoard<ScrumCard>(tenant, C.cards, id),
      this.ofBoard<ScrumLabel>(tenant, C.labels, id),
      this.rm.list<ScrumMember>(tenant, C.members),
    ]);
    if (!board) throw new NotFoundException();
    const views = byPosition(cards).map((card) => expandCard(card, labels));
    return {
      ...withMembers(board, members),
      lists: byPosition(lists).map((list) => ({ ...list, cards: views.filter((card) => card.listId === list.id) })),
      labels,
    };
  }

  async labels(tenant: string, boardId: string): Promise<ScrumLabel[]> {
    if (!(await this.rm.get<Board>(tenant, C.boards, boardId))) throw new NotFoundException();
    return this.ofBoard<ScrumLabel>(tenant, C.labels, boardId);
  }

  /** The board's lists, by position. */
  async lists(tenant: string, boardId: string): Promise<ScrumList[]> {
    return byPosition(await this.ofBoard<ScrumList>(tenant, C.lists, boardId));
  }

  list(tenant: string, id: string): Promise<ScrumList> {
    return this.get<ScrumList>(tenant, C.lists, id);
  }

  label(tenant: string, id: string): Promise<ScrumLabel> {
    return this.get<ScrumLabel>(tenant, C.labels, id);
  }

  async card(tenant: string, id: string): Promise<ScrumCardView> {
    const card = await this.get<ScrumCard>(tenant, C.cards, id);
    return expandCard(card, await this.ofBoard<ScrumLabel>(tenant, C.labels, card.boardId));
  }

  /** The one board of the documents: undefined for an id that names none, a set of more than one when they span boards. */
  async boardsOf(tenant: string, collection: Collection, ids: readonly string[]): Promise<Set<string> | undefined> {
    const boards = new Set<string>();
    for (const id of ids) {
      const doc = await this.rm.get<{ boardId: string }>(tenant, collection, id);
      if (!doc) return undefined;
      boards.add(doc.boardId);
    }
    return boards;
  }

  private async ofBoard<T extends { boardId: string }>(tenant: string, collection: Collection, boardId: string): Promise<T[]> {
    return (await this.rm.list<T>(tenant, collection)).filter((item) => item.boardId === boardId);
  }

  private async get<T>(tenant: string, collection: Collection, id: string): Promise<T> {
    const doc = await this.rm.get<T>(tenant, collection, id);
    if (!doc) throw new NotFoundException();
    return doc;
  }
}

function withMembers(board: Board, members: ScrumMember[]): BoardSummary {
  const byId = new Map(members.map((member) => [member.id, member]));
  return { ...board, members: board.members.map((id) => byId.get(id)).filter((m): m is ScrumMember => m !== undefined) };
}

function expandCard(card: ScrumCard, labels: ScrumLabel[]): ScrumCardView {
  const byId = new Map(labels.map((label) => [label.id, label]));
  return { ...card, labels: card.labels.map((id) => byId.get(id)).filter((l): l is ScrumLabel => l !== undefined) };
}
