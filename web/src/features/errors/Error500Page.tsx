import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import './errors.css';

export default function Error500Page() {
  const { t } = useTranslation();
  return (
    <div className="error-page">
      <div className="error-code">500</div>
      <h1>{t('error.500.heading')}</h1>
      <p className="muted">{t('error.500.text')}</p>
      <Link to="/dashboards" className="btn btn-primary">
        <i className="pi pi-home" aria-hidden="true" />
        {t('error.backToDashboards')}
      </Link>
    </div>
  );
}
