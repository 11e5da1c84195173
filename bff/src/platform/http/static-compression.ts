import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import { BFF_PATH } from './api-compression';

/**
 * gzip for the web build (scripts, styles, index.html, translations), which express.static serves uncompressed:
 * about a third of the bytes on the first visit. API answers are compressed by compressApiAnswers (api-compression.ts),
 * which the read cache works with: this middleware wraps every response's methods, even for a client that accepts no
 * encoding, which the read path cannot afford.
 */
const compress = compression();

/** API paths skip the middleware altogether: even a filtered-out compression wraps every response's methods. */
export function compressStaticAssets(req: Request, res: Response, next: NextFunction): void {
  if (BFF_PATH.test(req.originalUrl ?? req.url)) next();
  else compress(req, res, next);
}
