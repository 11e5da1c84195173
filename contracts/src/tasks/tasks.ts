import type { EventUnion } from '../platform/events';
/** Tasks sample app (spec 001 s3 "Tasks", s4, s5, s7 "Tasks", s9). Shared by every user of a tenant. */

export type TaskType = 'section' | 'task';
export const TASK_TYPES: readonly TaskType[] = ['section', 'task'];

export type TaskPriority = 0 | 1 | 2;
export const TASK_PRIORITY_MIN = 0;
export const TASK_PRIORITY_MAX = 2;
export const TASK_DEFAULT_PRIORITY: TaskPriority = 1;

export interface TaskTag {
  id: string;
  title: string;
}

export interface SubTask {
  id: string;
  title: string;
  completed: boolean;
}

export interface Task {
  id: string;
  type: TaskType;
  title: string;
  /** Plain text. */
  notes: string | null;
  completed: boolean;
  /** ISO timestamp or null. */
  dueDate: string | null;
  priority: TaskPriority;
  /** Tag ids. */
  tags: string[];
  /** Id of the contact (contacts sample app) the task is assigned to, or null; any other id is refused (400). */
  assignedTo: string | null;
  subTasks: SubTask[];
  /** 0-based place in the list; GET all sorts by it. */
  order: number;
}

export const TasksRoutes = {
  tags: 'api/apps/tasks/tags',
  tag: 'api/apps/tasks/tag',
  all: 'api/apps/tasks/all',
  search: 'api/apps/tasks/search',
  order: 'api/apps/tasks/order',
  task: 'api/apps/tasks/task',
} as const;

/** Marks that wrap every match of the query in a task title found by search (the title is HTML-escaped first). */
export const TASK_SEARCH_MARK = { open: '<mark>', close: '</mark>' } as const;

export const TasksEvents = {
  tagCreated: 'tasks.tag-created',
  tagUpdated: 'tasks.tag-updated',
  tagDeleted: 'tasks.tag-deleted',
  taskCreated: 'tasks.task-created',
  taskUpdated: 'tasks.task-updated',
  taskDeleted: 'tasks.task-deleted',
  tasksReordered: 'tasks.tasks-reordered',
  /**
   * A tag or a task of the tenant's tasks stream (before streams per tag and per task) moved onto its own stream at
   * its first change: as it stood. Nothing changes for anyone: not projected, not pushed.
   */
  tagCarriedOver: 'tasks.tag-carried-over',
  taskCarriedOver: 'tasks.task-carried-over',
} as const;

export interface TaskTagCreatedData { tag: TaskTag }
export interface TaskTagUpdatedData { id: string; title: string }
/** The projection removes the id from every task. */
export interface TaskTagDeletedData { id: string }
/** The new task takes its order; the projection moves every task at or after that order one down. */
export interface TaskCreatedData { task: Task }
export type TaskChanges = Partial<Pick<Task, 'title' | 'notes' | 'completed' | 'dueDate' | 'priority' | 'tags' | 'assignedTo' | 'subTasks' | 'type'>>;
export interface TaskUpdatedData { id: string; changes: TaskChanges }
export interface TaskDeletedData { id: string }
/**
 * The new order, first to last: every task id when it was decided. The projection puts these first, in this order,
 * then any task they do not name (created meanwhile on its own stream) in its current order, numbered 0, 1, 2 ...
 */
export interface TasksReorderedData { ids: string[] }
export interface TaskTagCarriedOverData { tag: TaskTag }
export interface TaskCarriedOverData { task: Task }

/**
 * Every event of the task list: narrow on `type`, `data` follows. Pushed (genesis included) to every signed-in user
 * of the tenant. Deleting a tag: drop its id from every task (or refetch).
 */
export type TasksEvent = EventUnion<{
  [TasksEvents.tagCreated]: TaskTagCreatedData;
  [TasksEvents.tagUpdated]: TaskTagUpdatedData;
  [TasksEvents.tagDeleted]: TaskTagDeletedData;
  [TasksEvents.taskCreated]: TaskCreatedData;
  [TasksEvents.taskUpdated]: TaskUpdatedData;
  [TasksEvents.taskDeleted]: TaskDeletedData;
  [TasksEvents.tasksReordered]: TasksReorderedData;
  [TasksEvents.tagCarriedOver]: TaskTagCarriedOverData;
  [TasksEvents.taskCarriedOver]: TaskCarriedOverData;
}>;

/** The fields of a task (as the calls answer it) that a PATCH may echo back but not change (order: PATCH order). */
export const TASK_READ_ONLY_FIELDS = ['id', 'order'] as const;
/** PATCH order only moves tasks: a task sent back whole there must be as stored in every other field. */
export const TASK_ORDER_READ_ONLY_FIELDS = ['type', 'title', 'notes', 'completed', 'dueDate', 'priority', 'tags', 'assignedTo', 'subTasks', 'order'] as const;
/** The fields of a tag that a PATCH may echo back but not change. */
export const TASK_TAG_READ_ONLY_FIELDS = ['id'] as const;
