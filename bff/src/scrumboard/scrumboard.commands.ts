import { Injectable, NotFoundException } from '@nestjs/common';
import { Refused, idsOf, type IdOrRef, type ScrumCardView, type ScrumLabel, type ScrumList } from '@cis/contracts';
import type {
  ScrumCardBulkPatch, ScrumCardInput, ScrumCardPatch, ScrumCardPosition, ScrumLabelInput, ScrumLabelPatch, ScrumListInput,
  ScrumListPatch,
} from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { newId } from '../platform/ids';
import { BoardDecider, ScrumCollections as C, scrumboardStream, type BoardCommand, type CardPatch } from './scrumboard.decider';
import { ScrumboardQueries } from './scrumboard.queries';

type Collection = (typeof C)[keyof typeof C];

/** The scrumboard's commands: each decided on its board's stream, found from the read models by the ids it names. */
@Injectable()
export class ScrumboardCommands {
  constructor(private readonly commands: CommandService, private readonly queries: ScrumboardQueries) {}

  async createList(user: AuthUser, input: ScrumListInput): Promise<ScrumList> {
    const id = newId();
    await this.onBoard(user, input.boardId, { type: 'createList', id, boardId: input.boardId, title: input.title, position: input.position });
    return this.queries.list(user.tenant, id);
  }

  async updateList(user: AuthUser, patch: ScrumListPatch): Promise<ScrumList> {
    const boardId = await this.boardOf(user.tenant, C.lists, [patch.id]);
    await this.onBoard(user, boardId, { type: 'updateList', patch });
    return this.queries.list(user.tenant, patch.id);
  }

  /** Answers every list of the board, by position. */
  async updateLists(user: AuthUser, items: ScrumListPatch[]): Promise<ScrumList[]> {
    const boardId = await this.boardOf(user.tenant, C.lists, items.map((item) => item.id), 'lists');
    await this.onBoard(user, boardId, { type: 'updateLists', items });
    return this.queries.lists(user.tenant, boardId);
  }

  async deleteList(user: AuthUser, id: string): Promise<true> {
    const boardId = await this.boardOf(user.tenant, C.lists, [id]);
    await this.onBoard(user, boardId, { type: 'deleteList', id });
    return true;
  }

  async createCard(user: AuthUser, input: ScrumCardInput): Promise<ScrumCardView> {
    const id = newId();
    await this.onBoard(user, input.boardId, {
      type: 'createCard',
      card: {
        id, boardId: input.boardId, listId: input.listId, title: input.title, description: input.description ?? null,
        labels: input.labels ?? [], dueDate: input.dueDate ?? null, position: input.position,
      },
    });
    return this.queries.card(user.tenant, id);
  }

  /** PATCH card {id, card}: the card as answered may come back whole (its label objects too). */
  async updateCard(user: AuthUser, id: string, card: ScrumCardPatch): Promise<ScrumCardView> {
    const boardId = await this.boardOf(user.tenant, C.cards, [id]);
    await this.onBoard(user, boardId, { type: 'updateCards', items: [{ id, patch: cardPatch(card) }], body: 'card' });
    return this.queries.card(user.tenant, id);
  }

  /** Answers the named cards, in the order given. */
  async updateCards(user: AuthUser, items: ScrumCardBulkPatch[]): Promise<ScrumCardView[]> {
    const boardId = await this.boardOf(user.tenant, C.cards, items.map((item) => item.id), 'cards');
    await this.onBoard(user, boardId, {
      type: 'updateCards', items: items.map(({ id, ...card }) => ({ id, patch: cardPatch(card) })), body: 'cards',
    });
    return Promise.all(items.map((item) => this.queries.card(user.tenant, item.id)));
  }

  async cardPositions(user: AuthUser, items: ScrumCardPosition[]): Promise<ScrumCardView[]> {
    const boardId = await this.boardOf(user.tenant, C.cards, items.map((item) => item.id), 'cards');
    await this.onBoard(user, boardId, {
      type: 'cardPositions', items: items.map((item) => (item.labels === undefined ? item : { ...item, labels: echoedIds(item.labels) })),
    });
    return Promise.all(items.map((item) => this.queries.card(user.tenant, item.id)));
  }

  async deleteCard(user: AuthUser, id: string): Promise<true> {
    const boardId = await this.boardOf(user.tenant, C.cards, [id]);
    await this.onBoard(user, boardId, { type: 'deleteCard', id });
    return true;
  }

  async createLabel(user: AuthUser, input: ScrumLabelInput): Promise<ScrumLabel> {
    const id = newId();
    await this.onBoard(user, input.boardId, { type: 'createLabel', id, boardId: input.boardId, title: input.title });
    return this.queries.label(user.tenant, id);
  }

  async updateLabel(user: AuthUser, id: string, patch: ScrumLabelPatch): Promise<ScrumLabel> {
    const boardId = await this.boardOf(user.tenant, C.labels, [id]);
    await this.onBoard(user, boardId, { type: 'updateLabel', id, patch });
    return this.queries.label(user.tenant, id);
  }

  async deleteLabel(user: AuthUser, id: string): Promise<true> {
    const boardId = await this.boardOf(user.tenant, C.labels, [id]);
    await this.onBoard(user, boardId, { type: 'deleteLabel', id });
    return true;
  }

  private onBoard(user: AuthUser, boardId: string, command: BoardCommand) {
    return this.commands.handle({ decider: BoardDecider, stream: scrumboardStream(user.tenant, boardId), actor: user, command });
  }

  /** The one board the documents belong to: 404 for an unknown id, 400 (naming `field`) when they span boards. */
  private async boardOf(tenant: string, collection: Collection, ids: string[], field = 'id'): Promise<string> {
    const boards = await this.queries.boardsOf(tenant, collection, ids);
    if (!boards) throw new NotFoundException();
    if (boards.size !== 1) throw new Refused('invalid', 'All items must belong to one board.', { field });
    const [board] = boards;
    return board;
  }
}

/** A card's patch as the decider takes it: labels as ids (the label objects as answered count by their id). */
function cardPatch(card: ScrumCardPatch): CardPatch {
  const { labels, ...rest } = card;
  return labels === undefined ? rest : { ...rest, labels: idsOf(labels) };
}

/** Echoed labels of a moved card, as ids when they are a list of ids or label objects (else as sent, to be refused). */
function echoedIds(labels: unknown): unknown {
  if (!Array.isArray(labels)) return labels;
  return labels.every(isIdOrRef) ? idsOf(labels) : labels;
}

/** An id, or an object with a string id (a label as answered). */
const isIdOrRef = (value: unknown): value is IdOrRef =>
  typeof value === 'string' || (typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string');
