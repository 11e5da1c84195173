import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../shell/page/PageFrame';
import { useLiveData } from '../../lib/live-data';
import { sanitizeHtml } from '../../lib/sanitize';
import { textIn } from '../../lib/in-language';
import { guideLink, helpCenterApi, opensWithHeading } from './help-center.api';
import { HelpNav, Loaded } from './parts';

/** One guide in the reader's language, its HTML content sanitised again in the browser. */
export default function GuidePage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { categorySlug = '', guideSlug = '' } = useParams();
  const guide = useLiveData(() => helpCenterApi.guide(categorySlug, guideSlug), [categorySlug, guideSlug], []);
  return (
    <PageFrame icon="pi pi-book" subtitle={guide.data ? textIn(lang, guide.data.guide.title, guide.data.guide.titleKm) : undefined}>
      <HelpNav />
      <Loaded data={guide.failed ? null : guide.data} loading={guide.loading}>
        {(c) => {
          const content = textIn(lang, c.guide.content, c.guide.contentKm);
          return (
            <article className="card hc-guide" data-testid="hc-guide">
              <Link to={guideLink(c.slug)} className="hc-back"><i className="pi pi-arrow-left" aria-hidden="true" /> {textIn(lang, c.title, c.titleKm)}</Link>
              {!opensWithHeading(content) && (
                <>
                  <h2 className="hc-guide-title">{textIn(lang, c.guide.title, c.guide.titleKm)}</h2>
                  <p className="muted hc-guide-subtitle">{textIn(lang, c.guide.subtitle, c.guide.subtitleKm)}</p>
                </>
              )}
              <div className="hc-guide-content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(content) }} />
              <p className="muted hc-helpful">{t('helpCenter.stillStuck')} <a href="mailto:support@cis.com.kh">support@cis.com.kh</a></p>
            </article>
          );
        }}
      </Loaded>
    </PageFrame>
  );
}
