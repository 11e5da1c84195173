import type { PushOf, PushPayloads } from '../platform/socket';
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
} as const;
export const TASKS_EVENT_TYPES: readonly string[] = Object.values(TasksEvents);

export interface TaskTagCreatedData { tag: TaskTag }
export interface TaskTagUpdatedData { id: string; title: string }
/** The projection removes the id from every task. */
export interface TaskTagDeletedData { id: string }
/** The new task takes its order; the projection moves every task at or after that order one down. */
export interface TaskCreatedData { task: Task }
export type TaskChanges = Partial<Pick<Task, 'title' | 'notes' | 'completed' | 'dueDate' | 'priority' | 'tags' | 'assignedTo' | 'subTasks' | 'type'>>;
export interface TaskUpdatedData { id: string; changes: TaskChanges }
export interface TaskDeletedData { id: string }
/** The complete new order: every task id, first to last. */
export interface TasksReorderedData { ids: string[] }

/**
 * Live pushes of the task list: every event above (genesis included) goes to the room `tenant:<tenant>`, so every
 * signed-in user of the tenant receives it, as socket.io event `event` (SocketEvents.event) carrying a StoredEvent
 * whose `type` is the event name and `data` the payload below. Deleting a tag: drop its id from every task (or refetch).
 */
export type TasksPushPayloads = PushPayloads<typeof TasksEvents, {
  tagCreated: TaskTagCreatedData;
  tagUpdated: TaskTagUpdatedData;
  tagDeleted: TaskTagDeletedData;
  taskCreated: TaskCreatedData;
  taskUpdated: TaskUpdatedData;
  taskDeleted: TaskDeletedData;
  tasksReordered: TasksReorderedData;
}>;
export type TasksPush = PushOf<TasksPushPayloads>;
