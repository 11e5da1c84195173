import type { RouteObject } from 'react-router-dom';
import { RequireAccess } from './guards';
import { i18n } from './i18n';
import type { PageDef } from './pages';
import type { RouteHandle } from './route-handle';

/** A page's route; a page that declares `access` is wrapped in the permission guard (a pathless parent). */
export const page = (p: PageDef): RouteObject => {
  const route: RouteObject = {
    path: p.path,
    handle: { title: p.title, ...(p.layout ? { layout: p.layout } : {}) } satisfies RouteHandle,
    // PrimeReact's texts follow the language from the first page on (app/prime-locale.ts).
    lazy: async () => {
      const [mod, prime] = await Promise.all([p.load(), import('./prime-locale')]);
      prime.followLanguageInPrime(i18n);
      return { Component: mod.default };
    },
  };
  return p.access ? { element: <RequireAccess rule={p.access} />, children: [route] } : route;
};
