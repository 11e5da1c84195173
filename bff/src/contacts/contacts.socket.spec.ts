import { ContactsEvents, type Contact, type ContactsPush } from '@cis/contracts';
import { startTestApp, type TestApp } from '../platform/testing/test-app';
import { listenAs, type SocketListener } from '../platform/testing/socket-listener';

/** The address book is shared: another user's screen receives every change through the tenant room. */
describe('contacts pushes', () => {
  let t: TestApp;
  let admin: string;
  let staffScreen: SocketListener;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@cis.test');
    staffScreen = await listenAs(t.baseUrl, await t.signIn('staff@cis.test'));
  });
  afterAll(async () => {
    staffScreen.close();
    await t.close();
  });

  it('pushes a new contact whole, a patch as its changes, and a deleted tag by id', async () => {
    const created = await t.http.post('/api/apps/contacts/contact').set(t.auth(admin)).expect(200);
    const createdPush = (await staffScreen.next((e) => e.type === ContactsEvents.contactCreated)) as ContactsPush;
    expect(createdPush.data).toEqual({ contact: created.body });

    const contact = created.body as Contact;
    await t.http.patch('/api/apps/contacts/contact').set(t.auth(admin)).send({ id: contact.id, contact: { name: 'Sreyleak Heng' } }).expect(200);
    const updatedPush = await staffScreen.next((e) => e.type === ContactsEvents.contactUpdated);
    expect(updatedPush.data).toEqual({ id: contact.id, changes: { name: 'Sreyleak Heng' } });

    const [tag] = (await t.http.get('/api/apps/contacts/tags').set(t.auth(admin)).expect(200)).body as Array<{ id: string }>;
    await t.http.delete(`/api/apps/contacts/tag?id=${tag?.id}`).set(t.auth(admin)).expect(200);
    const deletedPush = await staffScreen.next((e) => e.type === ContactsEvents.tagDeleted);
    expect(deletedPush.data).toEqual({ id: tag?.id });
    expect(deletedPush.tenant).toBe(createdPush.tenant);
  });
});
