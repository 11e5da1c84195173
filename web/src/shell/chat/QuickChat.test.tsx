import { act, render, screen } from '@testing-library/react';
import { quickChatToggled } from '../shell.state';
import { fetchChatsFx } from './chat.api';
import { topBelow } from './belowTopBar';
import { $canUseTeamChat, QuickChat } from './QuickChat';
import { connectSocketFx, signInFx, signedOut } from '../../stores/session';
import type { UserKind } from '@cis/contracts';

jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en-US' } }) }));

/** Signs in (stubbed) as an account of the kind: the team chat is for staff only (APP_ACCESS.chat). */
async function signedInAs(kind: UserKind) {
  connectSocketFx.use(async () => undefined);
  signInFx.use(async () => ({
    user: { id: 'u', email: 'x@cis.test', name: 'X', kind, role: kind === 'staff' ? 1 : 2, permissions: [], userDetails: {} } as never, accessToken: 't', tokenType: 'bearer' as const,
  }));
  await signInFx({ email: 'x@cis.test', password: 'x' });
}
afterEach(() => signedOut());

describe('the team chat panel sits below the top bar (its toggle and the user menu stay usable)', () => {
  it('starts at the bar\'s bottom edge, or at the window top once the bar has scrolled away', () => {
    expect(topBelow({ bottom: 64 })).toBe(64);
    expect(topBelow({ bottom: 88.4 })).toBe(88);
    expect(topBelow({ bottom: -30 })).toBe(0);
    expect(topBelow(null)).toBe(0);
  });

  it('follows the layout\'s top bar when it opens and when the page scrolls', async () => {
    await signedInAs('staff');
    expect($canUseTeamChat.getState()).toBe(true);
    fetchChatsFx.use(async () => []);
    const bar = document.createElement('header');
    bar.className = 'topbar';
    let bottom = 88; // the centered layout: 24 px margin + 64 px bar
    bar.getBoundingClientRect = () => ({ bottom }) as DOMRect;
    document.body.appendChild(bar);
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      cb(0);
      return 1;
    });

    render(<QuickChat />);
    await act(async () => quickChatToggled(true));
    // The panel's code is loaded the first time it opens (QuickChatPanel.tsx).
    const panel = await screen.findByTestId('quick-chat');
    expect(panel.style.top).toBe('88px');

    bottom = 64; // scrolled: the sticky bar is at the top of the window
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(panel.style.top).toBe('64px');
    await act(async () => quickChatToggled(false));
    bar.remove();
  });
});

describe("the team chat is one of the firm's internal apps", () => {
  it.each(['customer', 'vendor'] as const)('never opens for a %s, and its chats are never fetched', async (kind) => {
    await signedInAs(kind);
    const fetched = jest.fn(async () => []);
    fetchChatsFx.use(fetched);
    render(<QuickChat />);
    await act(async () => quickChatToggled(true));
    expect($canUseTeamChat.getState()).toBe(false);
    expect(screen.queryByTestId('quick-chat')).toBeNull();
    expect(fetched).not.toHaveBeenCalled();
    await act(async () => quickChatToggled(false));
  });
});
