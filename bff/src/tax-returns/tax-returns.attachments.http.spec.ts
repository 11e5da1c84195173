import { TAX_RETURN_ATTACHMENT_LIMITS, type TaxReturnAttachment } from '@cis/contracts';
import { TAX_DEMO_CLIENTS } from '@cis/fixtures';
import { startTestApp, type TestApp } from '../platform/testing/test-app';

const [ANGKOR, , TONLE] = TAX_DEMO_CLIENTS;
type Who = 'admin' | 'staff' | 'customer';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

/** Attachments per return (issue 13): working papers and the acknowledgement, kept with the return. */
describe('tax return attachments over HTTP', () => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const as = (who: Who) => t.auth(tokens[who]);
  beforeAll(async () => {
    t = await startTestApp();
    for (const who of ['admin', 'staff', 'customer'] as Who[]) tokens[who] = await t.signIn(`${who}@cis.test`);
  });
  afterAll(() => t.close());

  let month = 0;
  const draft = async (clientId = ANGKOR.id): Promise<string> => {
    month += 1;
    const period = `2025-${String(month).padStart(2, '0')}`;
    return (await t.http.post('/api/tax-returns').set(as('staff')).send({ type: 'monthly', clientId, period, form: { turnover: 10_000_000 } }).expect(201)).body.id;
  };
  const upload = (who: Who, id: string, file: Buffer, name = 'papers.pdf', kind?: string) => {
    const request = t.http.post(`/api/tax-returns/${id}/attachments`).set(as(who));
    if (kind !== undefined) void request.field('kind', kind);
    return request.attach('file', file, { filename: name, contentType: 'application/octet-stream' });
  };
  const list = async (who: Who, id: string): Promise<TaxReturnAttachment[]> =>
    (await t.http.get(`/api/tax-returns/${id}/attachments`).set(as(who)).expect(200)).body;

  it('uploads, lists, downloads and deletes while a draft; the return carries them', async () => {
    const id = await draft();
    const added: TaxReturnAttachment = (await upload('staff', id, PDF, 'C:\\papers\\VAT "ledger".pdf').expect(201)).body;
    expect(added).toMatchObject({ kind: 'working-paper', fileName: 'VAT ledger.pdf', contentType: 'application/pdf', size: PDF.length, revision: 1 });
    const image: TaxReturnAttachment = (await upload('staff', id, PNG, 'scan.bin', 'other').expect(201)).body;
    expect(image).toMatchObject({ kind: 'other', fileName: 'scan.png', contentType: 'image/png' });
    expect((await list('staff', id)).map((a) => a.id)).toEqual([image.id, added.id]);
    expect((await t.http.get(`/api/tax-returns/${id}`).set(as('staff')).expect(200)).body.attachments).toHaveLength(2);

    const file = await t.http.get(`/api/tax-returns/${id}/attachments/${added.id}`).set(as('customer')).buffer(true).parse((res, done) => {
      let text = '';
      res.setEncoding('latin1');
      res.on('data', (c: string) => { text += c; });
      res.on('end', () => done(null, text));
    }).expect(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.body).toBe(PDF.toString('latin1'));

    const after = await t.http.delete(`/api/tax-returns/${id}/attachments/${image.id}`).set(as('staff')).expect(200);
    expect(after.body.attachments.map((a: TaxReturnAttachment) => a.id)).toEqual([added.id]);
    await t.http.get(`/api/tax-returns/${id}/attachments/${image.id}`).set(as('staff')).expect(404);
    const history = (await t.http.get(`/api/tax-returns/${id}/history`).set(as('staff')).expect(200)).body as { what: string }[];
    expect(history.map((h) => h.what)).toEqual(expect.arrayContaining(['attachment-added', 'attachment-removed']));
  });

  it('keeps what was submitted: deleting after the draft answers 409 naming the status; adding (the acknowledgement) still works', async () => {
    const id = await draft();
    const paper: TaxReturnAttachment = (await upload('staff', id, PDF).expect(201)).body;
    await t.http.post(`/api/tax-returns/${id}/submit-for-review`).set(as('staff')).expect(200);
    const refused = await t.http.delete(`/api/tax-returns/${id}/attachments/${paper.id}`).set(as('staff')).expect(409);
    expect(refused.body).toMatchObject({ code: 'taxReturnWrongStatus', params: { status: 'IN_REVIEW', action: 'detach' } });
    await upload('admin', id, PDF, 'acknowledgement.pdf', 'acknowledgement').expect(201);
    expect(await list('customer', id)).toHaveLength(2);
    await t.http.post(`/api/tax-returns/${id}/cancel`).set(as('staff')).send({}).expect(200);
    expect((await upload('staff', id, PDF).expect(409)).body).toMatchObject({ code: 'taxReturnWrongStatus', params: { status: 'CANCELLED' } });
  });

  it('refuses bad files naming the field, customers\' uploads, and others\' returns, storing nothing', async () => {
    const id = await draft();
    const version = async () => (await t.http.get(`/api/tax-returns/${id}`).set(as('staff')).expect(200)).body.version as number;
    const before = await version();
    const notPdf = await upload('staff', id, Buffer.from('MZ\x90\x00 this is an executable')).expect(400);
    expect(notPdf.body).toMatchObject({ code: 'fileType' });
    expect(JSON.stringify(notPdf.body)).toContain('file');
    const badKind = await upload('staff', id, PDF, 'a.pdf', 'invoice').expect(400);
    expect(JSON.stringify(badKind.body)).toContain('kind');
    const noFile = await t.http.post(`/api/tax-returns/${id}/attachments`).set(as('staff')).field('kind', 'other').expect(400);
    expect(JSON.stringify(noFile.body)).toContain('file');
    const json = await t.http.post(`/api/tax-returns/${id}/attachments`).set(as('staff')).send({ file: 'x' }).expect(400);
    expect(JSON.stringify(json.body)).toContain('file');
    const big = Buffer.alloc(TAX_RETURN_ATTACHMENT_LIMITS.maxBytes + PDF.length);
    big.write(PDF.toString('latin1'), 0, 'latin1');
    const tooLarge = await upload('staff', id, big).expect(413);
    expect(tooLarge.body).toMatchObject({ code: 'attachmentTooLarge' });
    expect(JSON.stringify(tooLarge.body)).toContain('file');
    expect((await upload('customer', id, PDF).expect(403)).body).toMatchObject({ code: 'taxReturnReadOnly' });
    await t.http.get(`/api/tax-returns/${id}/attachments/not-a-uuid`).set(as('staff')).expect(400);
    await t.http.delete(`/api/tax-returns/${id}/attachments/00000000-0000-4000-8000-000000000000`).set(as('staff')).expect(404);
    expect(await version()).toBe(before);
    expect(await list('staff', id)).toEqual([]);

    // The customer does not act for Tonle Logistics: its return's attachments answer 404, as an unknown return.
    const other = await draft(TONLE.id);
    const paper: TaxReturnAttachment = (await upload('staff', other, PDF).expect(201)).body;
    await t.http.get(`/api/tax-returns/${other}/attachments`).set(as('customer')).expect(404);
    await t.http.get(`/api/tax-returns/${other}/attachments/${paper.id}`).set(as('customer')).expect(404);
  });

  it(`keeps at most ${TAX_RETURN_ATTACHMENT_LIMITS.maxPerReturn} attachments per return (409 beyond, naming file)`, async () => {
    const id = await draft();
    for (let i = 0; i < TAX_RETURN_ATTACHMENT_LIMITS.maxPerReturn; i += 1) await upload('staff', id, PDF, `p${i}.pdf`).expect(201);
    const over = await upload('staff', id, PDF, 'one-more.pdf').expect(409);
    expect(over.body).toMatchObject({ code: 'tooManyAttachments' });
    expect(JSON.stringify(over.body)).toContain('file');
  });
});
