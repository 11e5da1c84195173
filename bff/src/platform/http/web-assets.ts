import type { DynamicModule } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import { existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/** Vite names built files by content hash (name-<8 chars>.ext): such a URL never changes content. */
const HASHED_ASSET = /\/assets\/[^/]+-[\w-]{8}\.\w+$/;
const YEAR = 'public, max-age=31536000, immutable';
const HOUR = 'public, max-age=3600';

/**
 * Hashed assets are cached for a year; index.html is revalidated on every visit, so a new deployment (and the update
 * banner's reload) always gets the page that names the new files. Everything else keeps the default hour.
 */
export function setWebCacheHeaders(res: ServerResponse, path: string): void {
  if (HASHED_ASSET.test(path)) res.setHeader('Cache-Control', YEAR);
  else if (path.endsWith('index.html')) res.setHeader('Cache-Control', 'no-cache');
}

/**
 * The web build's files, and its index.html for any other path (the app's client routes), except the server's own
 * paths: an unknown /api route stays a 404. None when there is no build (no index.html in webDist).
 */
export function webBuildModules(webDist: string | null): DynamicModule[] {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) return [];
  return [ServeStaticModule.forRoot({
    rootPath: webDist,
    exclude: ['/api/{*path}', '/public/{*path}', '/health', '/metrics', '/socket.io/{*path}'],
    serveStaticOptions: { index: 'index.html', maxAge: '1h', setHeaders: setWebCacheHeaders },
  })];
}

/** The build's folders whose files the build compresses ahead (web/vite-plugins/precompress.ts). */
const PRECOMPRESSED = /^\/(assets|themes)\//;
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * Serves the build's own .br / .gz copy of a script, style sheet or translation to a browser that accepts it, so the
 * first visit downloads the smallest form (brotli at its best quality) without compressing on every request. A file
 * without a copy (small, or a picture) falls through to express.static and the per-request compression.
 */
export function servePrecompressedAssets(webDist: string | null): (req: Request, res: Response, next: NextFunction) => void {
  const root = webDist ? normalize(webDist) : null;
  /** Whether a file exists, once per path: the build does not change under a running server. */
  const known = new Map<string, boolean>();
  const exists = (path: string): boolean => {
    let found = known.get(path);
    if (found === undefined) {
      found = existsSync(path) && statSync(path).isFile();
      if (known.size < 10_000) known.set(path, found);
    }
    return found;
  };
  return (req, res, next) => {
    if (!root || (req.method !== 'GET' && req.method !== 'HEAD') || !PRECOMPRESSED.test(req.path)) return next();
    let path: string;
    try {
      path = normalize(join(root, decodeURIComponent(req.path)));
    } catch {
      return next();
    }
    if (!path.startsWith(root + sep) || !exists(path)) return next();
    // Ours is the order of preference: browsers list gzip first with the same weight as br.
    const chosen = ENCODINGS.find((e) => req.acceptsEncodings(e.name) === e.name && exists(path + e.suffix));
    res.vary('Accept-Encoding');
    if (!chosen) return next();
    res.type(extname(path));
    res.setHeader('Content-Encoding', chosen.name);
    res.setHeader('Cache-Control', HASHED_ASSET.test(req.path) ? YEAR : HOUR);
    res.sendFile(path + chosen.suffix, { cacheControl: false, acceptRanges: false }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
