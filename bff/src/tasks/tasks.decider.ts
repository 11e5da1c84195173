import {
  NotFound, Refused, TASK_ORDER_READ_ONLY_FIELDS, TASK_READ_ONLY_FIELDS, TASK_TAG_READ_ONLY_FIELDS, TasksEvents, differingFields, unknownReference, withoutEchoedReadOnly,
  type SubTask, type Task, type TaskChanges, type TaskTag, type TaskType, type TasksEvent,
} from '@cis/contracts';
import type { Decider } from '../platform/command/decider';

/** 'tasks' is also read by the common search (id, type, title, completed): keep the name and fields. */
export const TasksCollections = {
  tasks: 'tasks',
  tags: 'tasks-tags',
  /** The contacts area's collection: a task is assigned to a contact of the tenant (as the sample data does). */
  assignees: 'contacts',
} as const;

/**
 * One stream per task and one per tag: a change never waits for another task's. Named with the tenant, as the read
 * models are: an id is the tenant's. The log before streams per task holds the tenant's tags and tasks on
 * `tasks-<tenant>`; each moves onto its own stream at its first change (carried over).
 */
export function taskStream(tenant: string, id: string): string {
  return `task-${tenant}-${id}`;
}
export function taskTagStream(tenant: string, id: string): string {
  return `task-tag-${tenant}-${id}`;
}
/**
 * The list's order is the projection's, in log order: a new task goes first, a deleted one closes its gap, a
 * reorder puts the tasks it names first. No decision needs the whole order folded, so reorders have a stream of
 * their own per tenant (the order is one for the tenant's list) and queue only behind each other.
 */
export function tasksOrderStream(tenant: string): string {
  return `tasks-order-${tenant}`;
}

export const byOrder = (tasks: Task[]): Task[] => [...tasks].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));

/** A task with nothing in it, first in the list. */
export function blankTask(id: string, type: TaskType): Task {
  return { id, type, title: '', notes: null, completed: false, dueDate: null, priority: 1, tags: [], assignedTo: null, subTasks: [], order: 0 };
}

export type TaskTagCommand =
  | { type: 'create'; tag: TaskTag }
  | { type: 'update'; id: string; patch: { title: string; id?: unknown } }
  /** The projection removes the tag from every task. */
  | { type: 'delete'; id: string };

/** The tag as it stands; null before it was created and after it was deleted. */
export type TaskTagState = TaskTag | null;

export const TaskTagDecider: Decider<TaskTagCommand, TasksEvent, TaskTagState> = {
  initialState: null,

  decide(command, tag) {
    switch (command.type) {
      case 'create':
        return [{ type: TasksEvents.tagCreated, data: { tag: command.tag } }];
      case 'update': {
        const current = mustHave(tag);
        const { title } = withoutEchoedReadOnly(command.patch, current, TASK_TAG_READ_ONLY_FIELDS, 'tag');
        if (current.title === title) return [];
        return [{ type: TasksEvents.tagUpdated, data: { id: current.id, title } }];
      }
      case 'delete':
        return [{ type: TasksEvents.tagDeleted, data: { id: mustHave(tag).id } }];
    }
  },

  evolve(tag, event) {
    switch (event.type) {
      case TasksEvents.tagCreated:
      case TasksEvents.tagCarriedOver:
        return event.data.tag;
      case TasksEvents.tagUpdated:
        return tag && { ...tag, title: event.data.title };
      case TasksEvents.tagDeleted:
        return null;
      default:
        return tag;
    }
  },
};

/** A task patch as the body gives it: sub-tasks may come without ids (new ones); read-only fields may be echoed. */
export type TaskUpdate = Omit<TaskChanges, 'subTasks'> & {
  subTasks?: Array<{ id?: string; title: string; completed?: boolean }>;
} & Partial<Record<(typeof TASK_READ_ONLY_FIELDS)[number], unknown>>;

export type TaskCommand =
  /** A new task as given (a blank one first in the list, or a seeded one in its place). */
  | { type: 'create'; task: Task }
  /**
   * Only the fields that differ are recorded. From outside the task's stream, looked up by the command handler:
   * `order` (the list's, for an echoed order), `tagIds` (the tenant's tags, when the patch names some),
   * `assigneeExists` (assignedTo names a contact of the tenant). Sub-task i without an id takes `newSubTaskIds[i]`.
   */
  | {
      type: 'update'; id: string; patch: TaskUpdate; order: number; tagIds: ReadonlySet<string>; assigneeExists: boolean;
      newSubTaskIds: readonly string[];
    }
  /** The projection closes the gap in the order. */
  | { type: 'delete'; id: string };

/** The task as it stands (its order as created: the list's order is the projection's); null before and after. */
export type TaskState = Task | null;

export const TaskDecider: Decider<TaskCommand, TasksEvent, TaskState> = {
  initialState: null,

  decide(command, task) {
    switch (command.type) {
      case 'create':
        return [{ type: TasksEvents.taskCreated, data: { task: command.task } }];
      case 'update': {
        const current = mustHave(task);
        const patch = withoutEchoedReadOnly(command.patch, { ...current, order: command.order }, TASK_READ_ONLY_FIELDS, 'task');
        if (patch.tags) {
          const missing = patch.tags.find((tagId) => !command.tagIds.has(tagId));
          if (missing) throw unknownReference('task.tags', `Tag ${missing} does not exist.`);
        }
        if (patch.assignedTo != null && !command.assigneeExists) {
          throw unknownReference('task.assignedTo', `Contact ${patch.assignedTo} does not exist.`);
        }
        const { subTasks, ...rest } = patch;
        const resolved: TaskChanges = { ...rest };
        if (rest.tags) resolved.tags = [...new Set(rest.tags)];
        if (subTasks) resolved.subTasks = resolveSubTasks(current, subTasks, command.newSubTaskIds);
        // Tags deleted meanwhile (on their own streams) are gone from what the caller saw: compare without them.
        const seen: Task = patch.tags ? { ...current, tags: current.tags.filter((id) => command.tagIds.has(id)) } : current;
        const changes: TaskChanges = differingFields(seen, resolved);
        if (Object.keys(changes).length === 0) return [];
        return [{ type: TasksEvents.taskUpdated, data: { id: current.id, changes } }];
      }
      case 'delete':
        return [{ type: TasksEvents.taskDeleted, data: { id: mustHave(task).id } }];
    }
  },

  evolve(task, event) {
    switch (event.type) {
      case TasksEvents.taskCreated:
      case TasksEvents.taskCarriedOver:
        return event.data.task;
      case TasksEvents.taskUpdated:
        return task && { ...task, ...event.data.changes };
      case TasksEvents.taskDeleted:
        return null;
      default:
        return task;
    }
  },
};

/** A task named by a reorder: its id, and the task's other fields when it is sent back whole (read-only there). */
export type TaskRefEcho = { id: string } & Partial<Record<(typeof TASK_ORDER_READ_ONLY_FIELDS)[number], unknown>>;

export type TaskOrderCommand =
  /**
   * The named tasks first in the order given, then the others in their current order. `current`: every task of
   * the tenant as it stands, with its order, looked up by the command handler (the tasks live on their own streams).
   */
  { type: 'reorder'; tasks: readonly TaskRefEcho[]; current: readonly Task[] };

/** Nothing: the order a reorder starts from travels in the command (see tasksOrderStream). */
export type TaskOrderState = null;

export const TaskOrderDecider: Decider<TaskOrderCommand, TasksEvent, TaskOrderState> = {
  initialState: null,

  decide(command) {
    const { current } = command;
    const ids = command.tasks.map((task) => task.id);
    if (new Set(ids).size !== ids.length) throw new Refused('duplicate', 'Each task may appear only once.', { field: 'tasks' });
    const stored = new Map(current.map((task) => [task.id, task]));
    const orderOf = new Map(current.map((task) => [task.id, task.order]));
    for (const [index, echoed] of command.tasks.entries()) {
      const task = stored.get(echoed.id);
      if (!task) throw new NotFound();
      // This call only moves tasks: what else a task echoes back must be as stored.
      withoutEchoedReadOnly(echoed, task, TASK_ORDER_READ_ONLY_FIELDS, `tasks.${index}`);
    }
    const inOrder = [...current].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id)).map((task) => task.id);
    const order = [...ids, ...inOrder.filter((id) => !ids.includes(id))];
    if (order.every((id, index) => orderOf.get(id) === index)) return [];
    return [{ type: TasksEvents.tasksReordered, data: { ids: order } }];
  },

  evolve: (state) => state,
};

function resolveSubTasks(task: Task, inputs: NonNullable<TaskUpdate['subTasks']>, newIds: readonly string[]): SubTask[] {
  const own = new Set(task.subTasks.map((sub) => sub.id));
  const seen = new Set<string>();
  return inputs.map((input, index): SubTask => {
    if (input.id !== undefined) {
      const field = `task.subTasks.${index}.id`;
      if (!own.has(input.id)) throw unknownReference(field, `Sub-task ${input.id} is not a sub-task of this task.`);
      if (seen.has(input.id)) throw new Refused('duplicate', `Sub-task ${input.id} is given twice.`, { field });
      seen.add(input.id);
    }
    const id = input.id ?? newIds[index];
    if (id === undefined) throw new Error(`No id for the new sub-task ${index}`);
    return { id, title: input.title, completed: input.completed ?? false };
  });
}

function mustHave<T>(value: T | null): T {
  if (value === null) throw new NotFound();
  return value;
}
