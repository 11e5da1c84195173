import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ProgressSpinner } from 'primereact/progressspinner';
import './help-center.css';

/** Loading, failed and empty states shared by the help-center pages. */
export function Loaded<T>({ data, loading, empty, children }: { data: T | null; loading: boolean; empty?: (data: T) => boolean; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (loading) return <div className="hc-state"><ProgressSpinner style={{ width: 40, height: 40 }} aria-label={t('helpCenter.loading')} /></div>;
  if (data === null) {
    return (
      <div className="hc-state" data-testid="hc-missing">
        <i className="pi pi-exclamation-circle" aria-hidden="true" />
        <p>{t('helpCenter.notFound')}</p>
        <Link to="/apps/help-center">{t('helpCenter.backHome')}</Link>
      </div>
    );
  }
  if (empty?.(data)) return <div className="hc-state" data-testid="hc-empty"><i className="pi pi-inbox" aria-hidden="true" /><p>{t('helpCenter.empty')}</p></div>;
  return <>{children(data)}</>;
}

/** Links between the help-center sections. */
export function HelpNav() {
  const { t } = useTranslation();
  return (
    <nav className="hc-nav" aria-label={t('helpCenter.sections')}>
      <Link to="/apps/help-center"><i className="pi pi-home" aria-hidden="true" /> {t('helpCenter.home')}</Link>
      <Link to="/apps/help-center/faqs"><i className="pi pi-question-circle" aria-hidden="true" /> {t('helpCenter.faqsTitle')}</Link>
      <Link to="/apps/help-center/guides"><i className="pi pi-book" aria-hidden="true" /> {t('helpCenter.guidesTitle')}</Link>
    </nav>
  );
}
