import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TemplateFrame } from './TemplateFrame';
import { GUIDE_SECTIONS, findGuide } from './guides';
import './template-pages.css';

/** docs/guides/<section>/<page>: the portal's user guide, a menu of sections and one page. */
export default function GuidesPage() {
  const { t } = useTranslation();
  const params = useParams();
  const { section, page } = findGuide(params['*'] ?? '');
  return (
    <TemplateFrame icon="pi pi-compass" subtitle={t('template.docs.guidesSubtitle')}>
      <div className="guides">
        <nav className="card guides-nav" aria-label={t('template.docs.guidesTitle')}>
          {GUIDE_SECTIONS.map((s) => (
            <section key={s.id}>
              <h2 className="guides-section">{t(`template.docs.guide.${s.id}.title`)}</h2>
              <ul role="list">
                {s.pages.map((p) => (
                  <li key={p}>
                    <Link to={`/docs/guides/${s.id}/${p}`} className={`guides-link ${s.id === section && p === page ? 'is-active' : ''}`}
                      aria-current={s.id === section && p === page ? 'page' : undefined}>
                      {t(`template.docs.guide.${s.id}.${p}.title`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <article className="card guides-page" data-testid="guide-page">
          <div className="muted small">{t(`template.docs.guide.${section}.title`)}</div>
          <h2>{t(`template.docs.guide.${section}.${page}.title`)}</h2>
          {t(`template.docs.guide.${section}.${page}.body`).split('\n\n').map((para, i) => <p key={i}>{para}</p>)}
        </article>
      </div>
    </TemplateFrame>
  );
}
