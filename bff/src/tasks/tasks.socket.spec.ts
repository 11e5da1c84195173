import { TasksEvents, type Task } from '@cis/contracts';
import { startTestApp, type TestApp } from '../platform/testing/test-app';
import { listenAs, type SocketListener } from '../platform/testing/socket-listener';

/** The task list is shared: another user's screen receives every change through the tenant room. */
describe('tasks pushes', () => {
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

  it('pushes a new tag whole, a rename as id and title, a reorder as the complete order, and a deleted task by id', async () => {
    const tag = await t.http.post('/api/apps/tasks/tag').set(t.auth(admin)).send({ tag: { title: 'Audit' } }).expect(200);
    expect((await staffScreen.next((e) => e.type === TasksEvents.tagCreated)).data).toEqual({ tag: tag.body });

    await t.http.patch('/api/apps/tasks/tag').set(t.auth(admin)).send({ id: tag.body.id, tag: { title: 'Tax audit' } }).expect(200);
    expect((await staffScreen.next((e) => e.type === TasksEvents.tagUpdated)).data).toEqual({ id: tag.body.id, title: 'Tax audit' });

    const tasks = (await t.http.get('/api/apps/tasks/all').set(t.auth(admin)).expect(200)).body as Task[];
    const last = tasks.at(-1) as Task;
    const reordered = await t.http.patch('/api/apps/tasks/order').set(t.auth(admin)).send({ tasks: [{ id: last.id }] }).expect(200);
    const orderPush = await staffScreen.next((e) => e.type === TasksEvents.tasksReordered);
    expect(orderPush.data).toEqual({ ids: (reordered.body as Task[]).map((task) => task.id) });
    expect((orderPush.data as { ids: string[] }).ids[0]).toBe(last.id);

    await t.http.delete(`/api/apps/tasks/task?id=${last.id}`).set(t.auth(admin)).expect(200);
    expect((await staffScreen.next((e) => e.type === TasksEvents.taskDeleted)).data).toEqual({ id: last.id });
  });
});
