import { ContactsEvents, type Contact, type ContactsEvent } from '@cis/contracts';
import { startTestApp, type TestApp } from '../platform/testing/test-app';
import { contactStream, contactTagStream } from './contacts.decider';

/**
 * Contacts and tags written before their streams carried the tenant (`contact-<id>`, `contact-tag-<id>`) stay
 * writable: at their first change they are carried over onto `contact-<tenant>-<id>`, as the read model holds them.
 */
describe('contacts of the streams without the tenant', () => {
  const meta = { tenant: 'cis', userId: null };
  const contact: Contact = {
    id: 'legacy-contact', avatar: null, background: null, name: 'Old Contact', emails: [], phoneNumbers: [], title: '',
    company: 'Old', birthday: null, address: null, notes: null, tags: ['legacy-tag'],
  };
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.signIn('admin@cis.test');
    // As the code before issue 11 appended them.
    const tag: ContactsEvent[] = [{ type: ContactsEvents.tagCreated, data: { tag: { id: 'legacy-tag', title: 'Old tag' } } }];
    await t.store.append('contact-tag-legacy-tag', tag, 0, meta);
    const created: ContactsEvent[] = [{ type: ContactsEvents.contactCreated, data: { contact } }];
    await t.store.append('contact-legacy-contact', created, 0, meta);
  });
  afterAll(() => t.close());

  it('carries a contact over at its first change, then decides on its own stream', async () => {
    const patched = await t.http.patch('/api/apps/contacts/contact').set(t.auth(token)).send({ id: contact.id, contact: { company: 'New' } }).expect(200);
    expect(patched.body).toEqual({ ...contact, company: 'New' });
    const stream = await t.store.readStream(contactStream('cis', contact.id));
    expect(stream.map((e) => e.type)).toEqual([ContactsEvents.contactCarriedOver, ContactsEvents.contactUpdated]);
    await t.http.patch('/api/apps/contacts/contact').set(t.auth(token)).send({ id: contact.id, contact: { tags: [] } }).expect(200);
    expect((await t.store.readStream(contactStream('cis', contact.id))).map((e) => e.type)).toHaveLength(3);
  });

  it('carries a tag over, and deleting it there takes it off the contacts', async () => {
    await t.http.patch('/api/apps/contacts/contact').set(t.auth(token)).send({ id: contact.id, contact: { tags: ['legacy-tag'] } }).expect(200);
    await t.http.patch('/api/apps/contacts/tag').set(t.auth(token)).send({ id: 'legacy-tag', tag: { title: 'Renamed' } }).expect(200);
    await t.http.delete('/api/apps/contacts/tag?id=legacy-tag').set(t.auth(token)).expect(200);
    expect((await t.store.readStream(contactTagStream('cis', 'legacy-tag'))).map((e) => e.type))
      .toEqual([ContactsEvents.tagCarriedOver, ContactsEvents.tagUpdated, ContactsEvents.tagDeleted]);
    const read = await t.http.get(`/api/apps/contacts/contact?id=${contact.id}`).set(t.auth(token)).expect(200);
    expect(read.body.tags).toEqual([]);
  });
});
