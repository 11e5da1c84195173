/**
 * Access, for real over HTTP: every route the app serves × every demo account and no token (spec 000 section 6 and
 * the README's decisions), forged tokens, one user against another user's data, one tenant against another's.
 */
import jwt from 'jsonwebtoken';
import { TOKEN_ISSUER } from '@cis/contracts';
import { startTestApp, type TestApp } from '../testing/test-app';
import { enumerateRoutes, fillPath, type RouteInfo } from './routes';

jest.setTimeout(5 * 60_000);

type Account = 'admin' | 'staff' | 'customer' | 'vendor';
const ACCOUNTS: Account[] = ['admin', 'staff', 'customer', 'vendor'];

/**
 * Routes anyone may call without a token: sign-in and account recovery, health, the public UI version, and the
 * payment provider's side (its signed callback, the return page, the built-in sandbox provider).
 */
const isPublic = (r: RouteInfo) =>
  r.path.startsWith('/api/auth/') || r.path === '/health' || r.path.startsWith('/public/') || r.path.startsWith('/sandbox/payments/') ||
  r.key === 'POST /api/payments/callback';

/**
 * Routes only some accounts may use (everything else: every signed-in account). From spec 000 section 6 and the
 * README: notifications need READ_WALL or ALL_FUNCTIONS; payroll requests are filed by role 2 and read by
 * READ_CLIENT_PAYROLL_PASSWORD;
 * publishing a UI version, coupons and exchange rates are administration; payment transactions need READ_TAX_PAYMENT;
 * a top-up needs READ_TOPUP_BALANCE; a balance is read by its owner or ALL_FUNCTIONS staff.
 */
const RESTRICTED: Array<[RegExp, Account[]]> = [
  [/^[A-Z]+ \/api\/common\/notifications/, ['admin']],
  [/^GET \/api\/clients\/payroll-password-requests(\/count)?$/, ['admin', 'staff']],
  [/^POST \/api\/clients\/payroll-password-requests\/:id\/resolve$/, ['admin', 'staff']],
  // "a customer asks": only role 2 (customers and vendors) files a payroll password request.
  [/^POST \/api\/clients\/payroll-password-requests$/, ['customer', 'vendor']],
  [/^POST \/api\/admin\/uiversions$/, ['admin']],
  [/^POST \/api\/exchange-rates$/, ['admin']],
  [/^(GET|POST) \/api\/coupons$|^PATCH \/api\/coupons\/:code$/, ['admin']],
  [/^GET \/api\/payments\/(transactions|transactions\/export\.csv|refused-callbacks)$/, ['admin', 'staff']],
  [/^POST \/api\/payments\/topups$/, ['admin', 'customer', 'vendor']],
  [/^GET \/api\/customers\/:customerP24Id\/balance$/, ['admin', 'customer']],
];
const allowedFor = (r: RouteInfo): Account[] => RESTRICTED.find(([pattern]) => pattern.test(r.key))?.[1] ?? ACCOUNTS;
/** Concrete values for path params where the answer depends on whose they are. */
const PARAMS = { customerP24Id: 'P24-100001' };

describe('access matrix: every route × every demo account and no token', () => {
  let t: TestApp;
  const tokens = {} as Record<Account, string>;
  let routes: RouteInfo[];
  beforeAll(async () => {
    t = await startTestApp({ env: { SIGN_IN_LIMIT: '100000' } });
    for (const a of ACCOUNTS) tokens[a] = await t.signIn(`${a}@cis.test`);
    routes = enumerateRoutes(t.app);
  });
  afterAll(() => t.close());

  function request(route: RouteInfo, token?: string) {
    let req = t.http[route.method.toLowerCase() as 'get'](fillPath(route, PARAMS));
    if (token) req = req.set('Authorization', `Bearer ${token}`);
    return route.takesBody ? req.send({}) : req;
  }

  it('answers 401 without a token, 403 to an account without the right, and lets the right accounts in', async () => {
    const problems: string[] = [];
    const counts: Record<string, number> = {};
    // Writes run last so an admin's success cannot change what a later read sees.
    const ordered = [...routes].sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'));
    for (const route of ordered) {
      const allowed = allowedFor(route);
      const anonymous = await request(route);
      counts[`none ${anonymous.status}`] = (counts[`none ${anonymous.status}`] ?? 0) + 1;
      if (isPublic(route) ? anonymous.status >= 500 || anonymous.status === 401 || anonymous.status === 403 : anonymous.status !== 401) {
        problems.push(`${route.key} without a token: ${anonymous.status}${isPublic(route) ? '' : ' (expected 401)'}`);
      }
      for (const account of ACCOUNTS) {
        const res = await request(route, tokens[account]);
        counts[`${account} ${res.status}`] = (counts[`${account} ${res.status}`] ?? 0) + 1;
        const may = isPublic(route) || allowed.includes(account);
        const plainRead = route.method === 'GET' && !route.takesQuery && (route.params.length === 0 || route.params.every((p) => p in PARAMS));
        if (res.status >= 500) problems.push(`${route.key} as ${account}: ${res.status}`);
        else if (!may && res.status !== 403) problems.push(`${route.key} as ${account}: ${res.status}, expected 403`);
        else if (may && (res.status === 401 || res.status === 403)) {
          problems.push(`${route.key} as ${account}: ${res.status}; if intended, add the route to RESTRICTED in access.spec.ts`);
        } else if (may && plainRead && res.status !== 200) problems.push(`${route.key} as ${account}: ${res.status}, expected 200`);
      }
    }
    // eslint-disable-next-line no-console
    console.log(`access matrix: ${routes.length} routes × ${ACCOUNTS.length + 1} callers = ${routes.length * 5} requests; outcomes ${JSON.stringify(counts)}`);
    expect(problems).toEqual([]);
  });

  it('refuses tokens signed with another secret, expired, with alg none, another issuer, or for an unknown user', async () => {
    const { sub, tenant } = jwt.decode(tokens.customer) as { sub: string; tenant: string };
    const secret = t.config.jwtSecret;
    const header = (h: object) => Buffer.from(JSON.stringify(h)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const forged: Record<string, string> = {
      'another secret': jwt.sign({ tenant }, 'not-the-secret', { subject: sub, issuer: TOKEN_ISSUER, expiresIn: 3600 }),
      expired: jwt.sign({ tenant, iat: now - 7200, exp: now - 3600 }, secret, { subject: sub, issuer: TOKEN_ISSUER }),
      'alg none': `${header({ alg: 'none', typ: 'JWT' })}.${header({ sub, tenant, iss: TOKEN_ISSUER, exp: now + 3600 })}.`,
      'alg none, signature kept': `${header({ alg: 'none', typ: 'JWT' })}.${tokens.customer.split('.')[1]}.${tokens.customer.split('.')[2]}`,
      'another issuer': jwt.sign({ tenant }, secret, { subject: sub, issuer: 'Elsewhere', expiresIn: 3600 }),
      'unknown user': jwt.sign({ tenant }, secret, { subject: '00000000-0000-4000-8000-000000000999', issuer: TOKEN_ISSUER, expiresIn: 3600 }),
      'payload swapped': `${tokens.customer.split('.')[0]}.${header({ sub: (jwt.decode(tokens.admin) as { sub: string }).sub, tenant, iss: TOKEN_ISSUER, exp: now + 3600 })}.${tokens.customer.split('.')[2]}`,
      'HS512 with the secret': jwt.sign({ tenant }, secret, { subject: sub, issuer: TOKEN_ISSUER, expiresIn: 3600, algorithm: 'HS512' }),
      garbage: 'a.b.c',
    };
    for (const [name, token] of Object.entries(forged)) {
      const res = await t.http.get('/api/common/messages').set('Authorization', `Bearer ${token}`);
      expect({ name, status: res.status, error: res.body.error }).toEqual({ name, status: 401, error: 'Authentication Error' });
    }
    await t.http.get('/api/common/messages').set('Authorization', `Bearer ${tokens.customer}`).expect(200);
    // eslint-disable-next-line no-console
    console.log(`forged tokens refused: ${Object.keys(forged).length} kinds`);
  });

  it("keeps one user's messages, notifications, shortcuts, balance and chat from another", async () => {
    const auth = (a: Account) => ({ Authorization: `Bearer ${tokens[a]}` });
    const message = (await t.http.post('/api/common/messages').set(auth('customer')).send({ message: { title: 'Customer only' } }).expect(201)).body;
    const shortcut = (await t.http.post('/api/common/shortcuts').set(auth('admin')).send({ shortcut: { label: 'Admin only', icon: 'pi pi-lock', link: '/x', useRouter: true } }).expect(201)).body;
    const notification = (await t.http.post('/api/common/notifications').set(auth('admin')).send({ notification: { title: 'Admin only' } }).expect(201)).body;
    const chats = (await t.http.get('/api/apps/chat/chats').set(auth('admin')).expect(200)).body as Array<{ id: string }>;
    expect(chats.length).toBeGreaterThan(0);
    const chatBefore = (await t.http.get(`/api/apps/chat/chat?id=${chats[0].id}`).set(auth('admin')).expect(200)).body;

    const attempts: Array<[string, Promise<{ status: number }>]> = [];
    for (const other of ['staff', 'vendor'] as Account[]) {
      attempts.push(
        [`${other} patches the customer's message`, t.http.patch('/api/common/messages').set(auth(other)).send({ id: message.id, message: { title: 'taken' } }).then((r) => r)],
        [`${other} toggles it`, t.http.post('/api/common/messages/toggle-read-status').set(auth(other)).send({ id: message.id, read: true }).then((r) => r)],
        [`${other} deletes it`, t.http.delete(`/api/common/messages?id=${message.id}`).set(auth(other)).then((r) => r)],
        [`${other} patches the admin's shortcut`, t.http.patch('/api/common/shortcuts').set(auth(other)).send({ id: shortcut.id, shortcut: { label: 'taken' } }).then((r) => r)],
        [`${other} deletes it`, t.http.delete(`/api/common/shortcuts?id=${shortcut.id}`).set(auth(other)).then((r) => r)],
        [`${other} patches the admin's notification`, t.http.patch('/api/common/notifications').set(auth(other)).send({ id: notification.id, notification: { title: 'taken' } }).then((r) => r)],
        [`${other} reads the admin's chat`, t.http.get(`/api/apps/chat/chat?id=${chats[0].id}`).set(auth(other)).then((r) => r)],
        [`${other} changes it`, t.http.patch('/api/apps/chat/chat').set(auth(other)).send({ id: chats[0].id, chat: { unreadCount: 99 } }).then((r) => r)],
        [`${other} writes into it`, t.http.post('/api/apps/chat/message').set(auth(other)).send({ chatId: chats[0].id, value: 'intruder' }).then((r) => r)],
      );
    }
    attempts.push(
      ['vendor reads the customer\'s balance', t.http.get('/api/customers/P24-100001/balance').set(auth('vendor')).then((r) => r)],
      ['customer reads the vendor\'s balance', t.http.get('/api/customers/P24-200001/balance').set(auth('customer')).then((r) => r)],
      ['staff reads a balance', t.http.get('/api/customers/P24-100001/balance').set(auth('staff')).then((r) => r)],
    );
    const refused: string[] = [];
    for (const [what, pending] of attempts) {
      const { status } = await pending;
      if (status < 400 || status >= 500) refused.push(`${what}: ${status}`);
    }
    expect(refused).toEqual([]);

    const customerMessages = (await t.http.get('/api/common/messages').set(auth('customer')).expect(200)).body as Array<{ id: string; title: string }>;
    expect(customerMessages.find((m) => m.id === message.id)).toMatchObject({ title: 'Customer only', read: false });
    for (const other of ['staff', 'vendor'] as Account[]) {
      const theirs = (await t.http.get('/api/common/messages').set(auth(other)).expect(200)).body as Array<{ id: string }>;
      expect(theirs.map((m) => m.id)).not.toContain(message.id);
      const shortcuts = (await t.http.get('/api/common/shortcuts').set(auth(other)).expect(200)).body as Array<{ id: string }>;
      expect(shortcuts.map((s) => s.id)).not.toContain(shortcut.id);
      const theirChats = (await t.http.get('/api/apps/chat/chats').set(auth(other)).expect(200)).body as Array<{ id: string; messages?: Array<{ value: string }> }>;
      expect(JSON.stringify(theirChats)).not.toContain('intruder');
    }
    const adminShortcuts = (await t.http.get('/api/common/shortcuts').set(auth('admin')).expect(200)).body as Array<{ id: string; label: string }>;
    expect(adminShortcuts.find((s) => s.id === shortcut.id)?.label).toBe('Admin only');
    const adminNotifications = (await t.http.get('/api/common/notifications').set(auth('admin')).expect(200)).body as Array<{ id: string; title: string }>;
    expect(adminNotifications.find((n) => n.id === notification.id)?.title).toBe('Admin only');
    expect((await t.http.get(`/api/apps/chat/chat?id=${chats[0].id}`).set(auth('admin')).expect(200)).body).toEqual(chatBefore);
    // eslint-disable-next-line no-console
    console.log(`cross-user: ${attempts.length} attempts on another user's data, all refused, nothing changed`);
  });
});

describe('tenants: one tenant cannot reach another', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TENANTS: 'cis,acme', SIGN_IN_LIMIT: '100000' } });
  });
  afterAll(() => t.close());

  it('refuses a token of one tenant with another tenant header, and keeps data apart', async () => {
    const admin = await t.signIn('admin@cis.test');
    await t.http.post('/api/auth/sign-up').set('x-tenant-id', 'acme').send({ name: 'Acme Owner', email: 'owner@acme.test', password: 'acme-pass-2026' }).expect(200);
    const acmeSession = await t.http.post('/api/auth/sign-in').set('x-tenant-id', 'acme').send({ email: 'owner@acme.test', password: 'acme-pass-2026' }).expect(200);
    const acme = acmeSession.body.accessToken as string;
    expect(acmeSession.body.user.tenant).toBe('acme');
    // The cis admin's password does not open acme, and an invented tenant is refused.
    await t.http.post('/api/auth/sign-in').set('x-tenant-id', 'acme').send({ email: 'admin@cis.test', password: 'cis-demo-2026' }).expect(401);
    await t.http.post('/api/auth/sign-in').set('x-tenant-id', 'nowhere').send({ email: 'admin@cis.test', password: 'cis-demo-2026' }).expect(400);

    const contact = (await t.http.post('/api/apps/contacts/contact').set('Authorization', `Bearer ${admin}`).send({}).expect(200)).body;
    await t.http.patch('/api/apps/contacts/contact').set('Authorization', `Bearer ${admin}`).send({ id: contact.id, contact: { name: 'Cis Private Contact' } }).expect(200);
    const message = (await t.http.post('/api/common/messages').set('Authorization', `Bearer ${admin}`).send({ message: { title: 'cis only' } }).expect(201)).body;

    const crossings = [
      ['GET', '/api/common/messages'], ['GET', '/api/apps/contacts/all'], ['GET', `/api/apps/contacts/contact?id=${contact.id}`],
      ['GET', '/api/common/navigation'], ['GET', '/api/common/shortcuts'],
    ];
    let refused = 0;
    for (const [, path] of crossings) {
      const asAdminInAcme = await t.http.get(path).set('Authorization', `Bearer ${admin}`).set('x-tenant-id', 'acme');
      const asAcmeInCis = await t.http.get(path).set('Authorization', `Bearer ${acme}`).set('x-tenant-id', 'cis');
      expect([path, asAdminInAcme.status, asAcmeInCis.status]).toEqual([path, 403, 403]);
      refused += 2;
    }
    await t.http.get(`/api/apps/contacts/contact?id=${contact.id}`).set('Authorization', `Bearer ${acme}`).expect(404);
    const acmeContacts = (await t.http.get('/api/apps/contacts/all').set('Authorization', `Bearer ${acme}`).expect(200)).body as Array<{ name: string }>;
    expect(acmeContacts.map((c) => c.name)).not.toContain('Cis Private Contact');
    await t.http.patch('/api/apps/contacts/contact').set('Authorization', `Bearer ${acme}`).send({ id: contact.id, contact: { name: 'taken' } }).expect(404);
    await t.http.patch('/api/common/messages').set('Authorization', `Bearer ${acme}`).send({ id: message.id, message: { title: 'taken' } }).expect(404);
    const cisContact = (await t.http.get(`/api/apps/contacts/contact?id=${contact.id}`).set('Authorization', `Bearer ${admin}`).expect(200)).body;
    expect(cisContact.name).toBe('Cis Private Contact');
    // eslint-disable-next-line no-console
    console.log(`tenants: ${refused} cross-tenant header requests refused 403; acme cannot read or change cis data`);
  });
});
