import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export default function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <div className="center-page">
      <div className="center-card">
        <img src="/assets/images/logo.svg" alt="" width={56} height={56} />
        <h1>{t('template.comingSoon.heading')}</h1>
        <p className="muted">{t('template.comingSoon.text')}</p>
        <Link className="btn btn-primary" to="/dashboards">{t('error.backToDashboards')}</Link>
      </div>
    </div>
  );
}
