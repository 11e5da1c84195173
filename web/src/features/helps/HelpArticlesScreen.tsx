import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { HELP_CATEGORIES, MasterDataEvents, type HelpCategory } from '@cis/contracts';
import { useLiveData } from '../../lib/live-data';
import { masterDataApi } from '../master-table';
import { byCategory, filterHelp, helpBlocks, inLanguage } from './help.logic';
import { HelpBody, HelpFilters, HelpLinks, categoryLabel } from './HelpParts';
import { optionOf } from '../../lib/options';
import './help.css';

const PUSHED = Object.values(MasterDataEvents);

/**
 * The help articles (master data kind `help`): searchable in both languages, by category; `?article=<code>` opens
 * one (the search bar links there). Edited by the firm in master data: a change shows live.
 */
export function HelpArticlesScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<HelpCategory | null>(null);
  const articles = useLiveData(() => masterDataApi.list('help', { size: 100, sort: 'code' }), [], PUSHED, 300);
  const rows = useMemo(() => articles.data?.items ?? [], [articles.data]);
  const shown = useMemo(() => filterHelp(rows, query, category), [rows, query, category]);
  const openCode = params.get('article');
  const open = rows.find((r) => r.code === openCode) ?? null;
  // A link to an article that does not exist (mistyped, renamed or removed): said, not a silent list.
  const missing = openCode !== null && openCode !== '' && !!articles.data && !open;
  const reader = useRef<HTMLElement>(null);
  useEffect(() => {
    if (open || missing) reader.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [open, missing]);
  const choose = (code: string | null) => setParams((p) => {
    const next = new URLSearchParams(p);
    if (code) next.set('article', code); else next.delete('article');
    return next;
  });

  return (
    <div className="help-screen" data-testid="help-articles">
      <HelpLinks except="helps" />
      {open && (
        <article className="card help-article" ref={reader} data-testid="help-article" lang={language}>
          <header className="help-article-header">
            <span className="help-tag">{categoryLabel(optionOf(HELP_CATEGORIES, open.category), language, t('help.other'))}</span>
            <h2 data-testid="help-article-title">{inLanguage(open, 'nameEn', 'nameKm', language)}</h2>
            <button type="button" className="btn btn-secondary" onClick={() => choose(null)} data-testid="help-article-close">
              <i className="pi pi-arrow-left" aria-hidden="true" /> {t('help.back')}
            </button>
          </header>
          <HelpBody blocks={helpBlocks(inLanguage(open, 'bodyEn', 'bodyKm', language))} />
        </article>
      )}
      {missing && (
        <section className="card help-article help-article-missing" ref={reader} role="status" data-testid="help-article-missing">
          <header className="help-article-header">
            <i className="pi pi-question-circle help-missing-icon" aria-hidden="true" />
            <h2>{t('help.notFoundTitle')}</h2>
            <button type="button" className="btn btn-secondary" onClick={() => choose(null)} data-testid="help-article-missing-list">
              <i className="pi pi-arrow-left" aria-hidden="true" /> {t('help.back')}
            </button>
          </header>
          <p className="help-missing-text">{t('help.notFound', { code: openCode })}</p>
        </section>
      )}
      <section className="card help-list-card">
        <HelpFilters query={query} onQuery={setQuery} category={category} onCategory={setCategory} placeholder={t('help.searchArticles')} />
        {articles.loading && !articles.data && <p className="muted">{t('help.loading')}</p>}
        {articles.data && shown.length === 0 && <p className="muted" data-testid="help-empty">{t('help.noMatch')}</p>}
        {byCategory(shown).map((group) => (
          <div key={group.category ?? 'other'} className="help-group">
            <h3 className="help-group-title">{categoryLabel(group.category, language, t('help.other'))}</h3>
            <ul className="help-items">
              {group.rows.map((row) => (
                <li key={row.id}>
                  <button type="button" className={`help-item${row.code === openCode ? ' active' : ''}`} onClick={() => choose(row.code)} data-testid={`help-item-${row.code}`}>
                    <i className="pi pi-file" aria-hidden="true" />
                    <span>
                      <strong>{inLanguage(row, 'nameEn', 'nameKm', language)}</strong>
                      <span className="muted small help-excerpt">{helpBlocks(inLanguage(row, 'bodyEn', 'bodyKm', language)).map((b) => (b.kind === 'list' ? b.items.join(' · ') : b.text))[0] ?? ''}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
    </div>
  );
}
