import { Navigate, type RouteObject } from 'react-router-dom';
import { AppRoot } from './AppRoot';
import { LandingGuard, NOT_FOUND_PATH, RequireAuth, RequireGuest, RootRedirect } from './guards';
import { page } from './page-route';
import { PORTAL_PAGES, TEMPLATE_PAGES, type PageDef } from './pages';
import type { RouteHandle } from '../lib/route-handle';
import { LayoutHost } from '../shell/layouts/LayoutHost';
import { RouteError } from '../shell/RouteError';


/** The account pages (sign-in, sign-up, sign-out, unlock ...) and the not-found page: no PrimeReact texts on them. */
const lazyPage = (path: string, title: string, load: PageDef['load'], layout?: PageDef['layout']): RouteObject =>
  page({ path, title, load, layout }, { primeTexts: false });

const empty: RouteHandle = { layout: 'empty' };

/** What shows while the first lazy route loads (the same splash as index.html's and main.tsx's). */
function BootSplash() {
  return <div className="boot-splash" aria-busy="true" />;
}

/** The route table of spec 000 s2. */
export function buildRoutes(options: { extra?: RouteObject[] } = {}): RouteObject[] {
  const children: RouteObject[] = [
    // The empty path: the dashboards when signed in, else straight to the landing page, so a visitor's browser does
    // not download the dashboards' code only to be sent away by their guard.
    { index: true, element: <RootRedirect /> },

    // Unauthenticated-only routes, empty layout.
    {
      element: <RequireGuest />,
      children: [
        {
          element: <LayoutHost />,
          handle: empty,
          children: [
            lazyPage('sign-in', 'auth.signIn.title', () => import('../features/auth/SignInPage')),
            lazyPage('sign-up', 'auth.signUp.title', () => import('../features/auth/SignUpPage')),
            lazyPage('forgot-password', 'auth.forgotPassword.title', () => import('../features/auth/ForgotPasswordPage')),
            lazyPage('reset-password', 'auth.resetPassword.title', () => import('../features/auth/ResetPasswordPage')),
            lazyPage('confirmation-required', 'auth.confirmationRequired.title', () => import('../features/auth/ConfirmationRequiredPage')),
          ],
        },
      ],
    },

    // The root landing route (empty layout): the sign-in landing page 'home-page' with an optional redirectURL.
    {
      element: <LandingGuard />,
      children: [
        {
          element: <LayoutHost />,
          handle: empty,
          children: [lazyPage('home-page', 'auth.landing.title', () => import('../features/auth/HomePage'))],
        },
      ],
    },

    // Authenticated routes with the empty layout.
    {
      element: <RequireAuth />,
      children: [
        {
          element: <LayoutHost />,
          handle: empty,
          children: [
            lazyPage('sign-out', 'auth.signOut.title', () => import('../features/auth/SignOutPage')),
            lazyPage('unlock-session', 'auth.unlockSession.title', () => import('../features/auth/UnlockSessionPage')),
          ],
        },
      ],
    },

    // Authenticated routes: initial data resolved first, then the configured layout.
    {
      element: <RequireAuth />,
      children: [
        {
          lazy: async () => ({ Component: (await import('./initial-data')).InitialData }),
          children: [
            {
              element: <LayoutHost />,
              children: [
                ...PORTAL_PAGES.map((p) => page(p)),
                ...TEMPLATE_PAGES.map((p) => page(p)),
                lazyPage('404-not-found', 'error.404.title', () => import('../features/errors/NotFoundPage')),
              ],
            },
          ],
        },
      ],
    },
  ];

  // Extra top-level routes (the development-only machine lab is added by main.tsx).
  children.push(...(options.extra ?? []));

  // Any unknown path goes to the not-found page.
  children.push({ path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> });

  // Every page is a lazy route: until the first one has loaded, the root shows the boot splash (React Router warns on
  // every route when no HydrateFallback is given).
  return [{ path: '/', element: <AppRoot />, errorElement: <RouteError />, hydrateFallbackElement: <BootSplash />, children }];
}
