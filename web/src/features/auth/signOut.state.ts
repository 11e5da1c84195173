import { createEvent, createStore } from 'effector';

/**
 * The sign-out page is showing its 'You have signed out' countdown: the authentication check lets /sign-out stay
 * on screen after the session ended. A fresh visit to /sign-out while signed out still redirects.
 */
export const signOutPageShown = createEvent<boolean>();
export const $signOutPageShown = createStore(false).on(signOutPageShown, (_, v) => v);
