import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../shell/page/PageFrame';
import { useLiveData } from '../../lib/live-data';
import { sanitizeHtml } from '../../lib/sanitize';
import { guideLink, helpCenterApi, opensWithHeading } from './help-center.api';
import { HelpNav, Loaded } from './parts';

/** One guide, its HTML content sanitised again in the browser. */
export default function GuidePage() {
  const { t } = useTranslation();
  const { categorySlug = '', guideSlug = '' } = useParams();
  const guide = useLiveData(() => helpCenterApi.guide(categorySlug, guideSlug), [categorySlug, guideSlug], []);
  return (
    <PageFrame icon="pi pi-book" subtitle={guide.data?.title}>
      <HelpNav />
      <Loaded data={guide.failed ? null : guide.data} loading={guide.loading}>
        {(c) => (
          <article className="card hc-guide" data-testid="hc-guide">
            <Link to={guideLink(c.slug)} className="hc-back"><i className="pi pi-arrow-left" aria-hidden="true" /> {c.title}</Link>
            {!opensWithHeading(c.guide.content) && (
              <>
                <h2 className="hc-guide-title">{c.guide.title}</h2>
                <p className="muted hc-guide-subtitle">{c.guide.subtitle}</p>
              </>
            )}
            <div className="hc-guide-content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(c.guide.content) }} />
            <p className="muted hc-helpful">{t('helpCenter.stillStuck')} <a href="mailto:support@cis.com.kh">support@cis.com.kh</a></p>
          </article>
        )}
      </Loaded>
    </PageFrame>
  );
}
