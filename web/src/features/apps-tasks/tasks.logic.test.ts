import type { Task } from '@cis/contracts';
import { applyOrder, draftOf, groupBySections, moveId, patchOf, remaining, subTaskProgress, validateTask } from './tasks.logic';

const task = (id: string, order: number, extra: Partial<Task> = {}): Task => ({
  id, type: 'task', title: id, notes: null, completed: false, dueDate: null, priority: 1, tags: [], assignedTo: null, subTasks: [], order, ...extra,
});

describe('sections and order', () => {
  const tasks = [task('b', 2), task('s1', 1, { type: 'section' }), task('a', 0), task('s2', 3, { type: 'section' }), task('c', 4, { completed: true })];

  it('groups tasks under the section above them, in order; tasks before any section form a group of their own', () => {
    const groups = groupBySections(tasks);
    expect(groups.map((g) => [g.section?.id ?? null, g.tasks.map((t) => t.id)])).toEqual([[null, ['a']], ['s1', ['b']], ['s2', ['c']]]);
  });

  it('moves an id to an index of the order without it', () => {
    expect(moveId(['a', 'b', 'c', 'd'], 'a', 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveId(['a', 'b', 'c', 'd'], 'd', 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveId(['a', 'b'], 'a', 99)).toEqual(['b', 'a']);
    expect(moveId(['a', 'b'], 'x', 0)).toEqual(['a', 'b']);
  });

  it('renumbers the tasks in the new order', () => {
    const reordered = applyOrder(tasks, ['c', 'a', 's1', 'b', 's2']);
    expect(reordered.map((t) => [t.id, t.order])).toEqual([['c', 0], ['a', 1], ['s1', 2], ['b', 3], ['s2', 4]]);
  });

  it('counts open tasks only (not sections, not done ones)', () => {
    expect(remaining(tasks)).toBe(2);
  });
});

describe('the editor', () => {
  const full = task('t', 0, {
    title: 'File the VAT return', notes: 'for March', dueDate: '2026-04-20T00:00:00.000Z', priority: 2, tags: ['api'],
    subTasks: [{ id: 's', title: 'Collect invoices', completed: true }],
  });

  it('round-trips a task through the draft into the PATCH body', () => {
    expect(patchOf(draftOf(full))).toEqual({
      title: 'File the VAT return', notes: 'for March', completed: false, dueDate: '2026-04-20T00:00:00.000Z', priority: 2, tags: ['api'],
      subTasks: [{ id: 's', title: 'Collect invoices', completed: true }],
    });
  });

  it('sends null for blank notes and no due date, and new sub-tasks without id', () => {
    const draft = { ...draftOf(full), notes: '   ', dueDate: null, subTasks: [{ title: ' New ', completed: false }] };
    expect(patchOf(draft)).toMatchObject({ notes: null, dueDate: null, subTasks: [{ title: 'New', completed: false }] });
  });

  it('sends only the title of a section', () => {
    expect(patchOf({ ...draftOf(full), type: 'section', title: ' Q2 ' })).toEqual({ title: 'Q2' });
  });

  it('lists the invalid fields', () => {
    expect(validateTask(draftOf(full))).toEqual([]);
    expect(validateTask({ ...draftOf(full), title: ' ' })).toEqual(['appsTasks_title']);
    expect(validateTask({ ...draftOf(full), type: 'section', title: '' })).toEqual(['appsTasks_sectionTitle']);
    expect(validateTask({ ...draftOf(full), notes: 'x'.repeat(20_001), subTasks: [{ title: '', completed: false }] })).toEqual(['appsTasks_notes', 'appsTasks_subTaskTitle']);
  });

  it('counts finished sub-tasks', () => {
    expect(subTaskProgress(full)).toEqual({ done: 1, total: 1 });
  });
});
