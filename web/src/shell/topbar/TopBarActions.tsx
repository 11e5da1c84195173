import { useUnit } from 'effector-react';
import { $balanceVisible } from '../../stores/balance';
import { messages, notifications } from '../../stores/messages';
import { $canSeeNotifications } from '../../stores/session';
import { useIsSmall } from '../breakpoints';
import { BalanceWidget } from '../balance/BalanceWidget';
import { $canUseTeamChat, ChatToggle } from '../chat/QuickChat';
import { InboxButton } from '../inbox/InboxButton';
import { SearchBar } from '../search/SearchBar';
import { ShortcutsButton } from '../shortcuts/ShortcutsPanel';
import { FullscreenToggle } from './FullscreenToggle';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SettingsDrawer } from './SettingsDrawer';
import { UserMenu } from './UserMenu';

/**
 * The top bar's tools: balance (role 2 with a customerP24Id), language, fullscreen, search, shortcuts, messages,
 * notifications (READ_WALL or ALL_FUNCTIONS), team chat (staff: APP_ACCESS.chat), user menu.
 */
export function TopBarActions() {
  const [balanceVisible, canSeeNotifications, canUseTeamChat] = useUnit([$balanceVisible, $canSeeNotifications, $canUseTeamChat]);
  const small = useIsSmall();
  return (
    <div className="topbar-actions">
      {balanceVisible && <BalanceWidget />}
      <LanguageSwitcher />
      {!small && <FullscreenToggle />}
      <SearchBar />
      <ShortcutsButton />
      <InboxButton store={messages} testId="messages" />
      {canSeeNotifications && <InboxButton store={notifications} testId="notifications" />}
      {canUseTeamChat && <ChatToggle />}
      <UserMenu />
      <SettingsDrawer />
    </div>
  );
}
