import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $isLoading } from '../stores/loading';

/** A thin bar at the top of the page while any request is in flight (walldetail requests are not counted). */
export function LoadingBar() {
  const { t } = useTranslation();
  const loading = useUnit($isLoading);
  if (!loading) return null;
  return (
    <div className="loading-bar" role="progressbar" aria-label={t('label.text.loading')} data-testid="loading-bar">
      <div className="loading-bar-value" />
    </div>
  );
}
