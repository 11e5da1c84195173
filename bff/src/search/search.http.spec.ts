import { clientFixture } from '@cis/fixtures';
import { startTestApp, type TestApp } from '../platform/testing/test-app';

interface Result { value: string; link: string; label?: { en: string; km: string }; detail?: { en: string; km: string } }
interface ResultSet { id: string; results: Result[] }

describe('POST api/common/search', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let customer: string;
  let vendor: string;
  const search = async (token: string, query: string): Promise<ResultSet[]> =>
    (await t.http.post('/api/common/search').set(t.auth(token)).send({ query }).expect(200)).body as ResultSet[];
  const group = (sets: ResultSet[], id: string): Result[] => sets.find((set) => set.id === id)?.results ?? [];
  const links = (sets: ResultSet[], id: string) => group(sets, id).map((r) => r.link);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@cis.test');
    staff = await t.signIn('staff@cis.test');
    customer = await t.signIn('customer@cis.test');
    vendor = await t.signIn('vendor@cis.test');
  });
  afterAll(() => t.close());

  it('answers no results for an empty query', async () => {
    expect(await search(admin, '   ')).toEqual([]);
  });

  it('finds pages the caller may open, by their English title or link', async () => {
    const pages = group(await search(admin, 'patent'), 'pages');
    expect(pages).toEqual([expect.objectContaining({ link: '/patent-tax-return', value: 'label.menu.patentTaxReturn', label: { en: 'Patent tax return', km: 'លិខិតប្រកាសពន្ធប៉ាតង់' } })]);
    // Staff hold no master-data code: the page is not theirs to open.
    expect(links(await search(staff, 'master'), 'pages')).toEqual([]);
  });

  it('finds pages by their Khmer titles: "ពន្ធ" (tax) finds the tax pages', async () => {
    const pages = links(await search(admin, 'ពន្ធ'), 'pages');
    expect(pages).toEqual(expect.arrayContaining(['/patent-tax-return', '/stamp-tax-return', '/monthly-tax', '/annual-tax', '/payment-online-transactions-history']));
    // A customer opens the tax pages of its clients too (PAGE_ACCESS), and finds them in Khmer.
    expect(links(await search(customer, 'ពន្ធប្រចាំខែ'), 'pages')).toEqual(['/monthly-tax']);
  });

  it('finds help content for every account, in the language typed: "ja" finds the due dates (January), Khmer finds Khmer articles', async () => {
    for (const token of [admin, staff, customer, vendor]) {
      expect(links(await search(token, 'ja'), 'help')).toContain('/helps?article=due-dates');
    }
    const khmer = group(await search(customer, 'ស្ថានភាព'), 'help');
    expect(khmer.map((r) => r.link)).toContain('/helps?article=return-statuses');
    expect(khmer.find((r) => r.link === '/helps?article=return-statuses')?.label?.km).toBe('អត្ថន័យនៃស្ថានភាពនីមួយៗរបស់លិខិតប្រកាស');
    expect(links(await search(vendor, 'video'), 'help')).toEqual([]);
    expect(links(await search(vendor, 'vendor dashboard'), 'help')).toContain('/tutorials?video=vendor-dashboard-tour');
  });

  it('finds clients by Latin name, Khmer name and TIN for staff; a customer only the clients it acts for', async () => {
    const bayon = clientFixture(2);
    const angkor = clientFixture(0);
    expect(links(await search(staff, 'Bayon'), 'clients')).toContain(`/qt-clients/${bayon.id}`);
    expect(links(await search(admin, 'បាយ័ន'), 'clients')).toContain(`/qt-clients/${bayon.id}`);
    expect(links(await search(admin, bayon.profile.tin), 'clients')).toEqual([`/qt-clients/${bayon.id}`]);
    // Angkor is the name of clients 0, 10, 20 and 30: the customer acts for client 0 only.
    expect(links(await search(admin, 'Angkor'), 'clients').length).toBeGreaterThan(1);
    expect(links(await search(customer, 'Angkor'), 'clients')).toEqual([`/qt-clients/${angkor.id}`]);
    expect(links(await search(customer, 'អង្គរ'), 'clients')).toEqual([`/qt-clients/${angkor.id}`]);
    expect(links(await search(customer, 'Bayon'), 'clients')).toEqual([]);
    expect(links(await search(customer, bayon.profile.tin), 'clients')).toEqual([]);
    expect(links(await search(vendor, 'Angkor'), 'clients')).toEqual([]);
  });

  it("finds tax returns by client and period, each opening on its type's page; a customer only its clients' returns", async () => {
    const bayon = clientFixture(2);
    const angkor = clientFixture(0);
    const staffReturns = group(await search(admin, 'Bayon'), 'tax-returns');
    expect(staffReturns.length).toBeGreaterThan(0);
    expect(staffReturns[0]!.link).toMatch(/^\/(monthly-tax|annual-tax|patent-tax-return|stamp-tax-return)\?return=/);
    expect(staffReturns.every((r) => r.label!.en.startsWith(bayon.profile.nameEn))).toBe(true);
    expect(group(await search(customer, 'Bayon'), 'tax-returns')).toEqual([]);
    const own = group(await search(customer, 'អង្គរ'), 'tax-returns');
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.label!.km.startsWith(angkor.profile.nameKh))).toBe(true);
    // By period: every return of a month, within the caller's scope.
    const period = staffReturns[0]!.label!.en.split(' · ')[1]!;
    expect(group(await search(admin, period), 'tax-returns').length).toBeGreaterThan(0);
    const customerByPeriod = group(await search(customer, period), 'tax-returns');
    expect(customerByPeriod.every((r) => !r.label!.en.startsWith(bayon.profile.nameEn))).toBe(true);
    expect(group(await search(vendor, period), 'tax-returns')).toEqual([]);
  });

  it('finds master-data rows for staff who may open master data, never for a customer or vendor', async () => {
    const rows = group(await search(admin, 'ACLEDA'), 'master-data');
    expect(rows.map((r) => r.link)).toContain('/master-table?kind=bank&search=ACLBKHPP');
    expect(rows.find((r) => r.link.includes('ACLBKHPP'))?.detail).toEqual({ en: 'Banks', km: 'ធនាគារ' });
    expect(group(await search(admin, 'ភូមិ'), 'master-data').length).toBeGreaterThan(0);
    for (const token of [staff, customer, vendor]) expect(group(await search(token, 'ACLEDA'), 'master-data')).toEqual([]);
  });

  it("finds the firm's contacts and tasks for staff only: a customer or a vendor gets neither group", async () => {
    const contact = (await t.http.post('/api/apps/contacts/contact').set(t.auth(admin)).send({}).expect(200)).body as { id: string };
    await t.http.patch('/api/apps/contacts/contact').set(t.auth(admin)).send({ id: contact.id, contact: { name: 'Zephyr Holdings' } }).expect(200);
    const task = (await t.http.post('/api/apps/tasks/task').set(t.auth(admin)).send({ type: 'task' }).expect(200)).body as { id: string };
    await t.http.patch('/api/apps/tasks/task').set(t.auth(admin)).send({ id: task.id, task: { title: 'Zephyr penalty notice' } }).expect(200);
    const groupsOf = async (token: string) => (await search(token, 'zephyr')).map((set) => `${set.id}: ${set.results.map((r) => r.link).join(' ')}`);
    const expected = [`contacts: /apps/contacts/${contact.id}`, `tasks: /apps/tasks/${task.id}`];
    expect(await groupsOf(admin)).toEqual(expected);
    expect(await groupsOf(staff)).toEqual(expected);
    for (const email of ['customer@cis.test', 'vendor@cis.test']) {
      expect({ email, groups: await groupsOf(await t.signIn(email)) }).toEqual({ email, groups: [] });
    }
  });

  it('answers at most 8 results a group', async () => {
    for (const set of await search(admin, 'an')) expect({ id: set.id, n: Math.min(set.results.length, 8) }).toEqual({ id: set.id, n: set.results.length });
  });

  it('refuses a missing, non-string or too long query, naming the field', async () => {
    for (const body of [{}, { query: ['a'] }, { query: 'x'.repeat(201) }]) {
      const res = await t.http.post('/api/common/search').set(t.auth(admin)).send(body).expect(400);
      expect(JSON.stringify(res.body)).toContain('query');
    }
  });
});
