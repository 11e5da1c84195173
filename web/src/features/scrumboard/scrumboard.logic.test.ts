import type { BoardView, ScrumCardView } from '@cis/contracts';
import { cardDropPlan, dueState, indexFromPointer, listDropPlan, matchesCard, moveCard, moveList, planDrop, positionBetween } from './scrumboard.logic';
import { validateCard } from './scrumboard.validation';

const card = (id: string, listId: string, position: number, title = id): ScrumCardView => ({
  id, boardId: 'b', listId, position, title, description: null, labels: [], dueDate: null,
});

function board(): BoardView {
  return {
    id: 'b', title: 'Board', description: '', icon: '', lastActivity: '2026-01-01T00:00:00.000Z', members: [], labels: [],
    lists: [
      { id: 'todo', boardId: 'b', position: 65536, title: 'To do', cards: [card('a', 'todo', 65536), card('b', 'todo', 131072), card('c', 'todo', 196608)] },
      { id: 'doing', boardId: 'b', position: 131072, title: 'Doing', cards: [card('d', 'doing', 65536)] },
      { id: 'done', boardId: 'b', position: 196608, title: 'Done', cards: [] },
    ],
  };
}

const order = (b: BoardView, listId: string) => b.lists.find((l) => l.id === listId)!.cards.map((c) => c.id);

describe('positions of a drop (step 65536)', () => {
  it('an empty list gives 65536, the end the last + 65536, the top half of the first, between the middle', () => {
    expect(positionBetween(undefined, undefined)).toBe(65536);
    expect(positionBetween(131072, undefined)).toBe(196608);
    expect(positionBetween(undefined, 65536)).toBe(32768);
    expect(positionBetween(65536, 131072)).toBe(98304);
  });

  it('asks for a renumbering when the neighbours leave no room', () => {
    expect(positionBetween(1, 1 + 1e-9)).toBeNull();
    const plan = planDrop([{ id: 'x', position: 1 }, { id: 'y', position: 1 + 1e-9 }], 'm', 1);
    expect(plan).toEqual({ kind: 'renumber', order: ['x', 'm', 'y'] });
  });

  it('moving a card down its own list leaves the card itself out of the neighbours', () => {
    // a (65536) dropped after b: between b (131072) and c (196608).
    expect(cardDropPlan(board(), 'a', 'todo', 1)).toEqual({ kind: 'position', position: 163840 });
  });

  it('clamps an index past the end to the end', () => {
    expect(cardDropPlan(board(), 'a', 'doing', 9)).toEqual({ kind: 'position', position: 131072 });
  });
});

describe('moving cards and lists on the screen', () => {
  it('moves a card to another list at the index and keeps both lists ordered', () => {
    const next = moveCard(board(), 'b', 'doing', 0);
    expect(order(next, 'todo')).toEqual(['a', 'c']);
    expect(order(next, 'doing')).toEqual(['b', 'd']);
    const moved = next.lists[1].cards[0];
    expect([moved.listId, moved.position]).toEqual(['doing', 32768]);
  });

  it('moves a card into an empty list', () => {
    const next = moveCard(board(), 'c', 'done', 0);
    expect(order(next, 'done')).toEqual(['c']);
    expect(next.lists[2].cards[0].position).toBe(65536);
  });

  it('reorders within a list', () => {
    expect(order(moveCard(board(), 'c', 'todo', 0), 'todo')).toEqual(['c', 'a', 'b']);
    expect(order(moveCard(board(), 'a', 'todo', 2), 'todo')).toEqual(['b', 'c', 'a']);
  });

  it('renumbers every card of the list when positions are exhausted', () => {
    const b = board();
    b.lists[0].cards = [card('a', 'todo', 1), card('b', 'todo', 1 + 1e-9)];
    const next = moveCard(b, 'd', 'todo', 1);
    expect(next.lists[0].cards.map((c) => [c.id, c.position])).toEqual([['a', 65536], ['d', 131072], ['b', 196608]]);
  });

  it('ignores an unknown card or list', () => {
    const b = board();
    expect(moveCard(b, 'nope', 'todo', 0)).toBe(b);
    expect(moveCard(b, 'a', 'nope', 0)).toBe(b);
  });

  it('moves a list to the front and to the end', () => {
    expect(moveList(board(), 'done', 0).lists.map((l) => l.id)).toEqual(['done', 'todo', 'doing']);
    expect(listDropPlan(board(), 'todo', 2)).toEqual({ kind: 'position', position: 262144 });
    expect(moveList(board(), 'todo', 2).lists.map((l) => l.id)).toEqual(['doing', 'done', 'todo']);
  });
});

describe('pointer, due dates, search and validation', () => {
  it('finds the drop index from the card middles', () => {
    expect(indexFromPointer([100, 200, 300], 50)).toBe(0);
    expect(indexFromPointer([100, 200, 300], 150)).toBe(1);
    expect(indexFromPointer([100, 200, 300], 350)).toBe(3);
    expect(indexFromPointer([], 10)).toBe(0);
  });

  it('tells overdue, soon and later due dates apart', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(dueState(null, now)).toBe('none');
    expect(dueState('2026-03-09T12:00:00Z', now)).toBe('overdue');
    expect(dueState('2026-03-11T12:00:00Z', now)).toBe('soon');
    expect(dueState('2026-03-20T12:00:00Z', now)).toBe('later');
  });

  it('matches a card by title, description or label, case-insensitively', () => {
    const c = { ...card('x', 'todo', 1, 'Prepare VAT return'), description: 'for Angkor Rice', labels: [{ id: 'l', boardId: 'b', title: 'Urgent' }] };
    expect(matchesCard(c, 'vat')).toBe(true);
    expect(matchesCard(c, 'angkor')).toBe(true);
    expect(matchesCard(c, 'URGENT')).toBe(true);
    expect(matchesCard(c, 'payroll')).toBe(false);
    expect(matchesCard(c, '  ')).toBe(true);
  });

  it('refuses a blank or too long card title and a too long description', () => {
    const ok = { title: 'A', description: '', labels: [], dueDate: null, listId: 'todo' };
    expect(validateCard(ok)).toEqual([]);
    expect(validateCard({ ...ok, title: '   ' })).toEqual(['scrumboard_cardTitle']);
    expect(validateCard({ ...ok, title: 'x'.repeat(501), description: 'y'.repeat(20_001) })).toEqual(['scrumboard_cardTitle', 'scrumboard_cardDescription']);
    expect(validateCard({ ...ok, dueDate: new Date('nonsense') })).toEqual(['scrumboard_dueDate']);
  });
});
