import { startTestApp, type TestApp } from '../platform/testing/test-app';

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

  it('lists the seeded messages newest first', async () => {
    const res = await t.http.get('/api/common/messages').set(t.auth(admin)).expect(200);
    expect(res.body).toHaveLength(3);
    const times = res.body.map((m: { time: string }) => m.time);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('creates, patches (merge), toggles and deletes a message', async () => {
    const created = await t.http.post('/api/common/messages').set(t.auth(customer))
      .send({ message: { title: 'Stamp tax reminder', description: 'Due Friday' } }).expect(201);
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
    await t.http.post('/api/common/messages').set(t.auth(admin)).send({ recipientId: users.body.id, message: { title: 'From the tax office' } }).expect(201);
    const list = await t.http.get('/api/common/messages').set(t.auth(customer)).expect(200);
    expect(list.body.map((m: { title: string }) => m.title)).toContain('From the tax office');
  });
});
