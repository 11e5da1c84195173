import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $maintenance } from '../stores/maintenance';

/**
 * Maintenance mode (issue 14): every open portal of the tenant shows the administrators' message, live (pushed); while
 * it shows, changes are refused except by ALL_FUNCTIONS holders, and reading goes on.
 */
export function MaintenanceBanner() {
  const { t } = useTranslation();
  const state = useUnit($maintenance);
  if (!state?.on) return null;
  return (
    <div className="update-banner maintenance-banner" role="status" data-testid="maintenance-banner">
      <i className="pi pi-wrench" aria-hidden="true" />
      <span className="update-banner-text">
        <strong>{t('systemPage.maintenance.bannerTitle')}</strong> {state.message}
      </span>
    </div>
  );
}
