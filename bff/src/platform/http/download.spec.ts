import express from 'express';
import request from 'supertest';
import { NotFound } from '@cis/contracts';
import { attachmentDisposition, sendDownload, type DownloadedFile } from './download';

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

/** An app answering GET / with sendDownload of the file given, and a thrown NotFound as 404. */
function appSending(file: DownloadedFile | undefined, content: Buffer | undefined) {
  const app = express();
  app.get('/', (_req, res) => sendDownload(res, file, content));
  app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(error instanceof NotFound ? 404 : 500).json({ notFound: error instanceof NotFound });
  });
  return request(app).get('/');
}

/** The name a browser saves the file as: filename* (RFC 5987) when present, else the quoted name. */
function savedName(disposition: string): string {
  const extended = /filename\*=UTF-8''([^;]+)/.exec(disposition);
  if (extended?.[1]) return decodeURIComponent(extended[1]);
  return /filename="([^"]*)"/.exec(disposition)?.[1] ?? '';
}

describe('sendDownload', () => {
  it('answers the bytes as an attachment of their recognised type, never sniffed, run nor cached', async () => {
    const res = await appSending({ fileName: 'mandate letter.pdf', contentType: 'application/pdf' }, PDF).buffer(true).expect(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="mandate letter.pdf"',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
      'content-length': String(PDF.length),
    });
    expect([...(res.body as Buffer)]).toEqual([...PDF]);
  });

  it('keeps a Khmer name whole in filename* and gives an ASCII fallback', async () => {
    const fileName = 'លិខិតប្រគល់សិទ្ធិ ២០២៦.pdf';
    const res = await appSending({ fileName, contentType: 'application/pdf' }, PDF).expect(200);
    const disposition = res.headers['content-disposition'] as string;
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.pdf"; filename\*=UTF-8''[A-Za-z0-9%!#$&+\-.^_`|~]+$/);
    expect(savedName(disposition)).toBe(fileName);
  });

  it('answers 404 when the file or its bytes are missing, sending nothing else', async () => {
    for (const [file, content] of [[undefined, PDF], [{ fileName: 'a.pdf', contentType: 'application/pdf' }, undefined]] as const) {
      const res = await appSending(file, content).expect(404);
      expect(res.body).toEqual({ notFound: true });
      expect(res.headers['content-disposition']).toBeUndefined();
    }
  });
});

describe('attachmentDisposition', () => {
  it('quotes a plain ASCII name as it is', () => {
    expect(attachmentDisposition('return-2026-01.pdf')).toBe('attachment; filename="return-2026-01.pdf"');
  });

  it('never lets a name break out of its quotes or the header', () => {
    for (const name of ['a"; filename="evil.html', 'a\\".pdf', 'a\r\nSet-Cookie: x=1.pdf', "it's (1) *.pdf", 'café.pdf']) {
      const header = attachmentDisposition(name);
      expect(header).toMatch(/^attachment; filename="[^"\\\r\n]*"(; filename\*=UTF-8''[A-Za-z0-9%!#$&+\-.^_`|~]+)?$/);
      expect(savedName(header)).toBe(name);
    }
  });
});
