import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../shell/page/PageFrame';
import { useLiveData } from '../../lib/live-data';
import { textIn } from '../../lib/in-language';
import { guideLink, helpCenterApi } from './help-center.api';
import { HelpNav, Loaded } from './parts';

/** All guides of one category. */
export default function GuideCategoryPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { categorySlug = '' } = useParams();
  const category = useLiveData(() => helpCenterApi.category(categorySlug), [categorySlug], []);
  return (
    <PageFrame icon="pi pi-book" subtitle={category.data ? textIn(lang, category.data.title, category.data.titleKm) : undefined}>
      <HelpNav />
      <Loaded data={category.failed ? null : category.data} loading={category.loading} empty={(c) => c.guides.length === 0}>
        {(c) => (
          <section className="card">
            <h2 className="card-title" data-testid="hc-category-title">{textIn(lang, c.title, c.titleKm)}</h2>
            <ul className="hc-guide-list hc-guide-list-full">
              {c.guides.map((guide) => (
                <li key={guide.id}>
                  <Link to={guideLink(c.slug, guide.slug)} data-testid="hc-guide-link">
                    <strong>{textIn(lang, guide.title, guide.titleKm)}</strong>
                    <span className="muted">{textIn(lang, guide.subtitle, guide.subtitleKm)}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <Link to="/apps/help-center/guides" className="hc-back"><i className="pi pi-arrow-left" aria-hidden="true" /> {t('helpCenter.allGuides')}</Link>
          </section>
        )}
      </Loaded>
    </PageFrame>
  );
}
