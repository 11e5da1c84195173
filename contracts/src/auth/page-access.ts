import { MASTER_DATA_PERMISSIONS, Permission as P, type AccessRule } from './permissions';

const STAFF = ['staff'] as const;
const ADMIN_OR_READ = [P.ALL_FUNCTIONS, P.ALL_FUNCTIONS_READ];
/** A customer account sees the clients it acts for, their returns and their documents (issues 12 and 13). */
const CUSTOMER_ACCOUNT: AccessRule = { kinds: ['customer'] };
const taxReturnPage = (read: (typeof P)[keyof typeof P], update: (typeof P)[keyof typeof P]): AccessRule => ({
  anyOf: [{ kinds: STAFF, permission: [read, update] }, CUSTOMER_ACCOUNT],
});

/**
 * Who may open each page of the portal (issue 15 point 2): one table for the web's routes (a signed-in user it
 * refuses sees the no-access page) and the BFF's menu (an item shows only when its page opens; test:
 * page-access.spec.ts). Paths without the leading slash. A page not listed opens for every signed-in user. The API
 * behind a page has its own rule (e.g. a customer's list holds only the clients it acts for); the reasons are in
 * docs/decisions.md "Who may open which page".
 */
export const PAGE_ACCESS = {
  'patent-tax-return': taxReturnPage(P.READ_PATENT_TAX_RETURN_FORM, P.UPDATE_PATENT_TAX_RETURN_FORM),
  'stamp-tax-return': taxReturnPage(P.READ_STAMP_TAX_RETURN, P.UPDATE_STAMP_TAX_RETURN),
  'monthly-tax': taxReturnPage(P.READ_SMALL_TAX_PAYER, P.UPDATE_SMALL_TAX_PAYER),
  'annual-tax': taxReturnPage(P.READ_ANNUAL_TAX_RETURN, P.UPDATE_ANNUAL_TAX_RETURN),
  'qt-clients': { anyOf: [{ kinds: STAFF, permission: [P.READ_CLIENT_INDIVIDUAL, P.UPDATE_CLIENT_INDIVIDUAL] }, CUSTOMER_ACCOUNT] },
  // Customer accounts are managed by the firm: the default menu's rule and the horizontal menu's, either opens it.
  'qt-users': {
    kinds: STAFF,
    anyOf: [{ permission: [P.READ_CLIENT_INDIVIDUAL, P.ALL_FUNCTIONS], permissionOp: 'AND' }, { permission: [P.UPDATE_CLIENT_INDIVIDUAL] }],
  },
  'payment-online-transactions': { permission: [P.READ_TAX_PAYMENT] },
  'payment-online-transactions-history': { permission: [P.READ_TAX_PAYMENT] },
  'master-table': { kinds: STAFF, permission: MASTER_DATA_PERMISSIONS },
  'organization': { kinds: STAFF, permission: ADMIN_OR_READ },
  'system': { kinds: STAFF, permission: ADMIN_OR_READ },
  'users-management': { kinds: STAFF, anyOf: [{ permission: ADMIN_OR_READ }, { permission: [P.READ_USER] }] },
  // The firm's own reports and work queue: staff accounts (the default menu names no code for the reports).
  'efiling-reports': { kinds: STAFF },
  'tasks': { kinds: STAFF },
} as const satisfies Record<string, AccessRule>;

export type RestrictedPage = keyof typeof PAGE_ACCESS;

/** A page of the table (its own keys: not `constructor` or `toString` of every object). */
const isRestrictedPage = (page: string): page is RestrictedPage => Object.prototype.hasOwnProperty.call(PAGE_ACCESS, page);

/** The rule of the page at `path` ('/qt-clients' or 'qt-clients'; a sub-page follows its page), or none. */
export function pageAccess(path: string): AccessRule | undefined {
  const segments = path.replace(/^\//, '').split(/[?#]/)[0]!.split('/');
  for (let n = segments.length; n > 0; n -= 1) {
    const page = segments.slice(0, n).join('/');
    if (isRestrictedPage(page)) return PAGE_ACCESS[page];
  }
  return undefined;
}
