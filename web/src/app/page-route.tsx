import type { RouteObject } from 'react-router-dom';
import { RequireAccess } from './guards';
import type { PageDef } from './pages';
import type { RouteHandle } from './route-handle';

/** A page's route; a page that declares `access` is wrapped in the permission guard (a pathless parent). */
export const page = (p: PageDef): RouteObject => {
  const route: RouteObject = {
    path: p.path,
    handle: { title: p.title, ...(p.layout ? { layout: p.layout } : {}) } satisfies RouteHandle,
    lazy: async () => ({ Component: (await p.load()).default }),
  };
  return p.access ? { element: <RequireAccess rule={p.access} />, children: [route] } : route;
};
