import { BadRequestException, NotFoundException } from '@nestjs/common';
import { TasksEvents, type Task } from '@cis/contracts';
import type { ValidationFailed } from '../platform/errors/error-envelope.filter';
import { TasksDecider } from './tasks.decider';
import { highlight, searchTasks } from './tasks.queries';

const task = (id: string, order: number, title = id, notes: string | null = null): Task => ({
  id, type: 'task', title, notes, completed: false, dueDate: null, priority: 1, tags: [], assignedTo: null, subTasks: [], order,
});
const state = () => ({ tasks: [task('a', 0), task('b', 1), task('c', 2), task('d', 3)], tags: [{ id: 't1', title: 'Bug' }] });

describe('task order', () => {
  it('puts the named tasks first and keeps the others in their order', () => {
    expect(TasksDecider.reorder(state(), ['c', 'a'])).toEqual([{ type: TasksEvents.tasksReordered, data: { ids: ['c', 'a', 'b', 'd'] } }]);
    expect(TasksDecider.reorder(state(), ['a', 'b'])).toEqual([]);
  });

  it('refuses unknown and repeated tasks', () => {
    expect(() => TasksDecider.reorder(state(), ['a', 'zz'])).toThrow(NotFoundException);
    expect(() => TasksDecider.reorder(state(), ['a', 'a'])).toThrow(BadRequestException);
  });

  it('creates an empty task first with priority 1', () => {
    expect(TasksDecider.createTask('n', 'section')[0]?.data).toEqual({
      task: { id: 'n', type: 'section', title: '', notes: null, completed: false, dueDate: null, priority: 1, tags: [], assignedTo: null, subTasks: [], order: 0 },
    });
  });

  const contacts = new Set(['c1']);
  const makeId = (): string => 'new-sub';

  it('records only changed fields and refuses unknown tags', () => {
    expect(TasksDecider.updateTask(state(), 'a', { title: 'a', completed: true }, contacts, makeId)[0]?.data).toEqual({ id: 'a', changes: { completed: true } });
    expect(() => TasksDecider.updateTask(state(), 'a', { tags: ['t1', 't9'] }, contacts, makeId)).toThrow('Tag t9 does not exist.');
  });

  it('assigns a task to a contact or to nobody; anyone else is 400 on task.assignedTo', () => {
    expect(TasksDecider.updateTask(state(), 'a', { assignedTo: 'c1' }, contacts, makeId)[0]?.data).toEqual({ id: 'a', changes: { assignedTo: 'c1' } });
    expect(TasksDecider.updateTask(state(), 'a', { assignedTo: null }, contacts, makeId)).toEqual([]);
    const refused = (() => {
      try { TasksDecider.updateTask(state(), 'a', { assignedTo: 'u-admin' }, contacts, makeId); } catch (error) { return error; }
      return undefined;
    })() as ValidationFailed;
    expect(refused).toBeInstanceOf(BadRequestException);
    expect(refused.fieldErrors).toEqual([expect.objectContaining({ field: 'task.assignedTo', developerMessage: 'Contact u-admin does not exist.' })]);
  });

  it("keeps a sub-task's id only when it is one of the task's sub-tasks, given once", () => {
    const withSubs = { ...state(), tasks: [{ ...task('a', 0), subTasks: [{ id: 's1', title: 'One', completed: false }] }] };
    expect(TasksDecider.updateTask(withSubs, 'a', { subTasks: [{ id: 's1', title: 'One', completed: true }, { title: 'Two' }] }, contacts, makeId)[0]?.data)
      .toEqual({ id: 'a', changes: { subTasks: [{ id: 's1', title: 'One', completed: true }, { id: 'new-sub', title: 'Two', completed: false }] } });
    expect(() => TasksDecider.updateTask(withSubs, 'a', { subTasks: [{ id: 's1', title: 'x' }, { id: 's1', title: 'y' }] }, contacts, makeId))
      .toThrow(BadRequestException);
    expect(() => TasksDecider.updateTask(withSubs, 'a', { subTasks: [{ id: 's9', title: 'x' }] }, contacts, makeId))
      .toThrow('Sub-task s9 is not a sub-task of this task.');
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
