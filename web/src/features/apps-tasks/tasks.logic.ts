import type { Task, TaskPriority } from '@cis/contracts';

/** A section heading and the tasks under it (until the next section); the first group may have no section. */
export interface TaskGroup {
  section: Task | null;
  tasks: Task[];
}

export const byOrder = (tasks: readonly Task[]): Task[] => [...tasks].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));

export function groupBySections(tasks: readonly Task[]): TaskGroup[] {
  const groups: TaskGroup[] = [];
  for (const task of byOrder(tasks)) {
    if (task.type === 'section') groups.push({ section: task, tasks: [] });
    else {
      if (groups.length === 0) groups.push({ section: null, tasks: [] });
      groups[groups.length - 1].tasks.push(task);
    }
  }
  return groups;
}

/** The ids in their new order after moving `id` to `toIndex` (an index in the order without the moved item). */
export function moveId(ids: readonly string[], id: string, toIndex: number): string[] {
  const rest = ids.filter((x) => x !== id);
  if (rest.length === ids.length) return [...ids];
  const at = Math.max(0, Math.min(toIndex, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/** The tasks renumbered (order 0, 1, ...) in the given id order: what the screen shows before the server answers. */
export function applyOrder(tasks: readonly Task[], ids: readonly string[]): Task[] {
  const index = new Map(ids.map((id, i) => [id, i]));
  return byOrder(tasks.map((t) => (index.has(t.id) ? { ...t, order: index.get(t.id)! } : t)));
}

/** Tasks (not sections) still open. */
export function remaining(tasks: readonly Task[]): number {
  return tasks.filter((t) => t.type === 'task' && !t.completed).length;
}

export const PRIORITIES: readonly TaskPriority[] = [0, 1, 2];
export const PRIORITY_KEYS: Record<TaskPriority, string> = { 0: 'low', 1: 'normal', 2: 'high' };

/** What the editor holds before it is sent. */
export interface TaskDraft {
  type: Task['type'];
  title: string;
  notes: string;
  completed: boolean;
  dueDate: Date | null;
  priority: TaskPriority;
  tags: string[];
  subTasks: Array<{ id?: string; title: string; completed: boolean }>;
}

export function draftOf(task: Task): TaskDraft {
  return {
    type: task.type,
    title: task.title,
    notes: task.notes ?? '',
    completed: task.completed,
    dueDate: task.dueDate ? new Date(task.dueDate) : null,
    priority: task.priority,
    tags: [...task.tags],
    subTasks: task.subTasks.map((s) => ({ ...s })),
  };
}

export const TITLE_MAX = 500;
export const NOTES_MAX = 20_000;

/** Names of the invalid fields (keys of 'field.*'); empty when the draft may be sent. */
export function validateTask(draft: TaskDraft): string[] {
  const errors: string[] = [];
  const title = draft.title.trim();
  if (!title || title.length > TITLE_MAX) errors.push(draft.type === 'section' ? 'appsTasks_sectionTitle' : 'appsTasks_title');
  if (draft.type === 'task') {
    if (draft.notes.length > NOTES_MAX) errors.push('appsTasks_notes');
    if (draft.dueDate && Number.isNaN(draft.dueDate.getTime())) errors.push('appsTasks_dueDate');
    if (draft.subTasks.some((s) => !s.title.trim() || s.title.length > TITLE_MAX)) errors.push('appsTasks_subTaskTitle');
  }
  return errors;
}

/** The PATCH body of a draft (a section sends its title only). */
export function patchOf(draft: TaskDraft): Record<string, unknown> {
  if (draft.type === 'section') return { title: draft.title.trim() };
  return {
    title: draft.title.trim(),
    notes: draft.notes.trim() ? draft.notes : null,
    completed: draft.completed,
    dueDate: draft.dueDate ? draft.dueDate.toISOString() : null,
    priority: draft.priority,
    tags: draft.tags,
    subTasks: draft.subTasks.map((s) => ({ ...(s.id ? { id: s.id } : {}), title: s.title.trim(), completed: s.completed })),
  };
}

/** "2 of 5" sub-tasks done. */
export function subTaskProgress(task: Pick<Task, 'subTasks'>): { done: number; total: number } {
  return { done: task.subTasks.filter((s) => s.completed).length, total: task.subTasks.length };
}
