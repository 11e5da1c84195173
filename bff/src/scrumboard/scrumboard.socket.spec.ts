import { ScrumboardEvents, type BoardSummary, type BoardView } from '@cis/contracts';
import { startTestApp, type TestApp } from '../platform/testing/test-app';
import { listenAs, type SocketListener } from '../platform/testing/socket-listener';

/** Boards are shared: another user's screen receives every change, tagged with its board, through the tenant room. */
describe('scrumboard pushes', () => {
  let t: TestApp;
  let admin: string;
  let staffScreen: SocketListener;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@cis.test');
    staffScreen = await listenAs(t.baseUrl, await t.signIn('staff@cis.test'));
  });
  afterAll(async () => {
    staffScreen.close();
    await t.close();
  });

  it('pushes card edits as a batch of changes with the board id, and a deleted list by board and id', async () => {
    const [summary] = (await t.http.get('/api/apps/scrumboard/boards').set(t.auth(admin)).expect(200)).body as BoardSummary[];
    const board = (await t.http.get(`/api/apps/scrumboard/board?id=${summary?.id}`).set(t.auth(admin)).expect(200)).body as BoardView;
    const card = board.lists.flatMap((list) => list.cards)[0];
    expect(card).toBeDefined();

    await t.http.patch('/api/apps/scrumboard/board/card').set(t.auth(admin)).send({ id: card?.id, card: { title: 'File the VAT return' } }).expect(200);
    expect((await staffScreen.next((e) => e.type === ScrumboardEvents.cardsUpdated)).data).toEqual({
      boardId: board.id, cards: [{ id: card?.id, changes: { title: 'File the VAT return' } }],
    });

    const list = board.lists.at(-1);
    await t.http.delete(`/api/apps/scrumboard/board/list?id=${list?.id}`).set(t.auth(admin)).expect(200);
    expect((await staffScreen.next((e) => e.type === ScrumboardEvents.listDeleted)).data).toEqual({ boardId: board.id, id: list?.id });
  });
});
