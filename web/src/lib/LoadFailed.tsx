import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';

/**
 * A list or screen whose load failed: says so (the shell's error alert tells why) and offers to try again, so a
 * failure never looks like an empty list.
 */
export function LoadFailed({ onRetry, message, className = 'ab-empty', testId = 'load-failed' }: {
  onRetry: () => void;
  message?: string;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={`${className} load-failed`} role="alert" data-testid={testId}>
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <p>{message ?? t('apps.state.loadFailed')}</p>
      <Button type="button" icon="pi pi-refresh" label={t('apps.state.retry')} outlined size="small" onClick={onRetry} data-testid={`${testId}-retry`} />
    </div>
  );
}
