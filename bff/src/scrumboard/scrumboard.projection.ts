import { Injectable } from '@nestjs/common';
import {
  ScrumboardEvents, type Board, type ScrumBoardCreatedData, type ScrumCard, type ScrumCardCreatedData,
  type ScrumCardDeletedData, type ScrumCardsUpdatedData, type ScrumLabel, type ScrumLabelCreatedData,
  type ScrumLabelDeletedData, type ScrumLabelUpdatedData, type ScrumList, type ScrumListCreatedData,
  type ScrumListDeletedData, type ScrumListsUpdatedData, type ScrumMemberJoinedData, type StoredEvent,
} from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';
import { ScrumCollections as C } from './scrumboard.decider';

/** Read models: members, boards, lists, cards and labels of the tenant (ids stored; expansion happens on read). */
@ProjectionProvider()
@Injectable()
export class ScrumboardProjection implements Projection {
  readonly name = 'scrumboard';
  readonly handles = Object.values(ScrumboardEvents);

  async apply(event: StoredEvent, rm: ReadModelWriter): Promise<void> {
    switch (event.type) {
      case ScrumboardEvents.memberJoined: {
        const { member } = event.data as ScrumMemberJoinedData;
        await rm.put(C.members, member.id, member);
        return;
      }
      case ScrumboardEvents.boardCreated: {
        const { board } = event.data as ScrumBoardCreatedData;
        await rm.put(C.boards, board.id, board);
        return;
      }
      case ScrumboardEvents.listCreated: {
        const { list } = event.data as ScrumListCreatedData;
        await rm.put(C.lists, list.id, list);
        return this.touch(event, rm, list.boardId);
      }
      case ScrumboardEvents.listsUpdated: {
        const { boardId, lists } = event.data as ScrumListsUpdatedData;
        for (const { id, changes } of lists) {
          const list = await rm.get<ScrumList>(C.lists, id);
          if (list) await rm.put(C.lists, id, { ...list, ...changes });
        }
        return this.touch(event, rm, boardId);
      }
      case ScrumboardEvents.listDeleted: {
        const { boardId, id } = event.data as ScrumListDeletedData;
        await rm.delete(C.lists, id);
        for (const card of await rm.list<ScrumCard>(C.cards)) if (card.listId === id) await rm.delete(C.cards, card.id);
        return this.touch(event, rm, boardId);
      }
      case ScrumboardEvents.cardCreated: {
        const { card } = event.data as ScrumCardCreatedData;
        await rm.put(C.cards, card.id, card);
        return this.touch(event, rm, card.boardId);
      }
      case ScrumboardEvents.cardsUpdated: {
        const { boardId, cards } = event.data as ScrumCardsUpdatedData;
        for (const { id, changes } of cards) {
          const card = await rm.get<ScrumCard>(C.cards, id);
          if (card) await rm.put(C.cards, id, { ...card, ...changes });
        }
        return this.touch(event, rm, boardId);
      }
      case ScrumboardEvents.cardDeleted: {
        const { boardId, id } = event.data as ScrumCardDeletedData;
        await rm.delete(C.cards, id);
        return this.touch(event, rm, boardId);
      }
      case ScrumboardEvents.labelCreated: {
        const { label } = event.data as ScrumLabelCreatedData;
        await rm.put(C.labels, label.id, label);
        return this.touch(event, rm, label.boardId);
      }
      case ScrumboardEvents.labelUpdated: {
        const { boardId, id, title } = event.data as ScrumLabelUpdatedData;
        const label = await rm.get<ScrumLabel>(C.labels, id);
        if (label) await rm.put(C.labels, id, { ...label, title });
        return this.touch(event, rm, boardId);
      }
      case ScrumboardEvents.labelDeleted: {
        const { boardId, id } = event.data as ScrumLabelDeletedData;
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
  private async touch(event: StoredEvent, rm: ReadModelWriter, boardId: string): Promise<void> {
    if (event.userId === null) return;
    const board = await rm.get<Board>(C.boards, boardId);
    if (board) await rm.put(C.boards, boardId, { ...board, lastActivity: event.at });
  }
}
