import { TASK_SEARCH_MARK, type Task } from '@cis/contracts';
import { byOrder } from './tasks.decider';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);
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
