import { Suspense, lazy, useRef } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { OverlayPanel } from 'primereact/overlaypanel';
import type { InboxStore } from '../../stores/messages';
import type { InboxTexts } from './InboxPanel';
import '../topbar/topbar-popup.css';
import '../panel.css';
import './inbox.css';

/**
 * The popup's list (InboxPanel.tsx), loaded the first time a popup opens: its times and day parameters are luxon's,
 * which then stay off the first screen of every page (test/bench/README.md, 2026-11-26).
 */
const loadPanel = () => import('./InboxPanel');
const InboxPanel = lazy(async () => ({ default: (await loadPanel()).InboxPanel }));
/** Fetched as the pointer or focus reaches a button, so the popup usually opens with its list already there. */
const preloadPanel = () => void loadPanel().catch(() => undefined);

/** The messages / notifications button with its unread count, and the panel it opens. */
export function InboxButton({ store, testId }: { store: InboxStore; testId: string }) {
  const { t } = useTranslation();
  const panel = useRef<OverlayPanel>(null);
  const unread = useUnit(store.$unreadCount);
  const texts: InboxTexts =
    store.kind === 'messages'
      ? { title: t('inbox.messages.title'), empty: t('inbox.messages.empty'), emptyHint: t('inbox.messages.emptyHint'), button: t('inbox.messages.title'), icon: 'pi-envelope' }
      : { title: t('inbox.notifications.title'), empty: t('inbox.notifications.empty'), emptyHint: t('inbox.notifications.emptyHint'), button: t('inbox.notifications.title'), icon: 'pi-bell' };
  return (
    <>
      <button
        type="button"
        className="icon-btn"
        onClick={(e) => panel.current?.toggle(e)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        // The badge's number in the name, not in parentheses (WCAG 2.5.3 label in name: "Messages 2" is what shows).
        aria-label={unread > 0 ? `${texts.button}: ${unread > 99 ? '99+' : unread}` : texts.button}
        aria-haspopup="dialog"
        data-testid={`${testId}-button`}
      >
        <i className={`pi ${texts.icon}`} aria-hidden="true" />
        {unread > 0 && (
          <span className="count-badge" data-testid={`${testId}-unread`}>
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <OverlayPanel ref={panel} className="topbar-popup inbox-popup">
        <Suspense fallback={<div className="panel" aria-busy="true" />}>
          <InboxPanel store={store} texts={texts} testId={testId} onNavigate={() => panel.current?.hide()} />
        </Suspense>
      </OverlayPanel>
    </>
  );
}

