import { ruleSetForReturn, type MasterDataPage } from '@cis/contracts';
import { startTestApp, type TestApp } from '../platform/testing/test-app';
import { MasterDataLookup } from './master-data.index';

describe('master data over HTTP', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let customer: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@cis.test');
    staff = await t.signIn('staff@cis.test');
    customer = await t.signIn('customer@cis.test');
  });
  afterAll(() => t.close());

  const list = async (token: string, url: string) => (await t.http.get(url).set(t.auth(token)).expect(200)).body as MasterDataPage;

  it('lists the kinds a caller may read, with counts and whether it may edit', async () => {
    const kinds = (await t.http.get('/api/master-data').set(t.auth(admin)).expect(200)).body as Array<{ kind: string; count: number; canEdit: boolean }>;
    expect(kinds).toHaveLength(35);
    expect(kinds.find((k) => k.kind === 'village')).toMatchObject({ count: 14372, canEdit: true });
    expect(kinds.find((k) => k.kind === 'bank')).toMatchObject({ count: 65 });
    const forCustomer = (await t.http.get('/api/master-data').set(t.auth(customer)).expect(200)).body as Array<{ kind: string; canEdit: boolean }>;
    expect(forCustomer.map((k) => k.kind)).toContain('province');
    expect(forCustomer.map((k) => k.kind)).not.toContain('tag');
    expect(forCustomer.every((k) => !k.canEdit)).toBe(true);
  });

  it('pages a kind (zero-based, size 10 by default, at most 100) and filters children by parent', async () => {
    const first = await list(admin, '/api/master-data/province');
    expect(first.items).toHaveLength(10);
    expect(first.pagination).toEqual({ page: 0, size: 10, total: 25, lastPage: 2 });
    expect(first.items[0]).toMatchObject({ code: '01', nameEn: 'Banteay Meanchey', nameKm: 'បន្ទាយមានជ័យ' });
    const last = await list(admin, '/api/master-data/province?page=2');
    expect(last.items.map((p) => p.code)).toEqual(['21', '22', '23', '24', '25']);
    await t.http.get('/api/master-data/province?size=101').set(t.auth(admin)).expect(400);
    const districts = await list(admin, '/api/master-data/district?parent=12&size=100');
    expect(districts.items.length).toBeGreaterThan(5);
    expect(districts.items.every((d) => d.parent === '12')).toBe(true);
  });

  it('searches Khmer and Latin names, and sorts', async () => {
    const latin = await list(customer, '/api/master-data/village?search=banteay%20neang');
    expect(latin.items.map((v) => v.code)).toContain('01020103');
    const khmer = await list(customer, `/api/master-data/village?search=${encodeURIComponent('បន្ទាយនាង')}`);
    expect(khmer.items.map((v) => v.code)).toContain('01020103');
    const sorted = await list(admin, '/api/master-data/province?sort=nameEn&order=desc&size=3');
    expect(sorted.items.map((p) => p.nameEn)).toEqual([...sorted.items.map((p) => String(p.nameEn))].sort().reverse());
    await t.http.get('/api/master-data/province?sort=nope').set(t.auth(admin)).expect(400);
  });

  it('answers 404 for an unknown kind and an unknown row', async () => {
    const res = await t.http.get('/api/master-data/planets').set(t.auth(admin)).expect(404);
    expect(res.body.status).toBe(404);
    await t.http.get('/api/master-data/province/99').set(t.auth(admin)).expect(404);
    await t.http.post('/api/master-data/planets').set(t.auth(admin)).send({ values: { code: 'x' } }).expect(404);
  });

  it('refuses writes without the kind\'s UPDATE_* code (403), and reads of a staff kind by a customer', async () => {
    const before = await t.store.lastPosition();
    await t.http.post('/api/master-data/position').set(t.auth(staff)).send({ values: { code: 'intern', nameEn: 'Intern', nameKm: 'កម្មសិក្សា' } }).expect(403);
    await t.http.patch('/api/master-data/province/12').set(t.auth(staff)).send({ values: { nameEn: 'X' } }).expect(403);
    await t.http.delete('/api/master-data/position/owner').set(t.auth(staff)).expect(403);
    await t.http.post('/api/master-data/position/import').set(t.auth(customer)).send({ csv: 'code,nameEn,nameKm\nx,X,X\n' }).expect(403);
    await t.http.get('/api/master-data/tag').set(t.auth(customer)).expect(403);
    expect(await t.store.lastPosition()).toBe(before);
  });

  it('creates, edits and retires a row, with its history from the log', async () => {
    const created = await t.http.post('/api/master-data/position').set(t.auth(admin)).send({ values: { code: 'intern', nameEn: 'Intern', nameKm: 'កម្មសិក្សាការី' } }).expect(201);
    expect(created.body).toMatchObject({ id: 'intern', code: 'intern', retired: false, revision: 1 });
    await t.http.post('/api/master-data/position').set(t.auth(admin)).send({ values: { code: 'intern', nameEn: 'Again', nameKm: 'ម្តងទៀត' } }).expect(409);
    const edited = await t.http.patch('/api/master-data/position/intern').set(t.auth(admin)).send({ values: { nameEn: 'Trainee' } }).expect(200);
    expect(edited.body).toMatchObject({ nameEn: 'Trainee', revision: 2 });
    await t.http.delete('/api/master-data/position/intern').set(t.auth(admin)).expect(200);
    const history = (await t.http.get('/api/master-data/position/intern/history').set(t.auth(admin)).expect(200)).body;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['created', 'updated', 'retired']);
    expect(history[1]).toMatchObject({ userName: 'Sokha Chan', changes: [{ field: 'nameEn', before: 'Intern', after: 'Trainee' }] });
    expect((await list(admin, '/api/master-data/position?search=trainee')).items).toEqual([]);
    expect((await list(admin, '/api/master-data/position?search=trainee&retired=true')).items).toHaveLength(1);
  });

  it('refuses a bad row naming the field (400), and an unknown parent code (400), storing nothing', async () => {
    const before = await t.store.lastPosition();
    const bad = await t.http.post('/api/master-data/district').set(t.auth(admin)).send({ values: { code: '12345', parent: '12', nameEn: 'X', nameKm: 'X' } }).expect(400);
    expect(bad.body.errors?.[0] ?? bad.body).toMatchObject({ field: 'code' });
    const orphan = await t.http.post('/api/master-data/district').set(t.auth(admin)).send({ values: { code: '9901', parent: '99', nameEn: 'Nowhere', nameKm: 'គ្មាន' } }).expect(400);
    expect(JSON.stringify(orphan.body)).toContain('parent');
    expect(JSON.stringify(orphan.body)).toContain('unknownReference');
    await t.http.post('/api/master-data/position').set(t.auth(admin)).send({ values: { code: 'x1', nameEn: 'X', nameKm: 'X', salary: 5 } }).expect(400);
    expect(await t.store.lastPosition()).toBe(before);
  });

  it('answers 409 naming how many refer to a row when retiring it', async () => {
    const res = await t.http.delete('/api/master-data/province/12').set(t.auth(admin)).expect(409);
    expect(res.body.params ?? res.body).toMatchObject({ count: expect.any(Number) });
    expect(JSON.stringify(res.body)).toMatch(/\d+ records refer/);
    const lookup = t.app.get(MasterDataLookup);
    lookup.registerReferences({ kind: 'position', name: 'contact people', count: async (_tenant, code) => (code === 'accountant' ? 3 : 0) });
    const referenced = await t.http.delete('/api/master-data/position/accountant').set(t.auth(admin)).expect(409);
    expect(JSON.stringify(referenced.body)).toContain('3 records refer');
  });

  it('keeps what an earlier day reads: a rate in force is not edited, a row for a later year is added beside it', async () => {
    await t.http.patch('/api/master-data/rate/vat.standard~2024-01-01').set(t.auth(admin)).send({ values: { value: 1200 } }).expect(409);
    await t.http.post('/api/master-data/rate').set(t.auth(admin))
      .send({ values: { code: 'vat.standard', validFrom: '2025-01-01', validTo: null, nameEn: 'VAT', nameKm: 'អាករ', source: 'test', unit: 'basis-points', value: 1200, bandTable: null, bandFrom: null } })
      .expect(400);
    await t.http.post('/api/master-data/rate').set(t.auth(admin))
      .send({ values: { code: 'vat.standard', validFrom: '2099-01-01', nameEn: 'VAT, standard rate', nameKm: 'អាករ', source: 'test', unit: 'basis-points', value: 1200 } })
      .expect(201);
    const then = await list(admin, '/api/master-data/rate?search=vat.standard&activeOn=2025-06-01');
    const later = await list(admin, '/api/master-data/rate?search=vat.standard&activeOn=2099-06-01');
    // "In force on" a day lists per code the row that applies that day, as the tax rules read them: not the one it replaced.
    expect(then.items.map((r) => r.value)).toEqual([1000]);
    const rows = await t.app.get(MasterDataLookup).taxRuleRows('cis');
    expect(ruleSetForReturn(rows, 'monthly', '2025-06').rate.find((r) => r.code === 'vat.standard')?.value).toBe(1000);
    expect(ruleSetForReturn(rows, 'monthly', '2099-06').rate.find((r) => r.code === 'vat.standard')?.value).toBe(1200);
    expect(later.items.map((r) => r.value)).toEqual([1200]);
    expect(later.pagination.total).toBe(1);
    // A row not yet in force may still be corrected.
    await t.http.patch('/api/master-data/rate/vat.standard~2099-01-01').set(t.auth(admin)).send({ values: { value: 1100 } }).expect(200);
  });

  it('refuses a percentage above 100 % (10,000 basis points) naming the field, on create, edit and import; riel amounts stay free', async () => {
    const before = await t.store.lastPosition();
    const rate = { code: 'test.percent', validFrom: '2099-01-01', nameEn: 'Test', nameKm: 'សាកល្បង', source: 'test', unit: 'basis-points' };
    const created = await t.http.post('/api/master-data/rate').set(t.auth(admin)).send({ values: { ...rate, value: 10_001 } }).expect(400);
    expect(created.body.errors).toEqual([expect.objectContaining({ field: 'value', code: 'basisPoints' })]);
    const withholding = { code: 'test-wht', validFrom: '2099-01-01', nameEn: 'Test', nameKm: 'សាកល្បង', source: 'test', residentBasisPoints: 15_000 };
    const refusedWithholding = await t.http.post('/api/master-data/withholding-tax-type').set(t.auth(admin)).send({ values: withholding }).expect(400);
    expect(refusedWithholding.body.errors).toEqual([expect.objectContaining({ field: 'residentBasisPoints', code: 'basisPoints' })]);
    const negative = await t.http.post('/api/master-data/rate').set(t.auth(admin)).send({ values: { ...rate, value: -5 } }).expect(400);
    expect(negative.body.errors).toEqual([expect.objectContaining({ field: 'value', code: 'min' })]);
    const csv = 'code,validFrom,nameEn,nameKm,source,unit,value\ntest.percent,2099-01-01,Test,សាកល្បង,test,basis-points,"12,500"\n';
    expect((await t.http.post('/api/master-data/rate/import?dryRun=true').set(t.auth(admin)).send({ csv }).expect(200)).body.rejected)
      .toEqual([{ row: 2, field: 'value', code: 'basisPoints' }]);
    expect(await t.store.lastPosition()).toBe(before);
    // 100 % is a rate; a riel amount above 10,000 is an amount, not a percentage.
    await t.http.post('/api/master-data/rate').set(t.auth(admin)).send({ values: { ...rate, value: 10_000 } }).expect(201);
    await t.http.post('/api/master-data/rate').set(t.auth(admin)).send({ values: { ...rate, code: 'test.amount', unit: 'riel', value: 500_000 } }).expect(201);
    const edited = await t.http.patch('/api/master-data/rate/test.percent~2099-01-01').set(t.auth(admin)).send({ values: { value: 20_000 } }).expect(400);
    expect(edited.body.errors).toEqual([expect.objectContaining({ field: 'value', code: 'basisPoints' })]);
    // Turning an amount into a percentage is held to the percentage's range too.
    await t.http.patch('/api/master-data/rate/test.amount~2099-01-01').set(t.auth(admin)).send({ values: { unit: 'basis-points' } }).expect(400);
  });

  it('keeps a rate stored above 100 % before the rule: read, exported, still closed or renamed, but not edited to another bad value', async () => {
    const values = { code: 'legacy.percent', validFrom: '2020-01-01', validTo: null, nameEn: 'Legacy', nameKm: 'ចាស់', source: 'before the rule', unit: 'basis-points', value: 12_000, bandTable: null, bandFrom: null };
    await t.store.append('master-data-cis-rate-legacy.percent', [{ type: 'master-data.row-created', data: { kind: 'rate', id: 'legacy.percent~2020-01-01', values } }], 0, { tenant: 'cis', userId: null });
    const row = (await t.http.get('/api/master-data/rate/legacy.percent~2020-01-01').set(t.auth(admin)).expect(200)).body;
    expect(row).toMatchObject({ value: 12_000 });
    await t.http.patch('/api/master-data/rate/legacy.percent~2020-01-01').set(t.auth(admin)).send({ values: { validTo: '2026-12-31', nameEn: 'Legacy (closed)' } }).expect(200);
    const csv = 'code,validFrom,validTo\nlegacy.percent,2020-01-01,2026-12-30\n';
    expect((await t.http.post('/api/master-data/rate/import?dryRun=true').set(t.auth(admin)).send({ csv }).expect(200)).body.rejected).toEqual([]);
    expect((await t.http.get('/api/master-data/rate/export?format=csv').set(t.auth(admin)).expect(200)).text).toContain('legacy.percent');
  });

  it('imports CSV all or none: a dry run lists every bad row, a real import with a bad row stores nothing', async () => {
    const csv = 'code,nameEn,nameKm\nclerk,Clerk,ស្មៀន\n,No code,គ្មាន\nbad code,Bad,អាក្រក់\nmessenger,Messenger,\n';
    const before = await t.store.lastPosition();
    const dry = (await t.http.post('/api/master-data/position/import?dryRun=true').set(t.auth(admin)).send({ csv }).expect(200)).body;
    expect(dry).toEqual({ dryRun: true, accepted: 0, rejected: [
      { row: 3, field: 'code', code: 'isDefined' }, { row: 4, field: 'code', code: 'matches' }, { row: 5, field: 'nameKm', code: 'isDefined' },
    ] });
    await t.http.post('/api/master-data/position/import').set(t.auth(admin)).send({ csv }).expect(400);
    expect(await t.store.lastPosition()).toBe(before);
    const good = 'code,nameEn,nameKm\nclerk,Clerk,ស្មៀន\nmessenger,Messenger,អ្នករត់សំបុត្រ\n';
    expect((await t.http.post('/api/master-data/position/import?dryRun=true').set(t.auth(admin)).send({ csv: good }).expect(200)).body).toEqual({ dryRun: true, accepted: 2, rejected: [] });
    expect(await t.store.lastPosition()).toBe(before);
    expect((await t.http.post('/api/master-data/position/import').set(t.auth(admin)).send({ csv: good }).expect(200)).body).toEqual({ dryRun: false, accepted: 2, rejected: [] });
    expect((await list(admin, '/api/master-data/position?search=clerk')).items).toHaveLength(1);
    const unknownParent = (await t.http.post('/api/master-data/commune/import?dryRun=true').set(t.auth(admin)).send({ csv: 'code,parent,nameEn,nameKm\n999901,9999,X,X\n' }).expect(200)).body;
    expect(unknownParent.rejected).toEqual([{ row: 2, field: 'parent', code: 'unknownReference' }]);
  });

  it('exports CSV and XLSX with formula cells neutralised', async () => {
    await t.http.post('/api/master-data/tag').set(t.auth(admin)).send({ values: { code: 'formula', nameEn: '=HYPERLINK("http://evil","x")', nameKm: '+1', color: '#000000' } }).expect(201);
    await t.http.post('/api/master-data/tag').set(t.auth(admin)).send({ values: { code: 'at-sign', nameEn: '@SUM(A1)', nameKm: '-2', color: '#000000' } }).expect(201);
    const csv = await t.http.get('/api/master-data/tag/export?format=csv').set(t.auth(admin)).expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="tag-/);
    expect(csv.text).toContain(`"'=HYPERLINK(""http://evil"",""x"")","'+1"`);
    expect(csv.text).toContain(`"'@SUM(A1)","'-2"`);
    expect(csv.text).not.toMatch(/(^|,)[=+\-@]/m);
    const xlsx = await t.http.get('/api/master-data/tag/export?format=xlsx').set(t.auth(admin)).buffer(true)
      .parse((res, done) => { const chunks: Uint8Array[] = []; res.on('data', (c: Uint8Array) => chunks.push(c)); res.on('end', () => done(null, Buffer.concat(chunks))); })
      .expect(200);
    const body = xlsx.body as Buffer;
    expect(body.subarray(0, 2).toString()).toBe('PK');
    await t.http.get('/api/master-data/tag/export?format=pdf').set(t.auth(admin)).expect(400);
  });

  it('serves coupons and daily exchange rates as kinds, through their own areas (whose routes stay)', async () => {
    const coupons = await list(admin, '/api/master-data/coupon?search=welcome');
    expect(coupons.items[0]).toMatchObject({ id: 'WELCOME2026', code: 'WELCOME2026', amount: 20_000 });
    await t.http.post('/api/master-data/coupon').set(t.auth(admin))
      .send({ values: { code: 'GENERIC-1', description: 'From master data', amount: 5_000, validFrom: '2026-01-01', validTo: '2030-12-31', maxClaims: 3 } }).expect(201);
    const own = (await t.http.get('/api/coupons').set(t.auth(admin)).expect(200)).body as Array<{ code: string; amount: number }>;
    expect(own.find((c) => c.code === 'GENERIC-1')).toMatchObject({ amount: 5_000 });
    await t.http.patch('/api/master-data/coupon/GENERIC-1').set(t.auth(admin)).send({ values: { amount: 6_000 } }).expect(200);
    expect(((await t.http.get('/api/coupons').set(t.auth(admin))).body as Array<{ code: string; amount: number }>).find((c) => c.code === 'GENERIC-1')?.amount).toBe(6_000);
    const couponHistory = (await t.http.get('/api/master-data/coupon/GENERIC-1/history').set(t.auth(admin)).expect(200)).body as Array<{ action: string; userName: string; changes: unknown[] }>;
    expect(couponHistory.map((h) => h.action)).toEqual(['created', 'updated']);
    expect(couponHistory[0]!.changes).toEqual(expect.arrayContaining([{ field: 'code', after: 'GENERIC-1' }, { field: 'amount', after: 5_000 }]));
    expect(couponHistory[1]).toMatchObject({ userName: 'Sokha Chan', changes: [{ field: 'amount', after: 6_000 }] });
    await t.http.post('/api/master-data/coupon').set(t.auth(admin))
      .send({ values: { code: 'GENERIC-2', amount: 5_000, validFrom: '2026-02-01', validTo: '2026-01-01', maxClaims: 3 } }).expect(400);
    await t.http.delete('/api/master-data/coupon/GENERIC-1').set(t.auth(admin)).expect(409);
    await t.http.post('/api/master-data/coupon').set(t.auth(staff)).send({ values: { code: 'NOPE-1', amount: 1, validFrom: '2026-01-01', validTo: '2026-01-02', maxClaims: 1 } }).expect(403);

    await t.http.post('/api/master-data/daily-exchange-rate').set(t.auth(admin)).send({ values: { code: 'USD-KHR', validFrom: '2099-01-01', rate: 4_111 } }).expect(201);
    expect((await t.http.get('/api/exchange-rates/latest').set(t.auth(customer)).expect(200)).body).toMatchObject({ date: '2099-01-01', rate: 4_111 });
    const rates = await list(customer, '/api/master-data/daily-exchange-rate?activeOn=2099-06-01');
    expect(rates.items).toEqual([expect.objectContaining({ id: 'USD-KHR~2099-01-01', rate: 4_111, validTo: null })]);
    const history = (await t.http.get('/api/master-data/daily-exchange-rate/USD-KHR~2099-01-01/history').set(t.auth(admin)).expect(200)).body;
    expect(history).toEqual([expect.objectContaining({ action: 'created', userName: 'Sokha Chan', changes: [{ field: 'rate', after: 4_111 }] })]);
    await t.http.post('/api/master-data/daily-exchange-rate').set(t.auth(admin)).send({ values: { code: 'USD-KHR', validFrom: '2099-01-02', rate: 99 } }).expect(400);
    await t.http.patch('/api/master-data/daily-exchange-rate/USD-KHR~2099-01-01').set(t.auth(admin)).send({ values: { rate: 4_112 } }).expect(200);
    const corrected = (await t.http.get('/api/master-data/daily-exchange-rate/USD-KHR~2099-01-01/history').set(t.auth(admin)).expect(200)).body;
    expect(corrected[1]).toMatchObject({ action: 'updated', changes: [{ field: 'rate', before: 4_111, after: 4_112 }] });
    const otherPair = await t.http.post('/api/master-data/daily-exchange-rate').set(t.auth(admin)).send({ values: { code: 'EUR-KHR', validFrom: '2099-01-03', rate: 4_500 } }).expect(400);
    expect(otherPair.body.errors?.[0] ?? otherPair.body).toMatchObject({ field: 'code' });
  });
});
