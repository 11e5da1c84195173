import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { AccountEvents, PERMISSION_CATALOGUE, Permission, type Account } from '@cis/contracts';
import { listenAs } from '../platform/testing/socket-listener';
import { startTestApp, type TestApp } from '../platform/testing/test-app';

const ADMIN_ID = '0b1e7c4e-0000-4000-8000-000000000001';
const STAFF_ID = '0b1e7c4e-0000-4000-8000-000000000002';
const CUSTOMER_ID = '0b1e7c4e-0000-4000-8000-000000000003';

let t: TestApp;
let admin: string;
let counter = 0;
const unique = (prefix: string) => `${prefix}-${(counter += 1)}@cis.test`;

function mailsTo(email: string): string[] {
  const dir = join(t.config.dataDir, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names.map((name) => readFileSync(join(dir, name), 'utf8')).filter((text) => text.startsWith(`To: ${email}\n`));
}
const lastLinkTo = (email: string) => /token=([\w-]+)/.exec(mailsTo(email).at(-1) ?? '')?.[1];

async function invite(body: object, token = admin): Promise<Account> {
  return (await t.http.post('/api/accounts').set(t.auth(token)).send(body).expect(200)).body as Account;
}

/** An invited account that has chosen its password and signed in: answers its id and token. */
async function member(permissions: string[], kind = 'staff'): Promise<{ id: string; email: string; token: string }> {
  const email = unique(kind);
  const account = await invite({ email, name: 'Test Member', kind, permissions });
  await t.http.post('/api/auth/reset-password').send({ token: lastLinkTo(email), password: 'member-pass-2026' }).expect(200);
  return { id: account.id, email, token: await t.signIn(email, 'member-pass-2026') };
}

/** Resolves with ms between `from` and the socket's disconnect, or NaN when it is still open after a second. */
async function openSocket(token: string): Promise<{ closedWithinASecondOf: (from: number) => Promise<number> }> {
  const socket = io(t.baseUrl, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const disconnected = new Promise<number>((resolve) => socket.once('disconnect', () => resolve(Date.now())));
  return {
    async closedWithinASecondOf(from) {
      const at = await Promise.race([disconnected, new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), 1000))]);
      socket.close();
      return at - from;
    },
  };
}

beforeAll(async () => {
  t = await startTestApp({ env: { SIGN_IN_LIMIT: '10000' } });
  admin = await t.signIn('admin@cis.test');
});
afterAll(() => t.close());

describe('GET api/accounts and api/accounts/:id', () => {
  it('lists staff accounts for ALL_FUNCTIONS, paged (zero-based, 10 by default), searchable in Khmer and Latin', async () => {
    const res = await t.http.get('/api/accounts?kind=staff').set(t.auth(admin)).expect(200);
    expect(res.body.pagination).toMatchObject({ page: 0, size: 10 });
    expect(res.body.items.map((a: Account) => a.email)).toEqual(expect.arrayContaining(['admin@cis.test', 'staff@cis.test']));
    expect(res.body.items.every((a: Account) => a.kind === 'staff')).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain('passwordHash');
    const khmer = await t.http.get('/api/accounts').query({ search: 'ដារា' }).set(t.auth(admin)).expect(200);
    expect(khmer.body.items.map((a: Account) => a.email)).toEqual(['staff@cis.test']);
    const latin = await t.http.get('/api/accounts').query({ search: 'LIM' }).set(t.auth(admin)).expect(200);
    expect(latin.body.items.map((a: Account) => a.email)).toEqual(['customer@cis.test']);
    const paged = await t.http.get('/api/accounts').query({ size: 1, page: 1 }).set(t.auth(admin)).expect(200);
    expect(paged.body.items).toHaveLength(1);
    expect(paged.body.pagination).toMatchObject({ page: 1, size: 1, lastPage: paged.body.pagination.length });
  });

  it('lets READ_CLIENT_INDIVIDUAL read customer accounts only: staff accounts are 403, as a kind and by id', async () => {
    const staff = await t.signIn('staff@cis.test');
    const customers = await t.http.get('/api/accounts').set(t.auth(staff)).expect(200);
    expect(new Set(customers.body.items.map((a: Account) => a.kind))).toEqual(new Set(['customer', 'vendor']));
    const refused = await t.http.get('/api/accounts?kind=staff').set(t.auth(staff)).expect(403);
    expect(refused.body.code).toBe('accountKindForbidden');
    await t.http.get(`/api/accounts/${CUSTOMER_ID}`).set(t.auth(staff)).expect(200);
    expect((await t.http.get(`/api/accounts/${ADMIN_ID}`).set(t.auth(staff)).expect(403)).body.code).toBe('accountKindForbidden');
  });

  it('refuses customers and vendors, and bad paging names the field', async () => {
    await t.http.get('/api/accounts').set(t.auth(await t.signIn('customer@cis.test'))).expect(403);
    const res = await t.http.get('/api/accounts?size=101').set(t.auth(admin)).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['size']);
    await t.http.get('/api/accounts?kind=robot').set(t.auth(admin)).expect(400);
  });

  it('serves the catalogue of every spec s6 code with English and Khmer descriptions', async () => {
    const res = await t.http.get('/api/permissions').set(t.auth(admin)).expect(200);
    expect(res.body.map((p: { code: string }) => p.code)).toEqual(Object.values(Permission));
    for (const entry of res.body as typeof PERMISSION_CATALOGUE) {
      expect(entry.en.length).toBeGreaterThan(3);
      expect(entry.km).toMatch(/[\u1780-\u17FF]/);
    }
    await t.http.get('/api/permissions').set(t.auth(await t.signIn('vendor@cis.test'))).expect(403);
  });
});

describe('POST api/accounts: an invitation', () => {
  it('words the invitation in the inviter\'s language (the new account has none yet): Khmer, then English', async () => {
    const khmer = unique('khmer-invitee');
    await t.http.patch('/api/common/user').set(t.auth(admin)).send({ user: { language: 'km' } }).expect(200);
    try {
      await invite({ email: khmer, name: 'Sokha Chan', kind: 'staff' });
    } finally {
      await t.http.patch('/api/common/user').set(t.auth(admin)).send({ user: { language: 'en-US' } }).expect(200);
    }
    const mail = mailsTo(khmer).at(-1)!;
    expect(mail).toContain(`Subject: =?UTF-8?B?${Buffer.from('អ្នកត្រូវបានអញ្ជើញឱ្យប្រើ Cis').toString('base64')}?=`);
    expect(mail).toMatch(/បានបើកគណនី Cis សម្រាប់អ្នក។ សូមបើក \S+\/reset-password#token=[\w-]+ ក្នុងរយៈពេល 72 ម៉ោង/);
    const english = unique('english-invitee');
    await invite({ email: english, name: 'Dara Kim', kind: 'staff' });
    expect(mailsTo(english).at(-1)).toMatch(/Subject: You are invited to Cis\n[\s\S]*opened a Cis account for you\. Open \S+\/reset-password#token=[\w-]+ within 72 hours/);
  });

  it('mails a one-time set-password link; the account cannot sign in before, and the link works once', async () => {
    const email = unique('invitee');
    const account = await invite({ email, name: 'Bopha Meas', kind: 'staff', permissions: [Permission.READ_USER] });
    expect(account).toMatchObject({ email, kind: 'staff', role: 1, permissions: [Permission.READ_USER], disabled: false, invitationPending: true });
    const token = lastLinkTo(email);
    expect(mailsTo(email).at(-1)).toContain('/reset-password#token=');
    await t.http.post('/api/auth/sign-in').send({ email, password: '' }).expect(400);
    await t.http.post('/api/auth/sign-in').send({ email, password: 'anything-at-all' }).expect(401);
    await t.http.post('/api/auth/reset-password').send({ token, password: 'chosen-pass-2026' }).expect(200);
    await t.http.post('/api/auth/reset-password').send({ token, password: 'second-try-2026' }).expect(403);
    const session = await t.signIn(email, 'chosen-pass-2026');
    expect((await t.http.get('/api/common/user').set(t.auth(session)).expect(200)).body.permissions).toEqual([Permission.READ_USER]);
    expect((await t.http.get(`/api/accounts/${account.id}`).set(t.auth(admin)).expect(200)).body.invitationPending).toBe(false);
  });

  it('refuses an email that has an account with 409, whatever its case, and stores nothing', async () => {
    const before = (await t.store.readAll(0, 1_000_000)).length;
    const res = await t.http.post('/api/accounts').set(t.auth(admin)).send({ email: 'Customer@CIS.test', name: 'Again', kind: 'customer' }).expect(409);
    expect(res.body.code).toBe('emailTaken');
    expect((await t.store.readAll(0, 1_000_000)).length).toBe(before);
  });

  it('refuses a body without name or with an unknown code, naming the field', async () => {
    const res = await t.http.post('/api/accounts').set(t.auth(admin)).send({ email: unique('bad'), kind: 'staff', permissions: ['MAKE_COFFEE'] }).expect(400);
    expect([...new Set(res.body.errors.map((e: { field: string }) => e.field))].sort()).toEqual(['name', 'permissions']);
  });

  it('refuses a name of spaces only (stored trimmed, it was an account without a name), on invite and on change', async () => {
    const before = await t.store.lastPosition();
    const invited = await t.http.post('/api/accounts').set(t.auth(admin)).send({ email: unique('blank'), name: '   ', kind: 'staff' }).expect(400);
    expect(invited.body.errors.map((e: { field: string }) => e.field)).toEqual(['name']);
    // Said as a required field left empty (the portal's "Name is required"), as the other forms say it.
    expect(invited.body.errors[0].code).toBe('isNotEmpty');
    const staff = (await t.http.get('/api/accounts?kind=staff&search=staff@cis.test').set(t.auth(admin)).expect(200)).body.items[0];
    const changed = await t.http.patch(`/api/accounts/${staff.id}`).set(t.auth(admin)).send({ name: ' \t ' }).expect(400);
    expect(changed.body.errors.map((e: { field: string }) => e.field)).toEqual(['name']);
    expect(await t.store.lastPosition()).toBe(before);
  });
});

describe('granting codes', () => {
  it('nobody grants a code they do not hold; only ALL_FUNCTIONS grants ALL_FUNCTIONS', async () => {
    const writer = await member([Permission.UPDATE_CLIENT_INDIVIDUAL, Permission.READ_TOPUP_BALANCE]);
    const held = await invite({ email: unique('customer'), name: 'Held Codes', kind: 'customer', permissions: [Permission.READ_TOPUP_BALANCE] }, writer.token);
    expect(held.permissions).toEqual([Permission.READ_TOPUP_BALANCE]);
    const notHeld = await t.http.patch(`/api/accounts/${held.id}`).set(t.auth(writer.token)).send({ permissions: [Permission.READ_TAX_PAYMENT] }).expect(403);
    expect(notHeld.body.code).toBe('codeNotHeld');
    const all = await t.http.patch(`/api/accounts/${held.id}`).set(t.auth(writer.token)).send({ permissions: [Permission.ALL_FUNCTIONS] }).expect(403);
    expect(all.body.code).toBe('codeNotHeld');
    // Staff accounts are ALL_FUNCTIONS' to change.
    const staff = await t.http.patch(`/api/accounts/${STAFF_ID}`).set(t.auth(writer.token)).send({ name: 'Renamed' }).expect(403);
    expect(staff.body.code).toBe('accountKindForbidden');
    await t.http.post('/api/accounts').set(t.auth(writer.token)).send({ email: unique('staff'), name: 'No', kind: 'staff' }).expect(403);
    // ALL_FUNCTIONS_READ looks, never changes.
    const reader = await member([Permission.ALL_FUNCTIONS_READ]);
    await t.http.get(`/api/accounts/${STAFF_ID}`).set(t.auth(reader.token)).expect(200);
    await t.http.patch(`/api/accounts/${held.id}`).set(t.auth(reader.token)).send({ name: 'No' }).expect(403);
    // The administrator grants anything, ALL_FUNCTIONS included; the new codes count from the next request.
    const promoted = await t.http.patch(`/api/accounts/${reader.id}`).set(t.auth(admin)).send({ permissions: [Permission.ALL_FUNCTIONS] }).expect(200);
    expect(promoted.body.permissions).toEqual([Permission.ALL_FUNCTIONS]);
    await t.http.patch(`/api/accounts/${held.id}`).set(t.auth(reader.token)).send({ name: 'Now allowed' }).expect(200);
    // Back to one administrator, for the last-administrator rule below.
    await t.http.patch(`/api/accounts/${reader.id}`).set(t.auth(admin)).send({ permissions: [] }).expect(200);
  });
});

describe('disabling, signing out everywhere, resetting', () => {
  it('refuses a disabled account on its next request, closes its sockets within a second, and refuses its sign-in', async () => {
    const target = await member([Permission.READ_USER]);
    await t.http.get('/api/common/user').set(t.auth(target.token)).expect(200);
    const socket = await openSocket(target.token);
    const disabledAt = Date.now();
    const res = await t.http.patch(`/api/accounts/${target.id}`).set(t.auth(admin)).send({ disabled: true }).expect(200);
    expect(res.body.disabled).toBe(true);
    const closedAfterMs = await socket.closedWithinASecondOf(disabledAt);
    await t.http.get('/api/common/user').set(t.auth(target.token)).expect(401);
    await t.http.post('/api/auth/sign-in-with-token').send({ accessToken: target.token }).expect(401);
    const signIn = await t.http.post('/api/auth/sign-in').send({ email: target.email, password: 'member-pass-2026' }).expect(401);
    expect(signIn.body.developerMessage).toBe('This account is disabled.');
    console.log(`disable: socket closed ${closedAfterMs} ms after the PATCH was sent`);
    expect(closedAfterMs).toBeLessThan(1000);
    // Enabled again: a new sign-in works, the token from before stays refused.
    await t.http.patch(`/api/accounts/${target.id}`).set(t.auth(admin)).send({ disabled: false }).expect(200);
    const again = await t.signIn(target.email, 'member-pass-2026');
    await t.http.get('/api/common/user').set(t.auth(again)).expect(200);
    await t.http.get('/api/common/user').set(t.auth(target.token)).expect(401);
  });

  it('signs an account out everywhere: every token from before refused, sockets closed within a second, a new sign-in works', async () => {
    const target = await member([]);
    const socket = await openSocket(target.token);
    const sentAt = Date.now();
    await t.http.post(`/api/accounts/${target.id}/sign-out-everywhere`).set(t.auth(admin)).expect(200);
    const closedAfterMs = await socket.closedWithinASecondOf(sentAt);
    await t.http.get('/api/common/messages').set(t.auth(target.token)).expect(401);
    console.log(`sign out everywhere: socket closed ${closedAfterMs} ms after the request was sent`);
    expect(closedAfterMs).toBeLessThan(1000);
    await t.http.get('/api/common/messages').set(t.auth(await t.signIn(target.email, 'member-pass-2026'))).expect(200);
  });

  it('mails a reset link to the account on an administrator\'s request; the link sets a new password', async () => {
    const target = await member([]);
    const mails = mailsTo(target.email).length;
    await t.http.post(`/api/accounts/${target.id}/reset-password`).set(t.auth(admin)).expect(200);
    expect(mailsTo(target.email)).toHaveLength(mails + 1);
    await t.http.post('/api/auth/reset-password').send({ token: lastLinkTo(target.email), password: 'reset-by-admin-2026' }).expect(200);
    await t.signIn(target.email, 'reset-by-admin-2026');
    await t.http.post('/api/accounts/no-such-account/reset-password').set(t.auth(admin)).expect(404);
  });
});

describe('the last enabled ALL_FUNCTIONS account', () => {
  it('cannot be disabled or lose the code (409); with a second administrator it can, and then the second cannot', async () => {
    const admins = ((await t.http.get('/api/accounts?kind=staff&size=100').set(t.auth(admin)).expect(200)).body.items as Account[])
      .filter((a) => a.permissions.includes(Permission.ALL_FUNCTIONS) && !a.disabled);
    expect(admins.map((a) => a.id)).toEqual([ADMIN_ID]);
    const self = await t.http.patch(`/api/accounts/${ADMIN_ID}`).set(t.auth(admin)).send({ disabled: true }).expect(409);
    expect(self.body.code).toBe('lastAdministrator');
    const lose = await t.http.patch(`/api/accounts/${ADMIN_ID}`).set(t.auth(admin)).send({ permissions: [Permission.READ_WALL] }).expect(409);
    expect(lose.body.code).toBe('lastAdministrator');

    const second = await member([Permission.ALL_FUNCTIONS]);
    await t.http.patch(`/api/accounts/${ADMIN_ID}`).set(t.auth(second.token)).send({ disabled: true }).expect(200);
    const last = await t.http.patch(`/api/accounts/${second.id}`).set(t.auth(second.token)).send({ disabled: true }).expect(409);
    expect(last.body.code).toBe('lastAdministrator');
    await t.http.patch(`/api/accounts/${ADMIN_ID}`).set(t.auth(second.token)).send({ disabled: false }).expect(200);
    admin = await t.signIn('admin@cis.test');
  });
});

describe('the clients a customer account acts for (the clients area keeps the relation)', () => {
  it('shows them on GET and sets them with PATCH clientIds; unknown clients and non-customer accounts are 400, nothing stored', async () => {
    const demo = (await t.http.get(`/api/accounts/${CUSTOMER_ID}`).set(t.auth(admin)).expect(200)).body as Account;
    expect(demo.clients).toHaveLength(2);
    const clients = (await t.http.get('/api/clients?size=3').set(t.auth(admin)).expect(200)).body.items as Array<{ id: string; tin: string }>;
    const account = await invite({ email: unique('acting'), name: 'Acting Customer', kind: 'customer' });
    const set = await t.http.patch(`/api/accounts/${account.id}`).set(t.auth(admin)).send({ clientIds: [clients[0].id, clients[1].id] }).expect(200);
    expect(set.body.clients.map((c: { id: string }) => c.id).sort()).toEqual([clients[0].id, clients[1].id].sort());
    const client = (await t.http.get(`/api/clients/${clients[0].id}`).set(t.auth(admin)).expect(200)).body;
    expect(client.actingAccountIds).toContain(account.id);
    const narrowed = await t.http.patch(`/api/accounts/${account.id}`).set(t.auth(admin)).send({ clientIds: [clients[1].id] }).expect(200);
    expect(narrowed.body.clients.map((c: { id: string }) => c.id)).toEqual([clients[1].id]);

    const before = (await t.store.readAll(0, 1_000_000)).length;
    const unknown = await t.http.patch(`/api/accounts/${account.id}`).set(t.auth(admin)).send({ name: 'Not stored', clientIds: [clients[2].id, '00000000-0000-4000-8000-00000000dead'] }).expect(400);
    expect(unknown.body.errors.map((e: { field: string }) => e.field)).toEqual(['clientIds[1]']);
    const staff = await t.http.patch(`/api/accounts/${STAFF_ID}`).set(t.auth(admin)).send({ clientIds: [clients[0].id] }).expect(400);
    expect(staff.body.errors.map((e: { field: string }) => e.field)).toEqual(['clientIds']);
    expect((await t.store.readAll(0, 1_000_000)).length).toBe(before);
  });
});

describe('pushes', () => {
  it('another administrator\'s open list hears of an invitation and a change, without the token hash', async () => {
    const other = await member([Permission.ALL_FUNCTIONS]);
    const listener = await listenAs(t.baseUrl, other.token);
    try {
      const account = await invite({ email: unique('pushed'), name: 'Pushed', kind: 'staff' });
      const invited = await listener.next((e) => e.type === AccountEvents.invited);
      expect(invited.data).toEqual({ userId: account.id });
      await t.http.patch(`/api/accounts/${account.id}`).set(t.auth(admin)).send({ name: 'Pushed Again' }).expect(200);
      expect((await listener.next((e) => e.type === AccountEvents.updated)).data).toEqual({ userId: account.id });
    } finally {
      listener.close();
    }
  });
});

describe('POST api/common/user/change-password', () => {
  it('needs the current password, ends the other sessions and answers a token of the new one', async () => {
    const target = await member([]);
    const otherTab = await t.signIn(target.email, 'member-pass-2026');
    // A wrong current password is bad input naming the field, not a dead session (a 401 signs the portal out).
    const wrong = await t.http.post('/api/common/user/change-password').set(t.auth(target.token)).send({ currentPassword: 'not-it', newPassword: 'changed-pass-2026' }).expect(400);
    expect(wrong.body.errors).toEqual([expect.objectContaining({ field: 'currentPassword', code: 'wrongPassword' })]);
    await t.http.get('/api/common/user').set(t.auth(target.token)).expect(200);
    const short = await t.http.post('/api/common/user/change-password').set(t.auth(target.token)).send({ currentPassword: 'member-pass-2026', newPassword: 'short' }).expect(400);
    expect(short.body.errors.map((e: { field: string }) => e.field)).toEqual(['newPassword']);
    const res = await t.http.post('/api/common/user/change-password').set(t.auth(target.token)).send({ currentPassword: 'member-pass-2026', newPassword: 'changed-pass-2026' }).expect(200);
    await t.http.get('/api/common/user').set(t.auth(otherTab)).expect(401);
    await t.http.get('/api/common/user').set(t.auth(target.token)).expect(401);
    await t.http.get('/api/common/user').set(t.auth(res.body.accessToken)).expect(200);
    await t.http.post('/api/auth/sign-in').send({ email: target.email, password: 'member-pass-2026' }).expect(401);
    await t.signIn(target.email, 'changed-pass-2026');
  });
});
