import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { InputText } from 'primereact/inputtext';
import { HELP_CATEGORIES, HELP_CATEGORY_LABELS, type HelpCategory } from '@cis/contracts';
import { labelIn } from '../../lib/in-language';
import type { HelpBlock } from './help.logic';


/** The search box and the category chips of a help page. */
export function HelpFilters({ query, onQuery, category, onCategory, placeholder }: {
  query: string;
  onQuery: (text: string) => void;
  category: HelpCategory | null;
  onCategory: (category: HelpCategory | null) => void;
  placeholder: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="help-filters">
      <span className="help-search">
        <i className="pi pi-search" aria-hidden="true" />
        <InputText value={query} onChange={(e) => onQuery(e.target.value)} placeholder={placeholder} aria-label={placeholder} data-testid="help-search" />
      </span>
      <div className="help-chips" role="group" aria-label={t('help.categories')}>
        {[null, ...HELP_CATEGORIES].map((c) => (
          <button key={c ?? 'all'} type="button" className={`help-chip${category === c ? ' active' : ''}`} aria-pressed={category === c}
            onClick={() => onCategory(c)} data-testid={`help-category-${c ?? 'all'}`}>
            {c ? labelIn(i18n.language, HELP_CATEGORY_LABELS[c]) : t('help.all')}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The ways on to the rest of the help: the articles, the tutorials, the help center and the academy. */
export function HelpLinks({ except }: { except: 'helps' | 'tutorials' }) {
  const { t } = useTranslation();
  const links = [
    { to: '/helps', icon: 'pi pi-question-circle', title: t('help.links.articles'), text: t('help.links.articlesText'), id: 'helps' },
    { to: '/tutorials', icon: 'pi pi-video', title: t('help.links.tutorials'), text: t('help.links.tutorialsText'), id: 'tutorials' },
    { to: '/apps/help-center', icon: 'pi pi-book', title: t('help.links.helpCenter'), text: t('help.links.helpCenterText'), id: 'help-center' },
    { to: '/apps/academy', icon: 'pi pi-graduation-cap', title: t('help.links.academy'), text: t('help.links.academyText'), id: 'academy' },
  ].filter((l) => l.id !== except);
  return (
    <nav className="help-links" aria-label={t('help.links.title')}>
      {links.map((l) => (
        <Link key={l.id} to={l.to} className="card help-link" data-testid={`help-link-${l.id}`}>
          <i className={`${l.icon} help-link-icon`} aria-hidden="true" />
          <span>
            <strong>{l.title}</strong>
            <span className="muted small">{l.text}</span>
          </span>
        </Link>
      ))}
    </nav>
  );
}

/** An article's text: paragraphs and lists, as plain text. */
export function HelpBody({ blocks }: { blocks: HelpBlock[] }) {
  return (
    <div className="help-body">
      {blocks.map((block, i) => (block.kind === 'list'
        ? <ul key={i}>{block.items.map((item, j) => <li key={j}>{item}</li>)}</ul>
        : <p key={i}>{block.text}</p>))}
    </div>
  );
}

export function categoryLabel(category: HelpCategory | null, language: string, other: string): string {
  return category ? labelIn(language, HELP_CATEGORY_LABELS[category]) : other;
}
