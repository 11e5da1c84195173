import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { HELP_CATEGORIES, MasterDataEvents, type HelpCategory, type MasterDataRow } from '@cis/contracts';
import { useLiveData } from '../../lib/live-data';
import { masterDataApi } from '../master-table';
import { byCategory, durationLabel, filterHelp, inLanguage } from './help.logic';
import { HelpFilters, HelpLinks, categoryLabel } from './HelpParts';
import { optionOf } from '../../lib/options';
import './help.css';

const PUSHED = Object.values(MasterDataEvents);

/**
 * The videos and the library (master data kinds `video` and `library`), both languages, by category, searchable.
 * `first` puts a category first and chooses it (the vendor tutorials: `vendors`); `?video=` / `?library=` (the
 * search bar's links) mark the item.
 */
export function TutorialsScreen({ first }: { first?: HelpCategory }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [params] = useSearchParams();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<HelpCategory | null>(first ?? null);
  const content = useLiveData(
    () => Promise.all([masterDataApi.list('video', { size: 100 }), masterDataApi.list('library', { size: 100 })]),
    [], PUSHED, 300,
  );
  const videos = useMemo(() => filterHelp(content.data?.[0].items ?? [], query, category), [content.data, query, category]);
  const library = useMemo(() => filterHelp(content.data?.[1].items ?? [], query, category), [content.data, query, category]);
  const marked = params.get('video') ?? params.get('library');
  useEffect(() => {
    if (marked && content.data) document.querySelector(`[data-code="${CSS.escape(marked)}"]`)?.scrollIntoView?.({ block: 'center' });
  }, [marked, content.data]);

  const card = (row: MasterDataRow, kind: 'video' | 'library') => {
    const duration = kind === 'video' ? durationLabel(row.durationSeconds, language) : null;
    const description = inLanguage(row, 'description', 'descriptionKm', language);
    return (
      <li key={row.id} className={`card tutorial-card${row.code === marked ? ' marked' : ''}`} data-code={row.code} data-testid={`${kind}-${row.code}`}>
        <span className={`tutorial-thumb tutorial-thumb-${kind}`} aria-hidden="true"><i className={kind === 'video' ? 'pi pi-play-circle' : 'pi pi-book'} /></span>
        <span className="tutorial-text">
          <strong>{inLanguage(row, 'nameEn', 'nameKm', language)}</strong>
          {description && <span className="muted small">{description}</span>}
          <span className="tutorial-meta small">
            <span className="help-tag">{categoryLabel(optionOf(HELP_CATEGORIES, row.category), language, t('help.other'))}</span>
            {duration && <span><i className="pi pi-clock" aria-hidden="true" /> {duration}</span>}
          </span>
        </span>
        <a className="btn btn-secondary tutorial-open" href={String(row.url)} target="_blank" rel="noopener noreferrer">
          <i className={kind === 'video' ? 'pi pi-play' : 'pi pi-external-link'} aria-hidden="true" /> {t(kind === 'video' ? 'help.watch' : 'help.open')}
        </a>
      </li>
    );
  };

  return (
    <div className="help-screen" data-testid="tutorials">
      <HelpLinks except="tutorials" />
      <section className="card help-list-card">
        <HelpFilters query={query} onQuery={setQuery} category={category} onCategory={setCategory} placeholder={t('help.searchTutorials')} />
        {content.loading && !content.data && <p className="muted">{t('help.loading')}</p>}
        {content.data && videos.length + library.length === 0 && <p className="muted" data-testid="help-empty">{t('help.noMatch')}</p>}
        {videos.length > 0 && <h3 className="help-section-title"><i className="pi pi-video" aria-hidden="true" /> {t('help.videos')}</h3>}
        {videos.length > 0 && <ul className="tutorial-list">{byCategory(videos, first).flatMap((group) => group.rows).map((row) => card(row, 'video'))}</ul>}
        {library.length > 0 && <h3 className="help-section-title"><i className="pi pi-book" aria-hidden="true" /> {t('help.library')}</h3>}
        {library.length > 0 && <ul className="tutorial-list">{library.map((row) => card(row, 'library'))}</ul>}
      </section>
    </div>
  );
}
