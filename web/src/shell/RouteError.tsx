import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

/** A screen failed to load or render (a new deployment removed an old chunk, a bug): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env?.DEV) console.error(error);
  return (
    <div className="center-page" role="alert">
      <div className="center-card">
        <i className="pi pi-exclamation-triangle center-card-icon" aria-hidden="true" />
        <h1>{t('error.500.title')}</h1>
        <p>{t('error.500.text')}</p>
        <div className="center-card-actions">
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>{t('label.action.reload')}</button>
          <a className="btn btn-text" href="/dashboards">{t('error.backToDashboards')}</a>
        </div>
      </div>
    </div>
  );
}
