import { BadRequestException, NotFoundException } from '@nestjs/common';
import { ScrumboardEvents, type ScrumCard, type ScrumCardsUpdatedData, type ScrumListsUpdatedData } from '@cis/contracts';
import type { ValidationFailed } from '../platform/errors/error-envelope.filter';
import { ScrumboardDecider, nextPosition, renumber, type BoardState } from './scrumboard.decider';

const STEP = 65536;
const card = (id: string, listId: string, position: number, labels: string[] = []): ScrumCard => ({
  id, boardId: 'b', listId, position, title: id, description: null, labels, dueDate: null,
});
const state = (): BoardState => ({
  board: { id: 'b', title: 'B', description: '', icon: '', lastActivity: '2026-01-01T00:00:00.000Z', members: [] },
  lists: [
    { id: 'todo', boardId: 'b', title: 'To do', position: STEP },
    { id: 'doing', boardId: 'b', title: 'In progress', position: 2 * STEP },
    { id: 'done', boardId: 'b', title: 'Completed', position: 3 * STEP },
  ],
  cards: [card('c1', 'todo', STEP), card('c2', 'todo', 2 * STEP), card('c3', 'todo', 3 * STEP), card('c4', 'doing', 5 * STEP, ['l1'])],
  labels: [{ id: 'l1', boardId: 'b', title: 'Urgent' }],
});
const listChanges = (events: ReturnType<typeof ScrumboardDecider.updateLists>) => (events[0]?.data as ScrumListsUpdatedData).lists;
const cardChanges = (events: ReturnType<typeof ScrumboardDecider.updateCards>) => (events[0]?.data as ScrumCardsUpdatedData).cards;

describe('scrumboard positions', () => {
  it('puts a new item at the largest position + 65536, or 65536 first', () => {
    expect(nextPosition([])).toBe(STEP);
    expect(nextPosition([STEP, 5 * STEP, 2 * STEP])).toBe(6 * STEP);
    expect(nextPosition([100.5])).toBe(100.5 + STEP);
  });

  it('renumbers with the requested ids first and the rest in their current order', () => {
    expect([...renumber(['a', 'b', 'c', 'd'], ['c', 'a'])]).toEqual([['c', STEP], ['a', 2 * STEP], ['b', 3 * STEP], ['d', 4 * STEP]]);
    expect([...renumber(['a', 'b'], [])]).toEqual([['a', STEP], ['b', 2 * STEP]]);
  });

  it('creates lists and cards last unless told otherwise', () => {
    expect(ScrumboardDecider.createList(state(), 'new', { boardId: 'b', title: 'In review' })[0]?.data).toEqual({
      list: { id: 'new', boardId: 'b', title: 'In review', position: 4 * STEP },
    });
    const created = ScrumboardDecider.createCard(state(), { id: 'c5', boardId: 'b', listId: 'doing', title: 'x', description: null, labels: ['l1'], dueDate: null });
    expect(created[0]?.data).toEqual({ card: { ...card('c5', 'doing', 6 * STEP, ['l1']), title: 'x' } });
    const inEmpty = ScrumboardDecider.createCard(state(), { id: 'c6', boardId: 'b', listId: 'done', title: 'y', description: null, labels: [], dueDate: null });
    expect((inEmpty[0]?.data as { card: ScrumCard }).card.position).toBe(STEP);
  });

  it('reorders lists by array order when no positions are given, recording only real moves', () => {
    const events = ScrumboardDecider.updateLists(state(), [{ id: 'done' }, { id: 'todo' }]);
    expect(events[0]?.type).toBe(ScrumboardEvents.listsUpdated);
    expect(listChanges(events)).toEqual([
      { id: 'todo', changes: { position: 2 * STEP } },
      { id: 'doing', changes: { position: 3 * STEP } },
      { id: 'done', changes: { position: STEP } },
    ]);
    expect(ScrumboardDecider.updateLists(state(), [{ id: 'todo' }, { id: 'doing' }])).toEqual([]);
  });

  it('renames one list without moving any', () => {
    expect(listChanges(ScrumboardDecider.updateList(state(), { id: 'done', title: 'Filed' }))).toEqual([{ id: 'done', changes: { title: 'Filed' } }]);
    expect(ScrumboardDecider.updateList(state(), { id: 'done', title: 'Completed' })).toEqual([]);
  });

  it('takes explicit list positions and titles as given', () => {
    expect(listChanges(ScrumboardDecider.updateLists(state(), [{ id: 'done', position: 10, title: 'Filed' }]))).toEqual([
      { id: 'done', changes: { title: 'Filed', position: 10 } },
    ]);
  });

  it('sends a card moved to another list without a position to the end of that list', () => {
    const events = ScrumboardDecider.updateCards(state(), [{ id: 'c1', listId: 'doing' }, { id: 'c2', listId: 'doing' }]);
    expect(cardChanges(events)).toEqual([
      { id: 'c1', changes: { listId: 'doing', position: 6 * STEP } },
      { id: 'c2', changes: { listId: 'doing', position: 7 * STEP } },
    ]);
  });

  it('orders cards by the given array within each receiving list', () => {
    const events = ScrumboardDecider.cardPositions(state(), [{ id: 'c3' }, { id: 'c1', listId: 'doing' }]);
    expect(cardChanges(events)).toEqual([
      // To do becomes c3, c2 (c2 keeps 131072); c1 opens In progress at 65536 (its old position), c4 follows.
      { id: 'c3', changes: { position: STEP } },
      { id: 'c1', changes: { listId: 'doing' } },
      { id: 'c4', changes: { position: 2 * STEP } },
    ]);
  });

  it('refuses unknown addressed cards and lists (404), unknown referenced lists and labels and repeated ids (400)', () => {
    expect(() => ScrumboardDecider.updateCards(state(), [{ id: 'c1', listId: 'nope' }])).toThrow(BadRequestException);
    expect(() => ScrumboardDecider.updateLists(state(), [{ id: 'nope' }])).toThrow(NotFoundException);
    expect(() => ScrumboardDecider.updateCards(state(), [{ id: 'c1', labels: ['l9'] }])).toThrow('Label l9 does not exist on this board.');
    expect(() => ScrumboardDecider.cardPositions(state(), [{ id: 'zz' }])).toThrow(NotFoundException);
    expect(() => ScrumboardDecider.updateLists(state(), [{ id: 'todo' }, { id: 'todo' }])).toThrow(BadRequestException);
  });

  it('refuses a create whose body names a board that does not exist with 400 on its boardId', () => {
    const noBoard = { ...state(), board: undefined };
    const fieldOf = (create: () => unknown): string | undefined => {
      try {
        create();
      } catch (error) {
        expect(error).toBeInstanceOf(BadRequestException);
        return (error as ValidationFailed).fieldErrors[0]?.field;
      }
      return undefined;
    };
    expect(fieldOf(() => ScrumboardDecider.createList(noBoard, 'x', { boardId: 'zz', title: 'x' }))).toBe('list.boardId');
    expect(fieldOf(() => ScrumboardDecider.createCard(noBoard, { id: 'x', boardId: 'zz', listId: 'todo', title: 'x', description: null, labels: [], dueDate: null })))
      .toBe('card.boardId');
    expect(fieldOf(() => ScrumboardDecider.createLabel(noBoard, 'x', 'zz', 'x'))).toBe('label.boardId');
    expect(fieldOf(() => ScrumboardDecider.updateCards(state(), [{ id: 'c1' }, { id: 'c2', listId: 'nope' }]))).toBe('cards.1.listId');
    expect(fieldOf(() => ScrumboardDecider.updateCards(state(), [{ id: 'c2', labels: ['l9'] }], (_i, key) => `card.${key}`))).toBe('card.labels');
  });
});
