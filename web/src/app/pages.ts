import { pageAccess } from '@cis/contracts';
import { TEMPLATE_PAGES as TEMPLATE_DEMO_PAGES } from '../features/template-pages/pages';
import { ERROR_DEMO_PAGES } from '../features/errors/pages';
import { SAMPLE_DASHBOARD_PAGES } from '../features/sample-dashboards/pages';
import { ACADEMY_PAGES } from '../features/academy/pages';
import { MAILBOX_PAGES } from '../features/mailbox/pages';
import { NOTES_PAGES } from '../features/notes/pages';
import { SCRUMBOARD_PAGES } from '../features/scrumboard/pages';
import { APPS_TASKS_PAGES } from '../features/apps-tasks/pages';
import { CHAT_PAGES } from '../features/chat/pages';
import { CONTACTS_PAGES } from '../features/contacts/pages';
import { INVENTORY_PAGES } from '../features/inventory/pages';
import { FILE_MANAGER_PAGES } from '../features/file-manager/pages';
import { HELP_CENTER_PAGES } from '../features/help-center/pages';

export type { PageDef } from '../lib/page-def';
import type { PageDef } from '../lib/page-def';

/**
 * The portal's own routes (spec 000 s2 "Authenticated routes" and the side menu links), each with its rule from
 * PAGE_ACCESS in contracts, the table the BFF's menu follows too.
 */
export const PORTAL_PAGES: PageDef[] = ([
  { path: 'dashboards', title: 'label.menu.dashboards', load: () => import('../features/dashboards/DashboardsPage') },
  { path: 'patent-tax-return', title: 'label.menu.patentTaxReturn', load: () => import('../features/patent-tax-return/PatentTaxReturnPage') },
  { path: 'stamp-tax-return', title: 'label.menu.stampTaxReturn', load: () => import('../features/stamp-tax-return/StampTaxReturnPage') },
  { path: 'monthly-tax', title: 'label.menu.monthlyTax', load: () => import('../features/monthly-tax/MonthlyTaxPage') },
  { path: 'annual-tax', title: 'label.menu.annualTax', load: () => import('../features/annual-tax/AnnualTaxPage') },
  { path: 'qt-clients', title: 'label.menu.clients', load: () => import('../features/qt-clients/ClientsPage') },
  { path: 'qt-clients/:id', title: 'qtClients.clientTitle', load: () => import('../features/qt-clients/ClientPage') },
  { path: 'payment-online-transactions', title: 'label.menu.bankUser', load: () => import('../features/payment-online-transactions/PaymentOnlineTransactionsPage') },
  { path: 'payment-online-transactions-history', title: 'label.menu.taxReportHistory', load: () => import('../features/payment-online-transactions-history/PaymentOnlineTransactionsHistoryPage') },
  { path: 'qt-users', title: 'label.menu.users', load: () => import('../features/qt-users/UsersPage') },
  { path: 'master-table', title: 'label.menu.masterData', load: () => import('../features/master-table/MasterTablePage') },
  { path: 'efiling-reports', title: 'label.menu.efilingReports', load: () => import('../features/efiling-reports/EfilingReportsPage') },
  { path: 'vendor-dashboard', title: 'label.menu.vendorDashboard', load: () => import('../features/vendor-dashboard/VendorDashboardPage') },
  { path: 'vendor-dashboard/tutorials', title: 'label.menu.tutorials', load: () => import('../features/vendor-dashboard/VendorTutorialsPage') },
  { path: 'vendor-dashboard/vendor-general', title: 'label.menu.myAccount', load: () => import('../features/vendor-dashboard/VendorGeneralPage') },
  { path: 'vendor-dashboard/billing-payment', title: 'label.menu.billingPayment', load: () => import('../features/vendor-dashboard/BillingPaymentPage') },
  { path: 'vendor-dashboard/exchange-rate', title: 'label.menu.exchangeRate', load: () => import('../features/vendor-dashboard/ExchangeRatePage') },
  { path: 'vendor-payment-topup-balance', title: 'label.menu.topUpBalance', load: () => import('../features/vendor-payment-topup-balance/TopUpBalancePage') },
  { path: 'helps', title: 'label.menu.help', load: () => import('../features/helps/HelpsPage') },
  { path: 'tutorials', title: 'label.menu.tutorials', load: () => import('../features/tutorials/TutorialsPage') },
  { path: 'organization', title: 'label.menu.administration', load: () => import('../features/organization/OrganizationPage') },
  { path: 'system', title: 'label.menu.system', load: () => import('../features/system/SystemPage') },
  { path: 'users-management', title: 'label.menu.userManagement', load: () => import('../features/users-management/UsersManagementPage') },
  { path: 'tasks', title: 'label.menu.tasks', load: () => import('../features/tasks/TasksPage') },
  { path: 'profile', title: 'label.menu.profile', load: () => import('../features/profile/ProfilePage') },
] satisfies PageDef[]).map((page) => ({ ...page, access: pageAccess(page.path) }));

/** Template demo routes (spec 000 s2 "Template demo routes"), the sample dashboards and the academy demo. */
export const TEMPLATE_PAGES: PageDef[] = [
  ...TEMPLATE_DEMO_PAGES, ...ERROR_DEMO_PAGES, ...SAMPLE_DASHBOARD_PAGES, ...ACADEMY_PAGES,
  ...MAILBOX_PAGES, ...NOTES_PAGES, ...SCRUMBOARD_PAGES, ...APPS_TASKS_PAGES,
  ...CHAT_PAGES, ...CONTACTS_PAGES, ...INVENTORY_PAGES, ...FILE_MANAGER_PAGES, ...HELP_CENTER_PAGES,
];
