import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH, type SearchResultSet } from '@cis/contracts';

export interface SearchBarContext {
  query: string;
  /** null: nothing searched (or cleared); []: searched, nothing found. */
  results: SearchResultSet[] | null;
  /** The suggestion list under the input is showing. */
  listOpen: boolean;
  error: string | null;
}

export interface SearchInput {
  query: string;
}

export type SearchBarEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'TYPE'; query: string }
  | { type: 'ESCAPE' }
  | { type: 'LIST.OPEN' }
  | { type: 'LIST.CLOSE' };

/** A query is searched only from SEARCH_MIN_LENGTH characters (surrounding spaces not counted). */
export function isSearchable(query: string): boolean {
  return query.trim().length >= SEARCH_MIN_LENGTH;
}

export const searchBarMachine = setup({
  // xstate's documented way to declare types: these placeholder values are never read, only their types.
  types: {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- xstate's `types` is a type placeholder: no value is read
    context: {} as SearchBarContext,
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- xstate's `types` is a type placeholder: no value is read
    events: {} as SearchBarEvent,
  },
  actors: {
    // Provided by the app: POST api/common/search {query}.
    search: fromPromise<SearchResultSet[], SearchInput>(async () => {
      throw new Error('search actor not provided');
    }),
  },
  delays: {
    debounce: SEARCH_DEBOUNCE_MS,
  },
  guards: {
    searchable: ({ event }) => event.type === 'TYPE' && isSearchable(event.query),
    listOpen: ({ context }) => context.listOpen,
    hasResults: ({ context }) => context.results !== null,
  },
  actions: {
    setQuery: assign({ query: ({ context, event }) => (event.type === 'TYPE' ? event.query : context.query) }),
    clearResults: assign({ results: () => null, listOpen: () => false, error: () => null }),
    clearAll: assign({ query: () => '', results: () => null, listOpen: () => false, error: () => null }),
    closeList: assign({ listOpen: () => false }),
    openList: assign({ listOpen: () => true }),
  },
}).createMachine({
  id: 'searchBar',
  context: { query: '', results: null, listOpen: false, error: null },
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: 'opened' },
    },
    opened: {
      initial: 'idle',
      on: {
        CLOSE: { target: 'closed', actions: 'clearAll' },
        TYPE: [
          { guard: 'searchable', target: '.debouncing', reenter: true, actions: 'setQuery' },
          { target: '.idle', actions: ['setQuery', 'clearResults'] },
        ],
        ESCAPE: [
          { guard: 'listOpen', actions: 'closeList' },
          { target: 'closed', actions: 'clearAll' },
        ],
        'LIST.CLOSE': { actions: 'closeList' },
        'LIST.OPEN': { guard: 'hasResults', actions: 'openList' },
      },
      states: {
        idle: {},
        debouncing: {
          after: { debounce: 'searching' },
        },
        searching: {
          invoke: {
            src: 'search',
            input: ({ context }) => ({ query: context.query.trim() }),
            onDone: {
              target: 'idle',
              actions: assign({
                results: ({ event }) => (Array.isArray(event.output) ? event.output : []),
                listOpen: () => true,
                error: () => null,
              }),
            },
            onError: {
              target: 'idle',
              actions: assign({
                results: () => [],
                listOpen: () => false,
                error: ({ event }) => (event.error instanceof Error ? event.error.message : 'Search failed'),
              }),
            },
          },
        },
      },
    },
  },
});

export type SearchBarSnapshot = SnapshotFrom<typeof searchBarMachine>;
export const selectIsOpen = (s: SearchBarSnapshot): boolean => s.matches('opened');
export const selectIsSearching = (s: SearchBarSnapshot): boolean => s.matches({ opened: 'searching' });
export const selectResults = (s: SearchBarSnapshot): SearchResultSet[] | null => s.context.results;
