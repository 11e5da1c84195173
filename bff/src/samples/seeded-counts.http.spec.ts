import { CHAT_CONTACTS } from '@cis/fixtures';
import { startTestApp, type TestApp } from '../platform/testing/test-app';

/** Issue 3 "Data": the seeded counts, read through the API of a freshly seeded portal (numbers written out on purpose). */
describe('seeded sample data over HTTP', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@cis.test');
  });
  afterAll(() => t.close());

  const body = async (url: string, token = admin) => (await t.http.get(url).set(t.auth(token)).expect(200)).body;
  const count = async (url: string) => ((await body(url)) as unknown[]).length;

  it('contacts: 7 tags, about 250 countries, 60 contacts; chat: the 12 sample contacts (colleagues come on top)', async () => {
    expect(await count('/api/apps/contacts/tags')).toBe(7);
    const countries = await count('/api/apps/contacts/countries');
    expect(countries).toBeGreaterThanOrEqual(240);
    expect(countries).toBeLessThanOrEqual(255);
    expect(await count('/api/apps/contacts/all')).toBe(60);
    expect(CHAT_CONTACTS).toHaveLength(12);
    const chatContacts = new Set(((await body('/api/apps/chat/contacts')) as Array<{ id: string }>).map((c) => c.id));
    expect(CHAT_CONTACTS.every((contact) => chatContacts.has(contact.id))).toBe(true);
  });

  it('chats: ten sample chats for the admin and the staff member (plus their colleague chat); customers and vendors have no team chat', async () => {
    for (const email of ['admin@cis.test', 'staff@cis.test']) {
      const chats = (await body('/api/apps/chat/chats', await t.signIn(email))) as Array<{ contactId: string }>;
      const sampleContacts = new Set(CHAT_CONTACTS.map((c) => c.id));
      expect(chats.filter((chat) => sampleContacts.has(chat.contactId))).toHaveLength(10);
    }
    for (const email of ['customer@cis.test', 'vendor@cis.test']) {
      await t.http.get('/api/apps/chat/chats').set(t.auth(await t.signIn(email))).expect(403);
    }
  });

  it('inventory: 23 products, 3 categories, 5 brands, 3 vendors, 10 tags', async () => {
    expect((await body('/api/apps/ecommerce/inventory/products')).pagination.length).toBe(23);
    expect(await count('/api/apps/ecommerce/inventory/categories')).toBe(3);
    expect(await count('/api/apps/ecommerce/inventory/brands')).toBe(5);
    expect(await count('/api/apps/ecommerce/inventory/vendors')).toBe(3);
    expect(await count('/api/apps/ecommerce/inventory/tags')).toBe(10);
  });

  it('file manager: 22 items under the root', async () => {
    let items = 0;
    const walk = async (folderId: string): Promise<void> => {
      const listing = await body(`/api/apps/file-manager?folderId=${folderId}`);
      items += listing.folders.length + listing.files.length;
      for (const folder of listing.folders as Array<{ id: string }>) await walk(folder.id);
    };
    await walk('null');
    expect(items).toBe(22);
  });

  it('help center: 5 FAQ categories with 27 FAQs, 5 guide categories with 27 guides', async () => {
    const faqs = (await body('/api/apps/help-center/faqs')) as Array<{ faqs: unknown[] }>;
    expect(faqs).toHaveLength(5);
    expect(faqs.reduce((sum, category) => sum + category.faqs.length, 0)).toBe(27);
    const guides = (await body('/api/apps/help-center/guides')) as Array<{ totalGuides: number }>;
    expect(guides).toHaveLength(5);
    expect(guides.reduce((sum, category) => sum + category.totalGuides, 0)).toBe(27);
  });

  it('notes: 6 labels and 16 cards; tasks: the six tags', async () => {
    expect(await count('/api/apps/notes/labels')).toBe(6);
    expect(await count('/api/apps/notes/all')).toBe(16);
    expect(((await body('/api/apps/tasks/tags')) as Array<{ title: string }>).map((tag) => tag.title))
      .toEqual(['Api', 'Frontend', 'Bug', 'Backend', 'Urgent', 'Discuss']);
    expect(await count('/api/apps/tasks/all')).toBeGreaterThan(0);
  });

  it('mailbox: mails in every folder, two filters, six labels', async () => {
    const folders = (await body('/api/apps/mailbox/folders')) as Array<{ slug: string }>;
    expect(folders.map((folder) => folder.slug)).toEqual(['inbox', 'sent', 'drafts', 'spam', 'trash']);
    for (const folder of folders) {
      expect((await body(`/api/apps/mailbox/mails?folder=${folder.slug}`)).pagination.totalResults).toBeGreaterThan(0);
    }
    expect(await count('/api/apps/mailbox/filters')).toBe(2);
    expect(await count('/api/apps/mailbox/labels')).toBe(6);
  });

  it('scrumboard: every board starts from the default lists', async () => {
    const boards = (await body('/api/apps/scrumboard/boards')) as Array<{ id: string }>;
    expect(boards.length).toBeGreaterThan(0);
    for (const board of boards) {
      const view = await body(`/api/apps/scrumboard/board?id=${board.id}`);
      expect(view.lists.map((list: { title: string }) => list.title)).toEqual(['To do', 'In progress', 'In review', 'Completed']);
    }
  });
});
