import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type {
  Board, BoardSummary, BoardView, NewEvent, ScrumCard, ScrumCardView, ScrumLabel, ScrumList, ScrumMember,
} from '@cis/contracts';
import type {
  ScrumCardBulkPatch, ScrumCardInput, ScrumCardPatch, ScrumCardPosition, ScrumLabelInput, ScrumListInput, ScrumListPatch,
} from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore, type ReadModelReader } from '../platform/event-store/event-store.port';
import { newId } from '../platform/ids';
import { ScrumCollections as C, ScrumboardDecider, scrumboardStream, type BoardState, type FieldOf } from './scrumboard.decider';
import { refusedField } from '../platform/errors/refused-field';

type Collection = (typeof C)[keyof typeof C];

const byPosition = <T extends { position: number; id: string }>(items: T[]): T[] =>
  [...items].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));

@Injectable()
export class ScrumboardService {
  constructor(private readonly commands: CommandService, @Inject(EVENT_STORE) private readonly store: EventStore) {}

  private get rm(): ReadModelReader {
    return this.store.readModels;
  }

  async boards(tenant: string): Promise<BoardSummary[]> {
    const [boards, members] = await Promise.all([this.rm.list<Board>(tenant, C.boards), this.rm.list<ScrumMember>(tenant, C.members)]);
    return boards.map((board) => withMembers(board, members));
  }

  async board(tenant: string, id: string): Promise<BoardView> {
    const [state, members] = await Promise.all([loadBoard(this.rm, tenant, id), this.rm.list<ScrumMember>(tenant, C.members)]);
    if (!state.board) throw new NotFoundException();
    const cards = byPosition(state.cards).map((card) => expandCard(card, state.labels));
    return {
      ...withMembers(state.board, members),
      lists: byPosition(state.lists).map((list) => ({ ...list, cards: cards.filter((card) => card.listId === list.id) })),
      labels: state.labels,
    };
  }

  async labels(tenant: string, boardId: string): Promise<ScrumLabel[]> {
    if (!(await this.rm.get<Board>(tenant, C.boards, boardId))) throw new NotFoundException();
    return (await this.rm.list<ScrumLabel>(tenant, C.labels)).filter((label) => label.boardId === boardId);
  }

  async createList(user: AuthUser, input: ScrumListInput): Promise<ScrumList> {
    const id = newId();
    await this.run(user, input.boardId, (state) => ScrumboardDecider.createList(state, id, input));
    return this.get<ScrumList>(user.tenant, C.lists, id);
  }

  async updateList(user: AuthUser, patch: ScrumListPatch): Promise<ScrumList> {
    const boardId = await this.boardOf(user.tenant, C.lists, [patch.id]);
    await this.run(user, boardId, (state) => ScrumboardDecider.updateList(state, patch));
    return this.get<ScrumList>(user.tenant, C.lists, patch.id);
  }

  /** Answers every list of the board, by position. */
  async updateLists(user: AuthUser, items: ScrumListPatch[]): Promise<ScrumList[]> {
    const boardId = await this.boardOf(user.tenant, C.lists, items.map((item) => item.id), 'lists');
    await this.run(user, boardId, (state) => ScrumboardDecider.updateLists(state, items));
    return byPosition((await this.rm.list<ScrumList>(user.tenant, C.lists)).filter((list) => list.boardId === boardId));
  }

  async deleteList(user: AuthUser, id: string): Promise<true> {
    const boardId = await this.boardOf(user.tenant, C.lists, [id]);
    await this.run(user, boardId, (state) => ScrumboardDecider.deleteList(state, id));
    return true;
  }

  async createCard(user: AuthUser, input: ScrumCardInput): Promise<ScrumCardView> {
    const id = newId();
    await this.run(user, input.boardId, (state) => ScrumboardDecider.createCard(state, {
      id, boardId: input.boardId, listId: input.listId, title: input.title, description: input.description ?? null, labels: input.labels ?? [],
      dueDate: input.dueDate ?? null, position: input.position,
    }));
    return this.card(user.tenant, id);
  }

  async updateCard(user: AuthUser, id: string, patch: ScrumCardPatch): Promise<ScrumCardView> {
    return (await this.updateCards(user, [{ ...patch, id }], (_index, key) => `card.${key}`))[0] as ScrumCardView;
  }

  /** Answers the named cards, in the order given. */
  async updateCards(user: AuthUser, items: ScrumCardBulkPatch[], fieldOf?: FieldOf): Promise<ScrumCardView[]> {
    const boardId = await this.boardOf(user.tenant, C.cards, items.map((item) => item.id), 'cards');
    await this.run(user, boardId, (state) => ScrumboardDecider.updateCards(state, items, fieldOf));
    return Promise.all(items.map((item) => this.card(user.tenant, item.id)));
  }

  async cardPositions(user: AuthUser, items: ScrumCardPosition[]): Promise<ScrumCardView[]> {
    const boardId = await this.boardOf(user.tenant, C.cards, items.map((item) => item.id), 'cards');
    await this.run(user, boardId, (state) => ScrumboardDecider.cardPositions(state, items));
    return Promise.all(items.map((item) => this.card(user.tenant, item.id)));
  }

  async deleteCard(user: AuthUser, id: string): Promise<true> {
    const boardId = await this.boardOf(user.tenant, C.cards, [id]);
    await this.run(user, boardId, (state) => ScrumboardDecider.deleteCard(state, id));
    return true;
  }

  async createLabel(user: AuthUser, input: ScrumLabelInput): Promise<ScrumLabel> {
    const id = newId();
    await this.run(user, input.boardId, (state) => ScrumboardDecider.createLabel(state, id, input.boardId, input.title));
    return this.get<ScrumLabel>(user.tenant, C.labels, id);
  }

  async updateLabel(user: AuthUser, id: string, title: string): Promise<ScrumLabel> {
    const boardId = await this.boardOf(user.tenant, C.labels, [id]);
    await this.run(user, boardId, (state) => ScrumboardDecider.updateLabel(state, id, title));
    return this.get<ScrumLabel>(user.tenant, C.labels, id);
  }

  async deleteLabel(user: AuthUser, id: string): Promise<true> {
    const boardId = await this.boardOf(user.tenant, C.labels, [id]);
    await this.run(user, boardId, (state) => ScrumboardDecider.deleteLabel(state, id));
    return true;
  }

  private run(user: AuthUser, boardId: string, decide: (state: BoardState) => NewEvent[]) {
    return this.commands.execute<BoardState>({
      stream: scrumboardStream(user.tenant, boardId),
      actor: user,
      load: (rm) => loadBoard(rm, user.tenant, boardId),
      decide,
    });
  }

  /** The one board the documents belong to: 404 for an unknown id, 400 (naming `field`) when they span boards. */
  private async boardOf(tenant: string, collection: Collection, ids: string[], field = 'id'): Promise<string> {
    const boards = new Set<string>();
    for (const id of ids) {
      const doc = await this.rm.get<{ boardId: string }>(tenant, collection, id);
      if (!doc) throw new NotFoundException();
      boards.add(doc.boardId);
    }
    if (boards.size !== 1) throw refusedField(field, 'All items must belong to one board.', 'invalid');
    return [...boards][0] as string;
  }

  private async get<T>(tenant: string, collection: Collection, id: string): Promise<T> {
    const doc = await this.rm.get<T>(tenant, collection, id);
    if (!doc) throw new NotFoundException();
    return doc;
  }

  private async card(tenant: string, id: string): Promise<ScrumCardView> {
    const card = await this.get<ScrumCard>(tenant, C.cards, id);
    const labels = (await this.rm.list<ScrumLabel>(tenant, C.labels)).filter((label) => label.boardId === card.boardId);
    return expandCard(card, labels);
  }
}

async function loadBoard(rm: ReadModelReader, tenant: string, boardId: string): Promise<BoardState> {
  const [board, lists, cards, labels] = await Promise.all([
    rm.get<Board>(tenant, C.boards, boardId),
    rm.list<ScrumList>(tenant, C.lists),
    rm.list<ScrumCard>(tenant, C.cards),
    rm.list<ScrumLabel>(tenant, C.labels),
  ]);
  const mine = <T extends { boardId: string }>(items: T[]) => items.filter((item) => item.boardId === boardId);
  return { board, lists: mine(lists), cards: mine(cards), labels: mine(labels) };
}

function withMembers(board: Board, members: ScrumMember[]): BoardSummary {
  const byId = new Map(members.map((member) => [member.id, member]));
  return { ...board, members: board.members.map((id) => byId.get(id)).filter((m): m is ScrumMember => m !== undefined) };
}

function expandCard(card: ScrumCard, labels: ScrumLabel[]): ScrumCardView {
  const byId = new Map(labels.map((label) => [label.id, label]));
  return { ...card, labels: card.labels.map((id) => byId.get(id)).filter((l): l is ScrumLabel => l !== undefined) };
}
