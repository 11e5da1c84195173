/**
 * The access matrix's table (access.spec.ts): for every route the app serves, the rule it follows (from spec 000
 * section 6 and docs/decisions.md, not from the code) and an example request an allowed caller would send, with
 * a valid body and seeded ids, so an allowed caller must get exactly the route's 2xx, a refused one 403 (or the
 * status the rule names, with its reason) and a caller without a token 401. A route the app serves that is missing
 * here, or a row for a route that no longer exists, fails the matrix.
 */
import { Permission, addDays, type PaymentCallback, type PaymentForm, type PermissionCode, type TaxReturnStatus, type UserKind } from '@cis/contracts';
import { TAX_DEMO_CLIENTS } from '@cis/fixtures';

/** The demo accounts, plus generated accounts holding only ALL_FUNCTIONS_READ and only READ_WALL. */
export type Caller = 'admin' | 'staff' | 'customer' | 'vendor' | 'allRead' | 'wall';
export const CALLERS: Caller[] = ['admin', 'staff', 'customer', 'vendor', 'allRead', 'wall'];

/** What a rule looks at. */
export interface Profile {
  permissions: readonly string[];
  role: number;
  customerP24Id: string | null;
  kind: UserKind;
}

export interface Rule {
  /** The rule in words, and where it comes from. */
  says: string;
  /** Whether a signed-in caller with this profile may call the route (on the example's data); absent: public. */
  allows?: (p: Profile) => boolean;
  /** The answer to a signed-in caller the rule does not allow: 403 unless the rule says otherwise, and why. */
  refusedWith?: { status: number; because: string };
  /** The caller whose data an example uses when the real caller is not allowed or has no token. */
  standIn: Caller;
}

const has = (p: Profile, ...codes: PermissionCode[]) => codes.some((c) => p.permissions.includes(c));
const TAX_RETURN_UPDATE_CODES: PermissionCode[] = [
  Permission.UPDATE_PATENT_TAX_RETURN_FORM, Permission.UPDATE_STAMP_TAX_RETURN, Permission.UPDATE_SMALL_TAX_PAYER, Permission.UPDATE_ANNUAL_TAX_RETURN,
];
const TAX_RETURN_CODES: PermissionCode[] = [
  ...TAX_RETURN_UPDATE_CODES,
  Permission.READ_PATENT_TAX_RETURN_FORM, Permission.READ_STAMP_TAX_RETURN, Permission.READ_SMALL_TAX_PAYER, Permission.READ_ANNUAL_TAX_RETURN,
];
/** A 1x1 transparent PNG, base64. */
export const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const customerAccount = (p: Profile) => p.role === 2 && p.customerP24Id !== null;

export const RULES = {
  public: {
    says: 'no token needed (docs/decisions.md: sign-in and account recovery, health, the public UI version; the payment provider\'s callback, return page and the built-in sandbox)',
    standIn: 'customer',
  },
  signedIn: {
    says: 'any signed-in user (spec s6: "an authentication check guards routes"; search, navigation and exchange rates serve everyone, and the help center and the academy are help and tutorials for clients too: docs/decisions.md "Who may use the sample apps")',
    allows: () => true,
    standIn: 'admin',
  },
  staff: {
    says: 'staff accounts only, whatever codes a customer or vendor holds (issue 15: the sample apps are the firm\'s internal tools; docs/decisions.md "Who may use the sample apps": mailbox, tasks, contacts, notes, scrumboard, file manager, team chat, inventory, sample dashboards, activities, icons)',
    allows: (p) => p.kind === 'staff',
    standIn: 'admin',
  },
  own: {
    says: 'any signed-in user, on their own items (docs/decisions.md: messages, shortcuts, the user\'s profile, own top-ups, claims and balance history are per user)',
    allows: () => true,
    standIn: 'admin',
  },
  wall: {
    says: 'READ_WALL or ALL_FUNCTIONS (spec s6: "READ_WALL (or ALL_FUNCTIONS): notifications"; ALL_FUNCTIONS_READ is not named, and the web shell loads notifications for those two only)',
    allows: (p) => has(p, Permission.READ_WALL, Permission.ALL_FUNCTIONS),
    standIn: 'admin',
  },
  payrollReaders: {
    says: 'READ_CLIENT_PAYROLL_PASSWORD itself (spec s6 and docs/decisions.md: holders of it list, count and resolve payroll password requests; ALL_FUNCTIONS(_READ) alone is not enough)',
    allows: (p) => has(p, Permission.READ_CLIENT_PAYROLL_PASSWORD),
    standIn: 'admin',
  },
  customerAccount: {
    says: 'a customer account: role 2 with a customerP24Id (docs/decisions.md: customers ask for their payroll password; spec s6: the balance widget, with its coupon Claim, is for role 2 plus a customerP24Id)',
    allows: customerAccount,
    standIn: 'customer',
  },
  topUp: {
    says: 'a customer account (role 2 with a customerP24Id: the balance widget) holding READ_TOPUP_BALANCE, ALL_FUNCTIONS or ALL_FUNCTIONS_READ (spec s6: "READ_TOPUP_BALANCE: top-up button (with the two above)")',
    allows: (p) => customerAccount(p) && has(p, Permission.READ_TOPUP_BALANCE, Permission.ALL_FUNCTIONS, Permission.ALL_FUNCTIONS_READ),
    standIn: 'customer',
  },
  topUpOne: {
    says: 'the top-up\'s owner, or READ_TAX_PAYMENT / ALL_FUNCTIONS / ALL_FUNCTIONS_READ (payment transactions, spec s6); the example is the caller\'s own top-up, or the customer\'s for a caller without a customer account',
    allows: (p) => p.customerP24Id !== null || has(p, Permission.READ_TAX_PAYMENT, Permission.ALL_FUNCTIONS, Permission.ALL_FUNCTIONS_READ),
    refusedWith: { status: 404, because: 'another customer\'s top-up is answered like an unknown id (docs/decisions.md: per-owner data is not disclosed)' },
    standIn: 'customer',
  },
  balance: {
    says: 'the owner (same customerP24Id) or ALL_FUNCTIONS (docs/decisions.md "Balance"); the example is the caller\'s own balance, or P24-100001\'s for a caller without a customer account',
    allows: (p) => p.customerP24Id !== null || has(p, Permission.ALL_FUNCTIONS),
    standIn: 'customer',
  },
  allFunctions: {
    says: 'ALL_FUNCTIONS (docs/decisions.md "UI version": only ALL_FUNCTIONS may publish)',
    allows: (p) => has(p, Permission.ALL_FUNCTIONS),
    standIn: 'admin',
  },
  systemRead: {
    says: 'staff holding ALL_FUNCTIONS or ALL_FUNCTIONS_READ (spec s6 and issue 14: the System page is "ALL_FUNCTIONS / ALL_FUNCTIONS_READ"; PAGE_ACCESS.system)',
    allows: (p) => p.kind === 'staff' && has(p, Permission.ALL_FUNCTIONS, Permission.ALL_FUNCTIONS_READ),
    standIn: 'admin',
  },
  systemWrite: {
    says: 'staff holding ALL_FUNCTIONS (issue 14: "staff with ALL_FUNCTIONS switch [maintenance] on"; ALL_FUNCTIONS_READ may look, not switch)',
    allows: (p) => p.kind === 'staff' && has(p, Permission.ALL_FUNCTIONS),
    standIn: 'admin',
  },
  couponRead: {
    says: 'UPDATE_COUPON, ALL_FUNCTIONS or ALL_FUNCTIONS_READ (spec s6: master data needs an UPDATE_* code such as coupon; ALL_FUNCTIONS and ALL_FUNCTIONS_READ open almost everything)',
    allows: (p) => has(p, Permission.UPDATE_COUPON, Permission.ALL_FUNCTIONS, Permission.ALL_FUNCTIONS_READ),
    standIn: 'admin',
  },
  couponWrite: {
    says: 'UPDATE_COUPON or ALL_FUNCTIONS (docs/decisions.md "Coupons": to write; ALL_FUNCTIONS_READ may look, not change)',
    allows: (p) => has(p, Permission.UPDATE_COUPON, Permission.ALL_FUNCTIONS),
    standIn: 'admin',
  },
  masterDataWrite: {
    says: 'a staff account holding the kind\'s UPDATE_* code (here UPDATE_POSITION) or ALL_FUNCTIONS (spec s6; issue 12: "each kind\'s UPDATE_* code edits it"; ALL_FUNCTIONS_READ may look, not change)',
    allows: (p) => p.kind === 'staff' && has(p, Permission.UPDATE_POSITION, Permission.ALL_FUNCTIONS),
    standIn: 'admin',
  },
  companyProfileWrite: {
    says: 'a staff account holding UPDATE_COMPANY_PROFILE or ALL_FUNCTIONS: who edits the company profile edits its logo (issue 14 "Administration"; docs/help.md)',
    allows: (p) => p.kind === 'staff' && has(p, Permission.UPDATE_COMPANY_PROFILE, Permission.ALL_FUNCTIONS),
    standIn: 'admin',
  },
  rateWrite: {
    says: 'UPDATE_DAILY_EXCHANGE_RATE or ALL_FUNCTIONS (docs/decisions.md: they set a day\'s rate)',
    allows: (p) => has(p, Permission.UPDATE_DAILY_EXCHANGE_RATE, Permission.ALL_FUNCTIONS),
    standIn: 'admin',
  },
  taxPayment: {
    says: 'READ_TAX_PAYMENT, ALL_FUNCTIONS or ALL_FUNCTIONS_READ (spec s6: "Payment transactions and history: READ_TAX_PAYMENT", an OR rule the two ALL_FUNCTIONS codes open)',
    allows: (p) => has(p, Permission.READ_TAX_PAYMENT, Permission.ALL_FUNCTIONS, Permission.ALL_FUNCTIONS_READ),
    standIn: 'admin',
  },
  accountsRead: {
    says: 'staff holding READ_USER (staff accounts), READ_CLIENT_INDIVIDUAL or UPDATE_CLIENT_INDIVIDUAL (customer accounts), ALL_FUNCTIONS or ALL_FUNCTIONS_READ (spec s6: user management is "ALL_FUNCTIONS or ALL_FUNCTIONS_READ (READ_USER in the horizontal layout)", users is "READ_CLIENT_INDIVIDUAL AND ALL_FUNCTIONS (UPDATE_CLIENT_INDIVIDUAL horizontal)"; docs/accounts.md); the example reads the demo customer\'s account',
    allows: (p) => p.kind === 'staff' && has(p, Permission.READ_USER, Permission.READ_CLIENT_INDIVIDUAL, Permission.UPDATE_CLIENT_INDIVIDUAL, Permission.ALL_FUNCTIONS, Permission.ALL_FUNCTIONS_READ),
    standIn: 'admin',
  },
  staffAccountsWrite: {
    says: 'ALL_FUNCTIONS, staff (docs/accounts.md: only ALL_FUNCTIONS changes staff accounts; ALL_FUNCTIONS_READ and READ_* codes look); the example changes a staff account invited for it',
    allows: (p) => p.kind === 'staff' && has(p, Permission.ALL_FUNCTIONS),
    standIn: 'admin',
  },
  taxReturnsRead: {
    says: 'staff holding a READ_* or UPDATE_* code of the return\'s type (spec s6: patent, stamp, monthly = SMALL_TAX_PAYER, annual), ALL_FUNCTIONS or ALL_FUNCTIONS_READ; a customer account for the clients it acts for (issue 13 "Who sees what"); vendors have no returns',
    allows: (p) => (p.kind === 'staff' && has(p, ...TAX_RETURN_CODES, Permission.ALL_FUNCTIONS, Permission.ALL_FUNCTIONS_READ)) || p.kind === 'customer',
    standIn: 'staff',
  },
  taxReturnsWrite: {
    says: 'staff holding the return type\'s UPDATE_* code or ALL_FUNCTIONS (spec s6); customers are read-only apart from client approval and payment (issue 13), ALL_FUNCTIONS_READ may look, not change',
    allows: (p) => p.kind === 'staff' && has(p, ...TAX_RETURN_UPDATE_CODES, Permission.ALL_FUNCTIONS),
    standIn: 'staff',
  },
  taxReturnsClient: {
    says: 'a customer account acting for the return\'s client, or staff with the type\'s UPDATE_* code or ALL_FUNCTIONS (issue 13: client approval by the customer, or staff recording the written approval; payment from the balance by the customer, a bank payment recorded by staff)',
    allows: (p) => p.kind === 'customer' || (p.kind === 'staff' && has(p, ...TAX_RETURN_UPDATE_CODES, Permission.ALL_FUNCTIONS)),
    standIn: 'customer',
  },
  reports: {
    says: 'staff accounts (issue 14: /efiling-reports is the firm\'s own page, PAGE_ACCESS["efiling-reports"]; customers and vendors are refused)',
    allows: (p) => p.kind === 'staff',
    standIn: 'admin',
  },
  taxReturnTasks: {
    says: 'staff who may see returns of some type (issue 13: /tasks is the staff work queue)',
    allows: (p) => p.kind === 'staff' && has(p, ...TAX_RETURN_CODES, Permission.ALL_FUNCTIONS, Permission.ALL_FUNCTIONS_READ),
    standIn: 'staff',
  },
  filedTaxReturns: {
    says: 'staff holding READ_TAX_PAYMENT, ALL_FUNCTIONS or ALL_FUNCTIONS_READ (spec s6: the tax report history is READ_TAX_PAYMENT; issue 13: filed returns with their payments)',
    allows: (p) => p.kind === 'staff' && has(p, Permission.READ_TAX_PAYMENT, Permission.ALL_FUNCTIONS, Permission.ALL_FUNCTIONS_READ),
    standIn: 'staff',
  },
  clientRead: {
    says: 'staff holding READ_CLIENT_INDIVIDUAL, UPDATE_CLIENT_INDIVIDUAL, ALL_FUNCTIONS or ALL_FUNCTIONS_READ (spec s6), or a customer account for the clients it acts for (issue 12 s2; the example is a client customer@cis.test acts for)',
    allows: (p) => (p.kind === 'staff' && has(p, Permission.READ_CLIENT_INDIVIDUAL, Permission.UPDATE_CLIENT_INDIVIDUAL, Permission.ALL_FUNCTIONS, Permission.ALL_FUNCTIONS_READ))
      || p.kind === 'customer',
    standIn: 'admin',
  },
  clientWrite: {
    says: 'staff holding UPDATE_CLIENT_INDIVIDUAL or ALL_FUNCTIONS (spec s6: UPDATE_CLIENT_INDIVIDUAL edits; ALL_FUNCTIONS_READ may look, not change)',
    allows: (p) => p.kind === 'staff' && has(p, Permission.UPDATE_CLIENT_INDIVIDUAL, Permission.ALL_FUNCTIONS),
    standIn: 'admin',
  },
} satisfies Record<string, Rule>;
export type RuleName = keyof typeof RULES;

/** Ids of the seeded sample data (read at the start), and the caller-specific ones. */
export interface Seed {
  contactId: string;
  productId: string;
  mailId: string;
  boardId: string;
  listId: string;
  cardId: string;
  taskId: string;
  courseId: string;
  folderId: string;
  chatContactId: string;
  faqSlug: string;
  guideCategorySlug: string;
  guideSlug: string;
  iconSet: string;
}

/** What an example may use to prepare its request. */
export interface ExampleContext {
  seed: Seed;
  /** A request made while preparing (must answer 2xx); answers the parsed body (an object unless `T` says otherwise). */
  call<T = Record<string, unknown>>(who: Caller, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: object): Promise<T>;
  chatOf(who: Caller): string;
  customerP24IdOf(who: Caller): string | null;
  tokenOf(who: Caller): string;
  /** A name no earlier call used. */
  unique(prefix: string): string;
  /** A new pending top-up of who (a customer account): the provider form. */
  topUp(who: Caller): Promise<PaymentForm>;
  /** The provider's signed approval of that top-up. */
  approval(form: PaymentForm): PaymentCallback;
  /** A one-time password reset token just mailed to the reset test account. */
  resetToken(): Promise<{ token: string; password: string }>;
  png: Buffer;
  /** A multipart upload of `png` as `file` while preparing (must answer 2xx); answers the parsed body. */
  upload<T = Record<string, unknown>>(who: Caller, path: string, fields?: Record<string, string>): Promise<T>;
}

export interface Example {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** JSON body. */
  body?: object;
  /** application/x-www-form-urlencoded body. */
  form?: Record<string, string>;
  multipart?: { fields: Record<string, string>; file: { field: string; buffer: Buffer; filename: string; contentType: string } };
}

export interface Row {
  rule: RuleName;
  /** The allowed answer (default: 201 for POST, else 200). */
  ok?: number;
  /** The request, for `who`: the caller when the rule allows them, else the rule's stand-in. */
  example?: (ctx: ExampleContext, who: Caller) => Example | Promise<Example>;
  /** The answer carries a new token for the caller (a password change ends every session): the matrix uses it from then on. */
  renewsSession?: boolean;
  /** Cells that wait for another engineer's fix: asserted in their own, named test, not in the matrix. */
  pending?: { fix: string; callers: Caller[] };
}

const DAY = '2026-11-01';
/** A client the customer account acts for (seeded), and one of its documents. */
type Page = { items: Array<{ id: string }> };
type Rows = Array<{ id: string }>;
const actedForClient = async (ctx: ExampleContext) => (await ctx.call<Page>('customer', 'GET', '/api/clients')).items[0]!.id;
const actedForDocument = async (ctx: ExampleContext) => {
  const id = await actedForClient(ctx);
  return { id, documentId: (await ctx.call<Rows>('customer', 'GET', `/api/clients/${id}/documents`))[0]!.id };
};
let tinCount = 0;
/** A TIN no other call used (the Z prefix no seeded client has). */
const freshTin = () => `Z${String((tinCount += 1) % 1000).padStart(3, '0')}-${String(Date.now()).slice(-9)}`;
const NEW_CLIENT = () => ({
  tin: freshTin(), nameKh: 'ក្រុមហ៊ុន សាកល្បង', nameEn: 'Access Matrix Co., Ltd.', legalForm: 'company', sector: 'services', annualTurnover: 500_000_000,
  address: { provinceCode: '12', districtCode: '1201', communeCode: '120101', villageCode: '12010101', street: 'No. 1' },
});
/** Creates an item and answers its id. */
const created = async (ctx: ExampleContext, who: Caller, path: string, body?: object, key = 'id') =>
  (await ctx.call(who, 'POST', path, body))[key] as string;

/** A staff account the admin invites for an example, so no caller's own account is changed. */
const invited = (ctx: ExampleContext) => created(ctx, 'admin', '/api/accounts', { email: `${ctx.unique('invited')}@cis.test`, name: 'Invited Staff', kind: 'staff' });

export const ACCESS_TABLE: Record<string, Row> = {
  // Accounts (public).
  'POST /api/auth/sign-in': { rule: 'public', ok: 200, example: () => ({ body: { email: 'customer@cis.test', password: 'cis-demo-2026' } }) },
  'POST /api/auth/unlock-session': { rule: 'public', ok: 200, example: () => ({ body: { email: 'customer@cis.test', password: 'cis-demo-2026' } }) },
  'POST /api/auth/sign-in-with-token': { rule: 'public', ok: 200, example: (ctx) => ({ body: { accessToken: ctx.tokenOf('customer') } }) },
  'POST /api/auth/sign-up': { rule: 'public', ok: 200, example: (ctx) => ({ body: { name: 'New Customer', email: `${ctx.unique('signup')}@example.test`, password: 'new-pass-2026' } }) },
  'POST /api/auth/forgot-password': { rule: 'public', ok: 200, example: () => ({ body: { email: 'customer@cis.test' } }) },
  'POST /api/auth/reset-password': { rule: 'public', ok: 200, example: async (ctx) => ({ body: await ctx.resetToken() }) },
  'GET /health': { rule: 'public' },
  'GET /public/uiversions/1': { rule: 'public' },

  // Account administration (docs/accounts.md): examples act on an account invited for them, never on a caller.
  'GET /api/accounts': { rule: 'accountsRead' },
  'POST /api/accounts': { rule: 'staffAccountsWrite', ok: 200, example: (ctx) => ({ body: { email: `${ctx.unique('invited')}@cis.test`, name: 'Invited Staff', kind: 'staff', permissions: ['READ_WALL'] } }) },
  'GET /api/accounts/:id': { rule: 'accountsRead', example: () => ({ params: { id: '0b1e7c4e-0000-4000-8000-000000000003' } }) },
  'PATCH /api/accounts/:id': { rule: 'staffAccountsWrite', example: async (ctx) => ({ params: { id: await invited(ctx) }, body: { name: 'Renamed Staff', permissions: ['READ_WALL', 'READ_USER'] } }) },
  'POST /api/accounts/:id/sign-out-everywhere': { rule: 'staffAccountsWrite', ok: 200, example: async (ctx) => ({ params: { id: await invited(ctx) } }) },
  'POST /api/accounts/:id/reset-password': { rule: 'staffAccountsWrite', ok: 200, example: async (ctx) => ({ params: { id: await invited(ctx) } }) },
  'GET /api/permissions': { rule: 'accountsRead' },
  'POST /api/common/user/change-password': { rule: 'own', ok: 200, renewsSession: true, example: () => ({ body: { currentPassword: 'cis-demo-2026', newPassword: 'cis-demo-2026' } }) },
  // Profile (docs/accounts.md "Profile"): the caller's own picture and sessions.
  'POST /api/common/user/avatar': {
    rule: 'own', ok: 200,
    example: (ctx) => ({ multipart: { fields: {}, file: { field: 'avatar', buffer: ctx.png, filename: 'me.png', contentType: 'image/png' } } }),
  },
  'GET /api/common/user/sessions': { rule: 'own' },
  'POST /api/common/user/sessions/sign-out-others': { rule: 'own', ok: 200, renewsSession: true },
  // Public like any picture on a page; a picture no profile uploaded is 404 for everyone (user.http.spec.ts serves one).
  'GET /api/common/avatars/:tenant/:sha256': { rule: 'public', ok: 404, example: () => ({ params: { tenant: 'cis', sha256: '0'.repeat(64) } }) },

  // Payment provider's side (public).
  'POST /api/payments/callback': { rule: 'public', ok: 200, example: async (ctx) => ({ body: ctx.approval(await ctx.topUp('customer')) }) },
  'GET /public/payments/return': { rule: 'public', example: async (ctx) => ({ query: { tran_id: (await ctx.topUp('customer')).fields.tran_id, result: 'success' } }) },
  'GET /public/payments/return.js': { rule: 'public' },
  'POST /sandbox/payments/checkout': { rule: 'public', ok: 200, example: async (ctx) => ({ form: { ...(await ctx.topUp('customer')).fields } }) },
  'POST /sandbox/payments/decide': { rule: 'public', ok: 303, example: async (ctx) => ({ form: { ...(await ctx.topUp('customer')).fields, decision: 'approve' } }) },

  // The caller's own feed, shortcuts, profile.
  'GET /api/common/messages': { rule: 'own' },
  'POST /api/common/messages': { rule: 'own', ok: 200, example: () => ({ body: { message: { title: 'Access matrix', description: 'own feed' } } }) },
  'PATCH /api/common/messages': { rule: 'own', example: async (ctx, who) => ({ body: { id: await created(ctx, who, '/api/common/messages', { message: { title: 'x' } }), message: { title: 'patched', read: true } } }) },
  'DELETE /api/common/messages': { rule: 'own', example: async (ctx, who) => ({ query: { id: await created(ctx, who, '/api/common/messages', { message: { title: 'x' } }) } }) },
  'GET /api/common/messages/mark-all-as-read': { rule: 'own' },
  'POST /api/common/messages/toggle-read-status': { rule: 'own', ok: 200, example: async (ctx, who) => ({ body: { id: await created(ctx, who, '/api/common/messages', { message: { title: 'x' } }), read: true } }) },
  'GET /api/common/shortcuts': { rule: 'own' },
  'POST /api/common/shortcuts': { rule: 'own', ok: 200, example: () => ({ body: { shortcut: { label: 'Matrix', icon: 'pi pi-star', link: '/apps/notes', useRouter: true } } }) },
  'PATCH /api/common/shortcuts': {
    rule: 'own',
    example: async (ctx, who) => ({ body: { id: await created(ctx, who, '/api/common/shortcuts', { shortcut: { label: 'x', icon: 'pi pi-star', link: '/x', useRouter: true } }), shortcut: { label: 'patched' } } }),
  },
  'DELETE /api/common/shortcuts': {
    rule: 'own',
    example: async (ctx, who) => ({ query: { id: await created(ctx, who, '/api/common/shortcuts', { shortcut: { label: 'x', icon: 'pi pi-star', link: '/x', useRouter: true } }) } }),
  },
  'GET /api/common/user': { rule: 'own' },
  'PATCH /api/common/user': { rule: 'own', example: () => ({ body: { user: { status: 'online' } } }) },
  'GET /api/common/navigation': { rule: 'signedIn' },
  'POST /api/common/search': { rule: 'signedIn', ok: 200, example: () => ({ body: { query: 'tax' } }) },
  // Administration (issue 14): the firm's logo (a 1x1 PNG).
  'POST /api/organization/logo': { rule: 'companyProfileWrite', ok: 200, example: () => ({ body: { contentBase64: TINY_PNG } }) },
  'GET /api/organization/logo': {
    rule: 'signedIn',
    example: async (ctx) => {
      await ctx.call('admin', 'POST', '/api/organization/logo', { contentBase64: TINY_PNG });
      return {};
    },
  },

  // Notifications.
  'GET /api/common/notifications': { rule: 'wall' },
  'POST /api/common/notifications': { rule: 'wall', ok: 200, example: () => ({ body: { notification: { title: 'Access matrix' } } }) },
  'PATCH /api/common/notifications': { rule: 'wall', example: async (ctx, who) => ({ body: { id: await created(ctx, who, '/api/common/notifications', { notification: { title: 'x' } }), notification: { read: true } } }) },
  'DELETE /api/common/notifications': { rule: 'wall', example: async (ctx, who) => ({ query: { id: await created(ctx, who, '/api/common/notifications', { notification: { title: 'x' } }) } }) },
  'GET /api/common/notifications/mark-all-as-read': { rule: 'wall' },
  'POST /api/common/notifications/toggle-read-status': { rule: 'wall', ok: 200, example: async (ctx, who) => ({ body: { id: await created(ctx, who, '/api/common/notifications', { notification: { title: 'x' } }), read: true } }) },

  // Payroll password requests.
  'POST /api/clients/payroll-password-requests': {
    rule: 'customerAccount', example: () => ({ body: { reason: 'Access matrix' } }),
    pending: { fix: 'payroll requests by non-customers', callers: ['admin', 'staff', 'allRead', 'wall'] },
  },
  'GET /api/clients/payroll-password-requests': { rule: 'payrollReaders' },
  'GET /api/clients/payroll-password-requests/count': { rule: 'payrollReaders' },
  'POST /api/clients/payroll-password-requests/:id/resolve': {
    rule: 'payrollReaders', ok: 200,
    example: async (ctx) => ({ params: { id: await created(ctx, 'customer', '/api/clients/payroll-password-requests', { reason: 'to resolve' }) } }),
  },

  // The taxpayer registry (issue 12 s2).
  'GET /api/clients': { rule: 'clientRead', example: () => ({ query: { search: 'co', page: '0', size: '5' } }) },
  'POST /api/clients': { rule: 'clientWrite', example: () => ({ body: NEW_CLIENT() }) },
  'GET /api/clients/:id': { rule: 'clientRead', example: async (ctx) => ({ params: { id: await actedForClient(ctx) } }) },
  'PATCH /api/clients/:id': {
    rule: 'clientWrite',
    example: async (ctx) => {
      const id = await actedForClient(ctx);
      const client = await ctx.call('admin', 'GET', `/api/clients/${id}`);
      return { params: { id }, body: { version: client.version, contacts: client.contacts } };
    },
  },
  'GET /api/clients/:id/history': { rule: 'clientRead', example: async (ctx) => ({ params: { id: await actedForClient(ctx) } }) },
  'GET /api/clients/:id/documents': { rule: 'clientRead', example: async (ctx) => ({ params: { id: await actedForClient(ctx) } }) },
  'POST /api/clients/:id/documents': {
    rule: 'clientWrite',
    example: async (ctx) => ({
      params: { id: await actedForClient(ctx) },
      multipart: { fields: { typeCode: 'id-card' }, file: { field: 'file', buffer: ctx.png, filename: 'dot.png', contentType: 'image/png' } },
    }),
  },
  'DELETE /api/clients/:id/documents/:documentId': {
    rule: 'clientWrite',
    example: async (ctx) => {
      const { items } = await ctx.call<Page>('admin', 'GET', '/api/clients?size=20');
      const id = items[10]!.id;
      return { params: { id, documentId: (await ctx.call<Rows>('admin', 'GET', `/api/clients/${id}/documents?retired=true`))[0]!.id } };
    },
  },
  'GET /api/clients/:id/documents/:documentId/content': { rule: 'clientRead', example: async (ctx) => ({ params: await actedForDocument(ctx) }) },

  // Balance, top-ups, coupons, exchange rates.
  'GET /api/customers/:customerP24Id/balance': { rule: 'balance', example: (ctx, who) => ({ params: { customerP24Id: ctx.customerP24IdOf(who) ?? 'P24-100001' } }) },
  'POST /api/payments/topups': { rule: 'topUp', example: () => ({ body: { amount: 5_000, paymentOption: 'cards' } }) },
  'GET /api/payments/topups': { rule: 'own' },
  'GET /api/payments/topups/:tranId': {
    rule: 'topUpOne',
    example: async (ctx, who) => ({ params: { tranId: (await ctx.topUp(ctx.customerP24IdOf(who) ? who : 'customer')).fields.tran_id } }),
  },
  'GET /api/payments/balance-history': { rule: 'own' },
  'GET /api/payments/transactions': { rule: 'taxPayment', example: () => ({ query: { status: 'pending', page: '1', size: '10' } }) },
  'GET /api/payments/transactions/export.csv': { rule: 'taxPayment', example: () => ({ query: { from: '2026-01-01', to: '2026-12-31' } }) },
  'GET /api/payments/refused-callbacks': { rule: 'taxPayment' },
  'GET /api/coupons': { rule: 'couponRead' },
  'POST /api/coupons': {
    rule: 'couponWrite',
    example: (ctx) => ({ body: { code: ctx.unique('MATRIX').toUpperCase(), description: 'Access matrix', amount: 1_000, validFrom: '2026-01-01', validTo: '2030-12-31', maxClaims: 10 } }),
  },
  'PATCH /api/coupons/:code': { rule: 'couponWrite', example: () => ({ params: { code: 'WELCOME2026' }, body: { description: 'Welcome to Cis' } }) },
  'POST /api/coupons/claim': {
    rule: 'customerAccount', ok: 200,
    example: async (ctx) => {
      const code = ctx.unique('CLAIM').toUpperCase();
      await ctx.call('admin', 'POST', '/api/coupons', { code, amount: 1_000, validFrom: '2026-01-01', validTo: '2030-12-31', maxClaims: 10 });
      return { body: { code } };
    },
  },
  'GET /api/coupons/claims': { rule: 'own' },
  // Master data (issue 12): reads of a kind everyone reads (the gazetteer); writes of a staff kind (positions).
  'GET /api/master-data': { rule: 'signedIn' },
  'GET /api/master-data/:kind': { rule: 'signedIn', example: () => ({ params: { kind: 'district' }, query: { parent: '12', search: 'khan', page: '0', size: '20' } }) },
  'GET /api/master-data/:kind/:id': { rule: 'signedIn', example: () => ({ params: { kind: 'province', id: '12' } }) },
  'GET /api/master-data/:kind/:id/history': { rule: 'signedIn', example: () => ({ params: { kind: 'province', id: '12' } }) },
  'GET /api/master-data/:kind/export': { rule: 'signedIn', example: () => ({ params: { kind: 'province' }, query: { format: 'csv' } }) },
  'POST /api/master-data/:kind': {
    rule: 'masterDataWrite',
    example: (ctx) => ({ params: { kind: 'position' }, body: { values: { code: ctx.unique('matrix').toLowerCase(), nameEn: 'Matrix', nameKm: 'ម៉ាទ្រីស' } } }),
  },
  'PATCH /api/master-data/:kind/:id': {
    rule: 'masterDataWrite',
    example: async (ctx) => ({
      params: { kind: 'position', id: await created(ctx, 'admin', '/api/master-data/position', { values: { code: ctx.unique('matrix').toLowerCase(), nameEn: 'x', nameKm: 'x' } }) },
      body: { values: { nameEn: 'patched' } },
    }),
  },
  'DELETE /api/master-data/:kind/:id': {
    rule: 'masterDataWrite',
    example: async (ctx) => ({
      params: { kind: 'position', id: await created(ctx, 'admin', '/api/master-data/position', { values: { code: ctx.unique('matrix').toLowerCase(), nameEn: 'x', nameKm: 'x' } }) },
    }),
  },
  'POST /api/master-data/:kind/import': {
    rule: 'masterDataWrite', ok: 200,
    example: (ctx) => ({ params: { kind: 'position' }, query: { dryRun: 'true' }, body: { csv: `code,nameEn,nameKm\n${ctx.unique('matrix').toLowerCase()},Matrix,ម៉ាទ្រីស\n` } }),
  },
  'GET /api/exchange-rates': { rule: 'signedIn', example: () => ({ query: { from: '2026-10-01', to: '2026-11-30' } }) },
  'GET /api/exchange-rates/latest': { rule: 'signedIn' },
  'POST /api/exchange-rates': { rule: 'rateWrite', ok: 200, example: () => ({ body: { date: DAY, rate: 4_105.5 } }) },
  'POST /api/admin/uiversions': { rule: 'allFunctions', ok: 200, example: () => ({ body: { versions: '1.0.0', message: null } }) },

  // System (issue 14). Maintenance is switched off in the example (it is off: nothing is decided), so no other row stops.
  'GET /api/system/maintenance': { rule: 'signedIn' },
  'POST /api/system/maintenance': { rule: 'systemWrite', ok: 200, example: () => ({ body: { on: false } }) },
  'GET /api/system/audit': { rule: 'systemRead', example: () => ({ query: { size: '5' } }) },
  'GET /api/system/audit/export': { rule: 'systemRead', example: () => ({ query: { type: 'uiversions.published' } }) },
  'GET /api/system/audit/streams/:stream': { rule: 'systemRead', example: () => ({ params: { stream: 'uiversion' } }) },
  'GET /api/system/metrics': { rule: 'systemRead' },
  'GET /api/system/wall': { rule: 'wall' },
  'GET /public/system/settings': { rule: 'public' },
  // Without METRICS_TOKEN (the tests' deployment) /metrics is not served: 404 for everyone (docs/operations.md).
  'GET /metrics': { rule: 'public', ok: 404 },

  // Team chat (staff): the caller's own chats (one seeded or started for every staff caller), the tenant's chat contacts.
  'GET /api/apps/chat/chats': { rule: 'staff' },
  'GET /api/apps/chat/chat': { rule: 'staff', example: (ctx, who) => ({ query: { id: ctx.chatOf(who) } }) },
  'PATCH /api/apps/chat/chat': { rule: 'staff', example: (ctx, who) => ({ body: { id: ctx.chatOf(who), chat: { unreadCount: 0, muted: false } } }) },
  'POST /api/apps/chat/message': { rule: 'staff', ok: 200, example: (ctx, who) => ({ body: { chatId: ctx.chatOf(who), value: 'Access matrix' } }) },
  'GET /api/apps/chat/contacts': { rule: 'staff' },
  'GET /api/apps/chat/contact': { rule: 'staff', example: (ctx) => ({ query: { id: ctx.seed.chatContactId } }) },
  'GET /api/apps/chat/profile': { rule: 'staff' },

  // Contacts.
  'GET /api/apps/contacts/all': { rule: 'staff' },
  'GET /api/apps/contacts/search': { rule: 'staff', example: () => ({ query: { query: 'a' } }) },
  'GET /api/apps/contacts/contact': { rule: 'staff', example: (ctx) => ({ query: { id: ctx.seed.contactId } }) },
  'POST /api/apps/contacts/contact': { rule: 'staff', ok: 200 },
  'PATCH /api/apps/contacts/contact': { rule: 'staff', example: (ctx) => ({ body: { id: ctx.seed.contactId, contact: { title: 'Tax adviser' } } }) },
  'DELETE /api/apps/contacts/contact': { rule: 'staff', example: async (ctx, who) => ({ query: { id: await created(ctx, who, '/api/apps/contacts/contact') } }) },
  'GET /api/apps/contacts/countries': { rule: 'staff' },
  'GET /api/apps/contacts/tags': { rule: 'staff' },
  'POST /api/apps/contacts/tag': { rule: 'staff', ok: 200, example: (ctx) => ({ body: { tag: { title: ctx.unique('tag') } } }) },
  'PATCH /api/apps/contacts/tag': {
    rule: 'staff',
    example: async (ctx, who) => ({ body: { id: await created(ctx, who, '/api/apps/contacts/tag', { tag: { title: ctx.unique('tag') } }), tag: { title: ctx.unique('tag') } } }),
  },
  'DELETE /api/apps/contacts/tag': { rule: 'staff', example: async (ctx, who) => ({ query: { id: await created(ctx, who, '/api/apps/contacts/tag', { tag: { title: ctx.unique('tag') } }) } }) },
  'POST /api/apps/contacts/avatar': {
    rule: 'staff', ok: 200,
    example: (ctx) => ({ multipart: { fields: { id: ctx.seed.contactId }, file: { field: 'avatar', buffer: ctx.png, filename: 'dot.png', contentType: 'image/png' } } }),
  },

  // Inventory.
  'GET /api/apps/ecommerce/inventory/categories': { rule: 'staff' },
  'GET /api/apps/ecommerce/inventory/brands': { rule: 'staff' },
  'GET /api/apps/ecommerce/inventory/vendors': { rule: 'staff' },
  'GET /api/apps/ecommerce/inventory/products': { rule: 'staff', example: () => ({ query: { search: 'a', sort: 'name', order: 'asc', page: '0', size: '5' } }) },
  'GET /api/apps/ecommerce/inventory/product': { rule: 'staff', example: (ctx) => ({ query: { id: ctx.seed.productId } }) },
  'POST /api/apps/ecommerce/inventory/product': { rule: 'staff', ok: 200 },
  'PATCH /api/apps/ecommerce/inventory/product': { rule: 'staff', example: (ctx) => ({ body: { id: ctx.seed.productId, product: { description: 'Checked by the access matrix' } } }) },
  'DELETE /api/apps/ecommerce/inventory/product': { rule: 'staff', example: async (ctx, who) => ({ query: { id: await created(ctx, who, '/api/apps/ecommerce/inventory/product') } }) },
  'GET /api/apps/ecommerce/inventory/tags': { rule: 'staff' },
  'POST /api/apps/ecommerce/inventory/tag': { rule: 'staff', ok: 200, example: (ctx) => ({ body: { tag: { title: ctx.unique('tag') } } }) },
  'PATCH /api/apps/ecommerce/inventory/tag': {
    rule: 'staff',
    example: async (ctx, who) => ({ body: { id: await created(ctx, who, '/api/apps/ecommerce/inventory/tag', { tag: { title: ctx.unique('tag') } }), tag: { title: ctx.unique('tag') } } }),
  },
  'DELETE /api/apps/ecommerce/inventory/tag': { rule: 'staff', example: async (ctx, who) => ({ query: { id: await created(ctx, who, '/api/apps/ecommerce/inventory/tag', { tag: { title: ctx.unique('tag') } }) } }) },

  // Mailbox.
  'GET /api/apps/mailbox/settings': { rule: 'staff' },
  'PATCH /api/apps/mailbox/settings': { rule: 'staff', example: () => ({ body: { settings: { showAvatars: true } } }) },
  'GET /api/apps/mailbox/folders': { rule: 'staff' },
  'GET /api/apps/mailbox/filters': { rule: 'staff' },
  'GET /api/apps/mailbox/labels': { rule: 'staff' },
  'POST /api/apps/mailbox/label': { rule: 'staff', ok: 200, example: (ctx) => ({ body: { label: { title: ctx.unique('label') } } }) },
  'PATCH /api/apps/mailbox/label': {
    rule: 'staff',
    example: async (ctx, who) => ({ body: { id: await created(ctx, who, '/api/apps/mailbox/label', { label: { title: ctx.unique('label') } }), label: { title: ctx.unique('label') } } }),
  },
  'DELETE /api/apps/mailbox/label': { rule: 'staff', example: async (ctx, who) => ({ query: { id: await created(ctx, who, '/api/apps/mailbox/label', { label: { title: ctx.unique('label') } }) } }) },
  'GET /api/apps/mailbox/mails': { rule: 'staff', example: () => ({ query: { folder: 'inbox', page: '1' } }) },
  'GET /api/apps/mailbox/mail': { rule: 'staff', example: (ctx) => ({ query: { id: ctx.seed.mailId } }) },
  'PATCH /api/apps/mailbox/mail': { rule: 'staff', example: (ctx) => ({ body: { id: ctx.seed.mailId, mail: { starred: true } } }) },

  // Notes.
  'GET /api/apps/notes/all': { rule: 'staff' },
  'POST /api/apps/notes': { rule: 'staff', ok: 200, example: () => ({ body: { note: { title: 'Access matrix', content: '<p>note</p>' } } }) },
  'PATCH /api/apps/notes': {
    rule: 'staff',
    example: async (ctx, who) => ({ body: { updatedNote: { id: await created(ctx, who, '/api/apps/notes', { note: { title: 'x' } }), title: 'patched' } } }),
  },
  'DELETE /api/apps/notes': { rule: 'staff', example: async (ctx, who) => ({ query: { id: await created(ctx, who, '/api/apps/notes', { note: { title: 'x' } }) } }) },
  'POST /api/apps/notes/tasks': {
    rule: 'staff', ok: 200,
    example: async (ctx, who) => ({ body: { note: { id: await created(ctx, who, '/api/apps/notes', { note: { title: 'x' } }) }, task: 'Call the client' } }),
  },
  'GET /api/apps/notes/labels': { rule: 'staff' },
  'POST /api/apps/notes/labels': { rule: 'staff', ok: 200, example: (ctx) => ({ body: { title: ctx.unique('label') } }) },
  'PATCH /api/apps/notes/labels': { rule: 'staff', example: async (ctx, who) => ({ body: { label: { id: await noteLabel(ctx, who), title: ctx.unique('label') } } }) },
  'DELETE /api/apps/notes/labels': { rule: 'staff', example: async (ctx, who) => ({ query: { id: await noteLabel(ctx, who) } }) },

  // Scrumboard.
  'GET /api/apps/scrumboard/boards': { rule: 'staff' },
  'GET /api/apps/scrumboard/board': { rule: 'staff', example: (ctx) => ({ query: { id: ctx.seed.boardId } }) },
  'POST /api/apps/scrumboard/board/list': { rule: 'staff', ok: 200, example: (ctx) => ({ body: { list: { boardId: ctx.seed.boardId, title: 'Access matrix' } } }) },
  'PATCH /api/apps/scrumboard/board/list': { rule: 'staff', example: (ctx) => ({ body: { list: { id: ctx.seed.listId, title: 'To do' } } }) },
  'DELETE /api/apps/scrumboard/board/list': {
    rule: 'staff',
    example: async (ctx, who) => ({ query: { id: await created(ctx, who, '/api/apps/scrumboard/board/list', { list: { boardId: ctx.seed.boardId, title: 'x' } }) } }),
  },
  'PATCH /api/apps/scrumboard/board/lists': { rule: 'staff', example: (ctx) => ({ body: { lists: [{ id: ctx.seed.listId, title: 'To do' }] } }) },
  'PUT /api/apps/scrumboard/board/card': { rule: 'staff', ok: 200, example: (ctx) => ({ body: { card: { boardId: ctx.seed.boardId, listId: ctx.seed.listId, title: 'Access matrix' } } }) },
  'PATCH /api/apps/scrumboard/board/card': { rule: 'staff', example: (ctx) => ({ body: { id: ctx.seed.cardId, card: { description: 'Checked' } } }) },
  'DELETE /api/apps/scrumboard/board/card': { rule: 'staff', example: async (ctx, who) => ({ query: { id: await scrumCard(ctx, who) } }) },
  'PATCH /api/apps/scrumboard/board/cards': { rule: 'staff', example: (ctx) => ({ body: { cards: [{ id: ctx.seed.cardId, description: 'Checked' }] } }) },
  'PATCH /api/apps/scrumboard/board/card/positions': { rule: 'staff', example: async (ctx, who) => ({ body: { cards: [{ id: await scrumCard(ctx, who), listId: ctx.seed.listId, position: 1 }] } }) },
  'GET /api/apps/scrumboard/board/labels': { rule: 'staff', example: (ctx) => ({ query: { boardId: ctx.seed.boardId } }) },
  'PUT /api/apps/scrumboard/board/label': { rule: 'staff', ok: 200, example: (ctx) => ({ body: { label: { boardId: ctx.seed.boardId, title: ctx.unique('label') } } }) },
  'PATCH /api/apps/scrumboard/board/label': { rule: 'staff', example: async (ctx, who) => ({ body: { id: await scrumLabel(ctx, who), label: { title: ctx.unique('label') } } }) },
  'DELETE /api/apps/scrumboard/board/label': { rule: 'staff', example: async (ctx, who) => ({ query: { id: await scrumLabel(ctx, who) } }) },

  // Tasks.
  'GET /api/apps/tasks/all': { rule: 'staff' },
  'GET /api/apps/tasks/search': { rule: 'staff', example: () => ({ query: { query: 'return' } }) },
  'GET /api/apps/tasks/task': { rule: 'staff', example: (ctx) => ({ query: { id: ctx.seed.taskId } }) },
  'POST /api/apps/tasks/task': { rule: 'staff', ok: 200, example: () => ({ body: { type: 'task' } }) },
  'PATCH /api/apps/tasks/task': { rule: 'staff', example: (ctx) => ({ body: { id: ctx.seed.taskId, task: { notes: 'Checked by the access matrix' } } }) },
  'DELETE /api/apps/tasks/task': { rule: 'staff', example: async (ctx, who) => ({ query: { id: await created(ctx, who, '/api/apps/tasks/task', { type: 'task' }) } }) },
  'PATCH /api/apps/tasks/order': { rule: 'staff', example: (ctx) => ({ body: { tasks: [{ id: ctx.seed.taskId }] } }) },
  'GET /api/apps/tasks/tags': { rule: 'staff' },
  'POST /api/apps/tasks/tag': { rule: 'staff', ok: 200, example: (ctx) => ({ body: { tag: { title: ctx.unique('tag') } } }) },
  'PATCH /api/apps/tasks/tag': {
    rule: 'staff',
    example: async (ctx, who) => ({ body: { id: await created(ctx, who, '/api/apps/tasks/tag', { tag: { title: ctx.unique('tag') } }), tag: { title: ctx.unique('tag') } } }),
  },
  'DELETE /api/apps/tasks/tag': { rule: 'staff', example: async (ctx, who) => ({ query: { id: await created(ctx, who, '/api/apps/tasks/tag', { tag: { title: ctx.unique('tag') } }) } }) },

  // Read-only sample areas: the academy and the help center for everyone, the rest staff only.
  'GET /api/apps/academy/categories': { rule: 'signedIn' },
  'GET /api/apps/academy/courses': { rule: 'signedIn' },
  'GET /api/apps/academy/course': { rule: 'signedIn', example: (ctx) => ({ query: { id: ctx.seed.courseId } }) },
  'GET /api/apps/file-manager': { rule: 'staff', example: (ctx) => ({ query: { folderId: ctx.seed.folderId } }) },
  'GET /api/apps/help-center/faqs': { rule: 'signedIn', example: (ctx) => ({ query: { slug: ctx.seed.faqSlug } }) },
  'GET /api/apps/help-center/guides': { rule: 'signedIn', example: (ctx) => ({ query: { slug: ctx.seed.guideCategorySlug, limit: '3' } }) },
  'GET /api/apps/help-center/guide': { rule: 'signedIn', example: (ctx) => ({ query: { categorySlug: ctx.seed.guideCategorySlug, guideSlug: ctx.seed.guideSlug } }) },
  'GET /api/dashboards/analytics': { rule: 'staff' },
  'GET /api/dashboards/crypto': { rule: 'staff' },
  'GET /api/dashboards/finance': { rule: 'staff' },
  'GET /api/dashboards/project': { rule: 'staff' },
  'GET /api/pages/activities': { rule: 'staff' },
  'GET /api/ui/icons/:set': { rule: 'staff', example: (ctx) => ({ params: { set: ctx.seed.iconSet } }) },

  // Tax returns (issue 13). Each example is a new stamp return (a 1 dm² signboard: 100 riel) of a demo client the
  // customer acts for, taken to the status the action leaves from.
  'POST /api/tax-returns/compute': { rule: 'taxReturnsRead', ok: 200, example: () => ({ body: stampReturn(nextTaxDay()) }) },
  'POST /api/tax-returns': { rule: 'taxReturnsWrite', example: () => ({ body: stampReturn(nextTaxDay()) }) },
  'GET /api/tax-returns': { rule: 'taxReturnsRead', example: () => ({ query: { type: 'stamp', size: '5' } }) },
  'GET /api/tax-returns/tasks': { rule: 'taxReturnTasks' },
  'GET /api/tax-returns/rules': {
    rule: 'taxReturnsRead', example: () => ({ query: { type: 'stamp', clientId: TAX_DEMO_CLIENTS[0].id, period: '2026-01-15' } }),
  },
  'GET /api/tax-returns/summary': { rule: 'taxReturnsRead' },
  'GET /api/tax-returns/filed': { rule: 'filedTaxReturns', example: () => ({ query: { size: '5' } }) },
  'GET /api/tax-returns/filed/export.csv': { rule: 'filedTaxReturns', example: () => ({ query: { period: '2025' } }) },
  'GET /api/tax-returns/:id': { rule: 'taxReturnsRead', example: async (ctx) => ({ params: { id: await taxReturnIn(ctx, 'DRAFT') } }) },
  'GET /api/tax-returns/:id/history': { rule: 'taxReturnsRead', example: async (ctx) => ({ params: { id: await taxReturnIn(ctx, 'IN_REVIEW') } }) },
  'GET /api/tax-returns/:id/pdf': { rule: 'taxReturnsRead', example: async (ctx) => ({ params: { id: await taxReturnIn(ctx, 'FILED') } }) },
  'GET /api/tax-returns/:id/receipt.pdf': {
    rule: 'taxReturnsRead',
    example: async (ctx) => {
      const id = await taxReturnIn(ctx, 'FILED');
      await ctx.call('staff', 'POST', `/api/tax-returns/${id}/pay`, { method: 'bank', bankCode: 'ACLBKHPP', reference: 'ACL-RECEIPT', paidOn: '2025-01-21' });
      return { params: { id } };
    },
  },
  'GET /api/reports/:kind': { rule: 'reports', example: () => ({ params: { kind: 'filings' }, query: { from: '2025-01', to: '2026-12' } }) },
  'GET /api/reports/:kind/export': { rule: 'reports', example: () => ({ params: { kind: 'payments' }, query: { format: 'csv' } }) },
  'PATCH /api/tax-returns/:id': {
    rule: 'taxReturnsWrite',
    example: async (ctx) => ({ params: { id: await taxReturnIn(ctx, 'DRAFT') }, body: { version: 1, form: { ...signboard('2025-01-01'), areaDm2: 2 } } }),
  },
  'POST /api/tax-returns/:id/submit-for-review': { rule: 'taxReturnsWrite', ok: 200, example: async (ctx) => ({ params: { id: await taxReturnIn(ctx, 'DRAFT') } }) },
  'POST /api/tax-returns/:id/return': {
    rule: 'taxReturnsWrite', ok: 200, example: async (ctx) => ({ params: { id: await taxReturnIn(ctx, 'IN_REVIEW') }, body: { comments: 'Check the area.' } }),
  },
  // Four eyes: the approver is never the preparer, so staff@cis.test approves a return admin prepared.
  'POST /api/tax-returns/:id/approve': {
    rule: 'taxReturnsWrite', ok: 200, example: async (ctx, who) => ({ params: { id: await taxReturnIn(ctx, 'IN_REVIEW', who === 'staff' ? 'admin' : 'staff') } }),
  },
  'POST /api/tax-returns/:id/client-approve': {
    rule: 'taxReturnsClient', ok: 200,
    example: async (ctx) => ({ params: { id: await taxReturnIn(ctx, 'AWAITING_CLIENT') }, body: { note: 'Signed approval letter of 2 Jan' } }),
  },
  'POST /api/tax-returns/:id/file': {
    rule: 'taxReturnsWrite', ok: 200, example: async (ctx) => ({ params: { id: await taxReturnIn(ctx, 'APPROVED') }, body: { reference: 'GDT-MATRIX', filedAt: '2025-01-20' } }),
  },
  'POST /api/tax-returns/:id/pay': {
    rule: 'taxReturnsClient', ok: 200,
    example: async (ctx, who) => ({
      params: { id: await taxReturnIn(ctx, 'FILED') },
      body: who === 'customer' ? { method: 'balance' } : { method: 'bank', bankCode: 'ACLBKHPP', reference: 'ACL-MATRIX', paidOn: '2025-01-21' },
    }),
  },
  'POST /api/tax-returns/:id/amend': { rule: 'taxReturnsWrite', ok: 200, example: async (ctx) => ({ params: { id: await taxReturnIn(ctx, 'FILED') } }) },
  // Attachments (issue 13): staff add them in any status but CANCELLED and remove them while DRAFT; readers download.
  'GET /api/tax-returns/:id/attachments': { rule: 'taxReturnsRead', example: async (ctx) => ({ params: { id: await taxReturnIn(ctx, 'DRAFT') } }) },
  'POST /api/tax-returns/:id/attachments': {
    rule: 'taxReturnsWrite',
    example: async (ctx) => ({
      params: { id: await taxReturnIn(ctx, 'DRAFT') },
      multipart: { fields: { kind: 'working-paper' }, file: { field: 'file', buffer: ctx.png, filename: 'papers.png', contentType: 'image/png' } },
    }),
  },
  'GET /api/tax-returns/:id/attachments/:attachmentId': { rule: 'taxReturnsRead', example: async (ctx) => ({ params: await taxReturnAttachment(ctx) }) },
  'DELETE /api/tax-returns/:id/attachments/:attachmentId': {
    rule: 'taxReturnsWrite', ok: 200, example: async (ctx) => ({ params: await taxReturnAttachment(ctx) }),
  },
  'POST /api/tax-returns/:id/cancel': { rule: 'taxReturnsWrite', ok: 200, example: async (ctx) => ({ params: { id: await taxReturnIn(ctx, 'DRAFT') }, body: { reason: 'Matrix' } }) },
};

async function noteLabel(ctx: ExampleContext, who: Caller): Promise<string> {
  const title = ctx.unique('label');
  const labels = await ctx.call<Array<{ id: string; title: string }>>(who, 'POST', '/api/apps/notes/labels', { title });
  return labels.find((l) => l.title === title)!.id;
}

const scrumCard = async (ctx: ExampleContext, who: Caller) =>
  (await ctx.call(who, 'PUT', '/api/apps/scrumboard/board/card', { card: { boardId: ctx.seed.boardId, listId: ctx.seed.listId, title: 'x' } })).id as string;

const scrumLabel = async (ctx: ExampleContext, who: Caller) =>
  (await ctx.call(who, 'PUT', '/api/apps/scrumboard/board/label', { label: { boardId: ctx.seed.boardId, title: ctx.unique('label') } })).id as string;

/** The answer an allowed caller gets from a row. */
export const okStatus = (method: string, row: Row) => row.ok ?? (method === 'POST' ? 201 : 200);

/** A new document day for each tax return an example creates (stamp returns are one per client and document date). */
let taxDay = 0;
const nextTaxDay = () => addDays('2025-01-01', taxDay++);
const signboard = (day: string) => ({ instrument: 'signboard', areaDm2: 1, lit: false, foreignScript: false, installedOn: day });
const stampReturn = (day: string) => ({ type: 'stamp', clientId: TAX_DEMO_CLIENTS[0].id, period: day, form: signboard(day) });
/** A new return prepared by `preparer`, reviewed by the other, taken to `status` (DRAFT, IN_REVIEW ... FILED). */
/** A DRAFT return of a client the customer acts for, with one attachment (added by staff). */
async function taxReturnAttachment(ctx: ExampleContext): Promise<{ id: string; attachmentId: string }> {
  const id = await taxReturnIn(ctx, 'DRAFT');
  const attachment = await ctx.upload('staff', `/api/tax-returns/${id}/attachments`);
  return { id, attachmentId: attachment.id as string };
}

async function taxReturnIn(ctx: ExampleContext, status: TaxReturnStatus, preparer: 'staff' | 'admin' = 'staff'): Promise<string> {
  const reviewer = preparer === 'staff' ? 'admin' : 'staff';
  const steps: { status: TaxReturnStatus; action: string; by: Caller; body?: object }[] = [
    { status: 'IN_REVIEW', action: 'submit-for-review', by: preparer },
    { status: 'AWAITING_CLIENT', action: 'approve', by: reviewer },
    { status: 'APPROVED', action: 'client-approve', by: 'customer' },
    { status: 'FILED', action: 'file', by: preparer, body: { reference: 'GDT-MATRIX', filedAt: '2025-01-20' } },
  ];
  const id = (await ctx.call(preparer, 'POST', '/api/tax-returns', stampReturn(nextTaxDay()))).id as string;
  for (const step of steps) {
    if (status === 'DRAFT') break;
    await ctx.call(step.by, 'POST', `/api/tax-returns/${id}/${step.action}`, step.body ?? {});
    if (step.status === status) break;
  }
  return id;
}
