import { Suspense, lazy, useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { APP_ACCESS, isAllowed } from '@cis/contracts';
import { $quickChatOpen, quickChatToggled } from '../shell.state';
import { $grant } from '../../stores/session';
import { $chatUnread, $chatsLoaded, fetchChatsFx } from './chat.api';
import '../panel.css';
import './quick-chat.css';

/**
 * The team chat is one of the firm's internal apps (APP_ACCESS.chat, the rule of its API): its top-bar toggle and
 * panel exist only for the accounts the rule admits. Kept here, not with the session, so the sign-in page's bundle
 * does not carry it.
 */
export const $canUseTeamChat = $grant.map((grant) => isAllowed(APP_ACCESS.chat, grant));

/** The top bar's team-chat button, with the unread count (loaded with the bar, kept live by the chat pushes). */
export function ChatToggle() {
  const { t } = useTranslation();
  const [open, unread, loaded] = useUnit([$quickChatOpen, $chatUnread, $chatsLoaded]);
  useEffect(() => {
    if (!loaded) void fetchChatsFx().catch(() => undefined);
  }, [loaded]);
  return (
    <button
      type="button"
      className={`icon-btn ${open ? 'is-active' : ''}`}
      onClick={() => quickChatToggled()}
      aria-label={unread > 0 ? t('chat.titleUnread', { count: unread }) : t('chat.title')}
      aria-pressed={open}
      data-testid="chat-toggle"
    >
      <i className="pi pi-comments" aria-hidden="true" />
      {unread > 0 && (
        <span className="count-badge" data-testid="chat-unread">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </button>
  );
}

/**
 * The team chat side panel (QuickChatPanel.tsx), loaded the first time it opens: its day separators and times are
 * luxon's, which then stay off the first screen of every page (test/bench/README.md, 2026-11-26).
 */
const QuickChatPanel = lazy(() => import('./QuickChatPanel'));

export function QuickChat() {
  const [shown, canUse] = useUnit([$quickChatOpen, $canUseTeamChat]);
  if (!(shown && canUse)) return null;
  return (
    <Suspense fallback={null}>
      <QuickChatPanel />
    </Suspense>
  );
}
