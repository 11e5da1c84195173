import { useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { SYSTEM_LIMITS } from '@cis/contracts';
import { $maintenance, maintenanceReceived } from '../../stores/maintenance';
import { formatDate, DATE_PATTERNS } from '../../lib/dates';
import { systemApi } from './system.api';

/** Maintenance mode: on with a message (every portal's banner; others' changes refused), or off. */
export function MaintenanceCard({ canWrite }: { canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const state = useUnit($maintenance);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const on = state?.on ?? false;

  const change = async (next: boolean) => {
    setBusy(true);
    try {
      maintenanceReceived(await systemApi.switchMaintenance(next, next ? message.trim() : undefined));
      if (next) setMessage('');
    } catch {
      // The shell's alert says why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card system-card" data-testid="maintenance-card" aria-labelledby="maintenance-title">
      <h2 className="card-title" id="maintenance-title"><i className="pi pi-wrench" aria-hidden="true" /> {t('systemPage.maintenance.title')}</h2>
      <p className={`system-status ${on ? 'is-on' : 'is-off'}`} data-testid="maintenance-status">
        {on ? t('systemPage.maintenance.on') : t('systemPage.maintenance.off')}
        {state?.since && <span className="muted small"> · {formatDate(state.since, i18n.language, DATE_PATTERNS.dateTime)}</span>}
      </p>
      {on && state?.message && <p className="system-quote">{state.message}</p>}
      <p className="muted small">{t('systemPage.maintenance.explain')}</p>
      {canWrite && (on ? (
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void change(false)} data-testid="maintenance-off">
          <i className="pi pi-play" aria-hidden="true" /> {t('systemPage.maintenance.switchOff')}
        </button>
      ) : (
        <form className="system-form" onSubmit={(e) => { e.preventDefault(); void change(true); }}>
          <label className="field">
            <span className="field-label">{t('systemPage.maintenance.message')}</span>
            <textarea className="text-input" rows={2} maxLength={SYSTEM_LIMITS.maintenanceMessageMax} value={message}
              onChange={(e) => setMessage(e.target.value)} placeholder={t('systemPage.maintenance.placeholder')} data-testid="maintenance-message" />
          </label>
          <button type="submit" className="btn btn-primary" disabled={busy || !message.trim()} data-testid="maintenance-on">
            <i className="pi pi-pause" aria-hidden="true" /> {t('systemPage.maintenance.switchOn')}
          </button>
        </form>
      ))}
    </section>
  );
}
