import '../test/text-encoding.polyfill';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type NonIndexRouteObject } from 'react-router-dom';
import { buildRoutes } from './routes';

// jsdom has no fetch Request; the data router builds one per navigation (only its url, method and signal are read).
if (typeof globalThis.Request === 'undefined') {
  (globalThis as { Request?: unknown }).Request = class {
    url: string; method: string; signal?: AbortSignal;
    constructor(url: string | URL, init?: { method?: string; signal?: AbortSignal }) {
      this.url = String(url); this.method = init?.method ?? 'GET'; this.signal = init?.signal;
    }
  };
}

jest.mock('./AppRoot', () => {
  const { Outlet } = jest.requireActual('react-router-dom');
  return { AppRoot: () => <Outlet /> };
});

jest.mock('../shell/RouteError', () => ({ RouteError: () => null }));
jest.mock('../shell/layouts/LayoutHost', () => ({ LayoutHost: () => null }));
jest.mock('./initial-data', () => ({ InitialData: () => null }));
jest.mock('./guards', () => ({ LandingGuard: () => null, RequireAuth: () => null, RequireGuest: () => null, RootRedirect: () => null, SIGNED_IN_REDIRECT: '/dashboards' }));

describe('route table', () => {
  it('shows the boot splash while the first lazy route loads, without React Router’s HydrateFallback warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const routes = buildRoutes();
    expect(routes[0]!.hydrateFallbackElement).toBeTruthy();
    const router = createMemoryRouter(
      [{ ...(routes[0] as NonIndexRouteObject), children: [{ path: 'slow', lazy: () => new Promise(() => undefined) }] }],
      { initialEntries: ['/slow'] },
    );
    const { container } = render(<RouterProvider router={router} />);
    expect(container.querySelector('.boot-splash')).toBeTruthy();
    expect(warn.mock.calls.flat().join(' ')).not.toContain('HydrateFallback');
    expect(screen.queryByRole('alert')).toBeNull();
    warn.mockRestore();
  });
});
