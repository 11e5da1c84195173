import { APP_ACCESS, EVERY_SIGNED_IN } from '../auth/app-access';
import type { AccessRule } from '../auth/permissions';
import type { LocalizedText } from '../tax-rules/tax-rules';
import { CLIENT_ACCESS } from '../clients/clients';

/**
 * The top-bar search (issue 15 point 6): pages by their translated titles, clients, tax returns, master-data rows,
 * help content, contacts and tasks; only what the caller may open, grouped, at most SEARCH_LIMITS.perGroup each.
 */
export interface SearchResult {
  value: string;
  link: string;
  /** Contacts carry name and avatar, pages title (a translation key), tasks title and completed. */
  name?: string;
  avatar?: string | null;
  title?: string;
  completed?: boolean;
  /** Clients, returns, master data and help: the name in both languages (the web shows the reader's). */
  label?: LocalizedText;
  /** A second line: a TIN, a return's period and status, a kind's name. */
  detail?: LocalizedText;
}
export const SEARCH_GROUPS = ['pages', 'clients', 'tax-returns', 'help', 'master-data', 'contacts', 'tasks'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];
export interface SearchResultSet {
  id: SearchGroup;
  label: string;
  results: SearchResult[];
}
export interface SearchRequest { query: string }
export const SearchRoutes = { base: 'api/common/search' } as const;
export const SEARCH_LIMITS = { queryMax: 200, perGroup: 8 } as const;

/**
 * Who may receive each group of results: contacts and tasks only those who may open their apps (the BFF leaves the
 * group out, the web drops it too); pages are filtered item by item by the menu's own rules; clients and returns by
 * the registry's scope (a customer only the clients it acts for and their returns); master-data rows by each kind's
 * readers, and only for those who may open the master-data page.
 */
export const SEARCH_SET_ACCESS: Record<SearchGroup, AccessRule> = {
  pages: EVERY_SIGNED_IN,
  clients: CLIENT_ACCESS.route,
  'tax-returns': CLIENT_ACCESS.route,
  help: EVERY_SIGNED_IN,
  'master-data': { kinds: ['staff'] },
  contacts: APP_ACCESS.contacts,
  tasks: APP_ACCESS.tasks,
};

/**
 * The menu titles in both languages (the web's i18n files hold the same words: web/src/shell/search/page-titles.test.ts
 * keeps them equal), so the server finds a page by the title the reader sees: "ពន្ធ" finds the tax pages.
 */
export const PAGE_TITLES: Readonly<Record<string, LocalizedText>> = {
  'label.menu.academy': { en: 'Academy', km: 'បណ្ឌិត្យសភា' },
  'label.menu.administration': { en: 'Administration', km: 'រដ្ឋបាល' },
  'label.menu.annualTax': { en: 'Annual tax', km: 'ពន្ធប្រចាំឆ្នាំ' },
  'label.menu.bankUser': { en: 'Bank user', km: 'អ្នកប្រើប្រាស់ធនាគារ' },
  'label.menu.billingPayment': { en: 'Billing and payment', km: 'វិក្កយបត្រ និងការទូទាត់' },
  'label.menu.clients': { en: 'Clients', km: 'អតិថិជន' },
  'label.menu.dashboards': { en: 'Dashboards', km: 'ផ្ទាំងគ្រប់គ្រង' },
  'label.menu.efilingReports': { en: 'E-filing reports', km: 'របាយការណ៍ប្រកាសពន្ធតាមប្រព័ន្ធអេឡិចត្រូនិក' },
  'label.menu.exchangeRate': { en: 'Exchange rate', km: 'អត្រាប្ដូរប្រាក់' },
  'label.menu.help': { en: 'Help', km: 'ជំនួយ' },
  'label.menu.helpCenter': { en: 'Help center', km: 'មជ្ឈមណ្ឌលជំនួយ' },
  'label.menu.home': { en: 'Home', km: 'ទំព័រដើម' },
  'label.menu.manageSystem': { en: 'Manage system', km: 'គ្រប់គ្រងប្រព័ន្ធ' },
  'label.menu.masterData': { en: 'Master data', km: 'ទិន្នន័យមេ' },
  'label.menu.monthlyTax': { en: 'Monthly tax', km: 'ពន្ធប្រចាំខែ' },
  'label.menu.myAccount': { en: 'My account', km: 'គណនីរបស់ខ្ញុំ' },
  'label.menu.patentTaxReturn': { en: 'Patent tax return', km: 'លិខិតប្រកាសពន្ធប៉ាតង់' },
  'label.menu.profile': { en: 'Profile', km: 'ប្រវត្តិរូប' },
  'label.menu.services': { en: 'Services', km: 'សេវាកម្ម' },
  'label.menu.settings': { en: 'Settings', km: 'ការកំណត់' },
  'label.menu.stampTaxReturn': { en: 'Stamp tax return', km: 'លិខិតប្រកាសពន្ធតែម' },
  'label.menu.system': { en: 'System', km: 'ប្រព័ន្ធ' },
  'label.menu.tasks': { en: 'Tasks', km: 'កិច្ចការ' },
  'label.menu.taxReportHistory': { en: 'Tax report history', km: 'ប្រវត្តិរបាយការណ៍ពន្ធ' },
  'label.menu.topUpBalance': { en: 'Top up balance', km: 'បញ្ចូលទឹកប្រាក់' },
  'label.menu.tutorials': { en: 'Tutorials', km: 'មេរៀនណែនាំ' },
  'label.menu.userManagement': { en: 'User management', km: 'ការគ្រប់គ្រងអ្នកប្រើប្រាស់' },
  'label.menu.users': { en: 'Users', km: 'អ្នកប្រើប្រាស់' },
  'label.menu.vendorDashboard': { en: 'Vendor dashboard', km: 'ផ្ទាំងគ្រប់គ្រងអ្នកផ្គត់ផ្គង់' },
  'label.menu.vendorTutorials': { en: 'Vendor tutorials', km: 'មេរៀនណែនាំសម្រាប់អ្នកផ្គត់ផ្គង់' },
};

/** Text as the search compares it: NFC (Khmer typed on different keyboards), lower case. */
export const searchFold = (text: string): string => text.normalize('NFC').toLocaleLowerCase('en');

/** True when the text holds Khmer letters: it is matched against the Khmer fields, else against the Latin ones. */
export const isKhmerText = (text: string): boolean => /[\u1780-\u17ff\u19e0-\u19ff]/.test(text);
