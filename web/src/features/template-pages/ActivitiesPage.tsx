import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ActivitiesRoutes, type Activity } from '@cis/contracts';
import { iconClass } from '../../shell/icons';
import { DATE_PATTERNS, formatDate } from '../../lib/dates';
import { sanitizeHtml } from '../../lib/sanitize';
import { TemplateFrame } from './TemplateFrame';
import { useRemote } from '../../lib/useRemote';
import { RemoteView } from '../../lib/RemoteView';
import { groupByDay, relativeDay } from './activities.logic';
import { primeGlyph } from './icon-glyph';
import './template-pages.css';

export default function ActivitiesPage() {
  const { t } = useTranslation();
  const remote = useRemote<Activity[]>(ActivitiesRoutes.base);
  return (
    <TemplateFrame icon="pi pi-history" subtitle={t('template.activities.subtitle')}>
      <RemoteView remote={remote} reload={remote.reload} isEmpty={(a) => a.length === 0} emptyText={t('template.activities.empty')}>
        {(activities) => <Timeline activities={activities} />}
      </RemoteView>
    </TemplateFrame>
  );
}

function ActivityIcon({ activity }: { activity: Activity }) {
  if (activity.image) return <img className="activity-avatar" src={activity.image} alt="" />;
  const glyph = activity.icon ? primeGlyph(activity.icon) : null;
  return <span className="activity-icon"><i className={glyph ? `pi ${glyph}` : iconClass(activity.icon, 'pi pi-bolt')} aria-hidden="true" /></span>;
}

function Timeline({ activities }: { activities: Activity[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <div className="activities">
      {groupByDay(activities).map((group) => (
        <section key={group.day} className="activity-day">
          <h2 className="activity-day-title">{relativeDay(group.day, lang, t)}</h2>
          <ol className="activity-list card" role="list">
            {group.items.map((a) => (
              <li key={a.id} className="activity" data-testid="activity">
                <ActivityIcon activity={a} />
                <div className="activity-body">
                  <div className="activity-text">
                    <span dangerouslySetInnerHTML={{ __html: sanitizeHtml(a.description) }} />
                    {a.linkedContent && (
                      <> {a.link && a.useRouter ? <Link to={a.link} className="link">{a.linkedContent}</Link>
                        : a.link ? <a href={a.link} className="link" target="_blank" rel="noreferrer noopener">{a.linkedContent}</a>
                          : <strong>{a.linkedContent}</strong>}</>
                    )}
                  </div>
                  <div className="muted small activity-meta">
                    <time dateTime={a.date}>{formatDate(a.date, lang, DATE_PATTERNS.chatTime)}</time>
                    {a.link && !a.linkedContent && (a.useRouter
                      ? <Link to={a.link} className="link">{t('template.activities.open')}</Link>
                      : <a href={a.link} className="link" target="_blank" rel="noreferrer noopener">{t('template.activities.open')}</a>)}
                  </div>
                  {a.extraContent && <div className="activity-extra" dangerouslySetInnerHTML={{ __html: sanitizeHtml(a.extraContent) }} />}
                </div>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
