import { startTestApp, type TestApp } from '../testing/test-app';
import { FORBIDDEN_KEYS } from './request-body-guard';

/**
 * Keys named like Object.prototype members are never fields: class-transformer skipped them silently, so a body with
 * `toString` was stored as if the key were absent. Every such key is refused with 400 naming the field, in JSON and
 * form bodies, multipart fields and query strings, at any depth, and nothing is stored.
 */
describe('prototype-member keys in requests', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@cis.test');
  });
  afterAll(() => t.close());

  const names = [...FORBIDDEN_KEYS];

  it('covers every member of Object.prototype and prototype', () => {
    expect(names).toEqual(expect.arrayContaining([
      '__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf',
      'propertyIsEnumerable', 'toLocaleString', '__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__',
    ]));
  });

  async function expectRefused(send: () => PromiseLike<{ status: number; body: { status?: number; errors?: Array<{ field: string }> } }>, field: string) {
    const before = await t.store.lastPosition();
    const res = await send();
    expect({ field, status: res.status, envelope: res.body.status, fields: res.body.errors?.map((e) => e.field) })
      .toEqual({ field, status: 400, envelope: 400, fields: [field] });
    expect(await t.store.lastPosition()).toBe(before);
  }

  it('refuses them in a JSON body, at the top and nested', async () => {
    for (const key of names) {
      await expectRefused(() => t.http.post('/api/common/messages').set(t.auth(admin)).set('Content-Type', 'application/json')
        .send(`{"message":{"title":"x"},${JSON.stringify(key)}:1}`), key);
      await expectRefused(() => t.http.post('/api/common/messages').set(t.auth(admin)).set('Content-Type', 'application/json')
        .send(`{"message":{"title":"x",${JSON.stringify(key)}:{"a":1}}}`), `message.${key}`);
      await expectRefused(() => t.http.patch('/api/apps/scrumboard/board/lists').set(t.auth(admin)).set('Content-Type', 'application/json')
        .send(`{"lists":[{"id":"a",${JSON.stringify(key)}:"x"}]}`), `lists.0.${key}`);
    }
  });

  it('refuses them in a query string, as a key and as a bracket segment, on routes with and without a query', async () => {
    for (const key of names) {
      await expectRefused(() => t.http.get(`/api/apps/contacts/search?query=a&${encodeURIComponent(key)}=1`).set(t.auth(admin)), key);
      await expectRefused(() => t.http.get(`/api/common/messages?${encodeURIComponent(key)}=x`).set(t.auth(admin)), key);
      await expectRefused(() => t.http.delete(`/api/common/messages?id=x&${encodeURIComponent(`a[${key}]`)}=1`).set(t.auth(admin)), `a[${key}]`);
    }
  });

  it('refuses them in form-encoded bodies and multipart fields', async () => {
    const contact = (await t.http.post('/api/apps/contacts/contact').set(t.auth(admin)).send({}).expect(200)).body as { id: string };
    for (const key of ['toString', 'valueOf', 'hasOwnProperty', '__defineGetter__']) {
      await expectRefused(() => t.http.post('/api/payments/callback').set('Content-Type', 'application/x-www-form-urlencoded')
        .send(`tran_id=x&${key}=1`), key);
      await expectRefused(() => t.http.post('/api/apps/contacts/avatar').set(t.auth(admin)).field('id', contact.id).field(key, '1'), key);
    }
  });

  it('still accepts the same request without the key', async () => {
    await t.http.post('/api/common/messages').set(t.auth(admin)).send({ message: { title: 'x' } }).expect(200);
    await t.http.get('/api/apps/contacts/search?query=a').set(t.auth(admin)).expect(200);
  });
});
