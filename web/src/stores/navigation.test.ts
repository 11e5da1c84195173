import { allSettled, fork } from 'effector';
import { Permission, type Navigation, type NavigationItem } from '@cis/contracts';
import { configureHttp, resetHttp } from '../api/http';
import { fakeFetch, routes } from '../api/testing';
import { $navBadgeCount } from './badges';
import { $navigation, $visibleNavigation, applyNavBadges, fetchNavigationFx, filterNavigation } from './navigation';
import { $session, signedOut, signedOutCleanupFx } from './session';
import { customerUser, makeUser, staffUser } from './testing';

const P = Permission;
const items: NavigationItem[] = [
  { id: 'dashboards', title: 'nav.dashboards', type: 'basic', link: '/dashboards' },
  {
    id: 'services',
    title: 'nav.services',
    type: 'collapsable',
    permission: [P.UPDATE_PATENT_TAX_RETURN_FORM, P.READ_PATENT_TAX_RETURN_FORM],
    children: [
      { id: 'services.patent', title: 'nav.patent', type: 'basic', permission: [P.READ_PATENT_TAX_RETURN_FORM] },
      { id: 'services.stamp', title: 'nav.stamp', type: 'basic', permission: [P.READ_STAMP_TAX_RETURN] },
    ],
  },
  { id: 'users', title: 'nav.users', type: 'basic', permission: [P.READ_CLIENT_INDIVIDUAL, P.ALL_FUNCTIONS], permissionOp: 'AND' },
  {
    id: 'manage',
    title: 'nav.manage',
    type: 'group',
    children: [
      { id: 'administrator', title: 'nav.admin', type: 'basic', permission: [P.ALL_FUNCTIONS, P.ALL_FUNCTIONS_READ], badge: { classes: 'bg-red' } },
      { id: 'administrator.system', title: 'nav.system', type: 'basic', permission: [P.ALL_FUNCTIONS, P.ALL_FUNCTIONS_READ] },
    ],
  },
  {
    id: 'settings',
    title: 'nav.settings',
    type: 'group',
    hide: true,
    children: [{ id: 'settings.account', title: 'nav.account', type: 'basic', hasRole: 2 }],
  },
];
const ids = (list: NavigationItem[]): string[] => list.flatMap((i) => [i.id, ...ids(i.children ?? [])]);

describe('filterNavigation', () => {
  it('ALL_FUNCTIONS sees every OR item but not an AND item missing a code', () => {
    const out = filterNavigation(items, { permissions: [P.ALL_FUNCTIONS], role: 1, kind: 'staff' });
    expect(ids(out)).toEqual(['dashboards', 'services', 'services.patent', 'services.stamp', 'manage', 'administrator', 'administrator.system']);
  });

  it('the AND item needs every code', () => {
    const out = filterNavigation(items, { permissions: [P.ALL_FUNCTIONS, P.READ_CLIENT_INDIVIDUAL], role: 1, kind: 'staff' });
    expect(ids(out)).toContain('users');
  });

  it('drops children the user may not see, and groups left empty', () => {
    const out = filterNavigation(items, { permissions: [P.READ_PATENT_TAX_RETURN_FORM], role: 1, kind: 'staff' });
    expect(ids(out)).toEqual(['dashboards', 'services', 'services.patent']);
  });

  it('hasRole keeps role-2 entries for role 2 only; hidden items stay (the menu hides them)', () => {
    const out = filterNavigation(items, { permissions: [], role: 2, kind: 'customer' });
    expect(ids(out)).toEqual(['dashboards', 'settings', 'settings.account']);
    expect(out[1].hide).toBe(true);
  });

  it('leaves the input untouched', () => {
    const copy = JSON.parse(JSON.stringify(items));
    filterNavigation(items, { permissions: [], role: 1, kind: 'staff' });
    expect(items).toEqual(copy);
  });
});

describe('applyNavBadges', () => {
  it('puts the count on administrator and administrator.system only, keeping badge classes', () => {
    const out = applyNavBadges(items, 3);
    const manage = out.find((i) => i.id === 'manage')!;
    expect(manage.children![0].badge).toEqual({ classes: 'bg-red', title: '3' });
    expect(manage.children![1].badge).toEqual({ title: '3' });
    expect(out.find((i) => i.id === 'dashboards')!.badge).toBeUndefined();
  });

  it('clears the title when there is no count', () => {
    const withBadge = applyNavBadges(items, 3);
    const cleared = applyNavBadges(withBadge, null);
    const manage = cleared.find((i) => i.id === 'manage')!;
    expect(manage.children![0].badge).toEqual({ classes: 'bg-red' });
    expect(manage.children![1]).not.toHaveProperty('badge');
  });
});

describe('$navigation and $visibleNavigation', () => {
  const nav: Navigation = { default: items, compact: items, futuristic: items, horizontal: items.slice(0, 2) };
  beforeEach(() => resetHttp());

  it('loads the navigation as served and filters it for the user, with live badges', async () => {
    configureHttp({ fetch: fakeFetch(routes({ 'GET api/common/navigation': { body: nav } })) });
    const scope = fork({ values: [[$session, { user: staffUser(), token: 't' }], [$navBadgeCount, 4]] });
    expect(scope.getState($visibleNavigation)).toBeNull();
    await allSettled(fetchNavigationFx, { scope });
    expect(scope.getState($navigation)).toEqual(nav);
    const visible = scope.getState($visibleNavigation)!;
    expect(ids(visible.default)).toEqual(['dashboards', 'services', 'services.patent']);
    expect(ids(visible.horizontal)).toEqual(['dashboards', 'services', 'services.patent']);

    const adminScope = fork({ values: [[$session, { user: makeUser(), token: 't' }], [$navigation, nav], [$navBadgeCount, 4]] });
    const admin = adminScope.getState($visibleNavigation)!;
    expect(admin.default.find((i) => i.id === 'manage')!.children!.map((c) => c.badge?.title)).toEqual(['4', '4']);

    const customer = fork({ values: [[$session, { user: customerUser(), token: 't' }], [$navigation, nav]] });
    expect(ids(customer.getState($visibleNavigation)!.default)).toEqual(['dashboards', 'settings', 'settings.account']);
  });

  it('is cleared on sign-out', async () => {
    const scope = fork({ values: [[$navigation, nav]], handlers: [[signedOutCleanupFx, () => undefined]] });
    await allSettled(signedOut, { scope });
    expect(scope.getState($navigation)).toBeNull();
  });
});
