/**
 * Browser-test harness: starts the built portal (`node bff/dist/main.js`, web/dist served from the same port) on
 * a free port with its own DATA_DIR and the demo seed, and drives Debian's Chromium through playwright-core.
 * `npm test` builds first and installs Chromium (test/scripts/ensure-chromium.mjs), so a suite only imports this.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { genesisTemplate, saveGenesisTemplate, startFromGenesisTemplate } from '../../bff/src/platform/testing/genesis-template';

export const ROOT = resolve(__dirname, '../..');
export const ARTIFACTS = join(ROOT, 'test', 'artifacts');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const DEMO_PASSWORD = 'cis-demo-2026';
export const DEMO = {
  admin: 'admin@cis.test',
  staff: 'staff@cis.test',
  customer: 'customer@cis.test',
  vendor: 'vendor@cis.test',
} as const;
export type DemoAccount = keyof typeof DEMO;

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port'))));
    });
  });
}

export interface Portal {
  url: string;
  port: number;
  dataDir: string;
  /** The server's output so far, for failure messages. */
  output(): string;
  /** Answers { accessToken, user } for a demo account through the real sign-in route. */
  token(account: DemoAccount): Promise<{ accessToken: string; user: any }>;
  /** A JSON call to the API with a demo account's token. */
  api<T = any>(account: DemoAccount, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
  close(): Promise<void>;
}

/** Starts the built portal on a free port. env adds or overrides variables (e.g. DATABASE_URL). */
export async function startPortal(env: Record<string, string> = {}): Promise<Portal> {
  const main = join(ROOT, 'bff', 'dist', 'main.js');
  if (!existsSync(main)) throw new Error('bff/dist/main.js is missing: run `npm run build` first (npm test does).');
  // E2E_WEB_DIST lets an engineer test a private web build while others rebuild web/dist.
  const webDist = process.env.E2E_WEB_DIST ?? join(ROOT, 'web', 'dist');
  if (!existsSync(join(webDist, 'index.html'))) throw new Error(`${webDist} is missing: run \`npm run build\` first.`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cis-e2e-'));
  // The run's shared genesis (bff/src/platform/testing/genesis-template.ts): a portal with the demo seed starts from a copy.
  const template = env.SEED || env.TENANTS ? null : genesisTemplate({});
  startFromGenesisTemplate(template, dataDir);
  let log = '';
  // The portal as `npm start` runs it: the embedded store in its own fresh DATA_DIR. CI exports DATABASE_URL and
  // REDIS_URL for the suites that need them; inherited here, every run would share PostgreSQL's public schema and
  // meet the data of all earlier runs.
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['DATABASE_URL', 'DATABASE_SCHEMA', 'REDIS_URL', 'CORS_ORIGINS', 'JWT_SECRET']) delete inherited[key];
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: ROOT,
    env: { ...inherited, PORT: String(port), DATA_DIR: dataDir, WEB_DIST: webDist, SEED: 'demo', LOG_LEVEL: 'Warning', SIGN_IN_LIMIT: '1000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  // A cold start takes 4-6 s on an idle machine; under a loaded CI run (two suites, two browsers) far longer.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`portal exited with ${child.exitCode}:\n${log}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`portal did not become healthy in 90 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  await saveGenesisTemplate(template, dataDir);
  const tokens = new Map<DemoAccount, { accessToken: string; user: any }>();
  const portal: Portal = {
    url,
    port,
    dataDir,
    output: () => log,
    async token(account) {
      const cached = tokens.get(account);
      if (cached) return cached;
      const res = await fetch(`${url}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO[account], password: DEMO_PASSWORD }),
      });
      if (!res.ok) throw new Error(`sign-in ${account}: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { accessToken: string; user: any };
      tokens.set(account, body);
      return body;
    },
    async api(account, method, path, body) {
      const { accessToken } = await portal.token(account);
      const res = await fetch(`${url}/${path.replace(/^\//, '')}`, {
        method,
        headers: { authorization: `Bearer ${accessToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: any = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON */
      }
      return { status: res.status, body: parsed };
    },
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return portal;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}

/** A fresh context (its own storage) with a desktop viewport unless told otherwise. */
export async function newContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
}

/** Signs in through the real sign-in page and waits until the main layout is shown. */
export async function signIn(page: Page, portal: Portal, account: DemoAccount, redirect = ''): Promise<void> {
  const query = redirect ? `?redirectURL=${encodeURIComponent(redirect)}` : '';
  await page.goto(`${portal.url}/sign-in${query}`);
  await page.locator('input[type=email], input[name=email], #email').first().fill(DEMO[account]);
  await page.locator('input[type=password]').first().fill(DEMO_PASSWORD);
  await page.locator('button[type=submit]').first().click();
  await page.waitForURL((u) => !u.pathname.startsWith('/sign-in'), { timeout: 15_000 });
}

/** What the app reads from its storage when it starts: stored before the first page of a context loads. */
export interface StoredSettings {
  /** `cis.language`: the page's language from its first paint. */
  language?: 'en-US' | 'km';
  /** `cis.appearance`'s scheme ('auto' follows the emulated system preference). */
  scheme?: 'light' | 'dark' | 'auto';
}

/** Stores the language and scheme a context's pages start with (only those given; the app's defaults otherwise). */
export async function storeSettings(context: BrowserContext, { language, scheme }: StoredSettings): Promise<void> {
  if (language === undefined && scheme === undefined) return;
  await context.addInitScript(([lang, s]) => {
    if (s) localStorage.setItem('cis.appearance', JSON.stringify({ scheme: s }));
    if (lang) localStorage.setItem('cis.language', lang);
  }, [language, scheme] as const);
}

export interface SignedInPageOptions extends StoredSettings {
  /** Where the sign-in page sends the account (its redirectURL); the app's first screen otherwise. */
  path?: string;
  /** Options of the new context (viewport, colorScheme, acceptDownloads ...); a desktop viewport unless told. */
  context?: Parameters<Browser['newContext']>[0];
}

/**
 * A page of a new context (its own storage) signed in as `account` through the real sign-in page, its language and
 * scheme stored before the app first loads: a reader who chose them earlier on this device.
 */
export async function signedInPage(browser: Browser, portal: Portal, account: DemoAccount, options: SignedInPageOptions = {}): Promise<Page> {
  const context = await newContext(browser, options.context);
  await storeSettings(context, options);
  const page = await context.newPage();
  await signIn(page, portal, account, options.path);
  return page;
}

/**
 * A new context whose session is signed in as `account` (the sign-in page used once, then closed), its language and
 * scheme stored: every page the test opens in it starts signed in.
 */
export async function signedInContext(browser: Browser, portal: Portal, account: DemoAccount, settings: StoredSettings = {}): Promise<BrowserContext> {
  const page = await signedInPage(browser, portal, account, settings);
  await page.close();
  return page.context();
}

/** A suite's running portal and browser (usePortal), and its pages. Read the fields inside tests and hooks. */
export interface PortalSuite {
  readonly portal: Portal;
  readonly browser: Browser;
  /** signedInPage() on this suite's portal and browser. */
  signedIn(account: DemoAccount, options?: SignedInPageOptions): Promise<Page>;
  /** signedInContext() on this suite's portal and browser. */
  signedInContext(account: DemoAccount, settings?: StoredSettings): Promise<BrowserContext>;
}

/**
 * The set-up every browser suite shares: before its tests, the built portal (startPortal(env)) and Chromium start
 * side by side; after them both close. Call it at the top of a describe (or of the file); the answer's portal and
 * browser exist once the suite's tests run (a later beforeAll of the suite may use them).
 */
export function usePortal(env: Record<string, string> = {}): PortalSuite {
  let portal: Portal | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(env), launchBrowser()]);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`usePortal: the ${what} is read before the suite's beforeAll started it`);
    return value;
  };
  return {
    get portal() {
      return started(portal, 'portal');
    },
    get browser() {
      return started(browser, 'browser');
    },
    signedIn(account, options) {
      return signedInPage(started(browser, 'browser'), started(portal, 'portal'), account, options);
    },
    signedInContext(account, settings) {
      return signedInContext(started(browser, 'browser'), started(portal, 'portal'), account, settings);
    },
  };
}

/**
 * How many pixels the document is wider than the page (0: it does not scroll sideways), once laid out: a layout that
 * follows a resize or a language switch settles within a few frames, so this waits up to `settleMs` for it to fit.
 */
export async function sidewaysOverflow(page: Page, settleMs = 10_000): Promise<number> {
  await page
    .waitForFunction(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth, undefined, { timeout: settleMs })
    .catch(() => undefined);
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));
}

/**
 * Asserts that no element is wider than the page: the document does not scroll sideways. `label` (the screen, the
 * width, the language ...) names the failing case in the message.
 */
export async function noSidewaysScroll(page: Page, label: unknown = page.url()): Promise<void> {
  const overflow = await sidewaysOverflow(page);
  expect({ label, overflow }).toEqual({ label, overflow: 0 });
}

/**
 * Opens `path` inside the running app, as following a link does: the router moves, the app, its session and its
 * loaded code stay. Ten times cheaper than page.goto (a cold start of the app each time), for a test that walks many
 * screens; the caller waits for what the screen shows. The history entry carries a key and an index as the router's
 * own do, so going back and scroll restoration behave as after a click.
 */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const state = window.history.state as { idx?: number } | null;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state?.idx ?? 0) + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** The token of the newest mailed link (invitation, password reset) to `email`: no mail server, the mails are files. */
export function linkTokenFor(portal: Portal, email: string): string {
  const dir = join(portal.dataDir, 'outbox');
  const mail = readdirSync(dir).sort().map((name) => readFileSync(join(dir, name), 'utf8')).reverse().find((text) => text.startsWith(`To: ${email}\n`));
  const token = mail && /token=([\w-]+)/.exec(mail)?.[1];
  if (!token) throw new Error(`no invitation mail to ${email}`);
  return token;
}

/** Saves a screenshot under test/artifacts/<name>.png and answers its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}

export { chromium };
export type { Browser, BrowserContext, Page };
