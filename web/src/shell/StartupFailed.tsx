import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Start-up loads failed (server down): say so and offer a retry instead of an endless 'Please wait'. */
export function StartupFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="center-page" role="alert">
      <div className="center-card">
        <i className="pi pi-cloud center-card-icon" aria-hidden="true" />
        <h1>{t('label.text.startupFailedTitle')}</h1>
        <p>{t('label.text.startupFailedText')}</p>
        <div className="center-card-actions">
          <button type="button" className="btn btn-primary" onClick={onRetry}>{t('label.action.retry')}</button>
          <Link className="btn btn-text" to="/sign-out">{t('label.action.signOut')}</Link>
        </div>
      </div>
    </div>
  );
}
