import '../test/text-encoding.polyfill';
import { act, render, screen } from '@testing-library/react';
import { useEffect, useState, type ComponentType } from 'react';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { Permission, type User, type UserKind } from '@cis/contracts';
import { PORTAL_PAGES, TEMPLATE_PAGES, type PageDef } from './pages';
import { page } from './page-route';
import { $session } from '../stores/session';

const user = (permissions: string[], role = 1, kind: UserKind = role === 2 ? 'customer' : 'staff'): User =>
  ({ id: 'u', email: 'x@cis.test', name: 'X', kind, role, permissions, userDetails: {} }) as unknown as User;

/** The real page definitions of the given paths, each with a spy in place of its screen. */
function spiedPages(paths: string[]) {
  const loads = new Map<string, jest.Mock>();
  const defs: PageDef[] = paths.map((path) => {
    const def = [...PORTAL_PAGES, ...TEMPLATE_PAGES].find((p) => p.path === path)!;
    const load = jest.fn(async () => ({ default: () => <p data-testid="page">{path}</p> }));
    loads.set(path, load);
    return { ...def, load };
  });
  return { defs, loads };
}

/** jsdom has no fetch Request, which data routers need: a lazy route becomes an element that loads on render. */
function Lazy({ lazy }: { lazy: NonNullable<RouteObject['lazy']> }) {
  const [Component, setComponent] = useState<ComponentType | null>(null);
  useEffect(() => {
    void (lazy as () => Promise<{ Component: ComponentType }>)().then((m) => setComponent(() => m.Component));
  }, [lazy]);
  return Component ? <Component /> : null;
}
const withoutLazy = (routes: RouteObject[]): RouteObject[] =>
  routes.map((r) => ({
    ...r,
    ...(r.lazy ? { lazy: undefined, element: <Lazy lazy={r.lazy} /> } : {}),
    ...(r.children ? { children: withoutLazy(r.children) } : {}),
  }) as RouteObject);

let location = '';
function App({ routes }: { routes: RouteObject[] }) {
  location = useLocation().pathname;
  return useRoutes(routes);
}

const SPIED = [
  'payment-online-transactions', 'payment-online-transactions-history', 'master-table', 'dashboards',
  'apps/mailbox/*', 'apps/tasks/:id?', 'apps/contacts', 'apps/chat', 'apps/help-center', 'apps/academy',
];

async function open(path: string, permissions: string[], role?: number, kind?: UserKind) {
  const { defs, loads } = spiedPages(SPIED);
  const routes = withoutLazy([...defs.map((p) => page(p)), { path: '404-not-found', element: <p data-testid="not-found">404</p> }]);
  const scope = fork({ values: [[$session, { token: 't', user: user(permissions, role, kind) }]] });
  await act(async () => {
    render(<Provider value={scope}><MemoryRouter initialEntries={[path]}><App routes={routes} /></MemoryRouter></Provider>);
  });
  await screen.findByTestId(/^(page|not-found|no-access)$/);
  return { router: { state: { location: { pathname: location } } }, loads };
}

describe('pages that declare the permission they need', () => {
  it.each(['/payment-online-transactions', '/payment-online-transactions-history'])(
    'a vendor opening %s directly gets the no-access page at that address, and the page is never loaded (no API call)',
    async (path) => {
      const { router, loads } = await open(path, [Permission.READ_TOPUP_BALANCE], 2, 'vendor');
      expect(screen.getByTestId('no-access')).toBeTruthy();
      expect(screen.queryByTestId('not-found')).toBeNull();
      expect(router.state.location.pathname).toBe(path);
      for (const load of loads.values()) expect(load).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['READ_TAX_PAYMENT', [Permission.READ_TAX_PAYMENT]],
    ['ALL_FUNCTIONS', [Permission.ALL_FUNCTIONS]],
    ['ALL_FUNCTIONS_READ', [Permission.ALL_FUNCTIONS_READ]],
  ])('payment pages open with %s', async (_, permissions) => {
    const { loads } = await open('/payment-online-transactions-history', permissions);
    expect(screen.getByTestId('page').textContent).toBe('payment-online-transactions-history');
    expect(loads.get('payment-online-transactions-history')).toHaveBeenCalled();
  });

  it('master data needs one of its UPDATE codes (as its menu item), e.g. UPDATE_COUPON; READ codes are not enough', async () => {
    await open('/master-table', [Permission.READ_TAX_PAYMENT, Permission.READ_CLIENT_INDIVIDUAL]);
    expect(screen.getByTestId('no-access')).toBeTruthy();
    document.body.innerHTML = '';
    await open('/master-table', [Permission.UPDATE_COUPON]);
    expect(screen.getByTestId('page').textContent).toBe('master-table');
  });

  it('a page that declares nothing stays open to every signed-in user', async () => {
    await open('/dashboards', []);
    expect(screen.getByTestId('page').textContent).toBe('dashboards');
  });
});

describe("the firm's internal apps (APP_ACCESS in contracts: staff only)", () => {
  it.each([
    ['customer', '/apps/mailbox', 'apps/mailbox/*'],
    ['customer', '/apps/tasks', 'apps/tasks/:id?'],
    ['vendor', '/apps/mailbox/folder/inbox/1', 'apps/mailbox/*'],
    ['vendor', '/apps/tasks/42', 'apps/tasks/:id?'],
    ['customer', '/apps/contacts', 'apps/contacts'],
    ['vendor', '/apps/chat', 'apps/chat'],
  ] as const)('a %s opening %s gets the no-access page and the app is never loaded', async (kind, path, pattern) => {
    // Even ALL_FUNCTIONS does not make a customer staff: the rule is who the account is.
    const { router, loads } = await open(path, [Permission.READ_TOPUP_BALANCE, Permission.ALL_FUNCTIONS], 2, kind);
    expect(screen.getByTestId('no-access')).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
    expect(loads.get(pattern)).not.toHaveBeenCalled();
  });

  it('a staff account opens them, with no permission code at all', async () => {
    await open('/apps/tasks', [], 1, 'staff');
    expect(screen.getByTestId('page').textContent).toBe('apps/tasks/:id?');
    document.body.innerHTML = '';
    await open('/apps/mailbox/folder/inbox/1', [], 1, 'staff');
    expect(screen.getByTestId('page').textContent).toBe('apps/mailbox/*');
  });

  it.each(['/apps/help-center', '/apps/academy'])('%s stays open to customers and vendors (help and tutorials for clients)', async (path) => {
    await open(path, [Permission.READ_TOPUP_BALANCE], 2, 'vendor');
    expect(screen.getByTestId('page').textContent).toBe(path.slice(1));
  });
});
