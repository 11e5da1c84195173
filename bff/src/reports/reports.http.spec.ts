import { inflateRawSync } from 'node:zlib';
import { TAX_DEMO_CLIENTS } from '@cis/fixtures';
import { TINY_PNG } from '../platform/reliability/access.table';
import { startTestApp, type TestApp } from '../platform/testing/test-app';

const [ANGKOR, MEKONG] = TAX_DEMO_CLIENTS;
type Who = 'admin' | 'staff' | 'customer' | 'vendor';
type Row = Record<string, string | number | null>;

/** Reads a binary answer (PDF, XLSX) as a Buffer. */
const binary = (res: NodeJS.ReadableStream, done: (error: Error | null, body: unknown) => void) => {
  const chunks: Uint8Array[] = [];
  res.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** One file of a ZIP archive (an XLSX's parts), found through the central directory. */
function zipEntry(zip: Buffer, name: string): string {
  const end = zip.lastIndexOf(Uint8Array.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i += 1) {
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    if (zip.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + zip.readUInt32LE(at + 20));
      return (zip.readUInt16LE(at + 10) === 8 ? inflateRawSync(Uint8Array.from(data)) : data).toString('utf8');
    }
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  throw new Error(`${name} is not in the archive`);
}

describe('e-filing reports over HTTP (issue 14)', () => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const as = (who: Who) => t.auth(tokens[who]);
  let staffId = '';
  let angkor: { category: string; address: { provinceCode: string } };
  beforeAll(async () => {
    t = await startTestApp();
    for (const who of ['admin', 'staff', 'customer', 'vendor'] as Who[]) tokens[who] = await t.signIn(`${who}@cis.test`);
    staffId = (await t.http.get('/api/common/user').set(as('staff')).expect(200)).body.id;
    angkor = (await t.http.get(`/api/clients/${ANGKOR.id}`).set(as('admin')).expect(200)).body;
  });
  afterAll(() => t.close());

  const report = (kind: string, query: Record<string, string> = {}, who: Who = 'admin') =>
    t.http.get(`/api/reports/${kind}`).query(query).set(as(who));
  const act = (who: Who, id: string, action: string, body: object = {}) => t.http.post(`/api/tax-returns/${id}/${action}`).set(as(who)).send(body).expect(200);
  /** A monthly return of 2024-03 for ANGKOR (turnover 100,000,000: PToI 1,000,000), taken through to `until`. */
  async function monthly(period: string, clientId = ANGKOR.id, until: 'DRAFT' | 'FILED' | 'PAID' = 'DRAFT'): Promise<string> {
    const { body } = await t.http.post('/api/tax-returns').set(as('staff')).send({ type: 'monthly', clientId, period, form: { turnover: 100_000_000 } }).expect(201);
    if (until === 'DRAFT') return body.id;
    await act('staff', body.id, 'submit-for-review');
    await act('admin', body.id, 'approve');
    await act('admin', body.id, 'client-approve', { note: 'Written approval on file' });
    await act('staff', body.id, 'file', { reference: `GDT-${period}`, filedAt: `${period}-20` });
    if (until === 'PAID') await act('staff', body.id, 'pay', { method: 'bank', bankCode: 'ACLBKHPP', reference: `ACL-${period}`, paidOn: `${period}-21` });
    return body.id;
  }

  it('counts filings by type, status and period, and follows a return as it moves', async () => {
    const id = await monthly('2024-03');
    let { body } = await report('filings', { from: '2024-03', to: '2024-03', type: 'monthly' }).expect(200);
    expect(body.rows).toEqual([expect.objectContaining({ period: '2024-03', type: 'monthly', status: 'DRAFT', count: 1, totalDue: 1_000_000 })]);
    expect(body.totals).toMatchObject({ count: 1, totalDue: 1_000_000 });
    expect(body.columns.map((c: { key: string }) => c.key)).toEqual(['period', 'type', 'status', 'count', 'totalDue']);
    expect(body.chart.kind).toBe('bar');
    expect(body.generatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/);
    await act('staff', id, 'submit-for-review');
    ({ body } = await report('filings', { from: '2024-03', to: '2024-03', type: 'monthly' }).expect(200));
    expect(body.rows).toEqual([expect.objectContaining({ status: 'IN_REVIEW', count: 1 })]);
  });

  it('sums amounts assessed, paid and outstanding', async () => {
    await monthly('2024-04', ANGKOR.id, 'FILED');
    await monthly('2024-04', MEKONG.id, 'PAID');
    const { body } = await report('amounts', { from: '2024-04', to: '2024-04' }).expect(200);
    expect(body.rows).toEqual([expect.objectContaining({ period: '2024-04', type: 'monthly', returns: 2, assessed: 2_000_000, paid: 1_000_000, outstanding: 1_000_000 })]);
    expect(body.totals).toMatchObject({ assessed: 2_000_000, paid: 1_000_000, outstanding: 1_000_000 });
  });

  it('lists overdue clients with their penalty estimates from the master-data rules', async () => {
    await monthly('2024-05', ANGKOR.id, 'FILED');
    const { body } = await report('overdue', { from: '2024-05', to: '2024-05' }).expect(200);
    const row = body.rows.find((r: Row) => r.period === '2024-05');
    expect(row).toMatchObject({ client: ANGKOR.name, tin: ANGKOR.tin, type: 'monthly', dueDate: '2024-06-25', outstanding: 1_000_000 });
    // Ordinary negligence: 10 % penalty plus 1.5 % interest a month, months late since June 2024.
    expect(row.monthsLate).toBeGreaterThan(12);
    expect(row.penalty).toBe(100_000 + 15_000 * (row.monthsLate as number));
    expect(row.totalWithPenalty).toBe(1_000_000 + (row.penalty as number));
  });

  it('lists clients with nothing filed for a period until their return is filed', async () => {
    const before = await report('non-filers', { from: '2024-06', to: '2024-06', type: 'monthly' }).expect(200);
    expect(before.body.rows.map((r: Row) => r.client)).toContain(ANGKOR.name);
    const draft = before.body.rows.find((r: Row) => r.client === ANGKOR.name);
    expect(draft).toMatchObject({ period: '2024-06', status: 'NONE', tin: ANGKOR.tin });
    await monthly('2024-06', ANGKOR.id, 'FILED');
    const after = await report('non-filers', { from: '2024-06', to: '2024-06', type: 'monthly' }).expect(200);
    expect(after.body.rows.map((r: Row) => r.client)).not.toContain(ANGKOR.name);
    expect(after.body.totalRows).toBe(before.body.totalRows - 1);
    // Stamp tax is per document: no period to miss.
    const stamp = await report('non-filers', { type: 'stamp' }).expect(400);
    expect(stamp.body.errors).toEqual([expect.objectContaining({ field: 'type', code: 'reportTypeNotPeriodic' })]);
  });

  it('sums payments by channel in the month they were made', async () => {
    await monthly('2024-07', ANGKOR.id, 'PAID');
    const { body } = await report('payments', { from: '2024-07', to: '2024-07' }).expect(200);
    expect(body.rows).toEqual([{ month: '2024-07', method: 'bank', payments: 1, amount: 1_000_000, penalty: 0, total: 1_000_000 }]);
    expect(body.chart.labels).toEqual(['balance', 'bank', 'card']);
    expect(body.chart.series[0].values).toEqual([0, 1_000_000, 0]);
  });

  it('shows the penalty and interest of a late payment apart from the tax, in amounts and in payments', async () => {
    // Due 2024-03-25, paid 2024-05-10 at the bank: two months started late, 10 % + 2 × 1.5 % of 1,000,000.
    const id = await monthly('2024-02', ANGKOR.id, 'FILED');
    await act('staff', id, 'pay', { method: 'bank', bankCode: 'ACLBKHPP', reference: 'ACL-LATE', paidOn: '2024-05-10' });
    const payments = await report('payments', { from: '2024-05', to: '2024-05' }).expect(200);
    expect(payments.body.rows).toEqual([{ month: '2024-05', method: 'bank', payments: 1, amount: 1_000_000, penalty: 130_000, total: 1_130_000 }]);
    const amounts = await report('amounts', { from: '2024-02', to: '2024-02' }).expect(200);
    expect(amounts.body.rows).toEqual([expect.objectContaining({ period: '2024-02', assessed: 1_000_000, paid: 1_000_000, penaltyPaid: 130_000, outstanding: 0 })]);
  });

  it('shows the workload by preparer, with the preparer\'s name', async () => {
    await monthly('2024-08');
    const { body } = await report('workload', { from: '2024-08', to: '2024-08' }).expect(200);
    const row = body.rows.find((r: Row) => r.preparerId === staffId);
    expect(row).toMatchObject({ DRAFT: 1, total: 1 });
    expect(typeof row.preparer).toBe('string');
    expect(row.preparer).not.toBe(staffId);
    expect(body.preparers).toEqual(expect.arrayContaining([{ id: staffId, name: row.preparer }]));
  });

  it('filters by category, province and preparer', async () => {
    await monthly('2024-09', ANGKOR.id);
    const base = { from: '2024-09', to: '2024-09' };
    const count = async (query: Record<string, string>) => (await report('filings', { ...base, ...query }).expect(200)).body.totals.count ?? 0;
    expect(await count({})).toBe(1);
    expect(await count({ category: angkor.category })).toBe(1);
    expect(await count({ category: angkor.category === 'large' ? 'small' : 'large' })).toBe(0);
    expect(await count({ province: angkor.address.provinceCode })).toBe(1);
    expect(await count({ province: angkor.address.provinceCode === '99' ? '98' : '99' })).toBe(0);
    expect(await count({ preparer: staffId })).toBe(1);
    expect(await count({ preparer: 'someone-else' })).toBe(0);
    expect(await count({ type: 'annual' })).toBe(0);
  });

  it('refuses bad filters naming the field', async () => {
    const field = async (query: Record<string, string>, kind = 'filings') => {
      const { body } = await report(kind, query).expect(400);
      return body.errors.map((e: { field: string }) => e.field);
    };
    expect(await field({ from: '2024-13' })).toEqual(['from']);
    expect(await field({ to: 'June' })).toEqual(['to']);
    expect(await field({ from: '2025-02', to: '2025-01' })).toEqual(['to']);
    expect(await field({ from: '2020-01', to: '2024-01' })).toEqual(['to']);
    expect(await field({ type: 'weekly' })).toEqual(['type']);
    expect(await field({ category: 'huge' })).toEqual(['category']);
    expect(await field({ province: 'Phnom Penh' })).toEqual(['province']);
    expect(await field({ colour: 'red' })).toEqual(['colour']);
    expect(await field({}, 'everything')).toEqual(['kind']);
    const exportQuery = await t.http.get('/api/reports/filings/export').query({ format: 'docx' }).set(as('admin')).expect(400);
    expect(exportQuery.body.errors.map((e: { field: string }) => e.field)).toEqual(['format']);
  });

  it('is the firm\'s: customers and vendors are refused', async () => {
    for (const who of ['customer', 'vendor'] as Who[]) {
      await report('filings', {}, who).expect(403);
      await t.http.get('/api/reports/payments/export').query({ format: 'csv' }).set(as(who)).expect(403);
    }
    await report('filings', {}, 'staff').expect(200);
    await t.http.get('/api/reports/filings').expect(401);
  });

  describe('exports', () => {
    const exported = (kind: string, query: Record<string, string>) =>
      t.http.get(`/api/reports/${kind}/export`).query(query).set(as('admin')).buffer(true).parse(binary as never);

    it('writes CSV with a byte order mark, headers in the language and the whole report', async () => {
      await monthly('2024-10', ANGKOR.id, 'PAID');
      const res = await exported('payments', { from: '2024-10', to: '2024-10', format: 'csv' }).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="payments-2024-10-2024-10-\d{4}-\d{2}-\d{2}\.csv"/);
      const text = (res.body as Buffer).toString('utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      expect(text.slice(1).split('\r\n')).toEqual(['Month,Channel,Payments,Tax,Penalty and interest,Total paid', '2024-10,Bank,1,1000000,0,1000000', 'Total,,1,1000000,0,1000000', '']);
      const km = await exported('payments', { from: '2024-10', to: '2024-10', format: 'csv', lang: 'km' }).expect(200);
      expect((km.body as Buffer).toString('utf8').slice(1).split('\r\n')[1]).toBe('2024-10,ធនាគារ,1,1000000,0,1000000');
    });

    it('writes XLSX and PDF files', async () => {
      const xlsx = await exported('filings', { from: '2024-01', to: '2024-12', format: 'xlsx' }).expect(200);
      expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect((xlsx.body as Buffer).subarray(0, 2).toString('latin1')).toBe('PK');
      // Riel amounts are numbers shown grouped with the riel sign, counts grouped; columns wide enough to read.
      const styles = zipEntry(xlsx.body as Buffer, 'xl/styles.xml');
      expect(styles).toContain('formatCode="#,##0 &quot;៛&quot;"');
      expect(styles).toContain('formatCode="#,##0"');
      const sheet = zipEntry(xlsx.body as Buffer, 'xl/worksheets/sheet1.xml');
      expect(sheet).toMatch(/<col [^>]*width="16"/);
      // Every tax-due cell (column E of the filings report, from row 6) points at the riel format.
      const formats = [...styles.split('<cellXfs')[1]!.matchAll(/<xf ([^>]*)>/g)].map((m) => /numFmtId="(\d+)"/.exec(m[1]!)?.[1]);
      const riel = /numFmtId="(\d+)" formatCode="#,##0 &quot;៛&quot;"/.exec(styles)![1];
      const taxDue = [...sheet.matchAll(/<c r="E(\d+)" s="(\d+)"><v>/g)].filter((m) => Number(m[1]) >= 6);
      expect(taxDue.length).toBeGreaterThan(0);
      expect(taxDue.map((m) => formats[Number(m[2])])).toEqual(taxDue.map(() => riel));
      for (const lang of ['en', 'km']) {
        const pdf = await exported('overdue', { from: '2024-01', to: '2024-12', format: 'pdf', lang }).expect(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        const bytes = pdf.body as Buffer;
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(bytes.toString('latin1')).toContain('NotoSansKhmer');
      }
    });
  });

  describe('a tax return\'s PDF and its receipt', () => {
    const pdf = (who: Who, id: string, what: 'pdf' | 'receipt.pdf' = 'pdf', lang = 'en') =>
      t.http.get(`/api/tax-returns/${id}/${what}`).query({ lang }).set(as(who)).buffer(true).parse(binary as never);

    it('gives staff and the client\'s customer the return as a PDF, and nobody else\'s', async () => {
      const id = await monthly('2024-11', ANGKOR.id, 'FILED');
      const staff = await pdf('staff', id).expect(200);
      expect(staff.headers['content-type']).toBe('application/pdf');
      expect(staff.headers['content-disposition']).toBe('inline; filename="tax-return-monthly-2024-11-r1.pdf"');
      expect((staff.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await pdf('customer', id, 'pdf', 'km').expect(200);
      // The third demo client has no customer: its return is unknown to customer@cis.test.
      const other = await monthly('2024-11', TAX_DEMO_CLIENTS[2]!.id);
      await pdf('customer', other).expect(404);
      await pdf('vendor', id).expect(403);
      const badLang = await t.http.get(`/api/tax-returns/${id}/pdf`).query({ lang: 'fr' }).set(as('staff')).expect(400);
      expect(badLang.body.errors.map((e: { field: string }) => e.field)).toEqual(['lang']);
    });

    it('gives a receipt once the return is paid', async () => {
      const id = await monthly('2024-12', ANGKOR.id, 'FILED');
      const unpaid = await t.http.get(`/api/tax-returns/${id}/receipt.pdf`).set(as('staff')).expect(409);
      expect(unpaid.body.code ?? unpaid.body.errors?.[0]?.code).toBeDefined();
      await act('staff', id, 'pay', { method: 'bank', bankCode: 'ACLBKHPP', reference: 'ACL-RECEIPT', paidOn: '2024-12-22' });
      const receipt = await pdf('customer', id, 'receipt.pdf', 'km').expect(200);
      expect(receipt.headers['content-disposition']).toBe('inline; filename="receipt-monthly-2024-12-r1.pdf"');
      expect((receipt.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    it('draws the firm\'s uploaded logo on the return, its receipt and the report exports, and no image before one is uploaded', async () => {
      const id = await monthly('2025-01', ANGKOR.id, 'PAID');
      const images = (res: { body: unknown }) => (res.body as Buffer).toString('latin1').match(/\/Subtype \/Image\b/g)?.length ?? 0;
      const exportPdf = () => t.http.get('/api/reports/payments/export').query({ from: '2025-01', to: '2025-01', format: 'pdf' }).set(as('admin'))
        .buffer(true).parse(binary as never).expect(200);
      const all = async () => [
        images(await pdf('staff', id).expect(200)), images(await pdf('customer', id, 'receipt.pdf', 'km').expect(200)), images(await exportPdf()),
      ];
      expect(await all()).toEqual([0, 0, 0]);
      await t.http.post('/api/organization/logo').set(as('admin')).send({ contentBase64: TINY_PNG }).expect(200);
      // The demo logo is grey with an alpha channel: its image and its soft mask.
      expect(await all()).toEqual([2, 2, 2]);
      // A logo that looks like a PNG but whose pixels do not inflate: pdfkit would throw outside the request (the
      // process would stop); the PDFs are drawn with the portal's mark instead.
      const corrupt = Buffer.from(TINY_PNG, 'base64');
      corrupt.fill(0x41, 43, 50);
      await t.http.post('/api/organization/logo').set(as('admin')).send({ contentBase64: corrupt.toString('base64') }).expect(200);
      expect(await all()).toEqual([0, 0, 0]);
    });
  });
});
