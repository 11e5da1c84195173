import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Paths answered by the BFF itself rather than the web build (the web build is compressed by static-compression). */
export const BFF_PATH = /^\/(api|public|socket\.io|health)(\/|$|\?)/;

/** JSON answers smaller than this go as they are: below a kilobyte the bytes saved do not pay for the work. */
export const API_COMPRESSION_MIN_BYTES = 1024;

/** The encodings API answers are sent in, best first. */
export type ApiEncoding = 'br' | 'gzip';

/** brotli at quality 5 and gzip at level 6: about 0.2 ms for a 25 KB answer each, brotli 40% smaller than gzip. */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** The bytes compressApiAnswers sent for a response it compressed (the read cache keeps them). */
const sentCompressed = new WeakMap<ServerResponse, Compressed>();

/** An answer's bytes in one encoding. */
export interface Compressed {
  encoding: ApiEncoding;
  body: Buffer;
}

/**
 * The encoding to send an answer in for this Accept-Encoding header: brotli when offered, else gzip, else none
 * (`identity`, `*;q=0`, an absent or empty header). `*` offers both; an encoding named with q=0 is refused even then.
 */
export function preferredEncoding(header: string | string[] | undefined): ApiEncoding | null {
  if (typeof header !== 'string' || header.length === 0) return null;
  let br: boolean | undefined;
  let gzip: boolean | undefined;
  let any: boolean | undefined;
  for (const part of header.split(',')) {
    const semicolon = part.indexOf(';');
    const name = (semicolon < 0 ? part : part.slice(0, semicolon)).trim().toLowerCase();
    if (name !== 'br' && name !== 'gzip' && name !== 'x-gzip' && name !== '*') continue;
    const q = semicolon < 0 ? null : /(?:^|;)\s*q\s*=\s*([0-9.]+)/i.exec(part.slice(semicolon))?.[1];
    const offered = q == null || Number(q) > 0;
    if (name === 'br') br = offered;
    else if (name === '*') any = offered;
    else gzip = offered;
  }
  if (br ?? any) return 'br';
  if (gzip ?? any) return 'gzip';
  return null;
}

/** body in encoding (synchronous: see docs/decisions.md, "API answers compressed"). */
export function compress(body: Buffer, encoding: ApiEncoding): Buffer {
  // A view of the same bytes: @types/node 20's Buffer is not a Uint8Array to TypeScript 5.9 (its slice's buffer).
  const bytes = new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  return encoding === 'br'
    ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(bytes, { level: GZIP_LEVEL });
}

/** Vary with Accept-Encoding added to what it already names. */
export function varyOnEncoding(vary: OutgoingHttpHeaders[string]): string {
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (current === '') return 'Accept-Encoding';
  if (current.trim() === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) return current;
  return `${current}, Accept-Encoding`;
}

/** The headers of an answer sent compressed: its own, with the encoding, the compressed length and Vary. */
export function compressedHeaders(headers: OutgoingHttpHeaders, compressed: Compressed): OutgoingHttpHeaders {
  return { ...headers, 'content-encoding': compressed.encoding, 'content-length': compressed.body.length, vary: varyOnEncoding(headers.vary) };
}

/** The compressed bytes compressApiAnswers sent for res, if it sent them compressed. */
export function compressedOf(res: ServerResponse): Compressed | undefined {
  return sentCompressed.get(res);
}

/** What is sent compressed to a client that accepts it: JSON of API_COMPRESSION_MIN_BYTES or more. */
export function worthCompressing(contentType: OutgoingHttpHeaders[string], bytes: number): boolean {
  return bytes >= API_COMPRESSION_MIN_BYTES && typeof contentType === 'string' && contentType.startsWith('application/json');
}

function compressible(res: ServerResponse): boolean {
  if (res.headersSent || res.statusCode < 200 || res.statusCode === 204 || res.statusCode === 304) return false;
  return res.getHeader('content-encoding') === undefined;
}

/**
 * Express middleware, before the read cache's recorder (so the recorder sees, and remembers, the answer as written):
 * sends the BFF's JSON answers of a kilobyte or more compressed to a client whose Accept-Encoding offers brotli or
 * gzip, with Vary: Accept-Encoding. A request without Accept-Encoding (the load benchmarks' autocannon, curl) costs
 * one header lookup and is answered byte for byte as before. Answers sent in one piece only (res.send and res.json
 * end with the whole body); a streamed answer, or one whose headers are already out, goes as it is.
 */
export function compressApiAnswers(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const accepted = req.headers['accept-encoding'];
  if (accepted === undefined) {
    next();
    return;
  }
  const encoding = preferredEncoding(accepted);
  if (encoding === null || !BFF_PATH.test(req.url ?? '')) {
    next();
    return;
  }
  // res.end is overloaded in Node's types: wrapped through one rest signature and put back as it was typed.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Node's overloaded and untyped signatures (above)
  const end = res.end as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Node's overloaded and untyped signatures (above)
  res.end = function endCompressed(this: ServerResponse, ...args: unknown[]) {
    const [chunk, second, third] = args;
    if ((typeof chunk === 'string' || Buffer.isBuffer(chunk)) && compressible(this)) {
      const body = typeof chunk === 'string'
        ? Buffer.from(chunk, typeof second === 'string' && Buffer.isEncoding(second) ? second : 'utf8')
        : chunk;
      if (worthCompressing(this.getHeader('content-type'), body.length)) {
        const packed = compress(body, encoding);
        this.setHeader('Content-Encoding', encoding);
        this.setHeader('Content-Length', packed.length);
        this.setHeader('Vary', varyOnEncoding(this.getHeader('vary')));
        sentCompressed.set(this, { encoding, body: packed });
        const callback = typeof second === 'function' ? second : typeof third === 'function' ? third : undefined;
        return callback ? end.call(this, packed, callback) : end.call(this, packed);
      }
    }
    return end.apply(this, args);
  } as ServerResponse['end'];
  next();
}
