import { Link } from 'react-router-dom';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { ActivitiesRoutes, type Activity } from '@cis/contracts';
import { $displayName, $user } from '../../stores/session';
import { UserAvatar } from '../../shell/topbar/UserAvatar';
import { formatNumber } from '../../lib/format';
import { formatDate } from '../../lib/dates';
import { sanitizeHtml } from '../../lib/sanitize';
import { TemplateFrame } from './TemplateFrame';
import { useRemote } from '../../lib/useRemote';
import { RemoteView } from '../../lib/RemoteView';
import './template-pages.css';

/** The template's profile page: the signed-in user's card, what they do, and their latest activities. */
export default function TemplateProfilePage() {
  const { t, i18n } = useTranslation();
  const [user, displayName] = useUnit([$user, $displayName]);
  const activities = useRemote<Activity[]>(ActivitiesRoutes.base);
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <TemplateFrame icon="pi pi-user" subtitle={t('template.profile.subtitle')}>
      <section className="card profile-hero" data-testid="profile-hero">
        <div className="profile-cover" aria-hidden="true" />
        <div className="profile-id">
          <UserAvatar size="xlarge" />
          <div className="profile-who">
            <h2 className="profile-name">{displayName || user?.name}</h2>
            <div className="muted">{user?.email}</div>
          </div>
          <ul className="profile-stats" role="list">
            <li><strong>{n(user?.permissions.length ?? 0)}</strong><span className="muted small">{t('template.profile.permissions')}</span></li>
            <li><strong>{t(`template.profile.kinds.${user?.kind ?? 'staff'}`)}</strong><span className="muted small">{t('template.profile.kind')}</span></li>
            <li><strong>{n(user?.role ?? 0)}</strong><span className="muted small">{t('template.profile.role')}</span></li>
          </ul>
        </div>
      </section>
      <div className="profile-grid">
        <section className="card">
          <h2 className="card-title">{t('template.profile.about')}</h2>
          <p>{t('template.profile.aboutText')}</p>
          <dl className="profile-facts">
            <dt>{t('template.profile.email')}</dt><dd>{user?.email}</dd>
            <dt>{t('template.profile.tenant')}</dt><dd className="mono">{user?.tenant}</dd>
            <dt>{t('template.profile.status')}</dt><dd>{t(`template.profile.statuses.${user?.status ?? 'online'}`)}</dd>
          </dl>
        </section>
        <section className="card">
          <header className="tp-card-head">
            <h2 className="card-title">{t('template.profile.recentActivity')}</h2>
            <Link to="/pages/activities" className="link">{t('template.profile.seeAll')}</Link>
          </header>
          <RemoteView remote={activities} reload={activities.reload} isEmpty={(a) => a.length === 0} emptyText={t('template.activities.empty')}>
            {(list) => (
              <ul className="profile-activity" role="list">
                {list.slice(0, 5).map((a) => (
                  <li key={a.id}>
                    <span dangerouslySetInnerHTML={{ __html: sanitizeHtml(a.description) }} />
                    {a.linkedContent && <> <strong>{a.linkedContent}</strong></>}
                    <div className="muted small">{formatDate(a.date, i18n.language)}</div>
                  </li>
                ))}
              </ul>
            )}
          </RemoteView>
        </section>
      </div>
    </TemplateFrame>
  );
}
