import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../shell/page/PageFrame';
import { useLiveData } from '../../lib/live-data';
import { guideLink, helpCenterApi } from './help-center.api';
import { HelpNav, Loaded } from './parts';

/** All guides of one category. */
export default function GuideCategoryPage() {
  const { t } = useTranslation();
  const { categorySlug = '' } = useParams();
  const category = useLiveData(() => helpCenterApi.category(categorySlug), [categorySlug], []);
  return (
    <PageFrame icon="pi pi-book" subtitle={category.data?.title}>
      <HelpNav />
      <Loaded data={category.failed ? null : category.data} loading={category.loading} empty={(c) => c.guides.length === 0}>
        {(c) => (
          <section className="card">
            <h2 className="card-title" data-testid="hc-category-title">{c.title}</h2>
            <ul className="hc-guide-list hc-guide-list-full">
              {c.guides.map((guide) => (
                <li key={guide.id}>
                  <Link to={guideLink(c.slug, guide.slug)} data-testid="hc-guide-link">
                    <strong>{guide.title}</strong>
                    <span className="muted">{guide.subtitle}</span>
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
