import type { Task, TaskTag } from '@cis/contracts';
import { CONTACTS, DEMO_ACCOUNTS, TASK_TAGS, TASKS } from '@cis/fixtures';
import { startTestApp, type TestApp } from '../platform/testing/test-app';

const tagId = (title: string): string => TASK_TAGS.find((t) => t.title === title)!.id;

describe('tasks over HTTP', () => {
  let t: TestApp;
  let token: string;
  const get = (url: string) => t.http.get(url).set(t.auth(token));
  const send = (method: 'post' | 'patch', url: string, body: object) => t.http[method](url).set(t.auth(token)).send(body);
  const del = (url: string) => t.http.delete(url).set(t.auth(token));
  const all = async (): Promise<Task[]> => (await get('/api/apps/tasks/all').expect(200)).body;
  const expectContiguous = (tasks: Task[]) => expect(tasks.map((task) => task.order)).toEqual(tasks.map((_, i) => i));

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.signIn('admin@cis.test');
  });
  afterAll(() => t.close());

  it('lists the six tags and every task sorted by order', async () => {
    expect((await get('/api/apps/tasks/tags').expect(200)).body.map((tag: TaskTag) => tag.title))
      .toEqual(['Api', 'Frontend', 'Bug', 'Backend', 'Urgent', 'Discuss']);
    const tasks = await all();
    expect(tasks.map((task) => task.id)).toEqual(TASKS.map((task) => task.id));
    expectContiguous(tasks);
    expect(tasks[0]).toMatchObject({ type: 'section', title: 'Filing season' });
  });

  describe('search', () => {
    it('matches title or notes case-insensitively and highlights the title', async () => {
      const res = await get('/api/apps/tasks/search?query=VAT').expect(200);
      const expected = TASKS.filter((task) => /vat/i.test(task.title) || /vat/i.test(task.notes ?? ''));
      expect(res.body.map((task: Task) => task.id)).toEqual(expected.map((task) => task.id));
      const titled = res.body.find((task: Task) => task.id === expected.find((e) => /vat/i.test(e.title))!.id);
      expect(titled.title).toMatch(/<mark>VAT<\/mark>/);
      const notesOnly = await get('/api/apps/tasks/search?query=national bank').expect(200);
      expect(notesOnly.body).toHaveLength(1);
      expect(notesOnly.body[0].title).toBe('Balance top-up shows the daily exchange rate');
    });

    it('marks every match in the title and escapes the rest', async () => {
      const res = await get('/api/apps/tasks/search?query=the').expect(200);
      const title = res.body.find((task: Task) => task.id === TASKS.find((x) => x.title.startsWith('Renew the firm'))!.id).title;
      expect(title).toBe('Renew <mark>the</mark> firm&#39;s patent tax certificate');
      expect(res.body.find((task: Task) => task.title.startsWith('Submit')).title)
        .toBe('Submit <mark>the</mark> October monthly returns of all clients');
    });

    it('answers null for an empty or missing query and [] when nothing matches', async () => {
      const empty = await get('/api/apps/tasks/search?query=').expect(200);
      expect(empty.text).toBe('null');
      expect((await get('/api/apps/tasks/search').expect(200)).text).toBe('null');
      expect((await get('/api/apps/tasks/search?query=zzzz').expect(200)).body).toEqual([]);
      await get('/api/apps/tasks/search?q=vat').expect(400);
    });
  });

  describe('tasks', () => {
    let id: string;

    it('creates an empty task first: no title, null notes, not completed, no due date, priority 1', async () => {
      const res = await send('post', '/api/apps/tasks/task', { type: 'task' }).expect(200);
      id = res.body.id;
      expect(res.body).toEqual({
        id: expect.any(String), type: 'task', title: '', notes: null, completed: false, dueDate: null, priority: 1, tags: [],
        assignedTo: null, subTasks: [], order: 0,
      });
      const tasks = await all();
      expect(tasks[0]?.id).toBe(id);
      expectContiguous(tasks);
      await send('post', '/api/apps/tasks/task', { type: 'epic' }).expect(400);
      await send('post', '/api/apps/tasks/task', {}).expect(400);
    });

    it('merges a patch and keeps the rest', async () => {
      const res = await send('patch', '/api/apps/tasks/task', {
        id, task: { title: 'File the stamp tax return', priority: 2, tags: [tagId('Urgent')], subTasks: [{ title: 'Get the deed' }] },
      }).expect(200);
      expect(res.body).toMatchObject({
        id, title: 'File the stamp tax return', priority: 2, tags: [tagId('Urgent')], notes: null, completed: false, order: 0,
        subTasks: [{ id: expect.any(String), title: 'Get the deed', completed: false }],
      });
      expect((await get(`/api/apps/tasks/task?id=${id}`).expect(200)).body).toEqual(res.body);
    });

    it('validates priority 0..2, tags and fields', async () => {
      await send('patch', '/api/apps/tasks/task', { id, task: { priority: 3 } }).expect(400);
      await send('patch', '/api/apps/tasks/task', { id, task: { priority: -1 } }).expect(400);
      await send('patch', '/api/apps/tasks/task', { id, task: { priority: 1.5 } }).expect(400);
      expect((await send('patch', '/api/apps/tasks/task', { id, task: { priority: 0 } }).expect(200)).body.priority).toBe(0);
      await send('patch', '/api/apps/tasks/task', { id, task: { tags: ['no-such-tag'] } }).expect(400);
      await send('patch', '/api/apps/tasks/task', { id, task: { order: 5 } }).expect(400);
      await send('patch', '/api/apps/tasks/task', { id: 'no-such-task', task: { title: 'x' } }).expect(404);
      await get('/api/apps/tasks/task?id=no-such-task').expect(404);
    });

    it('assigns a task to a contact of the tenant or to nobody; any other id is 400 naming task.assignedTo', async () => {
      const contact = CONTACTS[4]!;
      expect((await send('patch', '/api/apps/tasks/task', { id, task: { assignedTo: contact.id } }).expect(200)).body.assignedTo).toBe(contact.id);
      const admin = DEMO_ACCOUNTS.find((a) => a.email === 'admin@cis.test')!;
      for (const nobody of ['no-such-contact', admin.id]) {
        const res = await send('patch', '/api/apps/tasks/task', { id, task: { assignedTo: nobody } }).expect(400);
        expect(res.body.errors).toEqual([expect.objectContaining({ field: 'task.assignedTo', developerMessage: `Contact ${nobody} does not exist.` })]);
      }
      expect((await get(`/api/apps/tasks/task?id=${id}`).expect(200)).body.assignedTo).toBe(contact.id);
      expect((await send('patch', '/api/apps/tasks/task', { id, task: { assignedTo: null } }).expect(200)).body.assignedTo).toBeNull();
    });

    it("keeps sub-task ids of this task only, each once (400 naming the field otherwise)", async () => {
      const current: Task = (await get(`/api/apps/tasks/task?id=${id}`).expect(200)).body;
      const [sub] = current.subTasks;
      const twice = await send('patch', '/api/apps/tasks/task', { id, task: { subTasks: [{ id: sub!.id, title: 'a' }, { id: sub!.id, title: 'b' }] } }).expect(400);
      expect(twice.body.errors).toEqual([expect.objectContaining({ field: 'task.subTasks.1.id' })]);
      const foreignSub = TASKS.find((task) => task.subTasks.length > 0)!.subTasks[0]!;
      const foreign = await send('patch', '/api/apps/tasks/task', { id, task: { subTasks: [{ id: foreignSub.id, title: 'a' }] } }).expect(400);
      expect(foreign.body.errors).toEqual([expect.objectContaining({ field: 'task.subTasks.0.id' })]);
      expect((await get(`/api/apps/tasks/task?id=${id}`).expect(200)).body).toEqual(current);
      const kept = await send('patch', '/api/apps/tasks/task', { id, task: { subTasks: [{ id: sub!.id, title: sub!.title, completed: true }, { title: 'New' }] } }).expect(200);
      expect(kept.body.subTasks).toEqual([{ ...sub, completed: true }, { id: expect.any(String), title: 'New', completed: false }]);
    });

    it('refuses null for fields that are never null; notes, dueDate and assignedTo may be cleared', async () => {
      const current: Task = (await get(`/api/apps/tasks/task?id=${id}`).expect(200)).body;
      for (const field of ['type', 'title', 'completed', 'priority', 'tags', 'subTasks']) {
        const res = await send('patch', '/api/apps/tasks/task', { id, task: { [field]: null } }).expect(400);
        expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: `task.${field}` })]));
      }
      await send('patch', '/api/apps/tasks/task', { id, task: { subTasks: [{ title: 'x', completed: null }] } }).expect(400);
      expect((await get(`/api/apps/tasks/task?id=${id}`).expect(200)).body).toEqual(current);
      await send('patch', '/api/apps/tasks/task', { id, task: { notes: 'Call first', dueDate: '2026-12-01T00:00:00.000Z' } }).expect(200);
      const cleared = await send('patch', '/api/apps/tasks/task', { id, task: { notes: null, dueDate: null, assignedTo: null } }).expect(200);
      expect(cleared.body).toEqual({ ...current, notes: null, dueDate: null, assignedTo: null });
    });

    it('reorders tasks: the named ones first, the rest after in their order', async () => {
      const before = await all();
      const last = before.at(-1)!;
      const res = await send('patch', '/api/apps/tasks/order', { tasks: [{ id: last.id }, { id: before[1]!.id }] }).expect(200);
      expect(res.body.map((task: Task) => task.id)).toEqual([last.id, before[1]!.id, before[0]!.id, ...before.slice(2, -1).map((task) => task.id)]);
      expectContiguous(res.body);
      expect((await all()).map((task) => task.id)).toEqual(res.body.map((task: Task) => task.id));
      await send('patch', '/api/apps/tasks/order', { tasks: [{ id: 'no-such-task' }] }).expect(404);
      await send('patch', '/api/apps/tasks/order', { tasks: [{ id: last.id }, { id: last.id }] }).expect(400);
      await send('patch', '/api/apps/tasks/order', { tasks: [last.id] }).expect(400);
    });

    it('deletes a task, closing the gap in the order; deleting it again answers 404', async () => {
      expect(JSON.parse((await del(`/api/apps/tasks/task?id=${id}`).expect(200)).text)).toBe(true);
      const tasks = await all();
      expect(tasks.map((task) => task.id)).not.toContain(id);
      expectContiguous(tasks);
      await del(`/api/apps/tasks/task?id=${id}`).expect(404);
    });
  });

  describe('tags', () => {
    it('creates and renames a tag', async () => {
      const created = await send('post', '/api/apps/tasks/tag', { tag: { title: 'Client' } }).expect(200);
      expect(created.body).toEqual({ id: expect.any(String), title: 'Client' });
      const renamed = await send('patch', '/api/apps/tasks/tag', { id: created.body.id, tag: { title: 'Customer' } }).expect(200);
      expect(renamed.body).toEqual({ id: created.body.id, title: 'Customer' });
      await send('patch', '/api/apps/tasks/tag', { id: 'no-such-tag', tag: { title: 'x' } }).expect(404);
      await send('post', '/api/apps/tasks/tag', { tag: { title: '' } }).expect(400);
    });

    it('deleting a tag removes it from every task', async () => {
      const bug = tagId('Bug');
      const tagged = TASKS.filter((task) => task.tags.includes(bug));
      expect(tagged.length).toBeGreaterThan(1);
      await del(`/api/apps/tasks/tag?id=${bug}`).expect(200);
      expect((await get('/api/apps/tasks/tags').expect(200)).body.map((tag: TaskTag) => tag.id)).not.toContain(bug);
      const tasks = await all();
      for (const task of tagged) expect(tasks.find((x) => x.id === task.id)!.tags).toEqual(task.tags.filter((x) => x !== bug));
      await del(`/api/apps/tasks/tag?id=${bug}`).expect(404);
    });
  });

  it('deleting an unknown task or tag answers 404 and changes nothing (the mock removed the last item)', async () => {
    const [tasksBefore, tagsBefore] = [await all(), (await get('/api/apps/tasks/tags').expect(200)).body];
    expect((await del('/api/apps/tasks/task?id=no-such-task').expect(404)).body).toMatchObject({ status: 404, error: 'Resource does not exist' });
    await del('/api/apps/tasks/tag?id=no-such-tag').expect(404);
    await del('/api/apps/tasks/task').expect(400);
    expect(await all()).toEqual(tasksBefore);
    expect((await get('/api/apps/tasks/tags').expect(200)).body).toEqual(tagsBefore);
  });

  it('rebuilding the projections from the log, cascades included, gives the same read models', async () => {
    const before = await t.store.dumpReadModels();
    await t.store.rebuildProjections();
    expect(await t.store.dumpReadModels()).toEqual(before);
  });
});
