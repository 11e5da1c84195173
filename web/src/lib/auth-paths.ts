// Where sign-in, sign-out and unknown paths lead: the guards (app/) and the auth screens both follow them.

/** Where unauthenticated users are sent (spec 000 s2: the sign-in landing page). */
export const SIGN_IN_LANDING = '/home-page';
/** "The empty path and the signed-in redirect go to dashboards." */
export const SIGNED_IN_REDIRECT = '/dashboards';
export const SIGN_OUT_PATH = '/sign-out';
/** Where an unknown path ends. */
export const NOT_FOUND_PATH = '/404-not-found';

/** The landing URL for an unauthenticated visit to `pathname + search`. Visiting /sign-out gives no redirectURL. */
export function signInRedirect(pathname: string, search: string): string {
  if (pathname === SIGN_OUT_PATH || pathname === '/' || pathname === '') return SIGN_IN_LANDING;
  return `${SIGN_IN_LANDING}?redirectURL=${encodeURIComponent(pathname + search)}`;
}

/**
 * Where to go after signing in: the redirectURL when it is a path inside the app (never another site, never back
 * to an auth page), else the dashboards.
 */
export function afterSignIn(redirectURL: string | null): string {
  if (!redirectURL || !redirectURL.startsWith('/') || redirectURL.startsWith('//')) return SIGNED_IN_REDIRECT;
  const path = redirectURL.split(/[?#]/)[0];
  const authOnly = ['/sign-in', '/sign-up', '/forgot-password', '/reset-password', '/confirmation-required', SIGN_OUT_PATH, SIGN_IN_LANDING];
  if (authOnly.includes(path)) return SIGNED_IN_REDIRECT;
  return redirectURL;
}
