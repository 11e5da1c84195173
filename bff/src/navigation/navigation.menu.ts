import {
  CUSTOMER_ROLE, MASTER_DATA_PERMISSIONS, Permission as P, pageAccess, type Navigation, type NavigationItem,
} from '@cis/contracts';

/**
 * The portal's menu (spec 000 sections 2 and 6). Titles are translation keys of web/src/shell/i18n.
 * The server filters it by the caller's grant; the client filters again.
 */
const ADMIN_OR_READ = [P.ALL_FUNCTIONS, P.ALL_FUNCTIONS_READ];
const BADGE = { title: '', classes: 'px-2 bg-pink-600 text-white rounded-full' };

const dashboards: NavigationItem = { id: 'dashboards', title: 'label.menu.dashboards', type: 'basic', icon: 'pi pi-home', link: '/dashboards' };

const services: NavigationItem = {
  id: 'services', title: 'label.menu.services', type: 'collapsable', icon: 'pi pi-briefcase',
  permission: [P.UPDATE_PATENT_TAX_RETURN_FORM, P.UPDATE_STAMP_TAX_RETURN, P.UPDATE_SMALL_TAX_PAYER, P.UPDATE_ANNUAL_TAX_RETURN],
  children: [
    { id: 'services.patent-tax-return', title: 'label.menu.patentTaxReturn', type: 'basic', icon: 'pi pi-file', link: '/patent-tax-return', permission: [P.READ_PATENT_TAX_RETURN_FORM] },
    { id: 'services.stamp-tax-return', title: 'label.menu.stampTaxReturn', type: 'basic', icon: 'pi pi-bookmark', link: '/stamp-tax-return', permission: [P.READ_STAMP_TAX_RETURN] },
    { id: 'services.monthly-tax', title: 'label.menu.monthlyTax', type: 'basic', icon: 'pi pi-calendar', link: '/monthly-tax', permission: [P.READ_SMALL_TAX_PAYER] },
    { id: 'services.annual-tax', title: 'label.menu.annualTax', type: 'basic', icon: 'pi pi-chart-bar', link: '/annual-tax', permission: [P.READ_ANNUAL_TAX_RETURN] },
  ],
};

const clients: NavigationItem = { id: 'clients', title: 'label.menu.clients', type: 'basic', icon: 'pi pi-id-card', link: '/qt-clients', permission: [P.READ_CLIENT_INDIVIDUAL] };
const usersDefault: NavigationItem = {
  id: 'users', title: 'label.menu.users', type: 'basic', icon: 'pi pi-users', link: '/qt-users',
  permission: [P.READ_CLIENT_INDIVIDUAL, P.ALL_FUNCTIONS], permissionOp: 'AND',
};
const usersHorizontal: NavigationItem = { ...usersDefault, permission: [P.UPDATE_CLIENT_INDIVIDUAL], permissionOp: 'OR' };
const bankUser: NavigationItem = { id: 'payment-online-transactions', title: 'label.menu.bankUser', type: 'basic', icon: 'pi pi-building-columns', link: '/payment-online-transactions', permission: [P.READ_TAX_PAYMENT] };
const taxReportHistory: NavigationItem = { id: 'payment-online-transactions-history', title: 'label.menu.taxReportHistory', type: 'basic', icon: 'pi pi-history', link: '/payment-online-transactions-history', permission: [P.READ_TAX_PAYMENT] };
const masterData: NavigationItem = { id: 'master-table', title: 'label.menu.masterData', type: 'basic', icon: 'pi pi-database', link: '/master-table', permission: MASTER_DATA_PERMISSIONS };
const manageSystem: NavigationItem = {
  id: 'administrator', title: 'label.menu.manageSystem', type: 'collapsable', icon: 'pi pi-cog', permission: ADMIN_OR_READ, badge: BADGE,
  children: [
    { id: 'administrator.organization', title: 'label.menu.administration', type: 'basic', icon: 'pi pi-sitemap', link: '/organization', permission: ADMIN_OR_READ },
    { id: 'administrator.system', title: 'label.menu.system', type: 'basic', icon: 'pi pi-server', link: '/system', permission: ADMIN_OR_READ, badge: BADGE },
  ],
};
const userManagementDefault: NavigationItem = { id: 'users-management', title: 'label.menu.userManagement', type: 'basic', icon: 'pi pi-user-edit', link: '/users-management', permission: ADMIN_OR_READ };
const userManagementHorizontal: NavigationItem = { ...userManagementDefault, permission: [P.READ_USER] };
const efilingHorizontal: NavigationItem = { id: 'efiling-reports', title: 'label.menu.tasks', type: 'basic', icon: 'pi pi-check-square', link: '/efiling-reports', permission: [P.READ_USER] };
const efilingDefault: NavigationItem = { id: 'efiling-reports', title: 'label.menu.tasks', type: 'basic', icon: 'pi pi-check-square', link: '/efiling-reports' };
const vendorDashboard: NavigationItem = { id: 'vendor-dashboard', title: 'label.menu.vendorDashboard', type: 'basic', icon: 'pi pi-wallet', link: '/vendor-dashboard', hasRole: CUSTOMER_ROLE };
const tutorials: NavigationItem = { id: 'tutorials', title: 'label.menu.tutorials', type: 'basic', icon: 'pi pi-video', link: '/tutorials', hasRole: CUSTOMER_ROLE };
const vendorTutorials: NavigationItem = { id: 'vendor-tutorials', title: 'label.menu.vendorTutorials', type: 'basic', icon: 'pi pi-play', link: '/vendor-dashboard/tutorials', hasRole: CUSTOMER_ROLE };
const helps: NavigationItem = { id: 'helps', title: 'label.menu.help', type: 'basic', icon: 'pi pi-question-circle', link: '/helps', hasRole: CUSTOMER_ROLE };
// Issue 14/15: the help center and the academy open from the menu too (every signed-in account), not only by address.
const helpCenter: NavigationItem = { id: 'help-center', title: 'label.menu.helpCenter', type: 'basic', icon: 'pi pi-book', link: '/apps/help-center' };
const academy: NavigationItem = { id: 'academy', title: 'label.menu.academy', type: 'basic', icon: 'pi pi-graduation-cap', link: '/apps/academy' };
const settings: NavigationItem = {
  id: 'settings', title: 'label.menu.settings', type: 'group', hide: true, hasRole: CUSTOMER_ROLE,
  children: [
    { id: 'settings.my-account', title: 'label.menu.myAccount', type: 'basic', icon: 'pi pi-user', link: '/vendor-dashboard/vendor-general' },
    { id: 'settings.billing-payment', title: 'label.menu.billingPayment', type: 'basic', icon: 'pi pi-credit-card', link: '/vendor-dashboard/billing-payment' },
    { id: 'settings.exchange-rate', title: 'label.menu.exchangeRate', type: 'basic', icon: 'pi pi-dollar', link: '/vendor-dashboard/exchange-rate' },
  ],
};

const defaultMenu: NavigationItem[] = [
  dashboards, services, clients, usersDefault, bankUser, taxReportHistory, masterData, manageSystem, userManagementDefault,
  vendorDashboard, tutorials, vendorTutorials, helps, helpCenter, academy, efilingDefault, settings,
];
const horizontalMenu: NavigationItem[] = [
  dashboards, services, clients, usersHorizontal, bankUser, taxReportHistory, masterData, manageSystem,
  userManagementHorizontal, efilingHorizontal, vendorDashboard, tutorials, vendorTutorials, helps, helpCenter, academy, settings,
];

/**
 * An item shows only where its page opens (issue 15 point 2): the spec's menu rule and the page's rule of PAGE_ACCESS
 * together (a rule's fields all apply, `anyOf` holding the page's). So no menu offers a page that answers "no access".
 */
function openingOnly(items: NavigationItem[]): NavigationItem[] {
  return items.map((item) => {
    const children = item.children ? openingOnly(item.children) : undefined;
    const page = item.link ? pageAccess(item.link) : undefined;
    return { ...item, ...(children ? { children } : {}), ...(page ? { anyOf: [page] } : {}) };
  });
}

export const NAVIGATION: Navigation = {
  default: openingOnly(defaultMenu),
  compact: openingOnly(defaultMenu),
  futuristic: openingOnly(defaultMenu),
  horizontal: openingOnly(horizontalMenu),
};
