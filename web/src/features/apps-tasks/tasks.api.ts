import { TasksRoutes as R, type Task, type TaskTag, type TaskType } from '@cis/contracts';
import { http, withQuery } from '../../api/http';

export const tasksApi = {
  all: () => http.get<Task[]>(R.all),
  tags: () => http.get<TaskTag[]>(R.tags),
  /** Titles come back HTML-escaped with <mark> around the matches; null for an empty query. */
  search: (query: string) => http.get<Task[] | null>(withQuery(R.search, { query })),
  create: (type: TaskType) => http.post<Task>(R.task, { type }),
  update: (id: string, task: Record<string, unknown>) => http.patch<Task>(R.task, { id, task }),
  remove: (id: string) => http.delete<true>(withQuery(R.task, { id })),
  reorder: (ids: string[]) => http.patch<Task[]>(R.order, { tasks: ids.map((id) => ({ id })) }),
  createTag: (title: string) => http.post<TaskTag>(R.tag, { tag: { title } }),
  renameTag: (id: string, title: string) => http.patch<TaskTag>(R.tag, { id, tag: { title } }),
  /** The BFF also removes the tag from every task. */
  deleteTag: (id: string) => http.delete<true>(withQuery(R.tag, { id })),
};
