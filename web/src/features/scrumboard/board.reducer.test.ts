import type { BoardView, ScrumCardView } from '@cis/contracts';
import { INITIAL_BOARD_UI, boardUiReducer, cardDropIn, listDropAt, openCardOf, stepOfKey, stepTarget, type BoardUiAction } from './board.reducer';
import { validInlineTitle } from './scrumboard.validation';

const card = (id: string, listId: string, position: number): ScrumCardView => ({
  id, boardId: 'b', listId, position, title: id, description: null, labels: [], dueDate: null,
});
const board: BoardView = {
  id: 'b', title: 'Board', description: '', icon: '', lastActivity: '2026-01-01T00:00:00.000Z', members: [], labels: [],
  lists: [
    { id: 'todo', boardId: 'b', position: 1, title: 'To do', cards: [card('a', 'todo', 1), card('b', 'todo', 2)] },
    { id: 'doing', boardId: 'b', position: 2, title: 'Doing', cards: [card('c', 'doing', 1)] },
  ],
};
const run = (...actions: BoardUiAction[]) => actions.reduce(boardUiReducer, INITIAL_BOARD_UI);

describe('the board screen reducer', () => {
  it('opens and closes the card editor and the labels dialog, and keeps the search text', () => {
    expect(run({ type: 'cardOpened', id: 'a' }).openCardId).toBe('a');
    expect(run({ type: 'cardOpened', id: 'a' }, { type: 'cardClosed' }).openCardId).toBeNull();
    expect(run({ type: 'labelsOpened' }).labelsOpen).toBe(true);
    expect(run({ type: 'labelsOpened' }, { type: 'labelsClosed' }).labelsOpen).toBe(false);
    expect(run({ type: 'searched', text: 'tax' }).search).toBe('tax');
  });

  it('marks where a drag would land; the same slot again is the same state (no re-render); the end clears it', () => {
    const marked = run({ type: 'dropMarked', mark: { kind: 'card', listId: 'todo', index: 1 } });
    expect(cardDropIn(marked.drop, 'todo')).toBe(1);
    expect(cardDropIn(marked.drop, 'doing')).toBeNull();
    expect(listDropAt(marked.drop)).toBeNull();
    expect(boardUiReducer(marked, { type: 'dropMarked', mark: { kind: 'card', listId: 'todo', index: 1 } })).toBe(marked);
    expect(boardUiReducer(marked, { type: 'dropMarked', mark: { kind: 'card', listId: 'doing', index: 1 } })).not.toBe(marked);
    const list = boardUiReducer(marked, { type: 'dropMarked', mark: { kind: 'list', index: 0 } });
    expect(listDropAt(list.drop)).toBe(0);
    expect(boardUiReducer(list, { type: 'dragEnded' }).drop).toBeNull();
    expect(boardUiReducer(INITIAL_BOARD_UI, { type: 'dragEnded' })).toBe(INITIAL_BOARD_UI);
  });

  it('finds the open card on the board as it now is (gone once deleted)', () => {
    expect(openCardOf(board, 'c')?.title).toBe('c');
    expect(openCardOf(board, 'zz')).toBeNull();
    expect(openCardOf(null, 'c')).toBeNull();
  });

  it('steps a card with alt + arrows: to the end of the next list, or one place in its own; nowhere past the edges', () => {
    expect(stepOfKey('ArrowRight', true)).toEqual({ list: 1 });
    expect(stepOfKey('ArrowUp', true)).toEqual({ index: -1 });
    expect(stepOfKey('ArrowRight', false)).toBeUndefined();
    expect(stepOfKey('Enter', true)).toBeUndefined();
    const [a, b] = board.lists[0]!.cards as [ScrumCardView, ScrumCardView];
    expect(stepTarget(board, a, { list: 1 })).toEqual({ listId: 'doing', index: 1 });
    expect(stepTarget(board, a, { index: 1 })).toEqual({ listId: 'todo', index: 1 });
    expect(stepTarget(board, a, { index: -1 })).toEqual({ listId: 'todo', index: 0 });
    expect(stepTarget(board, b, { list: -1 })).toBeNull();
    expect(stepTarget(board, board.lists[1]!.cards[0]!, { list: 1 })).toBeNull();
  });

  it('takes a list or card title only when it is not blank and not longer than the server takes', () => {
    expect(validInlineTitle('  Review  ')).toBe(true);
    expect(validInlineTitle('   ')).toBe(false);
    expect(validInlineTitle('x'.repeat(200))).toBe(true);
    expect(validInlineTitle('x'.repeat(201))).toBe(false);
  });
});
