import { io, type Socket } from 'socket.io-client';
import { Permission, SocketEvents, type Client, type ClientDocument, type ClientSummary, type StoredEvent, type User } from '@cis/contracts';
import { DEMO_ACCOUNTS, tinyPdf } from '@cis/fixtures';
import { AccountsDecider } from '../platform/auth/accounts.decider';
import { accountStream, toAuthUser } from '../platform/auth/auth-user';
import { TokenService } from '../platform/auth/token.service';
import { CommandService } from '../platform/command/command.service';
import { newId } from '../platform/ids';
import { describeWithService } from '../platform/testing/services';
import { startTestApp, type TestApp } from '../platform/testing/test-app';
import { ClientsCommands } from './clients.commands';

const CUSTOMER_ID = DEMO_ACCOUNTS.find((a) => a.email === 'customer@cis.test')!.id;
const STAFF_ID = DEMO_ACCOUNTS.find((a) => a.email === 'staff@cis.test')!.id;
const ADDRESS = { provinceCode: '12', districtCode: '1201', communeCode: '120101', villageCode: '12010101', street: 'No. 5, Street 21' };
const newClient = (tin: string, extra: object = {}) => ({
  tin, nameKh: 'ក្រុមហ៊ុន តេស្ត', nameEn: 'Test Trading Co., Ltd.', legalForm: 'company', sector: 'services', annualTurnover: 500_000_000,
  address: ADDRESS, ...extra,
});
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** A staff account holding only the given codes, registered through the write path. */
async function staffWith(t: TestApp, name: string, permissions: User['permissions']): Promise<string> {
  const user: User = {
    id: newId(), tenant: 'cis', email: `${name}@cis.test`, name, avatar: null, status: 'online', kind: 'staff', role: 1, permissions,
    userDetails: { customerP24Id: null, firstNameEn: name, lastNameEn: '', firstNameKh: '', lastNameKh: '' },
  };
  await t.app.get(CommandService).execute({
    stream: accountStream(user.email), actor: { tenant: 'cis', id: null }, decide: () => AccountsDecider.register(undefined, user, '$2b$10$unusable'),
  });
  return t.app.get(TokenService).sign(user.id, 'cis');
}

describe('the taxpayer registry over HTTP', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let customer: string;
  let vendor: string;
  beforeAll(async () => {
    t = await startTestApp({ web: true });
    [admin, staff, customer, vendor] = await Promise.all(['admin', 'staff', 'customer', 'vendor'].map((who) => t.signIn(`${who}@cis.test`)));
  });
  afterAll(() => t.close());

  const list = async (token: string, query = '') => (await t.http.get(`/api/clients${query}`).set(t.auth(token)).expect(200)).body as {
    items: ClientSummary[]; pagination: { length: number; size: number; page: number; lastPage: number };
  };
  const upload = (token: string, id: string, file: Buffer, name: string, typeCode = 'mandate-letter', type = 'application/pdf') =>
    t.http.post(`/api/clients/${id}/documents`).set(t.auth(token)).field('typeCode', typeCode).attach('file', file, { filename: name, contentType: type });

  it('lists the demo registry a page at a time (size 10 by default, at most 100), by name in Khmer or Latin or by TIN', async () => {
    const first = await list(admin);
    expect(first.pagination).toEqual({ length: 40, size: 10, page: 0, lastPage: 3 });
    expect(first.items).toHaveLength(10);
    const last = await list(admin, '?page=3&size=10');
    expect(new Set([...first.items, ...last.items].map((c) => c.id)).size).toBe(20);
    await t.http.get('/api/clients?size=101').set(t.auth(admin)).expect(400);
    const latin = await list(admin, `?search=${encodeURIComponent('mekong construction')}`);
    expect(latin.items.map((c) => c.nameEn)).toContain('Mekong Construction Co., Ltd.');
    const khmer = await list(admin, `?search=${encodeURIComponent('មេគង្គ សំណង់')}`);
    expect(khmer.items.map((c) => c.id)).toEqual(latin.items.map((c) => c.id));
    const tin = latin.items[0].tin;
    expect((await list(admin, `?search=${tin}`)).items.map((c) => c.tin)).toEqual([tin]);
    expect((await list(admin, `?search=${tin.replace('-', '')}`)).items.map((c) => c.tin)).toEqual([tin]);
  });

  it('filters by status, category and preparer', async () => {
    const suspended = await list(admin, '?status=suspended&size=100');
    expect(suspended.items.length).toBeGreaterThan(0);
    expect(suspended.items.every((c) => c.status === 'suspended')).toBe(true);
    const large = await list(admin, '?category=large&size=100');
    expect(large.items.length).toBeGreaterThan(0);
    expect(large.items.every((c) => c.category === 'large')).toBe(true);
    const prepared = await list(admin, `?preparerId=${STAFF_ID}&size=100`);
    expect(prepared.items.length).toBeGreaterThan(0);
    expect(prepared.items.every((c) => c.preparerId === STAFF_ID)).toBe(true);
    const res = await t.http.get('/api/clients?status=dormant').set(t.auth(admin)).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['status']);
  });

  it('shows a customer only the two clients it acts for; any other id answers 404, profile, documents, history and file alike', async () => {
    const own = await list(customer);
    expect(own.pagination.length).toBe(2);
    const other = (await list(admin, '?size=100')).items.find((c) => !own.items.some((o) => o.id === c.id))!;
    // Its page names the preparer (a customer may not list staff accounts: the page showed it the preparer's id).
    const page = (await t.http.get(`/api/clients/${own.items[0].id}`).set(t.auth(customer)).expect(200)).body as Client;
    const preparer = DEMO_ACCOUNTS.find((a) => a.id === page.preparerId)!;
    expect(preparer.kind).toBe('staff');
    expect(page.preparerName).toBe(preparer.name);
    const adminDocs = (await t.http.get(`/api/clients/${other.id}/documents`).set(t.auth(admin)).expect(200)).body as ClientDocument[];
    for (const path of [`/api/clients/${other.id}`, `/api/clients/${other.id}/documents`, `/api/clients/${other.id}/history`,
      `/api/clients/${other.id}/documents/${adminDocs[0].id}/content`]) {
      const res = await t.http.get(path).set(t.auth(customer)).expect(404);
      expect(res.body).toMatchObject({ status: 404 });
    }
    // Searching finds nothing outside its own clients either.
    expect((await list(customer, `?search=${other.tin}`)).items).toEqual([]);
    // A customer reads; it does not write.
    await t.http.patch(`/api/clients/${own.items[0].id}`).set(t.auth(customer)).send({ version: 1, nameEn: 'Mine now' }).expect(403);
    await t.http.get('/api/clients').set(t.auth(vendor)).expect(403);
  });

  it('lets READ_CLIENT_INDIVIDUAL read and refuses its writes (403); a staff account without the codes reads nothing (403)', async () => {
    expect((await list(staff)).pagination.length).toBe(40);
    const id = (await list(staff)).items[0].id;
    await t.http.patch(`/api/clients/${id}`).set(t.auth(staff)).send({ version: 1, nameEn: 'x' }).expect(403);
    await t.http.post('/api/clients').set(t.auth(staff)).send(newClient('K100-000000001')).expect(403);
    const wall = await staffWith(t, 'wall-only', [Permission.READ_WALL]);
    await t.http.get('/api/clients').set(t.auth(wall)).expect(403);
    const editor = await staffWith(t, 'client-editor', [Permission.UPDATE_CLIENT_INDIVIDUAL]);
    expect((await list(editor)).pagination.length).toBeGreaterThanOrEqual(40);
  });

  it('registers a client with its category derived from turnover, sector and legal form, or overridden with a reason', async () => {
    const company = (await t.http.post('/api/clients').set(t.auth(admin)).send(newClient('K100-000000002')).expect(201)).body as Client;
    expect(company).toMatchObject({ category: 'medium', derivedCategory: 'medium', status: 'active', version: 1, actingAccountIds: [] });
    const shop = (await t.http.post('/api/clients').set(t.auth(admin))
      .send(newClient('E100-000000003', { legalForm: 'sole-proprietorship', annualTurnover: 300_000_000, activities: [{ name: 'Noodle shop', provinceCode: '17', place: 'Old market', startDate: '2024-07-01' }] }))
      .expect(201)).body as Client;
    expect(shop).toMatchObject({ category: 'small', derivedCategory: 'small' });
    expect(shop.activities).toEqual([expect.objectContaining({ id: expect.any(String), name: 'Noodle shop', provinceCode: '17' })]);
    const factory = (await t.http.post('/api/clients').set(t.auth(admin)).send(newClient('L100-000000004', { sector: 'industry', annualTurnover: 9_000_000_000 })).expect(201)).body as Client;
    expect(factory.category).toBe('large');
    const overridden = (await t.http.post('/api/clients').set(t.auth(admin))
      .send(newClient('L100-000000005', { categoryOverride: { category: 'large', reason: 'GDT letter 2026/114' } })).expect(201)).body as Client;
    expect(overridden).toMatchObject({ category: 'large', derivedCategory: 'medium', categoryOverride: { category: 'large', reason: 'GDT letter 2026/114' } });
    const noReason = await t.http.post('/api/clients').set(t.auth(admin)).send(newClient('L100-000000006', { categoryOverride: { category: 'large', reason: '' } })).expect(400);
    expect(noReason.body.errors.map((e: { field: string }) => e.field)).toEqual(['categoryOverride.reason']);
  });

  it('refuses a second client with the same TIN with 409 tinTaken, and a badly formed TIN with 400, storing nothing', async () => {
    await t.http.post('/api/clients').set(t.auth(admin)).send(newClient('K200-000000001')).expect(201);
    const before = await t.store.lastPosition();
    const taken = await t.http.post('/api/clients').set(t.auth(admin)).send(newClient('K200-000000001', { nameEn: 'Copycat Co., Ltd.' })).expect(409);
    expect(taken.body).toMatchObject({ status: 409, code: 'tinTaken' });
    for (const tin of ['k200-000000001', 'K200000000001', 'K20-000000001', 'K200-00000001', '']) {
      const res = await t.http.post('/api/clients').set(t.auth(admin)).send(newClient(tin)).expect(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['tin']);
    }
    expect(await t.store.lastPosition()).toBe(before);
  });

  it('refuses names, a reason, a VAT number and lines of spaces alone as required (400 naming each), storing nothing', async () => {
    // The names are stored trimmed: spaces alone were accepted and registered a client without a name.
    const before = await t.store.lastPosition();
    const blank = await t.http.post('/api/clients').set(t.auth(admin)).send(newClient('K200-000000009', {
      nameKh: '   ', nameEn: '\t ', categoryOverride: { category: 'large', reason: ' ' }, vat: { registered: true, number: '  ', registeredOn: null },
      activities: [{ name: ' ', provinceCode: '12', place: '', startDate: '2024-01-01' }], contacts: [{ name: '  ', position: '', phone: '', email: '' }],
    })).expect(400);
    const errors = blank.body.errors as { field: string; code: string; userMessage: string }[];
    expect(errors.map((e) => e.field).sort()).toEqual(['activities.0.name', 'categoryOverride.reason', 'contacts.0.name', 'nameEn', 'nameKh', 'vat.number']);
    expect(errors.find((e) => e.field === 'nameKh')).toMatchObject({ code: 'isNotEmpty', userMessage: 'nameKh is required.' });
    expect(await t.store.lastPosition()).toBe(before);
    const created = (await t.http.post('/api/clients').set(t.auth(admin)).send(newClient('K200-000000009')).expect(201)).body as Client;
    const renamed = await t.http.patch(`/api/clients/${created.id}`).set(t.auth(admin)).send({ version: created.version, nameEn: '  ' }).expect(400);
    expect(renamed.body.errors.map((e: { field: string }) => e.field)).toEqual(['nameEn']);
    expect(((await t.http.get(`/api/clients/${created.id}`).set(t.auth(admin)).expect(200)).body as Client).nameEn).toBe('Test Trading Co., Ltd.');
  });

  it('refuses unknown gazetteer codes, a code outside its parent, a preparer who is no staff and acting accounts that are no customers (400 naming each), storing nothing', async () => {
    const before = await t.store.lastPosition();
    const unknown = await t.http.post('/api/clients').set(t.auth(admin)).send(newClient('K300-000000001', { address: { ...ADDRESS, provinceCode: '99', districtCode: null, communeCode: null, villageCode: null } })).expect(400);
    expect(unknown.body.errors.map((e: { field: string }) => e.field)).toEqual(['address.provinceCode']);
    const outside = await t.http.post('/api/clients').set(t.auth(admin)).send(newClient('K300-000000002', { address: { ...ADDRESS, villageCode: '17010101' } })).expect(400);
    expect(outside.body.errors.map((e: { field: string }) => e.field)).toEqual(['address.villageCode']);
    const people = await t.http.post('/api/clients').set(t.auth(admin))
      .send(newClient('K300-000000003', { preparerId: CUSTOMER_ID, actingAccountIds: [STAFF_ID], activities: [{ name: 'x', provinceCode: '77', place: '', startDate: '2024-01-01' }] })).expect(400);
    expect(people.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['actingAccountIds[0]', 'activities[0].provinceCode', 'preparerId']);
    expect(await t.store.lastPosition()).toBe(before);
    // Nothing was claimed either: the TIN is still free.
    await t.http.post('/api/clients').set(t.auth(admin)).send(newClient('K300-000000001')).expect(201);
  });

  it('edits with the version read; a stale version answers 409 showing what changed since, and a new TIN frees the old one', async () => {
    const created = (await t.http.post('/api/clients').set(t.auth(admin)).send(newClient('K400-000000001')).expect(201)).body as Client;
    const first = (await t.http.patch(`/api/clients/${created.id}`).set(t.auth(admin)).send({ version: 1, nameEn: 'Renamed Co., Ltd.', status: 'suspended' }).expect(200)).body as Client;
    expect(first).toMatchObject({ nameEn: 'Renamed Co., Ltd.', status: 'suspended', version: 2 });
    const stale = await t.http.patch(`/api/clients/${created.id}`).set(t.auth(admin)).send({ version: 1, nameKh: 'ថ្មី' }).expect(409);
    expect(stale.body).toMatchObject({ code: 'staleVersion', details: { version: 2, changed: { nameEn: 'Renamed Co., Ltd.', status: 'suspended' } } });
    expect((await t.http.get(`/api/clients/${created.id}`).set(t.auth(admin)).expect(200)).body.nameKh).toBe('ក្រុមហ៊ុន តេស្ត');
    const moved = (await t.http.patch(`/api/clients/${created.id}`).set(t.auth(admin)).send({ version: 2, tin: 'K400-000000002', annualTurnover: 7_000_000_000 }).expect(200)).body as Client;
    expect(moved).toMatchObject({ tin: 'K400-000000002', category: 'large', derivedCategory: 'large', version: 3 });
    await t.http.post('/api/clients').set(t.auth(admin)).send(newClient('K400-000000001')).expect(201);
    const taken = await t.http.patch(`/api/clients/${created.id}`).set(t.auth(admin)).send({ version: 3, tin: 'K400-000000001' }).expect(409);
    expect(taken.body.code).toBe('tinTaken');
    const unchanged = await t.http.patch(`/api/clients/${created.id}`).set(t.auth(admin)).send({ version: 3 }).expect(200);
    expect(unchanged.body.version).toBe(3);
    await t.http.patch(`/api/clients/${created.id}`).set(t.auth(admin)).send({ nameEn: 'No version' }).expect(400);
  });

  it('tells who changed what and when, newest first', async () => {
    const created = (await t.http.post('/api/clients').set(t.auth(admin)).send(newClient('K500-000000001')).expect(201)).body as Client;
    await t.http.patch(`/api/clients/${created.id}`).set(t.auth(admin)).send({ version: 1, contacts: [{ name: 'Keo Sreymom', position: 'CFO', phone: '+855 12 345 678', email: 'keo@example.com' }] }).expect(200);
    const history = (await t.http.get(`/api/clients/${created.id}/history`).set(t.auth(admin)).expect(200)).body;
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ type: 'clients.client-updated', by: DEMO_ACCOUNTS[0].id, changes: { contacts: [expect.objectContaining({ name: 'Keo Sreymom' })] } });
    expect(history[1]).toMatchObject({ type: 'clients.client-registered', changes: expect.objectContaining({ tin: 'K500-000000001' }) });
    expect(Date.parse(history[0].at)).toBeGreaterThan(0);
  });

  it('stores a PDF in the store and hands it back as an attachment of its type, byte for byte, never as a page', async () => {
    const id = (await list(customer)).items[0].id;
    const pdf = tinyPdf('Mandate letter for the test');
    const document = (await upload(admin, id, pdf, 'mandate letter.pdf').expect(201)).body as ClientDocument;
    expect(document).toMatchObject({ typeCode: 'mandate-letter', contentType: 'application/pdf', size: pdf.length, fileName: 'mandate letter.pdf', retired: false });
    const listed = (await t.http.get(`/api/clients/${id}/documents`).set(t.auth(customer)).expect(200)).body as ClientDocument[];
    expect(listed.map((d) => d.id)).toContain(document.id);
    const res = await t.http.get(`/api/clients/${id}/documents/${document.id}/content`).set(t.auth(customer)).buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks as unknown as Uint8Array[])));
      }).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mandate letter\.pdf"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect([...(res.body as Buffer)]).toEqual([...pdf]);
  });

  it('judges a file by its content: HTML named .pdf is 400 naming file, over 10 MiB is 413, an unknown type 400; nothing stored', async () => {
    const id = (await list(customer)).items[1].id;
    const before = await t.store.lastPosition();
    const html = await upload(admin, id, HTML, 'invoice.pdf').expect(400);
    expect(html.body).toMatchObject({ code: 'fileType', errors: [expect.objectContaining({ field: 'file' })] });
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF-1.4\n', 0, 'latin1');
    await upload(admin, id, big, 'big.pdf').expect(413);
    const type = await upload(admin, id, tinyPdf('x'), 'x.pdf', 'love-letter').expect(400);
    expect(type.body.errors.map((e: { field: string }) => e.field)).toEqual(['typeCode']);
    await upload(staff, id, tinyPdf('x'), 'x.pdf').expect(403);
    await upload(customer, id, tinyPdf('x'), 'x.pdf').expect(403);
    expect(await t.store.lastPosition()).toBe(before);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    expect((await upload(admin, id, jpeg, 'scan.html', 'id-card', 'text/html').expect(201)).body).toMatchObject({ contentType: 'image/jpeg', fileName: 'scan.jpg' });
  });

  it('retires a document: gone from the list, kept with ?retired=true and in history; a second retire changes nothing', async () => {
    const id = (await list(admin, '?size=20')).items[5].id;
    const [document] = (await t.http.get(`/api/clients/${id}/documents`).set(t.auth(admin)).expect(200)).body as ClientDocument[];
    const retired = (await t.http.delete(`/api/clients/${id}/documents/${document.id}`).set(t.auth(admin)).expect(200)).body;
    expect(retired).toMatchObject({ id: document.id, retired: true });
    expect(((await t.http.get(`/api/clients/${id}/documents`).set(t.auth(admin)).expect(200)).body as ClientDocument[]).map((d) => d.id)).not.toContain(document.id);
    expect(((await t.http.get(`/api/clients/${id}/documents?retired=true`).set(t.auth(admin)).expect(200)).body as ClientDocument[]).map((d) => d.id)).toContain(document.id);
    const before = await t.store.lastPosition();
    await t.http.delete(`/api/clients/${id}/documents/${document.id}`).set(t.auth(admin)).expect(200);
    expect(await t.store.lastPosition()).toBe(before);
    await t.http.delete(`/api/clients/${id}/documents/${newId()}`).set(t.auth(admin)).expect(404);
  });

  it('sets the clients an account acts for (the accounts area\'s command): the customer sees exactly those', async () => {
    const adminUser = toAuthUser(DEMO_ACCOUNTS[0] as unknown as User);
    const all = (await list(admin, '?size=100')).items;
    const chosen = [all[20].id, all[21].id, all[22].id];
    await t.app.get(ClientsCommands).setClientsOfAccount({ ...adminUser, tenant: 'cis' }, CUSTOMER_ID, chosen);
    expect((await list(customer, '?size=100')).items.map((c) => c.id).sort()).toEqual([...chosen].sort());
    const refused = t.app.get(ClientsCommands).setClientsOfAccount({ ...adminUser, tenant: 'cis' }, CUSTOMER_ID, [chosen[0], newId()]);
    await expect(refused).rejects.toMatchObject({ fields: [expect.objectContaining({ field: 'clientIds[1]' })] });
  });

  it("pushes a client's change to another staff member's open page, and to the customers acting for it, never its data", async () => {
    const id = (await list(admin, '?size=100')).items[20].id;
    const sockets: Socket[] = [];
    const received = (token: string) => new Promise<StoredEvent[]>((resolve, reject) => {
      const events: StoredEvent[] = [];
      const socket = io(t.baseUrl, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
      sockets.push(socket);
      socket.on(SocketEvents.event, (event: StoredEvent) => events.push(event));
      socket.once('connect', () => resolve(events));
      socket.once('connect_error', reject);
    });
    const [staffEvents, customerEvents, vendorEvents] = await Promise.all([received(staff), received(customer), received(vendor)]);
    const version = (await t.http.get(`/api/clients/${id}`).set(t.auth(admin)).expect(200)).body.version;
    await t.http.patch(`/api/clients/${id}`).set(t.auth(admin)).send({ version, nameEn: 'Pushed Co., Ltd.' }).expect(200);
    const deadline = Date.now() + 2000;
    while ((staffEvents.length === 0 || customerEvents.length === 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    sockets.forEach((s) => s.close());
    for (const events of [staffEvents, customerEvents]) {
      expect(events.filter((e) => e.type === 'clients.client-updated').map((e) => e.data)).toEqual([{ clientId: id }]);
    }
    expect(vendorEvents.filter((e) => e.type.startsWith('clients.'))).toEqual([]);
  });
});

describeWithService('DATABASE_URL', 'client documents on PostgreSQL, shared by two instances', () => {
  it('serves a document uploaded through one instance from another', async () => {
    const schema = `t_clients_${Date.now()}`;
    const one = await startTestApp({ store: 'postgres', env: { DATABASE_SCHEMA: schema } });
    const two = await startTestApp({ store: 'postgres', env: { DATABASE_SCHEMA: schema } });
    try {
      const [adminOne, adminTwo] = [await one.signIn('admin@cis.test'), await two.signIn('admin@cis.test')];
      const id = (await one.http.get('/api/clients').set(one.auth(adminOne)).expect(200)).body.items[0].id;
      const pdf = tinyPdf('Shared through PostgreSQL');
      const document = (await one.http.post(`/api/clients/${id}/documents`).set(one.auth(adminOne)).field('typeCode', 'vat-certificate')
        .attach('file', pdf, { filename: 'vat.pdf', contentType: 'application/pdf' }).expect(201)).body as ClientDocument;
      const res = await two.http.get(`/api/clients/${id}/documents/${document.id}/content`).set(two.auth(adminTwo)).buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks as unknown as Uint8Array[])));
        }).expect(200);
      expect([...(res.body as Buffer)]).toEqual([...pdf]);
      const copy = await two.http.post('/api/clients').set(two.auth(adminTwo)).send(newClient((await one.http.get(`/api/clients/${id}`).set(one.auth(adminOne))).body.tin)).expect(409);
      expect(copy.body.code).toBe('tinTaken');
    } finally {
      await two.close();
      await one.close();
      const { Client: PgClient } = await import('pg');
      const client = new PgClient({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
    // Two instances seeding and opening the whole master data (the gazetteer) on PostgreSQL, on a shared small machine.
  }, 180_000);
});
