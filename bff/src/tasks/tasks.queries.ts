import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { TASK_SEARCH_MARK, type Task, type TaskTag } from '@cis/contracts';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { TasksCollections as C, byOrder } from './tasks.decider';

/** The task list's reads, from its read models only. */
@Injectable()
export class TasksQueries {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  tags(tenant: string): Promise<TaskTag[]> {
    return this.store.readModels.list<TaskTag>(tenant, C.tags);
  }

  async tag(tenant: string, id: string): Promise<TaskTag> {
    const tag = await this.store.readModels.get<TaskTag>(tenant, C.tags, id);
    if (!tag) throw new NotFoundException();
    return tag;
  }

  async all(tenant: string): Promise<Task[]> {
    return byOrder(await this.store.readModels.list<Task>(tenant, C.tasks));
  }

  async search(tenant: string, query: string | undefined): Promise<Task[] | null> {
    return searchTasks(await this.store.readModels.list<Task>(tenant, C.tasks), query);
  }

  async task(tenant: string, id: string): Promise<Task> {
    const task = await this.store.readModels.get<Task>(tenant, C.tasks, id);
    if (!task) throw new NotFoundException();
    return task;
  }
}

const HTML_ESCAPES: ReadonlyMap<string, string> = new Map([['&', '&amp;'], ['<', '&lt;'], ['>', '&gt;'], ['"', '&quot;'], ["'", '&#39;']]);
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES.get(c) ?? c);
const escapeRegExp = (text: string): string => text.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');

/** The title as HTML: escaped, with every case-insensitive match of the query wrapped in <mark>. */
export function highlight(title: string, query: string): string {
  const pattern = new RegExp(`(${escapeRegExp(query)})`, 'gi');
  return title
    .split(pattern)
    .map((part, index) => (index % 2 === 1 ? `${TASK_SEARCH_MARK.open}${escapeHtml(part)}${TASK_SEARCH_MARK.close}` : escapeHtml(part)))
    .join('');
}

/** Case-insensitive match on title or notes, by order, titles highlighted; null for an empty query. */
export function searchTasks(tasks: Task[], query: string | undefined): Task[] | null {
  const needle = (query ?? '').trim();
  if (needle === '') return null;
  const lower = needle.toLowerCase();
  return byOrder(tasks)
    .filter((task) => task.title.toLowerCase().includes(lower) || (task.notes ?? '').toLowerCase().includes(lower))
    .map((task) => ({ ...task, title: highlight(task.title, needle) }));
}
