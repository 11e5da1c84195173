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
