import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import './errors.css';

/** 404-not-found: where every unknown path ends. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="error-page" data-testid="not-found">
      <div className="error-code">404</div>
      <h1>{t('error.404.heading')}</h1>
      <p className="muted">{t('error.404.text')}</p>
      <Link to="/dashboards" className="btn btn-primary">
        <i className="pi pi-home" aria-hidden="true" />
        {t('error.backToDashboards')}
      </Link>
    </div>
  );
}
