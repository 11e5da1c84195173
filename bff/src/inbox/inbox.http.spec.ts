import { Permission, type User } from '@cis/contracts';
import { AccountsDecider } from '../platform/auth/accounts.decider';
import { accountStream } from '../platform/auth/auth-user';
import { TokenService } from '../platform/auth/token.service';
import { CommandService } from '../platform/command/command.service';
import { newId } from '../platform/ids';
import { startTestApp, type TestApp } from '../platform/testing/test-app';

/** A staff account holding READ_WALL only (no ALL_FUNCTIONS), registered through the write path; signed with a token. */
async function registerWallReader(t: TestApp, name: string): Promise<{ user: User; token: string }> {
  const user: User = {
    id: newId(), tenant: 'cis', email: `${name}@cis.test`, name, avatar: null, status: 'online', kind: 'staff', role: 1,
    permissions: [Permission.READ_WALL],
    userDetails: { customerP24Id: null, firstNameEn: name, lastNameEn: '', firstNameKh: '', lastNameKh: '' },
  };
  // A placeholder hash: this user never signs in with a password, only with a token.
  await t.app.get(CommandService).execute({
    stream: accountStream(user.email), actor: { tenant: 'cis', id: null },
    decide: () => AccountsDecider.register(undefined, user, '$2b$10$unusable'),
  });
  return { user, token: t.app.get(TokenService).sign(user.id, 'cis') };
}

describe('messages and notifications over HTTP', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@cis.test');
    customer = await t.signIn('customer@cis.test');
  });
  afterAll(() => t.close());

  it('refuses javascript: and data: links on write with 400 naming the field (issue 17), storing nothing; keeps in-app, http(s) and mailto links', async () => {
    const hostile = ['javascript:alert(document.cookie)', 'JavaScript:alert(1)', 'java\tscript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example/x'];
    const own = (await t.http.post('/api/common/messages').set(t.auth(customer)).send({ message: { title: 'Link me' } }).expect(200)).body;
    const notification = (await t.http.post('/api/common/notifications').set(t.auth(admin)).send({ notification: { title: 'Link me' } }).expect(200)).body;
    const before = await t.store.lastPosition();
    for (const link of hostile) {
      const writes = [
        t.http.post('/api/common/messages').set(t.auth(customer)).send({ message: { title: 'x', link } }),
        t.http.patch('/api/common/messages').set(t.auth(customer)).send({ id: own.id, message: { link } }),
        t.http.post('/api/common/notifications').set(t.auth(admin)).send({ notification: { title: 'x', link } }),
        t.http.patch('/api/common/notifications').set(t.auth(admin)).send({ id: notification.id, notification: { link } }),
      ];
      for (const res of await Promise.all(writes)) {
        expect({ link, status: res.status }).toEqual({ link, status: 400 });
        expect(res.body.errors).toEqual([expect.objectContaining({ field: expect.stringMatching(/^(message|notification)\.link$/), code: 'safeLink' })]);
      }
    }
    expect(await t.store.lastPosition()).toBe(before);
    for (const link of ['/vendor-dashboard', 'https://www.tax.gov.kh/en/', 'mailto:help@cis.test']) {
      await t.http.patch('/api/common/messages').set(t.auth(customer)).send({ id: own.id, message: { link } }).expect(200);
    }
    await t.http.delete(`/api/common/messages?id=${own.id}`).set(t.auth(customer)).expect(200);
    await t.http.delete(`/api/common/notifications?id=${notification.id}`).set(t.auth(admin)).expect(200);
  });

  it('lists the seeded messages newest first', async () => {
    const res = await t.http.get('/api/common/messages').set(t.auth(admin)).expect(200);
    expect(res.body).toHaveLength(3);
    const times = res.body.map((m: { time: string }) => m.time);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('serves the seeded sample items with their Khmer twins, and keeps a Khmer twin sent with a new item through a round trip', async () => {
    const notifications = (await t.http.get('/api/common/notifications').set(t.auth(admin)).expect(200)).body as Array<{ title: string; titleKm?: string; descriptionKm?: string }>;
    expect(notifications.find((n) => n.title === 'New exchange rate published')).toMatchObject({ titleKm: expect.stringMatching(/[\u1780-\u17ff]/), descriptionKm: expect.stringMatching(/[\u1780-\u17ff]/) });
    const created = (await t.http.post('/api/common/messages').set(t.auth(customer)).send({ message: { title: 'Office closed', titleKm: 'ការិយាល័យបិទ' } }).expect(200)).body;
    expect(created).toMatchObject({ title: 'Office closed', titleKm: 'ការិយាល័យបិទ' });
    const whole = await t.http.post('/api/common/messages/toggle-read-status').set(t.auth(customer)).send({ message: { ...created, read: true } }).expect(200);
    expect(whole.body).toMatchObject({ read: true, titleKm: 'ការិយាល័យបិទ' });
    await t.http.post('/api/common/messages/toggle-read-status').set(t.auth(customer)).send({ message: { ...whole.body, titleKm: 'x', read: false } }).expect(400);
    await t.http.delete(`/api/common/messages?id=${created.id}`).set(t.auth(customer)).expect(200);
  });

  it('creates, patches (merge), toggles and deletes a message', async () => {
    const created = await t.http.post('/api/common/messages').set(t.auth(customer))
      .send({ message: { title: 'Stamp tax reminder', description: 'Due Friday' } }).expect(200);
    expect(created.body).toMatchObject({ title: 'Stamp tax reminder', read: false, seen: false, useRouter: false });
    const id = created.body.id;
    const patched = await t.http.patch('/api/common/messages').set(t.auth(customer))
      .send({ id, message: { description: 'Due Monday' } }).expect(200);
    expect(patched.body).toMatchObject({ id, title: 'Stamp tax reminder', description: 'Due Monday' });
    const toggled = await t.http.post('/api/common/messages/toggle-read-status').set(t.auth(customer)).send({ id, read: true }).expect(200);
    expect(toggled.body.read).toBe(true);
    await t.http.delete(`/api/common/messages?id=${id}`).set(t.auth(customer)).expect(200);
    const list = await t.http.get('/api/common/messages').set(t.auth(customer)).expect(200);
    expect(list.body.find((m: { id: string }) => m.id === id)).toBeUndefined();
  });

  it('marks all as read, setting read and seen on every item', async () => {
    await t.http.get('/api/common/messages/mark-all-as-read').set(t.auth(customer)).expect(200);
    const list = await t.http.get('/api/common/messages').set(t.auth(customer)).expect(200);
    expect(list.body.every((m: { read: boolean; seen: boolean }) => m.read && m.seen)).toBe(true);
  });

  it("never lets one user read or change another user's message", async () => {
    const adminList = await t.http.get('/api/common/messages').set(t.auth(admin)).expect(200);
    const adminMessageId = adminList.body[0].id;
    const customerList = await t.http.get('/api/common/messages').set(t.auth(customer)).expect(200);
    expect(customerList.body.map((m: { id: string }) => m.id)).not.toContain(adminMessageId);
    const res = await t.http.patch('/api/common/messages').set(t.auth(customer)).send({ id: adminMessageId, message: { title: 'x' } }).expect(404);
    expect(res.body).toMatchObject({ status: 404, error: 'Resource does not exist', developerMessage: 'Resource does not exist!' });
    await t.http.delete(`/api/common/messages?id=${adminMessageId}`).set(t.auth(customer)).expect(404);
    const again = await t.http.get('/api/common/messages').set(t.auth(admin)).expect(200);
    expect(again.body[0]).toEqual(adminList.body[0]);
  });

  it('refuses unknown fields and missing titles with 400 naming the field', async () => {
    const res = await t.http.post('/api/common/messages').set(t.auth(customer)).send({ message: { title: 'a', hacker: true } }).expect(400);
    expect(res.body.error).toBe('Bad Request');
    expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'message.hacker' })]));
    const missing = await t.http.post('/api/common/messages').set(t.auth(customer)).send({ message: {} }).expect(400);
    expect(missing.body.errors.map((e: { field: string }) => e.field)).toContain('message.title');
  });

  it('needs a token (401) and READ_WALL or ALL_FUNCTIONS for notifications (403)', async () => {
    const res = await t.http.get('/api/common/messages').expect(401);
    expect(res.body).toMatchObject({ status: 401, error: 'Authentication Error' });
    await t.http.get('/api/common/notifications').set(t.auth(customer)).expect(403);
    const ok = await t.http.get('/api/common/notifications').set(t.auth(admin)).expect(200);
    expect(ok.body).toHaveLength(2);
  });

  it('lets only ALL_FUNCTIONS staff deliver to another user', async () => {
    const users = await t.http.get('/api/common/user').set(t.auth(customer)).expect(200);
    await t.http.post('/api/common/messages').set(t.auth(customer)).send({ recipientId: '0b1e7c4e-0000-4000-8000-000000000001', message: { title: 'x' } }).expect(403);
    await t.http.post('/api/common/messages').set(t.auth(admin)).send({ recipientId: users.body.id, message: { title: 'From the tax office' } }).expect(200);
    const list = await t.http.get('/api/common/messages').set(t.auth(customer)).expect(200);
    expect(list.body.map((m: { title: string }) => m.title)).toContain('From the tax office');
  });

  describe.each(['messages', 'notifications'] as const)('%s: nulls and empty patches', (kind) => {
    const field = kind === 'messages' ? 'message' : 'notification';
    let id: string;
    beforeAll(async () => {
      const created = await t.http.post(`/api/common/${kind}`).set(t.auth(admin)).send({ [field]: { title: 'Null check', link: '/apps/tasks' } }).expect(200);
      id = created.body.id;
    });

    it('refuses null for fields that are never null with 400 naming each, and stores nothing', async () => {
      const before = await t.store.lastPosition();
      const res = await t.http.patch(`/api/common/${kind}`).set(t.auth(admin))
        .send({ id, [field]: { title: null, read: null, useRouter: null, description: null, time: null, seen: null } }).expect(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(
        ['title', 'read', 'useRouter', 'description', 'time', 'seen'].map((f) => `${field}.${f}`),
      ));
      const created = await t.http.post(`/api/common/${kind}`).set(t.auth(admin)).send({ [field]: { title: 'x', read: null } }).expect(400);
      expect(created.body.errors.map((e: { field: string }) => e.field)).toContain(`${field}.read`);
      const recipient = await t.http.post(`/api/common/${kind}`).set(t.auth(admin)).send({ recipientId: null, [field]: { title: 'x' } }).expect(400);
      expect(recipient.body.errors.map((e: { field: string }) => e.field)).toContain('recipientId');
      expect(await t.store.lastPosition()).toBe(before);
      const item = (await t.http.get(`/api/common/${kind}`).set(t.auth(admin)).expect(200)).body.find((m: { id: string }) => m.id === id);
      expect(item).toMatchObject({ title: 'Null check', read: false, useRouter: false, link: '/apps/tasks' });
    });

    it('accepts null for the nullable fields (icon, image, link)', async () => {
      const res = await t.http.patch(`/api/common/${kind}`).set(t.auth(admin)).send({ id, [field]: { icon: null, image: null, link: null } }).expect(200);
      expect(res.body).toMatchObject({ id, title: 'Null check', icon: null, image: null, link: null });
    });

    it('answers an empty patch with the unchanged item and appends no event', async () => {
      const before = await t.store.lastPosition();
      const current = (await t.http.get(`/api/common/${kind}`).set(t.auth(admin)).expect(200)).body.find((m: { id: string }) => m.id === id);
      const res = await t.http.patch(`/api/common/${kind}`).set(t.auth(admin)).send({ id, [field]: {} }).expect(200);
      expect(res.body).toEqual(current);
      expect(await t.store.lastPosition()).toBe(before);
    });

    it("refuses an admin's recipientId that names no user with 400 naming recipientId, storing nothing", async () => {
      const before = await t.store.lastPosition();
      const res = await t.http.post(`/api/common/${kind}`).set(t.auth(admin))
        .send({ recipientId: '0b1e7c4e-0000-4000-8000-00000000dead', [field]: { title: 'To nobody' } }).expect(400);
      expect(res.body).toMatchObject({ status: 400, error: 'Bad Request' });
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['recipientId']);
      expect(await t.store.lastPosition()).toBe(before);
    });
  });

  describe('notifications between two READ_WALL holders', () => {
    let a: { user: User; token: string };
    let b: { user: User; token: string };
    let aId: string;
    let bId: string;
    beforeAll(async () => {
      a = await registerWallReader(t, 'wall-a');
      b = await registerWallReader(t, 'wall-b');
      aId = (await t.http.post('/api/common/notifications').set(t.auth(a.token)).send({ notification: { title: 'For A' } }).expect(200)).body.id;
      bId = (await t.http.post('/api/common/notifications').set(t.auth(b.token)).send({ notification: { title: 'For B' } }).expect(200)).body.id;
    });

    it('each reads only their own notifications', async () => {
      const listA = (await t.http.get('/api/common/notifications').set(t.auth(a.token)).expect(200)).body;
      const listB = (await t.http.get('/api/common/notifications').set(t.auth(b.token)).expect(200)).body;
      expect(listA.map((n: { id: string }) => n.id)).toEqual([aId]);
      expect(listB.map((n: { id: string }) => n.id)).toEqual([bId]);
    });

    it("neither can patch, toggle, delete or mark the other's notifications, and nothing is stored", async () => {
      const before = await t.store.lastPosition();
      for (const [who, otherId] of [[a, bId], [b, aId]] as const) {
        await t.http.patch('/api/common/notifications').set(t.auth(who.token)).send({ id: otherId, notification: { title: 'Hijacked' } }).expect(404);
        await t.http.post('/api/common/notifications/toggle-read-status').set(t.auth(who.token)).send({ id: otherId, read: true }).expect(404);
        await t.http.delete(`/api/common/notifications?id=${otherId}`).set(t.auth(who.token)).expect(404);
        // Mark-all-as-read works on the caller's own feed only.
        await t.http.get('/api/common/notifications/mark-all-as-read').set(t.auth(who.token)).expect(200);
      }
      const [listA, listB] = await Promise.all([a, b].map(async (who) => (await t.http.get('/api/common/notifications').set(t.auth(who.token)).expect(200)).body));
      expect(listA).toEqual([expect.objectContaining({ id: aId, title: 'For A', read: true, seen: true })]);
      expect(listB).toEqual([expect.objectContaining({ id: bId, title: 'For B', read: true, seen: true })]);
      // Only the two mark-all-as-read events were appended (one per feed).
      expect(await t.store.lastPosition()).toBe(before + 2);
    });
  });

  it('answers creates 200 and takes an item back as answered: PATCH with its id, toggle with {message: {id, read}} or the whole item', async () => {
    for (const [kind, field, token] of [['messages', 'message', customer], ['notifications', 'notification', admin]] as const) {
      const created = (await t.http.post(`/api/common/${kind}`).set(t.auth(token)).send({ [field]: { title: 'Round trip' } }).expect(200)).body;
      const item = (await t.http.get(`/api/common/${kind}`).set(t.auth(token)).expect(200)).body.find((i: { id: string }) => i.id === created.id);
      const patched = await t.http.patch(`/api/common/${kind}`).set(t.auth(token)).send({ id: item.id, [field]: { ...item, title: 'Sent back' } }).expect(200);
      expect(patched.body).toEqual({ ...item, title: 'Sent back' });
      const toggled = await t.http.post(`/api/common/${kind}/toggle-read-status`).set(t.auth(token)).send({ [field]: { id: item.id, read: true } }).expect(200);
      expect(toggled.body).toMatchObject({ id: item.id, read: true, title: 'Sent back' });
      const whole = await t.http.post(`/api/common/${kind}/toggle-read-status`).set(t.auth(token)).send({ [field]: { ...toggled.body, read: false } }).expect(200);
      expect(whole.body).toEqual({ ...toggled.body, read: false });
      const before = await t.store.lastPosition();
      const otherId = await t.http.patch(`/api/common/${kind}`).set(t.auth(token)).send({ id: item.id, [field]: { id: 'other', title: 'x' } }).expect(400);
      expect(otherId.body.errors).toEqual([expect.objectContaining({ field: `${field}.id`, code: 'readOnly' })]);
      const retitled = await t.http.post(`/api/common/${kind}/toggle-read-status`).set(t.auth(token)).send({ [field]: { ...whole.body, title: 'Renamed', read: true } }).expect(400);
      expect(retitled.body.errors).toEqual([expect.objectContaining({ field: `${field}.title`, code: 'readOnly' })]);
      await t.http.patch(`/api/common/${kind}`).set(t.auth(token)).send({ id: item.id, [field]: { ...item, owner: 'x' } }).expect(400);
      await t.http.post(`/api/common/${kind}/toggle-read-status`).set(t.auth(token)).send({ [field]: { id: item.id } }).expect(400);
      expect(await t.store.lastPosition()).toBe(before);
    }
  });
});
