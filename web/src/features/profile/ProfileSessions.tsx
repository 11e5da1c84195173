import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { Button } from 'primereact/button';
import { AuthEvents, type UserSession } from '@cis/contracts';
import { alertFor, isApiError } from '../../api/http';
import { pushReceived } from '../../api/socket';
import { DATE_PATTERNS, formatDate } from '../../lib/dates';
import { alertRaised } from '../../stores/alerts';
import { $timeZone, signOutOthersFx } from '../../stores/session';
import { profileApi } from './profile.api';
import { describeAgent, isMobileAgent } from './profile.logic';

/** The browsers and devices signed in to the account (this one marked), and "sign out the others". */
export function ProfileSessions() {
  const { t, i18n } = useTranslation();
  const [zone, busy] = useUnit([$timeZone, signOutOthersFx.pending]);
  const [sessions, setSessions] = useState<UserSession[] | null>(null);
  const load = useCallback(() => {
    profileApi.sessions().then(setSessions, () => setSessions([]));
  }, []);
  useEffect(load, [load]);
  useEffect(() => pushReceived.watch((event) => {
    if (event.type === AuthEvents.sessionStarted || event.type === AuthEvents.sessionsEnded) load();
  }), [load]);

  const signOutOthers = async () => {
    try {
      await signOutOthersFx();
      alertRaised({ type: 'success', message: t('profile.sessions.done') });
      load();
    } catch (error) {
      if (isApiError(error)) alertFor(error);
      else throw error;
    }
  };
  const others = (sessions ?? []).filter((s) => !s.current).length;

  return (
    <section className="card profile-sessions" data-testid="profile-sessions">
      <h2 className="card-title"><i className="pi pi-desktop" aria-hidden="true" /> {t('profile.sessions.title')}</h2>
      <p className="muted small">{t('profile.sessions.hint')}</p>
      {sessions === null ? (
        <p className="muted">{t('profile.sessions.loading')}</p>
      ) : (
        <ul className="profile-session-list" data-zone={zone}>
          {sessions.map((s) => {
            const { browser, system } = describeAgent(s.userAgent);
            const what = [browser, system].filter(Boolean).join(' · ') || t('profile.sessions.unknownBrowser');
            return (
              <li key={s.id} className={s.current ? 'current' : ''} data-testid="profile-session" data-current={s.current}>
                <i className={`pi ${isMobileAgent(s.userAgent) ? 'pi-mobile' : 'pi-desktop'}`} aria-hidden="true" />
                <div className="profile-session-text">
                  <strong>{what}{s.current && <span className="profile-session-this" data-testid="profile-session-this">{t('profile.sessions.this')}</span>}</strong>
                  <span className="muted small" title={s.userAgent}>{s.address}</span>
                  <span className="muted small">
                    {t('profile.sessions.lastSeen', { when: formatDate(s.lastSeenAt, i18n.language, DATE_PATTERNS.dateTime) })}
                    {' · '}
                    {t('profile.sessions.since', { when: formatDate(s.startedAt, i18n.language, DATE_PATTERNS.dateTime) })}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Button type="button" label={t('profile.sessions.signOutOthers')} icon="pi pi-sign-out" severity="danger" outlined loading={busy}
        disabled={others === 0} onClick={() => void signOutOthers()} data-testid="profile-sign-out-others" />
    </section>
  );
}
