import { NotFound, Refused, TasksEvents, type StoredOf, type Task, type TaskTag, type TasksEvent } from '@cis/contracts';
import type { ReadModelWriter } from '../platform/event-store/event-store.port';
import { given } from '../platform/testing/decider-spec';
import { TaskDecider, TaskOrderDecider, TaskTagDecider, blankTask, type TaskCommand } from './tasks.decider';
import { TasksProjection } from './tasks.projection';
import { highlight, searchTasks } from './tasks.queries';

const task = (id: string, order: number, title = id, notes: string | null = null): Task => ({
  id, type: 'task', title, notes, completed: false, dueDate: null, priority: 1, tags: [], assignedTo: null, subTasks: [], order,
});
const current = [task('a', 0), task('b', 1), task('c', 2), task('d', 3)];
const refs = (...ids: string[]) => ids.map((id) => ({ id }));
const created = (t: Task): TasksEvent => ({ type: TasksEvents.taskCreated, data: { task: t } });
const tag: TaskTag = { id: 't1', title: 'Bug' };
const tagCreated: TasksEvent = { type: TasksEvents.tagCreated, data: { tag } };
const update = (patch: Extract<TaskCommand, { type: 'update' }>['patch'], extra: Partial<Extract<TaskCommand, { type: 'update' }>> = {}): TaskCommand =>
  ({ type: 'update', id: 'a', patch, order: 0, tagIds: new Set(['t1']), assigneeExists: true, newSubTaskIds: ['new-sub', 'new-sub-2'], ...extra });

describe('the task order decider (one order stream per tenant)', () => {
  it('puts the named tasks first and keeps the others in their order', () => {
    given(TaskOrderDecider).when({ type: 'reorder', tasks: refs('c', 'a'), current })
      .then([{ type: TasksEvents.tasksReordered, data: { ids: ['c', 'a', 'b', 'd'] } }]);
    given(TaskOrderDecider).when({ type: 'reorder', tasks: refs('a', 'b'), current }).thenNothing();
  });

  it('refuses unknown tasks (404) and repeated ones (400 naming tasks)', () => {
    given(TaskOrderDecider).when({ type: 'reorder', tasks: refs('a', 'zz'), current }).thenRefused(NotFound);
    const twice = given(TaskOrderDecider).when({ type: 'reorder', tasks: refs('a', 'a'), current }).thenRefused(Refused, 'duplicate') as Refused;
    expect(twice.fields.map((f) => f.field)).toEqual(['tasks']);
  });

  it('takes the tasks back as answered, in their new order, and refuses one whose other fields changed (it only moves)', () => {
    given(TaskOrderDecider).when({ type: 'reorder', tasks: [current[2]!, current[0]!], current })
      .then([{ type: TasksEvents.tasksReordered, data: { ids: ['c', 'a', 'b', 'd'] } }]);
    const refused = given(TaskOrderDecider).when({ type: 'reorder', tasks: [current[2]!, { ...current[0]!, title: 'renamed' }], current })
      .thenRefused(Refused, 'readOnly') as Refused;
    expect(refused.fields.map((f) => f.field)).toEqual(['tasks.1.title']);
  });
});

describe('the task tag decider (one stream per tag)', () => {
  it('creates, renames and deletes a tag; the same title records nothing', () => {
    given(TaskTagDecider).when({ type: 'create', tag }).then([tagCreated]);
    given(TaskTagDecider, [tagCreated]).when({ type: 'update', id: 't1', patch: { title: 'Defect' } })
      .then([{ type: TasksEvents.tagUpdated, data: { id: 't1', title: 'Defect' } }]);
    given(TaskTagDecider, [tagCreated]).when({ type: 'update', id: 't1', patch: { title: 'Bug' } }).thenNothing();
    given(TaskTagDecider, [tagCreated]).when({ type: 'delete', id: 't1' }).then([{ type: TasksEvents.tagDeleted, data: { id: 't1' } }]);
  });

  it('takes the tag back as answered, refuses another id naming tag.id, and answers 404 for a tag it does not hold', () => {
    given(TaskTagDecider, [tagCreated]).when({ type: 'update', id: 't1', patch: { id: 't1', title: 'Defect' } })
      .then([{ type: TasksEvents.tagUpdated, data: { id: 't1', title: 'Defect' } }]);
    const refused = given(TaskTagDecider, [tagCreated]).when({ type: 'update', id: 't1', patch: { id: 't2', title: 'x' } }).thenRefused(Refused, 'readOnly') as Refused;
    expect(refused.fields.map((f) => f.field)).toEqual(['tag.id']);
    given(TaskTagDecider).when({ type: 'delete', id: 't1' }).thenRefused(NotFound);
    given(TaskTagDecider, [tagCreated, { type: TasksEvents.tagDeleted, data: { id: 't1' } }]).when({ type: 'update', id: 't1', patch: { title: 'x' } }).thenRefused(NotFound);
    given(TaskTagDecider, [{ type: TasksEvents.tagCarriedOver, data: { tag } }]).when({ type: 'delete', id: 't1' })
      .then([{ type: TasksEvents.tagDeleted, data: { id: 't1' } }]);
  });
});

describe('the task decider (one stream per task)', () => {
  it('creates an empty task first with priority 1', () => {
    given(TaskDecider).when({ type: 'create', task: blankTask('n', 'section') }).then([created({
      id: 'n', type: 'section', title: '', notes: null, completed: false, dueDate: null, priority: 1, tags: [], assignedTo: null, subTasks: [], order: 0,
    })]);
  });

  it('records only changed fields and refuses unknown tags naming task.tags', () => {
    given(TaskDecider, [created(task('a', 0))]).when(update({ title: 'a', completed: true }))
      .then([{ type: TasksEvents.taskUpdated, data: { id: 'a', changes: { completed: true } } }]);
    const refused = given(TaskDecider, [created(task('a', 0))]).when(update({ tags: ['t1', 't9'] })).thenRefused(Refused, 'unknownReference') as Refused;
    expect(refused.fields).toEqual([expect.objectContaining({ field: 'task.tags', message: 'Tag t9 does not exist.' })]);
  });

  it('assigns a task to a contact or to nobody; anyone else is 400 on task.assignedTo', () => {
    given(TaskDecider, [created(task('a', 0))]).when(update({ assignedTo: 'c1' }))
      .then([{ type: TasksEvents.taskUpdated, data: { id: 'a', changes: { assignedTo: 'c1' } } }]);
    given(TaskDecider, [created(task('a', 0))]).when(update({ assignedTo: null }, { assigneeExists: false })).thenNothing();
    const refused = given(TaskDecider, [created(task('a', 0))]).when(update({ assignedTo: 'u-admin' }, { assigneeExists: false }))
      .thenRefused(Refused, 'unknownReference') as Refused;
    expect(refused.fields).toEqual([expect.objectContaining({ field: 'task.assignedTo', message: 'Contact u-admin does not exist.' })]);
  });

  it("keeps a sub-task's id only when it is one of the task's sub-tasks, given once", () => {
    const withSubs = created({ ...task('a', 0), subTasks: [{ id: 's1', title: 'One', completed: false }] });
    given(TaskDecider, [withSubs]).when(update({ subTasks: [{ id: 's1', title: 'One', completed: true }, { title: 'Two' }] }))
      .then([{ type: TasksEvents.taskUpdated, data: { id: 'a', changes: { subTasks: [{ id: 's1', title: 'One', completed: true }, { id: 'new-sub-2', title: 'Two', completed: false }] } } }]);
    const twice = given(TaskDecider, [withSubs]).when(update({ subTasks: [{ id: 's1', title: 'x' }, { id: 's1', title: 'y' }] })).thenRefused(Refused, 'duplicate') as Refused;
    expect(twice.fields.map((f) => f.field)).toEqual(['task.subTasks.1.id']);
    const foreign = given(TaskDecider, [withSubs]).when(update({ subTasks: [{ id: 's9', title: 'x' }] })).thenRefused(Refused, 'unknownReference') as Refused;
    expect(foreign.fields).toEqual([expect.objectContaining({ message: 'Sub-task s9 is not a sub-task of this task.' })]);
  });

  it('takes the task back as answered (id, order: the list\'s) and refuses another order, naming task.order', () => {
    given(TaskDecider, [created(task('a', 0))]).when(update({ ...task('a', 3), title: 'A' }, { order: 3 }))
      .then([{ type: TasksEvents.taskUpdated, data: { id: 'a', changes: { title: 'A' } } }]);
    const refused = given(TaskDecider, [created(task('a', 0))]).when(update({ order: 5 }, { order: 3 })).thenRefused(Refused, 'readOnly') as Refused;
    expect(refused.fields.map((f) => f.field)).toEqual(['task.order']);
  });

  it('compares tags without those deleted since (what the caller saw)', () => {
    given(TaskDecider, [created({ ...task('a', 0), tags: ['t1', 'gone'] })]).when(update({ tags: ['t1'] })).thenNothing();
  });

  it('deletes a task; answers 404 for a task it does not hold, deleted ones included', () => {
    given(TaskDecider, [created(task('a', 0))]).when({ type: 'delete', id: 'a' }).then([{ type: TasksEvents.taskDeleted, data: { id: 'a' } }]);
    given(TaskDecider).when(update({ title: 'x' })).thenRefused(NotFound);
    given(TaskDecider, [created(task('a', 0)), { type: TasksEvents.taskDeleted, data: { id: 'a' } }]).when({ type: 'delete', id: 'a' }).thenRefused(NotFound);
  });

  it('decides on a task carried over from the tenant stream', () => {
    given(TaskDecider, [{ type: TasksEvents.taskCarriedOver, data: { task: { ...task('a', 2), completed: true } } }]).when(update({ completed: true }, { order: 2 })).thenNothing();
  });
});

/** An in-memory read model, enough to run the projection on the deciders' events. */
function memoryReadModels(): ReadModelWriter & { docs: Map<string, unknown> } {
  const docs = new Map<string, unknown>();
  return {
    docs,
    get: async <T>(_collection: string, id: string) => docs.get(id) as T | undefined,
    list: async <T>() => [...docs.values()] as T[],
    put: async (_collection, id, doc) => void docs.set(id, doc),
    delete: async (_collection, id) => void docs.delete(id),
  };
}

describe('the order of the list (the tasks projection)', () => {
  const apply = async (events: TasksEvent[]) => {
    const rm = memoryReadModels();
    const projection = new TasksProjection();
    for (const [index, event] of events.entries()) {
      await projection.apply({ ...event, position: index + 1, stream: 's', version: 1, tenant: 'cis', userId: null, at: '' } as StoredOf<TasksEvent>, rm);
    }
    return ([...rm.docs.values()] as Task[]).sort((x, y) => x.order - y.order).map((t) => t.id);
  };
  const seed = ['d', 'c', 'b', 'a'].map((id) => created(task(id, 0)));

  it('puts a new task first and closes the gap of a deleted one', async () => {
    expect(await apply(seed)).toEqual(['a', 'b', 'c', 'd']);
    expect(await apply([...seed, { type: TasksEvents.taskDeleted, data: { id: 'b' } }])).toEqual(['a', 'c', 'd']);
  });

  it('numbers a reorder that names every task exactly as given (the log before streams per task)', async () => {
    expect(await apply([...seed, { type: TasksEvents.tasksReordered, data: { ids: ['c', 'a', 'b', 'd'] } }])).toEqual(['c', 'a', 'b', 'd']);
  });

  it('keeps a task created after the reorder was decided, and skips one deleted since, numbering 0, 1, 2 ...', async () => {
    const events: TasksEvent[] = [
      ...seed, created(task('new', 0)), { type: TasksEvents.taskDeleted, data: { id: 'b' } },
      { type: TasksEvents.tasksReordered, data: { ids: ['c', 'a', 'b', 'd'] } },
    ];
    expect(await apply(events)).toEqual(['c', 'a', 'd', 'new']);
  });
});

describe('task search', () => {
  it('marks every case-insensitive match and escapes the rest of the title', () => {
    expect(highlight('VAT return for vat group', 'vat')).toBe('<mark>VAT</mark> return for <mark>vat</mark> group');
    expect(highlight('Fix <script> in a+b', 'a+b')).toBe('Fix &lt;script&gt; in <mark>a+b</mark>');
    expect(highlight('Tom & Jerry', '&')).toBe('Tom <mark>&amp;</mark> Jerry');
  });

  it('matches title or notes by order, and answers null for an empty query', () => {
    const tasks = [task('x', 2, 'Payroll'), task('y', 0, 'Call GDT', 'about payroll'), task('z', 1, 'Lunch')];
    expect(searchTasks(tasks, 'PAYROLL')?.map((t) => [t.id, t.title])).toEqual([['y', 'Call GDT'], ['x', '<mark>Payroll</mark>']]);
    expect(searchTasks(tasks, '')).toBeNull();
    expect(searchTasks(tasks, '   ')).toBeNull();
    expect(searchTasks(tasks, undefined)).toBeNull();
    expect(searchTasks(tasks, 'nothing')).toEqual([]);
  });
});
