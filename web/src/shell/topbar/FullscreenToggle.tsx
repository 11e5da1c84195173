import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Toggles the browser's fullscreen mode for the whole page. */
export function FullscreenToggle() {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);
  useEffect(() => {
    const sync = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  if (typeof document !== 'undefined' && !document.fullscreenEnabled) return null;
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  return (
    <button
      type="button"
      className="icon-btn"
      onClick={toggle}
      aria-label={full ? t('label.action.exitFullscreen') : t('label.action.enterFullscreen')}
      aria-pressed={full}
      data-testid="fullscreen-toggle"
    >
      <i className={`pi ${full ? 'pi-window-minimize' : 'pi-window-maximize'}`} aria-hidden="true" />
    </button>
  );
}
