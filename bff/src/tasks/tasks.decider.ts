import { NotFoundException } from '@nestjs/common';
import {
  TasksEvents, type NewEvent, type SubTask, type Task, type TaskChanges, type TaskCreatedData, type TaskDeletedData, type TaskTag,
  type TaskTagCreatedData, type TaskTagDeletedData, type TaskTagUpdatedData, type TaskUpdatedData, type TasksReorderedData,
} from '@cis/contracts';
import { refusedField } from '../platform/errors/refused-field';

/** 'tasks' is also read by the common search (id, type, title, completed): keep the name and fields. */
export const TasksCollections = {
  tasks: 'tasks',
  tags: 'tasks-tags',
  /** The contacts area's collection: a task is assigned to a contact of the tenant (as the sample data does). */
  assignees: 'contacts',
} as const;

/** One stream per tenant: order changes touch every task, tag deletes touch many. */
export function tasksStream(tenant: string): string {
  return `tasks-${tenant}`;
}

export interface TasksState {
  tasks: Task[];
  tags: TaskTag[];
}

/** A task patch as the body gives it: sub-tasks may come without ids (new ones). */
export type TaskUpdate = Omit<TaskChanges, 'subTasks'> & {
  subTasks?: Array<{ id?: string; title: string; completed?: boolean }>;
};

export const byOrder = (tasks: Task[]): Task[] => [...tasks].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));

export const TasksDecider = {
  seed(tags: TaskTag[], tasks: Task[]): NewEvent[] {
    return [
      ...tags.map((tag) => ({ type: TasksEvents.tagCreated, data: { tag } satisfies TaskTagCreatedData })),
      ...byOrder(tasks).map((task) => ({ type: TasksEvents.taskCreated, data: { task } satisfies TaskCreatedData })),
    ];
  },

  createTag(tag: TaskTag): NewEvent[] {
    return [{ type: TasksEvents.tagCreated, data: { tag } satisfies TaskTagCreatedData }];
  },

  updateTag(state: TasksState, id: string, title: string): NewEvent[] {
    const tag = mustFind(state.tags, id);
    if (tag.title === title) return [];
    return [{ type: TasksEvents.tagUpdated, data: { id, title } satisfies TaskTagUpdatedData }];
  },

  /** The projection removes the tag from every task. */
  deleteTag(state: TasksState, id: string): NewEvent[] {
    mustFind(state.tags, id);
    return [{ type: TasksEvents.tagDeleted, data: { id } satisfies TaskTagDeletedData }];
  },

  /** A new task or section goes first (order 0); the others move one down. */
  createTask(id: string, type: Task['type']): NewEvent[] {
    const task: Task = {
      id, type, title: '', notes: null, completed: false, dueDate: null, priority: 1, tags: [], assignedTo: null, subTasks: [], order: 0,
    };
    return [{ type: TasksEvents.taskCreated, data: { task } satisfies TaskCreatedData }];
  },

  /**
   * Only the fields that differ are recorded. Ids the patch refers to must name something (400 naming the field
   * otherwise): tags of the tenant, assignedTo a contact of the tenant (`assignees`), a sub-task id one of this task's
   * sub-tasks, each once; sub-tasks without an id are new and get `makeId()`.
   */
  updateTask(state: TasksState, id: string, patch: TaskUpdate, assignees: ReadonlySet<string>, makeId: () => string): NewEvent[] {
    const task = mustFind(state.tasks, id);
    if (patch.tags) {
      const known = new Set(state.tags.map((tag) => tag.id));
      const missing = patch.tags.find((tagId) => !known.has(tagId));
      if (missing) throw refusedField('task.tags', `Tag ${missing} does not exist.`);
    }
    if (patch.assignedTo != null && !assignees.has(patch.assignedTo)) {
      throw refusedField('task.assignedTo', `Contact ${patch.assignedTo} does not exist.`);
    }
    const { subTasks, ...rest } = patch;
    const resolved: TaskChanges = { ...rest };
    if (rest.tags) resolved.tags = [...new Set(rest.tags)];
    if (subTasks) resolved.subTasks = resolveSubTasks(task, subTasks, makeId);
    const changes = Object.fromEntries(
      Object.entries(resolved).filter(([key, value]) => value !== undefined && JSON.stringify(value) !== JSON.stringify((task as unknown as Record<string, unknown>)[key])),
    ) as TaskChanges;
    if (Object.keys(changes).length === 0) return [];
    return [{ type: TasksEvents.taskUpdated, data: { id, changes } satisfies TaskUpdatedData }];
  },

  /** The projection closes the gap in the order. */
  deleteTask(state: TasksState, id: string): NewEvent[] {
    mustFind(state.tasks, id);
    return [{ type: TasksEvents.taskDeleted, data: { id } satisfies TaskDeletedData }];
  },

  /** The named tasks first in the order given, then the others in their current order. */
  reorder(state: TasksState, ids: string[]): NewEvent[] {
    if (new Set(ids).size !== ids.length) throw refusedField('tasks', 'Each task may appear only once.', 'duplicate');
    for (const id of ids) mustFind(state.tasks, id);
    const current = byOrder(state.tasks).map((task) => task.id);
    const order = [...ids, ...current.filter((id) => !ids.includes(id))];
    const unchanged = order.every((id, index) => state.tasks.find((task) => task.id === id)?.order === index);
    if (unchanged) return [];
    return [{ type: TasksEvents.tasksReordered, data: { ids: order } satisfies TasksReorderedData }];
  },
};

function resolveSubTasks(task: Task, inputs: NonNullable<TaskUpdate['subTasks']>, makeId: () => string): SubTask[] {
  const own = new Set(task.subTasks.map((sub) => sub.id));
  const seen = new Set<string>();
  return inputs.map((input, index): SubTask => {
    if (input.id !== undefined) {
      const field = `task.subTasks.${index}.id`;
      if (!own.has(input.id)) throw refusedField(field, `Sub-task ${input.id} is not a sub-task of this task.`);
      if (seen.has(input.id)) throw refusedField(field, `Sub-task ${input.id} is given twice.`, 'duplicate');
      seen.add(input.id);
    }
    return { id: input.id ?? makeId(), title: input.title, completed: input.completed ?? false };
  });
}

function mustFind<T extends { id: string }>(items: T[], id: string): T {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new NotFoundException();
  return item;
}
