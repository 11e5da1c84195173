import { Controller, Get, Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { servePrecompressedAssets, webBuildModules } from './web-assets';

const YEAR = 'public, max-age=31536000, immutable';
const HOUR = 'public, max-age=3600';
const INDEX = '<!doctype html><html><head><title>Cis web</title></head><body></body></html>';
const SCRIPT = 'export const answer = 42;\n';
/** Every file outside the web root says this, its precompressed copies too: served, it would show in the bytes. */
const SECRET = 'TOP SECRET';

@Controller('api')
class PingController {
  @Get('ping')
  ping() {
    return { pong: true };
  }
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

describe('the web build: precompressed copies, cache headers, client routes', () => {
  // <tmp>/web is the root; <tmp>/secret.txt and <tmp>/web-evil (a sibling sharing the root's name as a prefix) are not.
  const dir = mkdtempSync(join(tmpdir(), 'cis-web-assets-'));
  const root = join(dir, 'web');
  const secret = join(dir, 'secret.txt');
  let app: INestApplication;
  let port = 0;

  beforeAll(async () => {
    mkdirSync(join(root, 'assets'), { recursive: true });
    mkdirSync(join(root, 'themes'));
    mkdirSync(join(dir, 'web-evil', 'assets'), { recursive: true });
    writeFileSync(join(root, 'index.html'), INDEX);
    // A hashed asset with both copies (their bytes name them, so a test sees which one was sent).
    writeFileSync(join(root, 'assets', 'main-Dk3_x9Qa.js'), SCRIPT);
    writeFileSync(join(root, 'assets', 'main-Dk3_x9Qa.js.br'), 'BROTLI COPY');
    writeFileSync(join(root, 'assets', 'main-Dk3_x9Qa.js.gz'), 'GZIP COPY');
    // Not hashed, gzip copy only; a theme with a brotli copy only.
    writeFileSync(join(root, 'assets', 'app.js'), SCRIPT);
    writeFileSync(join(root, 'assets', 'app.js.gz'), 'GZIP COPY');
    writeFileSync(join(root, 'themes', 'light.css'), 'body{}');
    writeFileSync(join(root, 'themes', 'light.css.br'), 'BROTLI COPY');
    for (const path of [secret, join(dir, 'web-evil', 'assets', 'x.js')]) {
      for (const suffix of ['', '.br', '.gz']) writeFileSync(path + suffix, SECRET);
    }
    // NestFactory, not Test.createTestingModule: @nestjs/serve-static picks its loader from the HTTP adapter, which a
    // testing module compiled before its application does not have yet (it would serve nothing).
    @Module({ imports: webBuildModules(root), controllers: [PingController] })
    class WebBuildTestModule {}
    app = await NestFactory.create(WebBuildTestModule, { logger: false });
    // As bootstrap does: before the build's static handler, which @nestjs/serve-static adds at init.
    app.use(servePrecompressedAssets(root));
    await app.listen(0, '127.0.0.1');
    const address: string | AddressInfo | null = app.getHttpServer().address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The raw answer to a path sent exactly as written (no client-side normalising of `..`, no unpacking). */
  function fetch(path: string, acceptEncoding?: string, method = 'GET'): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
        let body = '';
        res.setEncoding('latin1');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  describe('never serves a file outside the web root', () => {
    const attempts = () => [
      '/assets/../../secret.txt',
      '/assets/../../web-evil/assets/x.js',
      '/themes/../../secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/assets/%2E%2E%2F%2E%2E%2Fsecret.txt',
      '/assets/..%2f..%2fweb-evil%2fassets%2fx.js',
      '/assets/..%5c..%5csecret.txt',
      '/%2e%2e/secret.txt',
      '/../secret.txt',
      `/assets/${encodeURIComponent(secret)}`,
      `/assets/${secret}`,
      `/${secret}`,
      `//${secret.replace(/^\//, '')}`,
      '/assets/%00../../secret.txt',
    ];

    it.each(['br, gzip', 'gzip', 'identity'])('with Accept-Encoding: %s', async (encoding) => {
      for (const path of attempts()) {
        const answer = await fetch(path, encoding);
        expect({ path, leaked: answer.body.includes(SECRET) }).toEqual({ path, leaked: false });
        expect({ path, encoding: answer.headers['content-encoding'] }).toEqual({ path, encoding: undefined });
        expect([200, 400, 403, 404]).toContain(answer.status);
      }
    });
  });

  describe('chooses the copy to send', () => {
    it('sends the brotli copy when br is accepted, whatever the order the browser lists it in', async () => {
      for (const encoding of ['br', 'gzip, deflate, br', 'gzip;q=1, br;q=1', 'br;q=0.5, gzip;q=0.5']) {
        const answer = await fetch('/assets/main-Dk3_x9Qa.js', encoding);
        expect({ encoding, status: answer.status, sent: answer.headers['content-encoding'], body: answer.body })
          .toEqual({ encoding, status: 200, sent: 'br', body: 'BROTLI COPY' });
        expect(answer.headers['content-type']).toMatch(/javascript/);
        expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      }
    });

    it('sends the gzip copy when gzip is accepted and br is not, or the file has no brotli copy', async () => {
      for (const [path, encoding] of [['/assets/main-Dk3_x9Qa.js', 'gzip'], ['/assets/main-Dk3_x9Qa.js', 'br;q=0, gzip'], ['/assets/app.js', 'gzip, br']]) {
        const answer = await fetch(path!, encoding);
        expect({ path, encoding, sent: answer.headers['content-encoding'], body: answer.body }).toEqual({ path, encoding, sent: 'gzip', body: 'GZIP COPY' });
        expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      }
    });

    it('sends the file itself when no copy is accepted (or there is no copy of an accepted kind), still varying by Accept-Encoding', async () => {
      for (const [path, encoding, body] of [
        ['/assets/main-Dk3_x9Qa.js', 'identity', SCRIPT], ['/assets/main-Dk3_x9Qa.js', undefined, SCRIPT],
        ['/assets/main-Dk3_x9Qa.js', 'br;q=0, gzip;q=0', SCRIPT], ['/assets/app.js', 'br', SCRIPT], ['/themes/light.css', 'gzip', 'body{}'],
      ]) {
        const answer = await fetch(path!, encoding);
        expect({ path, encoding, status: answer.status, sent: answer.headers['content-encoding'], body: answer.body })
          .toEqual({ path, encoding, status: 200, sent: undefined, body });
        expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      }
    });

    it('answers HEAD with the copy\'s headers and no body', async () => {
      const answer = await fetch('/assets/main-Dk3_x9Qa.js', 'br', 'HEAD');
      expect(answer).toMatchObject({ status: 200, body: '' });
      expect(answer.headers['content-encoding']).toBe('br');
    });
  });

  describe('cache headers', () => {
    it('caches content-hashed files for a year, compressed or not', async () => {
      expect((await fetch('/assets/main-Dk3_x9Qa.js', 'br')).headers['cache-control']).toBe(YEAR);
      expect((await fetch('/assets/main-Dk3_x9Qa.js', 'gzip')).headers['cache-control']).toBe(YEAR);
      expect((await fetch('/assets/main-Dk3_x9Qa.js', 'identity')).headers['cache-control']).toBe(YEAR);
    });

    it('keeps other files an hour', async () => {
      expect((await fetch('/assets/app.js', 'gzip')).headers['cache-control']).toBe(HOUR);
      expect((await fetch('/assets/app.js', 'identity')).headers['cache-control']).toBe(HOUR);
      expect((await fetch('/themes/light.css', 'br')).headers['cache-control']).toBe(HOUR);
    });

    it('revalidates index.html on every visit, at / and at a client route', async () => {
      for (const path of ['/', '/index.html', '/apps/contacts']) {
        const answer = await fetch(path, 'identity');
        expect({ path, status: answer.status, cache: answer.headers['cache-control'] }).toEqual({ path, status: 200, cache: 'no-cache' });
      }
    });
  });

  describe('unknown paths', () => {
    it('answer index.html for the app\'s client routes', async () => {
      for (const path of ['/apps/contacts', '/tax-returns/4f1c/edit', '/dashboards?tab=2']) {
        const answer = await fetch(path, 'identity');
        expect({ path, status: answer.status, body: answer.body }).toEqual({ path, status: 200, body: INDEX });
      }
    });

    it('stay 404 under /api and the server\'s other paths, while the API answers', async () => {
      expect(JSON.parse((await fetch('/api/ping')).body)).toEqual({ pong: true });
      for (const path of ['/api/nope', '/api/apps/contacts/unknown', '/public/nope', '/health', '/metrics']) {
        const answer = await fetch(path, 'identity');
        expect({ path, status: answer.status, index: answer.body.includes('Cis web') }).toEqual({ path, status: 404, index: false });
      }
    });
  });
});
