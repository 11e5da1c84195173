/**
 * The access matrix's table (access.spec.ts): for every route the app serves, the rule it follows (from spec 000
 * section 6 and the README's decisions, not from the code) and an example request an allowed caller would send, with
 * a valid body and seeded ids, so an allowed caller must get exactly the route's 2xx, a refused one 403 (or the
 * status the rule names, with its reason) and a caller without a token 401. A route the app serves that is missing
 * here, or a row for a route that no longer exists, fails the matrix.
 */
import { Permission, type PaymentCallback, type PaymentForm, type PermissionCode, type UserKind } from '@cis/contracts';

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
const customerAccount = (p: Profile) => p.role === 2 && p.customerP24Id !== null;

export const RULES = {
  public: {
    says: 'no token needed (README: sign-in and account recovery, health, the public UI version; the payment provider\'s callback, return page and the built-in sandbox)',
    standIn: 'customer',
  },
  signedIn: {
    says: 'any signed-in user (spec s6: "an authentication check guards routes"; search, navigation and exchange rates serve everyone, and the help center and the academy are help and tutorials for clients too: README "Who may use the sample apps")',
    allows: () => true,
    standIn: 'admin',
  },
  staff: {
    says: 'staff accounts only, whatever codes a customer or vendor holds (issue 15: the sample apps are the firm\'s internal tools; README "Who may use the sample apps": mailbox, tasks, contacts, notes, scrumboard, file manager, team chat, inventory, sample dashboards, activities, icons)',
    allows: (p) => p.kind === 'staff',
    standIn: 'admin',
  },
  own: {
    says: 'any signed-in user, on their own items (README: messages, shortcuts, the user\'s profile, own top-ups, claims and balance history are per user)',
    allows: () => true,
    standIn: 'admin',
  },
  wall: {
    says: 'READ_WALL or ALL_FUNCTIONS (spec s6: "READ_WALL (or ALL_FUNCTIONS): notifications"; ALL_FUNCTIONS_READ is not named, and the web shell loads notifications for those two only)',
    allows: (p) => has(p, Permission.READ_WALL, Permission.ALL_FUNCTIONS),
    standIn: 'admin',
  },
  payrollReaders: {
    says: 'READ_CLIENT_PAYROLL_PASSWORD itself (spec s6 and README: holders of it list, count and resolve payroll password requests; ALL_FUNCTIONS(_READ) alone is not enough)',
    allows: (p) => has(p, Permission.READ_CLIENT_PAYROLL_PASSWORD),
    standIn: 'admin',
  },
  customerAccount: {
    says: 'a customer account: role 2 with a customerP24Id (README: customers ask for their payroll password; spec s6: the balance widget, with its coupon Claim, is for role 2 plus a customerP24Id)',
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
    refusedWith: { status: 404, because: 'another customer\'s top-up is answered like an unknown id (README: per-owner data is not disclosed)' },
    standIn: 'customer',
  },
  balance: {
    says: 'the owner (same customerP24Id) or ALL_FUNCTIONS (README "Balance"); the example is the caller\'s own balance, or P24-100001\'s for a caller without a customer account',
    allows: (p) => p.customerP24Id !== null || has(p, Permission.ALL_FUNCTIONS),
    standIn: 'customer',
  },
  allFunctions: {
    says: 'ALL_FUNCTIONS (README "UI version": only ALL_FUNCTIONS may publish)',
    allows: (p) => has(p, Permission.ALL_FUNCTIONS),
    standIn: 'admin',
  },
  couponRead: {
    says: 'UPDATE_COUPON, ALL_FUNCTIONS or ALL_FUNCTIONS_READ (spec s6: master data needs an UPDATE_* code such as coupon; ALL_FUNCTIONS and ALL_FUNCTIONS_READ open almost everything)',
    allows: (p) => has(p, Permission.UPDATE_COUPON, Permission.ALL_FUNCTIONS, Permission.ALL_FUNCTIONS_READ),
    standIn: 'admin',
  },
  couponWrite: {
    says: 'UPDATE_COUPON or ALL_FUNCTIONS (README "Coupons": to write; ALL_FUNCTIONS_READ may look, not change)',
    allows: (p) => has(p, Permission.UPDATE_COUPON, Permission.ALL_FUNCTIONS),
    standIn: 'admin',
  },
  rateWrite: {
    says: 'UPDATE_DAILY_EXCHANGE_RATE or ALL_FUNCTIONS (README: they set a day\'s rate)',
    allows: (p) => has(p, Permission.UPDATE_DAILY_EXCHANGE_RATE, Permission.ALL_FUNCTIONS),
    standIn: 'admin',
  },
  taxPayment: {
    says: 'READ_TAX_PAYMENT, ALL_FUNCTIONS or ALL_FUNCTIONS_READ (spec s6: "Payment transactions and history: READ_TAX_PAYMENT", an OR rule the two ALL_FUNCTIONS codes open)',
    allows: (p) => has(p, Permission.READ_TAX_PAYMENT, Permission.ALL_FUNCTIONS, Permission.ALL_FUNCTIONS_READ),
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
  /** Cells that wait for another engineer's fix: asserted in their own, named test, not in the matrix. */
  pending?: { fix: string; callers: Caller[] };
}

const DAY = '2026-11-01';
/** Creates an item and answers its id. */
const created = async (ctx: ExampleContext, who: Caller, path: string, body?: object, key = 'id') =>
  (await ctx.call(who, 'POST', path, body))[key] as string;

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
  'GET /api/exchange-rates': { rule: 'signedIn', example: () => ({ query: { from: '2026-10-01', to: '2026-11-30' } }) },
  'GET /api/exchange-rates/latest': { rule: 'signedIn' },
  'POST /api/exchange-rates': { rule: 'rateWrite', ok: 200, example: () => ({ body: { date: DAY, rate: 4_105.5 } }) },
  'POST /api/admin/uiversions': { rule: 'allFunctions', ok: 200, example: () => ({ body: { versions: '1.0.0', message: null } }) },

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
