import type { NavigationItem } from '@cis/contracts';
import { startTestApp, type TestApp } from '../platform/testing/test-app';

const ids = (items: NavigationItem[]): string[] => items.flatMap((i) => [i.id, ...ids(i.children ?? [])]);

describe('GET api/common/navigation, filtered on the server', () => {
  let t: TestApp;
  const menus: Record<string, { default: NavigationItem[]; horizontal: NavigationItem[]; compact: NavigationItem[]; futuristic: NavigationItem[] }> = {};
  beforeAll(async () => {
    t = await startTestApp();
    for (const who of ['admin', 'staff', 'customer', 'vendor']) {
      const token = await t.signIn(`${who}@cis.test`);
      menus[who] = (await t.http.get('/api/common/navigation').set(t.auth(token)).expect(200)).body;
    }
  });
  afterAll(() => t.close());

  it('answers the four menu layouts', () => {
    expect(Object.keys(menus.admin).sort()).toEqual(['compact', 'default', 'futuristic', 'horizontal']);
  });

  it('opens almost everything to ALL_FUNCTIONS, with the badge items, but not role-2 entries', () => {
    const admin = ids(menus.admin.default);
    expect(admin).toEqual(expect.arrayContaining([
      'services', 'services.patent-tax-return', 'clients', 'payment-online-transactions', 'master-table', 'administrator',
      'administrator.organization', 'administrator.system', 'users-management',
    ]));
    expect(admin).not.toContain('tutorials');
    expect(admin).not.toContain('settings');
    // Users needs READ_CLIENT_INDIVIDUAL AND ALL_FUNCTIONS: ALL_FUNCTIONS alone is not enough for an AND rule.
    expect(admin).not.toContain('users');
    expect(menus.admin.default.find((i) => i.id === 'administrator')?.badge).toBeDefined();
  });

  it('shows staff only what their READ codes allow', () => {
    const staff = ids(menus.staff.default);
    expect(staff).toEqual(expect.arrayContaining(['dashboards', 'clients', 'payment-online-transactions', 'payment-online-transactions-history']));
    // The demo preparer holds the four returns' UPDATE codes (issue 13), which open the services group (spec s6).
    expect(staff).toEqual(expect.arrayContaining(['services', 'services.monthly-tax']));
    for (const hidden of ['master-table', 'administrator', 'users-management', 'users', 'vendor-dashboard']) expect(staff).not.toContain(hidden);
  });

  it('gives role-2 accounts tutorials, help and the hidden settings group', () => {
    const vendor = ids(menus.vendor.default);
    expect(vendor).toEqual(expect.arrayContaining(['vendor-dashboard', 'tutorials', 'helps', 'settings', 'settings.exchange-rate']));
    expect(menus.vendor.default.find((i) => i.id === 'settings')?.hide).toBe(true);
    expect(vendor).not.toContain('clients');
  });

  it('uses the horizontal rules in the horizontal layout', () => {
    // E-filing needs READ_USER in the horizontal layout only; Users there needs UPDATE_CLIENT_INDIVIDUAL (OR).
    expect(ids(menus.staff.horizontal)).not.toContain('efiling-reports');
    expect(ids(menus.staff.default)).toContain('efiling-reports');
    expect(ids(menus.admin.horizontal)).toContain('users');
  });

  it('offers customers and vendors none of the firm\'s pages: the menu holds only pages that open (issue 15 point 2)', () => {
    const links = (items: NavigationItem[]): string[] => items.flatMap((i) => [...(i.link ? [i.link] : []), ...links(i.children ?? [])]);
    for (const who of ['customer', 'vendor']) {
      for (const layout of ['default', 'horizontal'] as const) {
        const offered = links(menus[who][layout]);
        for (const firmPage of ['/users-management', '/qt-users', '/system', '/organization', '/efiling-reports', '/master-table']) {
          expect({ who, layout, firmPage, offered: offered.includes(firmPage) }).toEqual({ who, layout, firmPage, offered: false });
        }
      }
    }
    // The default layout names no code for the e-filing reports; they are the firm's, so staff only.
    expect(ids(menus.customer.default)).not.toContain('efiling-reports');
    expect(ids(menus.staff.default)).toContain('efiling-reports');
  });

  it('needs a token', async () => {
    await t.http.get('/api/common/navigation').expect(401);
  });
});
