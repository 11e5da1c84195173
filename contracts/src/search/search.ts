import { APP_ACCESS, EVERY_SIGNED_IN } from '../auth/app-access';
import type { AccessRule } from '../auth/permissions';

export interface SearchResult {
  value: string;
  link: string;
  /** Contacts carry name and avatar, pages title, tasks title and completed. */
  name?: string;
  avatar?: string | null;
  title?: string;
  completed?: boolean;
}
export interface SearchResultSet {
  id: 'contacts' | 'pages' | 'tasks';
  label: string;
  results: SearchResult[];
}
export interface SearchRequest { query: string }
export const SearchRoutes = { base: 'api/common/search' } as const;

/**
 * Who may receive each group of results: contacts and tasks only those who may open their apps (the BFF leaves the
 * group out, the web drops it too); pages are filtered item by item by the menu's own rules.
 */
export const SEARCH_SET_ACCESS: Record<SearchResultSet['id'], AccessRule> = {
  contacts: APP_ACCESS.contacts,
  pages: EVERY_SIGNED_IN,
  tasks: APP_ACCESS.tasks,
};
