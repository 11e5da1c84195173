import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $systemAlert, alertDismissed } from '../../stores/alerts';
import { translateError, translateErrorType } from './translate';

const ICON: Record<string, string> = {
  error: 'pi-times-circle', success: 'pi-check-circle', info: 'pi-info-circle', warning: 'pi-exclamation-triangle',
};

/** The dismissible system alert (errors mapped through the catalogue, success messages). */
export function SystemAlert() {
  const { t } = useTranslation();
  const alert = useUnit($systemAlert);
  if (!alert) return null;
  const kind = ICON[alert.type] ? alert.type : 'error';
  return (
    <div className={`system-alert system-alert-${kind}`} role="alert" data-testid="system-alert">
      <i className={`pi ${ICON[kind]}`} aria-hidden="true" />
      <div className="system-alert-text">
        {alert.title && <strong>{translateErrorType(t, alert.title)}</strong>}
        <span>{translateError(t, alert)}</span>
      </div>
      <button type="button" className="icon-btn" onClick={() => alertDismissed()} aria-label={t('label.action.dismiss')}>
        <i className="pi pi-times" aria-hidden="true" />
      </button>
    </div>
  );
}
