import { Inject, Injectable } from '@nestjs/common';
import { SEARCH_SET_ACCESS, isAllowed, type NavigationItem, type SearchResultSet } from '@cis/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { filterItems } from '../navigation/navigation.filter';
import { NAVIGATION } from '../navigation/navigation.menu';

/** Read models this search looks into (owned by the contacts and tasks areas). */
interface ContactDoc { id: string; name: string; avatar: string | null }
interface TaskDoc { id: string; type: 'task' | 'section'; title: string; completed: boolean }

@Injectable()
export class SearchQueries {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /**
   * Contacts, pages (the menu the caller may open) and tasks; an empty query answers no results. Contacts and tasks
   * only for a caller who may open those apps (SEARCH_SET_ACCESS), so a customer's search reveals nothing of the firm's.
   */
  async search(user: AuthUser, text: string): Promise<SearchResultSet[]> {
    const query = text.trim().toLowerCase();
    if (query.length === 0) return [];
    const matches = (value: string) => value.toLowerCase().includes(query);
    const [contacts, tasks] = await Promise.all([
      isAllowed(SEARCH_SET_ACCESS.contacts, user) ? this.store.readModels.list<ContactDoc>(user.tenant, 'contacts') : [],
      isAllowed(SEARCH_SET_ACCESS.tasks, user) ? this.store.readModels.list<TaskDoc>(user.tenant, 'tasks') : [],
    ]);
    const pages = flatten(filterItems(NAVIGATION.default, user)).filter((item) => item.link && !item.hide);
    const sets: SearchResultSet[] = [
      {
        id: 'contacts', label: 'Contacts',
        results: contacts.filter((c) => matches(c.name)).map((c) => ({ value: c.name, name: c.name, avatar: c.avatar, link: `/apps/contacts/${c.id}` })),
      },
      {
        id: 'pages', label: 'Pages',
        results: pages.filter((p) => matches(p.title) || matches(p.link ?? '')).map((p) => ({ value: p.title, title: p.title, link: p.link ?? '' })),
      },
      {
        id: 'tasks', label: 'Tasks',
        results: tasks.filter((t) => t.type === 'task' && matches(t.title)).map((t) => ({ value: t.title, title: t.title, completed: t.completed, link: `/apps/tasks/${t.id}` })),
      },
    ];
    return sets.filter((set) => set.results.length > 0);
  }
}

function flatten(items: NavigationItem[]): NavigationItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}
