import { createActor, fromPromise } from 'xstate';
import { SEARCH_DEBOUNCE_MS, type SearchResultSet } from '@cis/contracts';
import { searchBarMachine, selectIsOpen, selectIsSearching, type SearchInput } from './searchBar.machine';

const resultsFor = (q: string): SearchResultSet[] => [{ id: 'pages', label: 'Pages', results: [{ value: q, link: `/${q}`, title: q }] }];

function start(answer: (q: string) => Promise<SearchResultSet[]> = async (q) => resultsFor(q)) {
  const queries: string[] = [];
  const actor = createActor(
    searchBarMachine.provide({
      actors: {
        search: fromPromise<SearchResultSet[], SearchInput>(({ input }) => {
          queries.push(input.query);
          return answer(input.query);
        }),
      },
    }),
  ).start();
  return { actor, queries, ctx: () => actor.getSnapshot().context };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('starts closed; OPEN opens it, CLOSE closes it', () => {
  const { actor } = start();
  expect(selectIsOpen(actor.getSnapshot())).toBe(false);
  actor.send({ type: 'OPEN' });
  expect(selectIsOpen(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'CLOSE' });
  expect(selectIsOpen(actor.getSnapshot())).toBe(false);
});

it('typing while closed does nothing', () => {
  const { actor, ctx } = start();
  actor.send({ type: 'TYPE', query: 'tax' });
  expect(ctx().query).toBe('');
});

it('typing updates the query', () => {
  const { actor, ctx } = start();
  actor.send({ type: 'OPEN' });
  actor.send({ type: 'TYPE', query: 't' });
  expect(ctx().query).toBe('t');
});

it('searches 300 ms after the last keystroke, not before', async () => {
  const { actor, queries, ctx } = start();
  actor.send({ type: 'OPEN' });
  actor.send({ type: 'TYPE', query: 'ta' });
  await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
  expect(queries).toEqual([]);
  await jest.advanceTimersByTimeAsync(1);
  expect(queries).toEqual(['ta']);
  expect(ctx().results).toEqual(resultsFor('ta'));
  expect(ctx().listOpen).toBe(true);
});

it('each keystroke restarts the debounce, so only the last query is searched', async () => {
  const { actor, queries } = start();
  actor.send({ type: 'OPEN' });
  actor.send({ type: 'TYPE', query: 'ta' });
  await jest.advanceTimersByTimeAsync(200);
  actor.send({ type: 'TYPE', query: 'tax' });
  await jest.advanceTimersByTimeAsync(200);
  actor.send({ type: 'TYPE', query: 'tax r' });
  await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
  expect(queries).toEqual([]);
  await jest.advanceTimersByTimeAsync(1);
  expect(queries).toEqual(['tax r']);
});

it('a query under 2 characters never searches and clears the results', async () => {
  const { actor, queries, ctx } = start();
  actor.send({ type: 'OPEN' });
  actor.send({ type: 'TYPE', query: 'ta' });
  await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
  expect(ctx().results).not.toBeNull();
  actor.send({ type: 'TYPE', query: 't' });
  expect(ctx().results).toBeNull();
  expect(ctx().listOpen).toBe(false);
  actor.send({ type: 'TYPE', query: ' t ' });
  await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 3);
  expect(queries).toEqual(['ta']);
});

it('shortening the query during the debounce cancels the pending search', async () => {
  const { actor, queries } = start();
  actor.send({ type: 'OPEN' });
  actor.send({ type: 'TYPE', query: 'ta' });
  await jest.advanceTimersByTimeAsync(100);
  actor.send({ type: 'TYPE', query: 't' });
  await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
  expect(queries).toEqual([]);
});

it('an answer to an outdated query is dropped', async () => {
  const pending: Array<(r: SearchResultSet[]) => void> = [];
  const { actor, queries, ctx } = start((q) => new Promise((resolve) => pending.push(() => resolve(resultsFor(q)))));
  actor.send({ type: 'OPEN' });
  actor.send({ type: 'TYPE', query: 'ta' });
  await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
  expect(selectIsSearching(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'TYPE', query: 'tax' });
  pending[0]([]);
  await jest.advanceTimersByTimeAsync(0);
  expect(ctx().results).toBeNull();
  await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
  pending[1]([]);
  await jest.advanceTimersByTimeAsync(0);
  expect(queries).toEqual(['ta', 'tax']);
  expect(ctx().results).toEqual(resultsFor('tax'));
});

it('a failed search shows no results and keeps the bar usable', async () => {
  const { actor, ctx } = start(async () => {
    throw new Error('Internal Server Error. Please try again later.');
  });
  actor.send({ type: 'OPEN' });
  actor.send({ type: 'TYPE', query: 'tax' });
  await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
  expect(ctx().results).toEqual([]);
  expect(ctx().error).toBe('Internal Server Error. Please try again later.');
  expect(selectIsOpen(actor.getSnapshot())).toBe(true);
});

it('closing clears the query and the results', async () => {
  const { actor, ctx } = start();
  actor.send({ type: 'OPEN' });
  actor.send({ type: 'TYPE', query: 'tax' });
  await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
  actor.send({ type: 'CLOSE' });
  expect(ctx()).toEqual({ query: '', results: null, listOpen: false, error: null });
  actor.send({ type: 'OPEN' });
  expect(ctx().query).toBe('');
});

it('closing during the debounce cancels the search', async () => {
  const { actor, queries } = start();
  actor.send({ type: 'OPEN' });
  actor.send({ type: 'TYPE', query: 'tax' });
  actor.send({ type: 'CLOSE' });
  await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
  expect(queries).toEqual([]);
});

describe('Escape', () => {
  it('closes the bar (and clears the query) when the suggestion list is closed', () => {
    const { actor, ctx } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'TYPE', query: 'x' });
    actor.send({ type: 'ESCAPE' });
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
    expect(ctx().query).toBe('');
  });

  it('closes the list first when it is open, then the bar', async () => {
    const { actor, ctx } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'TYPE', query: 'tax' });
    await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(ctx().listOpen).toBe(true);
    actor.send({ type: 'ESCAPE' });
    expect(selectIsOpen(actor.getSnapshot())).toBe(true);
    expect(ctx().listOpen).toBe(false);
    expect(ctx().query).toBe('tax');
    actor.send({ type: 'ESCAPE' });
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
  });
});

it('the list can be closed (click outside) and reopened (focus) when there are results', async () => {
  const { actor, ctx } = start();
  actor.send({ type: 'OPEN' });
  actor.send({ type: 'LIST.OPEN' });
  expect(ctx().listOpen).toBe(false);
  actor.send({ type: 'TYPE', query: 'tax' });
  await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
  actor.send({ type: 'LIST.CLOSE' });
  expect(ctx().listOpen).toBe(false);
  actor.send({ type: 'LIST.OPEN' });
  expect(ctx().listOpen).toBe(true);
});
