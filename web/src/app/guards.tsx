import { Suspense, lazy } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { useUnit } from 'effector-react';
import { isAllowed, type AccessRule } from '@cis/contracts';
import { $grant, $isAuthenticated } from '../stores/session';
import { $signOutPageShown } from '../features/auth/signOut.state';

/** Where unauthenticated users are sent (spec 000 s2: the sign-in landing page). */
export const SIGN_IN_LANDING = '/home-page';
/** "The empty path and the signed-in redirect go to dashboards." */
export const SIGNED_IN_REDIRECT = '/dashboards';
export const SIGN_OUT_PATH = '/sign-out';
/** Where an unknown path ends. */
export const NOT_FOUND_PATH = '/404-not-found';

/** Its own small chunk: the sign-in page never needs it. */
const NoAccessPage = lazy(() => import('../features/errors/NoAccessPage'));

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

/** Authentication check: signed-in users pass; others go to the sign-in landing page. */
export function RequireAuth() {
  const [authenticated, signOutShown] = useUnit([$isAuthenticated, $signOutPageShown]);
  const location = useLocation();
  if (!authenticated && signOutShown && location.pathname === SIGN_OUT_PATH) return <Outlet />;
  if (!authenticated) return <Navigate to={signInRedirect(location.pathname, location.search)} replace />;
  return <Outlet />;
}

/** The root path: the dashboards for a signed-in user, the sign-in landing page for anyone else. */
export function RootRedirect() {
  const authenticated = useUnit($isAuthenticated);
  return <Navigate to={authenticated ? SIGNED_IN_REDIRECT : signInRedirect('/', '')} replace />;
}

/** Unauthenticated-only routes: a signed-in user is sent on (redirectURL or the dashboards). */
export function RequireGuest() {
  const authenticated = useUnit($isAuthenticated);
  const [params] = useSearchParams();
  if (authenticated) return <Navigate to={afterSignIn(params.get('redirectURL'))} replace />;
  return <Outlet />;
}

/**
 * The root landing route's guard: like RequireGuest, but if the check itself fails (storage unreadable, store not
 * ready) it lets the visitor in rather than blocking the landing page.
 */
export function LandingGuard() {
  const [params] = useSearchParams();
  let authenticated = false;
  try {
    authenticated = $isAuthenticated.getState();
  } catch {
    authenticated = false;
  }
  useUnit($isAuthenticated);
  if (authenticated) return <Navigate to={afterSignIn(params.get('redirectURL'))} replace />;
  return <Outlet />;
}

/**
 * A page with an access rule (its PageDef's `access`, from contracts: the rule the BFF enforces on the page's API):
 * checked with the same isAllowed() as the menu and the BFF (an OR rule is also met by ALL_FUNCTIONS /
 * ALL_FUNCTIONS_READ; a `kinds` rule by no code). A signed-in user it refuses sees the no-access page at the same
 * address, with the way back, and the page is never loaded, so it calls no API.
 */
export function RequireAccess({ rule }: { rule: AccessRule }) {
  const grant = useUnit($grant);
  if (!isAllowed(rule, grant)) {
    return (
      <Suspense fallback={null}>
        <NoAccessPage />
      </Suspense>
    );
  }
  return <Outlet />;
}
