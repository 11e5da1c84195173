import { useEffect, useMemo, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { SEARCH_SET_ACCESS, SearchRoutes, isAllowed, type Grant, type SearchResult, type SearchResultSet } from '@cis/contracts';
import { useUnit } from 'effector-react';
import { $grant } from '../../stores/session';
import { http } from '../../api/http';
import { labelIn } from '../../lib/in-language';
import { humanise } from '../humanise';
import { searchBarMachine, selectIsOpen, selectIsSearching, type SearchInput } from '../../machines/searchBar.machine';
import './search.css';

/**
 * What a result shows: a name the server sent in both languages (clients, returns, master data, help) in the reader's;
 * a page's title is a menu translation key (translated here); contacts and tasks as sent.
 */
export function resultLabel(setId: string, r: SearchResult, t: (key: string, options?: { defaultValue?: string }) => string, language = 'en'): string {
  if (setId === 'pages' && (r.title ?? r.value).startsWith('label.')) {
    const key = r.title ?? r.value;
    return t(key, { defaultValue: r.label ? labelIn(language, r.label) : humanise(key) });
  }
  if (r.label) return labelIn(language, r.label);
  return r.name ?? r.title ?? r.value;
}

/** The second line of a result (a TIN, a return's type and status, a kind), in the reader's language. */
export function resultDetail(r: SearchResult, language: string): string | null {
  return r.detail ? labelIn(language, r.detail) : null;
}

const GROUP_ICONS: Record<string, string> = {
  pages: 'pi-file', clients: 'pi-id-card', 'tax-returns': 'pi-file-edit', help: 'pi-question-circle', 'master-data': 'pi-database', tasks: 'pi-circle',
};

/**
 * The groups the user may follow: a group whose app the grant cannot open (SEARCH_SET_ACCESS, the rule the BFF
 * already applied) is dropped, so no result leads to a no-access page.
 */
export function openableSets(sets: readonly SearchResultSet[], grant: Grant): SearchResultSet[] {
  return sets.filter((set) => set.results.length > 0 && isAllowed(SEARCH_SET_ACCESS[set.id] ?? {}, grant));
}

/** The search bar: opened or closed; searches from 2 characters after 300 ms; Escape closes the list, then the bar. */
export function SearchBar() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      searchBarMachine.provide({
        actors: {
          search: fromPromise<SearchResultSet[], SearchInput>(({ input }) =>
            http.post<SearchResultSet[]>(SearchRoutes.base, { query: input.query }, { silent: true }),
          ),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine);
  const open = selectIsOpen(snapshot);
  const searching = selectIsSearching(snapshot);
  const grant = useUnit($grant);
  const { query, listOpen } = snapshot.context;
  const results = snapshot.context.results === null ? null : openableSets(snapshot.context.results, grant);
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!listOpen) return;
    const outside = (e: MouseEvent) => {
      if (box.current && !(e.target instanceof Node && box.current.contains(e.target))) send({ type: 'LIST.CLOSE' });
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [listOpen, send]);

  const follow = (r: SearchResult) => {
    send({ type: 'CLOSE' });
    navigate(r.link);
  };

  if (!open) {
    return (
      <button type="button" className="icon-btn" onClick={() => send({ type: 'OPEN' })} aria-label={t('search.open')} data-testid="search-open">
        <i className="pi pi-search" aria-hidden="true" />
      </button>
    );
  }

  const nothing = results !== null && results.every((set) => set.results.length === 0);
  return (
    <div className="search-bar" ref={box} data-testid="search-bar">
      <i className={`pi ${searching ? 'pi-spin pi-spinner' : 'pi-search'} search-bar-icon`} aria-hidden="true" />
      <input
        ref={input}
        className="search-bar-input"
        value={query}
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
        aria-expanded={listOpen}
        aria-controls="search-results"
        role="combobox"
        onChange={(e) => send({ type: 'TYPE', query: e.target.value })}
        onFocus={() => send({ type: 'LIST.OPEN' })}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            send({ type: 'ESCAPE' });
          }
        }}
        data-testid="search-input"
      />
      <button type="button" className="icon-btn icon-btn-sm" onClick={() => send({ type: 'CLOSE' })} aria-label={t('search.close')} data-testid="search-close">
        <i className="pi pi-times" aria-hidden="true" />
      </button>
      {listOpen && results !== null && (
        <div className="search-results" id="search-results" role="listbox" data-testid="search-results">
          {nothing ? (
            <div className="search-empty">{t('search.noResults')}</div>
          ) : (
            results
              .map((set) => (
                <div key={set.id} className="search-group" data-testid={`search-group-${set.id}`}>
                  <div className="search-group-title">{t(`search.groups.${set.id}`, { defaultValue: set.label })}</div>
                  {set.results.map((r, i) => (
                    <button key={`${set.id}-${i}`} type="button" role="option" aria-selected="false" className="search-result" onClick={() => follow(r)} data-testid={`search-result-${set.id}`} data-link={r.link}>
                      {set.id === 'contacts' ? (
                        <span className="avatar avatar-sm">
                          {r.avatar ? <img src={r.avatar} alt="" /> : <span className="avatar-initials">{(r.name ?? r.value).charAt(0)}</span>}
                        </span>
                      ) : (
                        <i className={`pi ${set.id === 'tasks' && r.completed ? 'pi-check-circle' : GROUP_ICONS[set.id] ?? 'pi-file'}`} aria-hidden="true" />
                      )}
                      <span className="search-result-text">
                        <span className={set.id === 'tasks' && r.completed ? 'is-done' : ''} data-testid="search-result-label">{resultLabel(set.id, r, t, i18n.language)}</span>
                        {resultDetail(r, i18n.language) && <span className="search-result-detail">{resultDetail(r, i18n.language)}</span>}
                      </span>
                    </button>
                  ))}
                </div>
              ))
          )}
        </div>
      )}
    </div>
  );
}
