import type { RouteObject } from 'react-router-dom';
import { RequireAccess } from './guards';
import { i18n } from './i18n';
import type { PageDef } from './pages';
import type { RouteHandle } from '../lib/route-handle';

/**
 * A page's route; a page that declares `access` is wrapped in the access guard (a pathless parent), which shows the
 * no-access page instead to a user the rule refuses (the rule also rides in the handle, for the page title).
 * PrimeReact's texts follow the language from the first portal page on (app/prime-locale.ts); the sign-in and other
 * account pages show none of them, so `primeTexts: false` keeps PrimeReact's locale machinery (15 KB gzip) out of the
 * landing page.
 */
export const page = (p: PageDef, { primeTexts = true }: { primeTexts?: boolean } = {}): RouteObject => {
  const route: RouteObject = {
    path: p.path,
    handle: {
      title: p.title, ...(p.layout ? { layout: p.layout } : {}), ...(p.access ? { access: p.access } : {}),
    } satisfies RouteHandle,
    lazy: primeTexts
      ? async () => {
          const [mod, prime] = await Promise.all([p.load(), import('../lib/prime-locale')]);
          prime.followLanguageInPrime(i18n);
          return { Component: mod.default };
        }
      : async () => ({ Component: (await p.load()).default }),
  };
  return p.access ? { element: <RequireAccess rule={p.access} />, children: [route] } : route;
};
