import { createEvent, createStore } from 'effector';
import { signedOut } from '../stores/session';

/** UI state of the shell chrome (not persisted, except the dense menu choice). */
export const navigationDrawerToggled = createEvent<boolean | void>();
export const $navigationDrawerOpen = createStore(false)
  .on(navigationDrawerToggled, (open, next) => (typeof next === 'boolean' ? next : !open))
  .reset(signedOut);

export const quickChatToggled = createEvent<boolean | void>();
export const $quickChatOpen = createStore(false)
  .on(quickChatToggled, (open, next) => (typeof next === 'boolean' ? next : !open))
  .reset(signedOut);

export const settingsToggled = createEvent<boolean | void>();
export const $settingsOpen = createStore(false).on(settingsToggled, (open, next) => (typeof next === 'boolean' ? next : !open));

/** Dense layout: the menu toggles between 'dense' (icons) and 'default'. null = not chosen: dense on wide screens. */
export const denseMenuToggled = createEvent<'dense' | 'default'>();
export const $denseMenuChoice = createStore<'dense' | 'default' | null>(null, { skipVoid: false }).on(denseMenuToggled, (_, m) => m);

/** Vertical layouts: the side menu can be folded away on wide screens. */
export const sideMenuToggled = createEvent();
export const $sideMenuFolded = createStore(false).on(sideMenuToggled, (f) => !f);

/** The dense menu's mode for a screen size when the user has not chosen (spec: dense on wide, default on small). */
export function denseMenuMode(choice: 'dense' | 'default' | null, small: boolean): 'dense' | 'default' {
  if (small) return 'default';
  return choice ?? 'dense';
}
