import { $denseMenuChoice, $quickChatOpen, denseMenuMode, denseMenuToggled, quickChatToggled } from './shell.state';
import { signedOut } from '../stores/session';

describe('dense layout menu', () => {
  it('is dense on wide screens and default on small ones until the user chooses', () => {
    expect(denseMenuMode(null, false)).toBe('dense');
    expect(denseMenuMode(null, true)).toBe('default');
  });
  it('follows the toggle on wide screens; small screens always use the drawer (default)', () => {
    denseMenuToggled('default');
    expect($denseMenuChoice.getState()).toBe('default');
    expect(denseMenuMode($denseMenuChoice.getState(), false)).toBe('default');
    denseMenuToggled('dense');
    expect(denseMenuMode($denseMenuChoice.getState(), false)).toBe('dense');
    expect(denseMenuMode($denseMenuChoice.getState(), true)).toBe('default');
  });
});

it('the team chat panel toggles open and closed, and sign-out closes it', () => {
  expect($quickChatOpen.getState()).toBe(false);
  quickChatToggled();
  expect($quickChatOpen.getState()).toBe(true);
  quickChatToggled();
  expect($quickChatOpen.getState()).toBe(false);
  quickChatToggled(true);
  signedOut();
  expect($quickChatOpen.getState()).toBe(false);
});
