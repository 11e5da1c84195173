import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import './errors.css';

/**
 * Shown in place of a page the signed-in user may not open (its PageDef's `access` refuses them): the address stays,
 * the page itself is never loaded. "Go back" returns to where the user came from (the dashboards when the page was
 * opened directly, with no history inside the portal).
 */
export default function NoAccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // React Router gives the first entry of a session the key 'default': nothing inside the portal to go back to.
  const cameFromPortal = useLocation().key !== 'default';
  return (
    <div className="error-page" data-testid="no-access" role="alert">
      <i className="pi pi-lock error-code" aria-hidden="true" />
      <h1>{t('error.noAccess.heading')}</h1>
      <p className="muted">{t('error.noAccess.text')}</p>
      <div className="center-card-actions">
        {cameFromPortal && (
          <button type="button" className="btn btn-primary" onClick={() => navigate(-1)} data-testid="no-access-back">
            <i className="pi pi-arrow-left" aria-hidden="true" />
            {t('error.noAccess.back')}
          </button>
        )}
        <Link to="/dashboards" className={`btn ${cameFromPortal ? 'btn-text' : 'btn-primary'}`} data-testid="no-access-home">
          <i className="pi pi-home" aria-hidden="true" />
          {t('error.backToDashboards')}
        </Link>
      </div>
    </div>
  );
}
