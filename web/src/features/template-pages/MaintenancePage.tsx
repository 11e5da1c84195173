import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export default function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <div className="center-page">
      <div className="center-card">
        <i className="pi pi-wrench center-card-icon" aria-hidden="true" />
        <h1>{t('template.maintenance.heading')}</h1>
        <p className="muted">{t('template.maintenance.text')}</p>
        <Link className="btn btn-primary" to="/dashboards">{t('error.backToDashboards')}</Link>
      </div>
    </div>
  );
}
