import { DEFAULT_TENANT, type BoardSummary, BoardView, ScrumCardView, ScrumLabel, ScrumList } from '@cis/contracts';
import { SCRUM_BOARDS, SCRUM_CARDS, SCRUM_LABELS, SCRUM_LISTS } from '@cis/fixtures';
import { startTestApp, type TestApp } from '../platform/testing/test-app';

const STEP = 65536;
const [board1, board2] = SCRUM_BOARDS as [typeof SCRUM_BOARDS[number], typeof SCRUM_BOARDS[number]];
const listOf = (boardId: string, title: string): string => SCRUM_LISTS.find((l) => l.boardId === boardId && l.title === title)!.id;

describe('scrumboard over HTTP', () => {
  let t: TestApp;
  let token: string;
  const get = (url: string) => t.http.get(url).set(t.auth(token));
  const send = (method: 'post' | 'put' | 'patch', url: string, body: object) => t.http[method](url).set(t.auth(token)).send(body);
  const del = (url: string) => t.http.delete(url).set(t.auth(token));
  const board = async (id = board1.id): Promise<BoardView> => (await get(`/api/apps/scrumboard/board?id=${id}`).expect(200)).body;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.signIn('admin@cis.test');
  });
  afterAll(() => t.close());

  describe('reading', () => {
    it('lists the boards with their members expanded', async () => {
      const res = await get('/api/apps/scrumboard/boards').expect(200);
      expect(res.body.map((b: BoardSummary) => b.title)).toEqual(SCRUM_BOARDS.map((b) => b.title));
      expect(res.body[0].members[0]).toEqual({ id: board1.members[0], name: 'Sokha Chan', avatar: null });
      expect(res.body[0].members).toHaveLength(board1.members.length);
    });

    it('gives a board with the default lists by position, cards by position with labels expanded, and its labels', async () => {
      const view = await board();
      expect(view.lists.map((l) => l.title)).toEqual(['To do', 'In progress', 'In review', 'Completed']);
      expect(view.lists.map((l) => l.position)).toEqual([STEP, 2 * STEP, 3 * STEP, 4 * STEP]);
      const todo = view.lists[0]!;
      expect(todo.cards.map((c) => c.id)).toEqual(SCRUM_CARDS.filter((c) => c.listId === todo.id).map((c) => c.id));
      const labelled = todo.cards[0]!;
      expect(labelled.labels).toEqual(SCRUM_CARDS.find((c) => c.id === labelled.id)!.labels.map((id) => SCRUM_LABELS.find((l) => l.id === id)));
      expect(view.labels).toEqual(SCRUM_LABELS.filter((l) => l.boardId === board1.id));
      expect(view.members[0]).toMatchObject({ name: 'Sokha Chan' });
    });

    it('answers an unknown board with 404 and a missing id with 400', async () => {
      const res = await get('/api/apps/scrumboard/board?id=no-such-board').expect(404);
      expect(res.body).toMatchObject({ status: 404, developerMessage: 'Resource does not exist!' });
      await get('/api/apps/scrumboard/board').expect(400);
      await get('/api/apps/scrumboard/board/labels?boardId=no-such-board').expect(404);
    });

    it('lists the labels of one board', async () => {
      const res = await get(`/api/apps/scrumboard/board/labels?boardId=${board2.id}`).expect(200);
      expect(res.body.map((l: ScrumLabel) => l.title)).toEqual(['Frontend', 'Backend', 'Translation', 'Bug']);
    });
  });

  describe('lists', () => {
    let blocked: ScrumList;

    it('creates a list last at the largest position + 65536 and touches the board', async () => {
      const before = await board();
      const res = await send('post', '/api/apps/scrumboard/board/list', { list: { boardId: board1.id, title: 'Blocked' } }).expect(200);
      blocked = res.body;
      expect(blocked).toEqual({ id: expect.any(String), boardId: board1.id, title: 'Blocked', position: 5 * STEP });
      const after = await board();
      expect(after.lists.at(-1)).toMatchObject({ id: blocked.id, cards: [] });
      expect(Date.parse(after.lastActivity)).toBeGreaterThan(Date.parse(before.lastActivity));
    });

    it('renames a list', async () => {
      const res = await send('patch', '/api/apps/scrumboard/board/list', { list: { id: blocked.id, title: 'Waiting on GDT' } }).expect(200);
      expect(res.body).toEqual({ ...blocked, title: 'Waiting on GDT' });
    });

    it('reorders lists by the order given', async () => {
      const completed = listOf(board1.id, 'Completed');
      const todo = listOf(board1.id, 'To do');
      const res = await send('patch', '/api/apps/scrumboard/board/lists', { lists: [{ id: completed }, { id: todo }] }).expect(200);
      expect(res.body.map((l: ScrumList) => [l.title, l.position])).toEqual([
        ['Completed', STEP], ['To do', 2 * STEP], ['In progress', 3 * STEP], ['In review', 4 * STEP], ['Waiting on GDT', 5 * STEP],
      ]);
      expect((await board()).lists.map((l) => l.title)).toEqual(['Completed', 'To do', 'In progress', 'In review', 'Waiting on GDT']);
      expect((await board(board2.id)).lists.map((l) => l.title)).toEqual(['To do', 'In progress', 'In review', 'Completed']);
    });

    it('refuses lists of two boards, unknown lists and boards, and unknown fields', async () => {
      await send('patch', '/api/apps/scrumboard/board/lists', { lists: [{ id: listOf(board1.id, 'To do') }, { id: listOf(board2.id, 'To do') }] }).expect(400);
      await send('patch', '/api/apps/scrumboard/board/lists', { lists: [{ id: 'no-such-list' }] }).expect(404);
      await send('patch', '/api/apps/scrumboard/board/list', { list: { id: 'no-such-list', title: 'x' } }).expect(404);
      // The board a create body names is a reference, not the addressed resource: 400 naming the field.
      const noBoard = await send('post', '/api/apps/scrumboard/board/list', { list: { boardId: 'no-such-board', title: 'x' } }).expect(400);
      expect(noBoard.body.errors).toEqual([expect.objectContaining({ field: 'list.boardId', developerMessage: 'Board no-such-board does not exist.' })]);
      await send('post', '/api/apps/scrumboard/board/list', { list: { boardId: board1.id, title: 'x', cards: [] } }).expect(400);
      await send('patch', '/api/apps/scrumboard/board/lists', { lists: [] }).expect(400);
      await del('/api/apps/scrumboard/board/list?id=no-such-list').expect(404);
    });
  });

  describe('cards', () => {
    const inProgress = () => listOf(board1.id, 'In progress');
    let card: ScrumCardView;

    it('creates a card (PUT) last in its list with labels expanded', async () => {
      const label = SCRUM_LABELS.find((l) => l.boardId === board1.id)!;
      const existing = SCRUM_CARDS.filter((c) => c.listId === inProgress());
      const res = await send('put', '/api/apps/scrumboard/board/card', {
        card: { boardId: board1.id, listId: inProgress(), title: 'Heng Motors: VAT reconciliation', labels: [label.id] },
      }).expect(200);
      card = res.body;
      expect(card).toMatchObject({
        boardId: board1.id, listId: inProgress(), title: 'Heng Motors: VAT reconciliation', description: null, dueDate: null,
        position: Math.max(...existing.map((c) => c.position)) + STEP, labels: [label],
      });
      expect((await board()).lists.find((l) => l.id === inProgress())!.cards.at(-1)?.id).toBe(card.id);
    });

    it('updates a card (PATCH) and moves it to the end of another list', async () => {
      const review = listOf(board1.id, 'In review');
      const res = await send('patch', '/api/apps/scrumboard/board/card', {
        id: card.id, card: { listId: review, description: 'Check the purchase ledger', dueDate: '2026-12-01T00:00:00.000Z' },
      }).expect(200);
      const lastInReview = Math.max(...SCRUM_CARDS.filter((c) => c.listId === review).map((c) => c.position));
      expect(res.body).toEqual({ ...card, listId: review, position: lastInReview + STEP, description: 'Check the purchase ledger', dueDate: '2026-12-01T00:00:00.000Z' });
    });

    it('updates several cards at once', async () => {
      const [a, b] = SCRUM_CARDS.filter((c) => c.listId === listOf(board1.id, 'To do'));
      const res = await send('patch', '/api/apps/scrumboard/board/cards', { cards: [{ id: a!.id, title: 'Renamed' }, { id: b!.id, labels: [] }] }).expect(200);
      expect(res.body.map((c: ScrumCardView) => [c.id, c.title, c.labels.length])).toEqual([[a!.id, 'Renamed', a!.labels.length], [b!.id, b!.title, 0]]);
    });

    it('reorders cards by the order given (card/positions)', async () => {
      const todo = listOf(board1.id, 'To do');
      const ids = SCRUM_CARDS.filter((c) => c.listId === todo).map((c) => c.id);
      const reversed = [...ids].reverse();
      const res = await send('patch', '/api/apps/scrumboard/board/card/positions', { cards: reversed.map((id) => ({ id })) }).expect(200);
      expect(res.body.map((c: ScrumCardView) => c.position)).toEqual(reversed.map((_, i) => (i + 1) * STEP));
      expect((await board()).lists.find((l) => l.id === todo)!.cards.map((c) => c.id)).toEqual(reversed);
    });

    it('takes explicit positions and lists as given', async () => {
      const todo = listOf(board1.id, 'To do');
      const first = (await board()).lists.find((l) => l.id === todo)!.cards[0]!;
      await send('patch', '/api/apps/scrumboard/board/card/positions', { cards: [{ id: first.id, position: 999 * STEP }] }).expect(200);
      expect((await board()).lists.find((l) => l.id === todo)!.cards.at(-1)?.id).toBe(first.id);
    });

    it('refuses lists and labels of another board, unknown cards, and bad positions', async () => {
      const otherLabel = SCRUM_LABELS.find((l) => l.boardId === board2.id)!;
      const fieldsOf = (res: { body: { errors?: Array<{ field: string }> } }) => res.body.errors?.map((e) => e.field);
      expect(fieldsOf(await send('put', '/api/apps/scrumboard/board/card', { card: { boardId: board1.id, listId: listOf(board2.id, 'To do'), title: 'x' } }).expect(400)))
        .toEqual(['card.listId']);
      expect(fieldsOf(await send('put', '/api/apps/scrumboard/board/card', { card: { boardId: board1.id, listId: inProgress(), title: 'x', labels: [otherLabel.id] } }).expect(400)))
        .toEqual(['card.labels']);
      expect(fieldsOf(await send('put', '/api/apps/scrumboard/board/card', { card: { boardId: 'no-such-board', listId: inProgress(), title: 'x' } }).expect(400)))
        .toEqual(['card.boardId']);
      expect(fieldsOf(await send('patch', '/api/apps/scrumboard/board/card', { id: card.id, card: { listId: listOf(board2.id, 'To do') } }).expect(400)))
        .toEqual(['card.listId']);
      expect(fieldsOf(await send('patch', '/api/apps/scrumboard/board/cards', { cards: [{ id: card.id }, { id: card.id, labels: ['no-such-label'] }] }).expect(400)))
        .toEqual(['cards']);
      await send('patch', '/api/apps/scrumboard/board/card', { id: 'no-such-card', card: { title: 'x' } }).expect(404);
      await send('patch', '/api/apps/scrumboard/board/card', { id: card.id, card: { position: -1 } }).expect(400);
      await send('patch', '/api/apps/scrumboard/board/card', { id: card.id, card: { boardId: board2.id } }).expect(400);
      await send('patch', '/api/apps/scrumboard/board/cards', { cards: [{ id: card.id }, { id: SCRUM_CARDS.find((c) => c.boardId === board2.id)!.id }] }).expect(400);
      await send('put', '/api/apps/scrumboard/board/card', { card: { boardId: board1.id, listId: inProgress(), title: '' } }).expect(400);
    });

    it('refuses null for card and list fields that are never null; description and dueDate may be cleared', async () => {
      const before = (await board()).lists.flatMap((l) => l.cards).find((c) => c.id === card.id)!;
      for (const field of ['title', 'listId', 'position', 'labels']) {
        const res = await send('patch', '/api/apps/scrumboard/board/card', { id: card.id, card: { [field]: null } }).expect(400);
        expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: `card.${field}` })]));
      }
      await send('patch', '/api/apps/scrumboard/board/cards', { cards: [{ id: card.id, title: null }] }).expect(400);
      await send('patch', '/api/apps/scrumboard/board/list', { list: { id: inProgress(), title: null } }).expect(400);
      await send('patch', '/api/apps/scrumboard/board/lists', { lists: [{ id: inProgress(), position: null }] }).expect(400);
      await send('put', '/api/apps/scrumboard/board/card', { card: { boardId: board1.id, listId: inProgress(), title: 'x', labels: null } }).expect(400);
      expect((await board()).lists.flatMap((l) => l.cards).find((c) => c.id === card.id)).toEqual(before);
      await send('patch', '/api/apps/scrumboard/board/card', { id: card.id, card: { dueDate: '2026-12-24T00:00:00.000Z' } }).expect(200);
      const cleared = await send('patch', '/api/apps/scrumboard/board/card', { id: card.id, card: { description: null, dueDate: null } }).expect(200);
      expect(cleared.body).toEqual({ ...before, description: null, dueDate: null });
    });

    it('deletes a card; deleting it again answers 404', async () => {
      expect(JSON.parse((await del(`/api/apps/scrumboard/board/card?id=${card.id}`).expect(200)).text)).toBe(true);
      expect((await board()).lists.flatMap((l) => l.cards).map((c) => c.id)).not.toContain(card.id);
      await del(`/api/apps/scrumboard/board/card?id=${card.id}`).expect(404);
    });
  });

  describe('labels and cascades', () => {
    it('creates (PUT) and renames (PATCH) a label', async () => {
      const created = await send('put', '/api/apps/scrumboard/board/label', { label: { boardId: board2.id, title: 'Release blocker' } }).expect(200);
      expect(created.body).toEqual({ id: expect.any(String), boardId: board2.id, title: 'Release blocker' });
      const renamed = await send('patch', '/api/apps/scrumboard/board/label', { id: created.body.id, label: { title: 'Blocker' } }).expect(200);
      expect(renamed.body.title).toBe('Blocker');
      expect((await get(`/api/apps/scrumboard/board/labels?boardId=${board2.id}`).expect(200)).body.at(-1)).toEqual(renamed.body);
      const noBoard = await send('put', '/api/apps/scrumboard/board/label', { label: { boardId: 'no-such-board', title: 'x' } }).expect(400);
      expect(noBoard.body.errors).toEqual([expect.objectContaining({ field: 'label.boardId' })]);
      await send('patch', '/api/apps/scrumboard/board/label', { id: 'no-such-label', label: { title: 'x' } }).expect(404);
    });

    it('deletes a label that cards use: the cards lose it', async () => {
      const bug = SCRUM_LABELS.find((l) => l.boardId === board2.id && l.title === 'Bug')!;
      const users = SCRUM_CARDS.filter((c) => c.labels.includes(bug.id));
      expect(users.length).toBeGreaterThan(0);
      await del(`/api/apps/scrumboard/board/label?id=${bug.id}`).expect(200);
      const view = await board(board2.id);
      expect(view.labels.map((l) => l.id)).not.toContain(bug.id);
      const cards = view.lists.flatMap((l) => l.cards);
      for (const used of users) expect(cards.find((c) => c.id === used.id)!.labels.map((l) => l.id)).not.toContain(bug.id);
      await del(`/api/apps/scrumboard/board/label?id=${bug.id}`).expect(404);
    });

    it('deleting a list removes its cards', async () => {
      const done = listOf(board2.id, 'Completed');
      const doomed = SCRUM_CARDS.filter((c) => c.listId === done);
      expect(doomed.length).toBeGreaterThan(0);
      await del(`/api/apps/scrumboard/board/list?id=${done}`).expect(200);
      const view = await board(board2.id);
      expect(view.lists.map((l) => l.title)).toEqual(['To do', 'In progress', 'In review']);
      for (const gone of doomed) await send('patch', '/api/apps/scrumboard/board/card', { id: gone.id, card: { title: 'x' } }).expect(404);
      const left = await t.store.readModels.list<{ listId: string }>(DEFAULT_TENANT, 'scrumboard-cards');
      expect(left.some((c) => c.listId === done)).toBe(false);
    });
  });

  it('deleting an unknown card, list or label answers 404 and changes no board (the mock removed the last item)', async () => {
    const before = await Promise.all(SCRUM_BOARDS.map((b) => board(b.id)));
    for (const kind of ['card', 'list', 'label']) {
      const res = await del(`/api/apps/scrumboard/board/${kind}?id=no-such-${kind}`).expect(404);
      expect(res.body).toMatchObject({ status: 404, error: 'Resource does not exist' });
    }
    expect(await Promise.all(SCRUM_BOARDS.map((b) => board(b.id)))).toEqual(before);
  });

  it('rebuilding the projections from the log, cascades included, gives the same read models', async () => {
    const before = await t.store.dumpReadModels();
    await t.store.rebuildProjections();
    expect(await t.store.dumpReadModels()).toEqual(before);
  });
});
