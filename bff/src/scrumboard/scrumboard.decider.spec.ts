import {
  NotFound, Refused, ScrumboardEvents, type Board, type ScrumboardEvent, type ScrumCard, type ScrumLabel, type ScrumList,
} from '@cis/contracts';
import { given } from '../platform/testing/decider-spec';
import { BoardDecider, ScrumMembersDecider, nextPosition, renumber, type BoardCommand } from './scrumboard.decider';

const STEP = 65536;
const board: Board = { id: 'b', title: 'B', description: '', icon: '', lastActivity: '2026-01-01T00:00:00.000Z', members: [] };
const card = (id: string, listId: string, position: number, labels: string[] = []): ScrumCard => ({
  id, boardId: 'b', listId, position, title: id, description: null, labels, dueDate: null,
});
const lists: ScrumList[] = [
  { id: 'todo', boardId: 'b', title: 'To do', position: STEP },
  { id: 'doing', boardId: 'b', title: 'In progress', position: 2 * STEP },
  { id: 'done', boardId: 'b', title: 'Completed', position: 3 * STEP },
];
const label: ScrumLabel = { id: 'l1', boardId: 'b', title: 'Urgent' };
const cards = [card('c1', 'todo', STEP), card('c2', 'todo', 2 * STEP), card('c3', 'todo', 3 * STEP), card('c4', 'doing', 5 * STEP, ['l1'])];
/** The board's stream: opened with three lists, a label and four cards. */
const opened = [...BoardDecider.decide({ type: 'open', board, lists, labels: [label], cards }, BoardDecider.initialState)];
const listsUpdated = (changes: Array<{ id: string; changes: object }>): ScrumboardEvent => ({ type: ScrumboardEvents.listsUpdated, data: { boardId: 'b', lists: changes } } as ScrumboardEvent);
const cardsUpdated = (changes: Array<{ id: string; changes: object }>): ScrumboardEvent => ({ type: ScrumboardEvents.cardsUpdated, data: { boardId: 'b', cards: changes } } as ScrumboardEvent);
const fieldsOf = (error: unknown) => (error as Refused).fields.map((f) => f.field);
const onBoard = (command: BoardCommand) => given(BoardDecider, opened).when(command);

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
});

describe('the board decider (one stream per board)', () => {
  it('opens a board with its lists, labels and cards, and seats the members on their own stream', () => {
    expect(opened.map((e) => e.type)).toEqual([
      ScrumboardEvents.boardCreated, ...lists.map(() => ScrumboardEvents.listCreated), ScrumboardEvents.labelCreated, ...cards.map(() => ScrumboardEvents.cardCreated),
    ]);
    const member = { id: 'm1', name: 'Sokha', avatar: null };
    given(ScrumMembersDecider).when({ type: 'join', member }).then([{ type: ScrumboardEvents.memberJoined, data: { member } }]);
  });

  it('creates lists and cards last unless told otherwise', () => {
    onBoard({ type: 'createList', id: 'new', boardId: 'b', title: 'In review' })
      .then([{ type: ScrumboardEvents.listCreated, data: { list: { id: 'new', boardId: 'b', title: 'In review', position: 4 * STEP } } }]);
    onBoard({ type: 'createCard', card: { id: 'c5', boardId: 'b', listId: 'doing', title: 'x', description: null, labels: ['l1', 'l1'], dueDate: null } })
      .then([{ type: ScrumboardEvents.cardCreated, data: { card: { ...card('c5', 'doing', 6 * STEP, ['l1']), title: 'x' } } }]);
    onBoard({ type: 'createCard', card: { id: 'c6', boardId: 'b', listId: 'done', title: 'y', description: null, labels: [], dueDate: null } })
      .then([{ type: ScrumboardEvents.cardCreated, data: { card: { ...card('c6', 'done', STEP), title: 'y' } } }]);
  });

  it('refuses a create whose body names a board that does not exist with 400 on its boardId', () => {
    const noBoard = (command: BoardCommand) => fieldsOf(given(BoardDecider).when(command).thenRefused(Refused, 'unknownReference'));
    expect(noBoard({ type: 'createList', id: 'x', boardId: 'zz', title: 'x' })).toEqual(['list.boardId']);
    expect(noBoard({ type: 'createCard', card: { id: 'x', boardId: 'zz', listId: 'todo', title: 'x', description: null, labels: [], dueDate: null } })).toEqual(['card.boardId']);
    expect(noBoard({ type: 'createLabel', id: 'x', boardId: 'zz', title: 'x' })).toEqual(['label.boardId']);
  });

  it('refuses a new card in a list or with a label the board does not have (400 naming the field)', () => {
    const base = { id: 'x', boardId: 'b', title: 'x', description: null, dueDate: null };
    expect(fieldsOf(onBoard({ type: 'createCard', card: { ...base, listId: 'nope', labels: [] } }).thenRefused(Refused, 'unknownReference'))).toEqual(['card.listId']);
    expect(fieldsOf(onBoard({ type: 'createCard', card: { ...base, listId: 'todo', labels: ['l9'] } }).thenRefused(Refused, 'unknownReference'))).toEqual(['card.labels']);
  });

  it('reorders lists by array order when no positions are given, recording only real moves', () => {
    onBoard({ type: 'updateLists', items: [{ id: 'done' }, { id: 'todo' }] }).then([listsUpdated([
      { id: 'todo', changes: { position: 2 * STEP } },
      { id: 'doing', changes: { position: 3 * STEP } },
      { id: 'done', changes: { position: STEP } },
    ])]);
    onBoard({ type: 'updateLists', items: [{ id: 'todo' }, { id: 'doing' }] }).thenNothing();
  });

  it('takes explicit list positions and titles as given', () => {
    onBoard({ type: 'updateLists', items: [{ id: 'done', position: 10, title: 'Filed' }] })
      .then([listsUpdated([{ id: 'done', changes: { title: 'Filed', position: 10 } }])]);
  });

  it('renames one list without moving any, and folds the rename', () => {
    onBoard({ type: 'updateList', patch: { id: 'done', title: 'Filed' } }).then([listsUpdated([{ id: 'done', changes: { title: 'Filed' } }])]);
    onBoard({ type: 'updateList', patch: { id: 'done', title: 'Completed' } }).thenNothing();
    given(BoardDecider, [...opened, listsUpdated([{ id: 'done', changes: { title: 'Filed' } }])])
      .when({ type: 'updateList', patch: { id: 'done', title: 'Filed' } }).thenNothing();
  });

  it('takes a list back as answered (boardId) and refuses another board, naming the field', () => {
    onBoard({ type: 'updateList', patch: { ...lists[2]!, title: 'Filed' } }).then([listsUpdated([{ id: 'done', changes: { title: 'Filed' } }])]);
    expect(fieldsOf(onBoard({ type: 'updateList', patch: { id: 'done', boardId: 'other' } }).thenRefused(Refused, 'readOnly'))).toEqual(['list.boardId']);
    expect(fieldsOf(onBoard({ type: 'updateLists', items: [{ id: 'todo' }, { id: 'done', boardId: 'other' }] }).thenRefused(Refused, 'readOnly')))
      .toEqual(['lists.1.boardId']);
  });

  it('deletes a list with its cards (the next decision no longer sees them)', () => {
    onBoard({ type: 'deleteList', id: 'todo' }).then([{ type: ScrumboardEvents.listDeleted, data: { boardId: 'b', id: 'todo' } }]);
    given(BoardDecider, [...opened, { type: ScrumboardEvents.listDeleted, data: { boardId: 'b', id: 'todo' } }])
      .when({ type: 'deleteCard', id: 'c1' }).thenRefused(NotFound);
  });

  it('sends a card moved to another list without a position to the end of that list', () => {
    onBoard({ type: 'updateCards', body: 'cards', items: [{ id: 'c1', patch: { listId: 'doing' } }, { id: 'c2', patch: { listId: 'doing' } }] })
      .then([cardsUpdated([
        { id: 'c1', changes: { listId: 'doing', position: 6 * STEP } },
        { id: 'c2', changes: { listId: 'doing', position: 7 * STEP } },
      ])]);
  });

  it('takes a card back as answered (id, boardId; labels as ids), and refuses another id or board naming the field', () => {
    onBoard({ type: 'updateCards', body: 'card', items: [{ id: 'c4', patch: { ...card('c4', 'doing', 5 * STEP, ['l1']), title: 'Renamed' } }] })
      .then([cardsUpdated([{ id: 'c4', changes: { title: 'Renamed' } }])]);
    expect(fieldsOf(onBoard({ type: 'updateCards', body: 'card', items: [{ id: 'c4', patch: { id: 'c1' } }] }).thenRefused(Refused, 'readOnly'))).toEqual(['card.id']);
    expect(fieldsOf(onBoard({ type: 'updateCards', body: 'cards', items: [{ id: 'c1', patch: {} }, { id: 'c4', patch: { boardId: 'x' } }] }).thenRefused(Refused, 'readOnly')))
      .toEqual(['cards.1.boardId']);
  });

  it('orders cards by the given array within each receiving list', () => {
    onBoard({ type: 'cardPositions', items: [{ id: 'c3' }, { id: 'c1', listId: 'doing' }] }).then([cardsUpdated([
      // To do becomes c3, c2 (c2 keeps 131072); c1 opens In progress at 65536 (its old position), c4 follows.
      { id: 'c3', changes: { position: STEP } },
      { id: 'c1', changes: { listId: 'doing' } },
      { id: 'c4', changes: { position: 2 * STEP } },
    ])]);
    onBoard({ type: 'cardPositions', items: [{ id: 'c1', position: 42 }] }).then([cardsUpdated([{ id: 'c1', changes: { position: 42 } }])]);
  });

  it('moves cards sent back whole to positions, refusing a changed title there (this call only moves)', () => {
    onBoard({ type: 'cardPositions', items: [{ ...card('c4', 'doing', 5 * STEP, ['l1']), position: 7 }] }).then([cardsUpdated([{ id: 'c4', changes: { position: 7 } }])]);
    expect(fieldsOf(onBoard({ type: 'cardPositions', items: [{ id: 'c4', title: 'Other', position: 7 }] }).thenRefused(Refused, 'readOnly'))).toEqual(['cards.0.title']);
  });

  it('refuses unknown addressed cards and lists (404), unknown referenced lists and labels and repeated ids (400)', () => {
    expect(fieldsOf(onBoard({ type: 'updateCards', body: 'cards', items: [{ id: 'c1', patch: {} }, { id: 'c2', patch: { listId: 'nope' } }] })
      .thenRefused(Refused, 'unknownReference'))).toEqual(['cards.1.listId']);
    const label9 = onBoard({ type: 'updateCards', body: 'card', items: [{ id: 'c2', patch: { labels: ['l9'] } }] }).thenRefused(Refused, 'unknownReference') as Refused;
    expect(label9.fields).toEqual([expect.objectContaining({ field: 'card.labels', message: 'Label l9 does not exist on this board.' })]);
    onBoard({ type: 'updateLists', items: [{ id: 'nope' }] }).thenRefused(NotFound);
    onBoard({ type: 'updateCards', body: 'cards', items: [{ id: 'zz', patch: {} }] }).thenRefused(NotFound);
    onBoard({ type: 'cardPositions', items: [{ id: 'zz' }] }).thenRefused(NotFound);
    expect(fieldsOf(onBoard({ type: 'updateLists', items: [{ id: 'todo' }, { id: 'todo' }] }).thenRefused(Refused, 'duplicate'))).toEqual(['lists']);
    expect(fieldsOf(onBoard({ type: 'cardPositions', items: [{ id: 'c1' }, { id: 'c1' }] }).thenRefused(Refused, 'duplicate'))).toEqual(['cards']);
  });

  it('deletes a card; answers 404 for a board it has no events of', () => {
    onBoard({ type: 'deleteCard', id: 'c2' }).then([{ type: ScrumboardEvents.cardDeleted, data: { boardId: 'b', id: 'c2' } }]);
    given(BoardDecider).when({ type: 'deleteCard', id: 'c2' }).thenRefused(NotFound);
  });

  it('creates, renames and deletes a label; a deleted label is stripped from the cards of the board', () => {
    onBoard({ type: 'createLabel', id: 'l2', boardId: 'b', title: 'Later' })
      .then([{ type: ScrumboardEvents.labelCreated, data: { label: { id: 'l2', boardId: 'b', title: 'Later' } } }]);
    onBoard({ type: 'updateLabel', id: 'l1', patch: { title: 'Now' } }).then([{ type: ScrumboardEvents.labelUpdated, data: { boardId: 'b', id: 'l1', title: 'Now' } }]);
    onBoard({ type: 'updateLabel', id: 'l1', patch: { title: 'Urgent' } }).thenNothing();
    onBoard({ type: 'deleteLabel', id: 'l1' }).then([{ type: ScrumboardEvents.labelDeleted, data: { boardId: 'b', id: 'l1' } }]);
    const afterDelete = given(BoardDecider, [...opened, { type: ScrumboardEvents.labelDeleted, data: { boardId: 'b', id: 'l1' } }]);
    expect(afterDelete.state.cards.find((c) => c.id === 'c4')?.labels).toEqual([]);
    afterDelete.when({ type: 'updateLabel', id: 'l1', patch: { title: 'x' } }).thenRefused(NotFound);
  });

  it('takes a label back as answered (id, boardId) and refuses another board, naming the field', () => {
    onBoard({ type: 'updateLabel', id: 'l1', patch: { ...label, title: 'Now' } }).then([{ type: ScrumboardEvents.labelUpdated, data: { boardId: 'b', id: 'l1', title: 'Now' } }]);
    expect(fieldsOf(onBoard({ type: 'updateLabel', id: 'l1', patch: { title: 'Now', boardId: 'x' } }).thenRefused(Refused, 'readOnly'))).toEqual(['label.boardId']);
  });
});
