import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../shell/page/PageFrame';
import { useLiveData } from '../../lib/live-data';
import { formatNumber } from '../../lib/format';
import { textIn } from '../../lib/in-language';
import { guideLink, hasMore, helpCenterApi } from './help-center.api';
import { HelpNav, Loaded } from './parts';

/** Guide categories, each with its first guides and 'see all' when it holds more. */
export default function GuidesPage() {
  const { t, i18n } = useTranslation();
  const guides = useLiveData(() => helpCenterApi.guides(), [], []);
  return (
    <PageFrame icon="pi pi-book" subtitle={t('helpCenter.guidesText')}>
      <HelpNav />
      <Loaded data={guides.data} loading={guides.loading} empty={(list) => list.length === 0}>
        {(categories) => (
          <div className="hc-guide-grid">
            {categories.map((category) => (
              <section key={category.id} className="card hc-guide-category" data-testid="hc-guide-category">
                <h2 className="card-title"><Link to={guideLink(category.slug)}>{textIn(i18n.language, category.title, category.titleKm)}</Link></h2>
                <ul className="hc-guide-list">
                  {category.guides.map((guide) => (
                    <li key={guide.id}><Link to={guideLink(category.slug, guide.slug)}><i className="pi pi-file" aria-hidden="true" /> {textIn(i18n.language, guide.title, guide.titleKm)}</Link></li>
                  ))}
                </ul>
                {hasMore(category) && (
                  <Link to={guideLink(category.slug)} className="hc-see-all" data-testid="hc-see-all">
                    {t('helpCenter.seeAll', { formatted: formatNumber(category.totalGuides, i18n.language) })} <i className="pi pi-arrow-right" aria-hidden="true" />
                  </Link>
                )}
              </section>
            ))}
          </div>
        )}
      </Loaded>
    </PageFrame>
  );
}
