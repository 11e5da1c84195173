import { Suspense, lazy } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { useUnit } from 'effector-react';
import { isAllowed, type AccessRule } from '@cis/contracts';
import { $grant, $isAuthenticated } from '../stores/session';
import { $signOutPageShown } from '../features/auth/signOut.state';
import { SIGNED_IN_REDIRECT, SIGN_IN_LANDING, SIGN_OUT_PATH, NOT_FOUND_PATH, afterSignIn, signInRedirect } from '../lib/auth-paths';

export { SIGNED_IN_REDIRECT, SIGN_IN_LANDING, SIGN_OUT_PATH, NOT_FOUND_PATH, afterSignIn, signInRedirect };

/** Its own small chunk: the sign-in page never needs it. */
const NoAccessPage = lazy(() => import('../features/errors/NoAccessPage'));

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
