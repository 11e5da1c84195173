import { Injectable } from '@nestjs/common';
import {
  ScrumboardEvents, type Board, type ScrumboardEvent, type ScrumCard, type ScrumLabel, type ScrumList, type StoredOf,
} from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';
import { ScrumCollections as C } from './scrumboard.decider';

/** Read models: members, boards, lists, cards and labels of the tenant (ids stored; expansion happens on read). */
@ProjectionProvider()
@Injectable()
export class ScrumboardProjection implements Projection<ScrumboardEvent> {
  readonly name = 'scrumboard';
  readonly handles = Object.values(ScrumboardEvents);

  async apply(event: StoredOf<ScrumboardEvent>, rm: ReadModelWriter): Promise<void> {
    switch (event.type) {
      case ScrumboardEvents.memberJoined:
        await rm.put(C.members, event.data.member.id, event.data.member);
        return;
      case ScrumboardEvents.boardCreated:
        await rm.put(C.boards, event.data.board.id, event.data.board);
        return;
      case ScrumboardEvents.listCreated:
        await rm.put(C.lists, event.data.list.id, event.data.list);
        return this.touch(event, rm, event.data.list.boardId);
      case ScrumboardEvents.listsUpdated: {
        const { boardId, lists } = event.data;
        for (const { id, changes } of lists) {
          const list = await rm.get<ScrumList>(C.lists, id);
          if (list) await rm.put(C.lists, id, { ...list, ...changes });
        }
        return this.touch(event, rm, boardId);
      }
      case ScrumboardEvents.listDeleted: {
        const { boardId, id } = event.data;
        await rm.delete(C.lists, id);
        for (const card of await rm.list<ScrumCard>(C.cards)) if (card.listId === id) await rm.delete(C.cards, card.id);
        return this.touch(event, rm, boardId);
      }
      case ScrumboardEvents.cardCreated:
        await rm.put(C.cards, event.data.card.id, event.data.card);
        return this.touch(event, rm, event.data.card.boardId);
      case ScrumboardEvents.cardsUpdated: {
        const { boardId, cards } = event.data;
        for (const { id, changes } of cards) {
          const card = await rm.get<ScrumCard>(C.cards, id);
          if (card) await rm.put(C.cards, id, { ...card, ...changes });
        }
        return this.touch(event, rm, boardId);
      }
      case ScrumboardEvents.cardDeleted:
        await rm.delete(C.cards, event.data.id);
        return this.touch(event, rm, event.data.boardId);
      case ScrumboardEvents.labelCreated:
        await rm.put(C.labels, event.data.label.id, event.data.label);
        return this.touch(event, rm, event.data.label.boardId);
      case ScrumboardEvents.labelUpdated: {
        const { boardId, id, title } = event.data;
        const label = await rm.get<ScrumLabel>(C.labels, id);
        if (label) await rm.put(C.labels, id, { ...label, title });
        return this.touch(event, rm, boardId);
      }
      case ScrumboardEvents.labelDeleted: {
        const { boardId, id } = event.data;
        await rm.delete(C.labels, id);
        for (const card of await rm.list<ScrumCard>(C.cards)) {
          if (card.boardId === boardId && card.labels.includes(id)) {
            await rm.put(C.cards, card.id, { ...card, labels: card.labels.filter((l) => l !== id) });
          }
        }
        return this.touch(event, rm, boardId);
      }
    }
  }

  /** A user's change is the board's last activity (genesis keeps the sample's own lastActivity). */
  private async touch(event: StoredOf<ScrumboardEvent>, rm: ReadModelWriter, boardId: string): Promise<void> {
    if (event.userId === null) return;
    const board = await rm.get<Board>(C.boards, boardId);
    if (board) await rm.put(C.boards, boardId, { ...board, lastActivity: event.at });
  }
}
