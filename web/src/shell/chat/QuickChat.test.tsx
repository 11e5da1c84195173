import { act, render, screen } from '@testing-library/react';
import { quickChatToggled } from '../shell.state';
import { fetchChatsFx } from './chat.api';
import { topBelow } from './belowTopBar';
import { QuickChat } from './QuickChat';

jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en-US' } }) }));

describe('the team chat panel sits below the top bar (its toggle and the user menu stay usable)', () => {
  it('starts at the bar\'s bottom edge, or at the window top once the bar has scrolled away', () => {
    expect(topBelow({ bottom: 64 })).toBe(64);
    expect(topBelow({ bottom: 88.4 })).toBe(88);
    expect(topBelow({ bottom: -30 })).toBe(0);
    expect(topBelow(null)).toBe(0);
  });

  it('follows the layout\'s top bar when it opens and when the page scrolls', async () => {
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
    const panel = screen.getByTestId('quick-chat');
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
