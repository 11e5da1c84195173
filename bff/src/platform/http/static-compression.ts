import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';

/** Paths answered by the BFF itself rather than the web build. */
const NOT_STATIC = /^\/(api|public|socket\.io|health)(\/|$|\?)/;

/**
 * gzip for the web build (scripts, styles, index.html, translations), which express.static serves uncompressed:
 * about a third of the bytes on the first visit. API answers are left as they are: they are small, and on the read
 * path the CPU is worth more as throughput than as bytes saved on a same-origin call.
 */
const compress = compression();

/** API paths skip the middleware altogether: even a filtered-out compression wraps every response's methods. */
export function compressStaticAssets(req: Request, res: Response, next: NextFunction): void {
  if (NOT_STATIC.test(req.originalUrl ?? req.url)) next();
  else compress(req, res, next);
}
