import type { Response } from 'express';
import { NotFound } from '@cis/contracts';

/** What a download names: the file's name as stored and the type its content was recognised as. */
export interface DownloadedFile {
  fileName: string;
  contentType: string;
}

/** RFC 5987's attr-char, the bytes an ext-value may carry unencoded. */
const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

/**
 * `attachment; filename="..."` (RFC 6266) for any name: the quoted name keeps printable ASCII only (anything else,
 * quotes and backslashes included, becomes `_`), and a name that needed that also goes whole as UTF-8 in
 * `filename*=UTF-8''...` (RFC 5987), which browsers prefer: a Khmer name arrives as it was stored.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/gu, '_');
  if (fallback === fileName) return `attachment; filename="${fileName}"`;
  const encoded = [...new TextEncoder().encode(fileName)]
    .map((byte) => (byte < 0x80 && ATTR_CHAR.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Answers a stored file as a download of its recognised type, never sniffed by the browser nor run (a sandboxing CSP
 * on top, so even a browser that opened it would run nothing), never cached; 404 when the file or its bytes are
 * missing.
 */
export function sendDownload(res: Response, file: DownloadedFile | null | undefined, content: Buffer | null | undefined): void {
  if (!file || !content) throw new NotFound();
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Disposition', attachmentDisposition(file.fileName));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Content-Length', String(content.length));
  res.status(200).end(content);
}
