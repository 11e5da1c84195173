import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Remote } from './useRemote';
import './remote-view.css';

/**
 * The three states of a screen fed by one GET: loading (spinner), failed (the shell's alert already tells why; the
 * screen offers to try again) and ready. `isEmpty` turns a ready answer with nothing in it into the empty state.
 */
export function RemoteView<T>({ remote, reload, children, isEmpty, emptyText, loadingText }: {
  remote: Remote<T>;
  reload: () => void;
  children: (data: T) => ReactNode;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  loadingText?: string;
}) {
  const { t } = useTranslation();
  if (remote.status === 'loading') {
    return (
      <div className="card remote-state" role="status" aria-live="polite" data-testid="remote-loading">
        <span className="spinner" aria-hidden="true" />
        <span>{loadingText ?? t('template.state.loading')}</span>
      </div>
    );
  }
  if (remote.status === 'failed') {
    return (
      <div className="card remote-state" data-testid="remote-failed">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" />
        <span>{t('template.state.failed')}</span>
        <button type="button" className="btn btn-outline btn-sm" onClick={reload}>
          <i className="pi pi-refresh" aria-hidden="true" />
          {t('template.state.retry')}
        </button>
      </div>
    );
  }
  if (isEmpty?.(remote.data)) {
    return (
      <div className="card remote-state" data-testid="remote-empty">
        <i className="pi pi-inbox" aria-hidden="true" />
        <span>{emptyText ?? t('template.state.empty')}</span>
      </div>
    );
  }
  return <>{children(remote.data)}</>;
}
