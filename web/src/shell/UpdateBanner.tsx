import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $serverVersionMessage, $updateAvailable } from '../stores/version';

export const reloadPage = () => window.location.reload();

/** Shown when the server's UI version differs from this build's: the message, 'Update Now!' and the CTRL + F5 hint. */
export function UpdateBanner({ onReload = reloadPage }: { onReload?: () => void }) {
  const { t } = useTranslation();
  const [available, message] = useUnit([$updateAvailable, $serverVersionMessage]);
  if (!available) return null;
  return (
    <div className="update-banner" role="status" data-testid="update-banner">
      <i className="pi pi-sync" aria-hidden="true" />
      <span className="update-banner-text">{message ?? t('label.text.newVersionAvailable')}</span>
      <button type="button" className="update-banner-link" onClick={onReload} data-testid="update-now">
        {t('label.action.updateNow')}
      </button>
      <span className="update-banner-hint">
        {t('label.text.orPress')}{' '}
        <kbd role="button" tabIndex={0} onClick={onReload} onKeyDown={(e) => e.key === 'Enter' && onReload()}>
          CTRL + F5
        </kbd>
      </span>
    </div>
  );
}
