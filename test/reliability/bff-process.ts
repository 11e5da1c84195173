/**
 * A real BFF process (`node bff/dist/main.js`) with its own DATA_DIR, port and (optionally) PostgreSQL schema, that a
 * suite can SIGKILL and start again on the same store. Also reads the store directly (read models) and runs the
 * rebuild CLI, so a suite can compare the live read models with a replay of the log.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../..');
const MAIN = join(ROOT, 'bff', 'dist', 'main.js');
const REBUILD_CLI = join(ROOT, 'bff', 'dist', 'platform', 'cli', 'rebuild-projections.js');
export const DEMO_PASSWORD = 'cis-demo-2026';
const LOG_KEPT = 8 * 1024 * 1024;

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

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface StoreOptions {
  kind: 'sqlite' | 'postgres';
  /** PostgreSQL only: the schema this suite owns (dropped by drop()). */
  schema?: string;
}

export interface ReadModelRow {
  tenant: string;
  collection: string;
  id: string;
  owner: string | null;
  doc: unknown;
}

/** One store (data dir + optional schema) that BFF processes come and go on. */
export class BffHost {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'cis-rel-'));
  readonly jwtSecret = 'reliability-' + Math.random().toString(36).slice(2);
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private log = '';
  port = 0;

  constructor(readonly store: StoreOptions, private readonly extraEnv: Record<string, string> = {}) {
    if (!existsSync(MAIN)) throw new Error('bff/dist/main.js is missing: run `npm run build` first (npm test does).');
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  output(): string {
    return this.log.slice(-4000);
  }

  /** Everything the processes of this host printed (the last 8 MB). */
  fullOutput(): string {
    return this.log;
  }

  env(): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const key of ['DATABASE_URL', 'DATABASE_SCHEMA', 'REDIS_URL', 'WEB_DIST', 'CORS_ORIGINS']) delete env[key];
    Object.assign(env, {
      NODE_ENV: 'test', DATA_DIR: this.dataDir, JWT_SECRET: this.jwtSecret, SEED: 'demo', LOG_LEVEL: 'Error',
      SIGN_IN_LIMIT: '100000', WEB_DIST: '', ...this.extraEnv,
    });
    if (this.store.kind === 'postgres') {
      env.DATABASE_URL = process.env.DATABASE_URL;
      env.DATABASE_SCHEMA = this.store.schema;
    }
    // These processes are killed, restarted and compared with a rebuild again and again; the whole gazetteer (16,000
    // master-data streams) would make every round slower and prove nothing more (AppConfig.seedGazetteer).
    env.SEED_GAZETTEER = this.extraEnv.SEED_GAZETTEER ?? 'sample';
    return env;
  }

  /**
   * Starts a process on a fresh free port (or on `port`: a restart behind a balancer that knows the address); resolves
   * once /health answers 200.
   */
  async start(port?: number): Promise<void> {
    this.port = port ?? (await freePort());
    const child = spawn(process.execPath, [MAIN], {
      cwd: ROOT, env: { ...this.env(), PORT: String(this.port) }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.exited = new Promise((r) => child.once('exit', () => r()));
    child.stdout!.on('data', (d) => (this.log = (this.log + d).slice(-LOG_KEPT)));
    child.stderr!.on('data', (d) => (this.log = (this.log + d).slice(-LOG_KEPT)));
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`BFF exited with ${child.exitCode}:\n${this.output()}`);
      try {
        const res = await fetch(`${this.url}/health`);
        await res.arrayBuffer();
        if (res.ok) return;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) throw new Error(`BFF did not become healthy in 180 s:\n${this.output()}`);
      await sleep(25);
    }
  }

  alive(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** SIGKILL: no shutdown hook, no flush, the transaction in flight is cut. */
  async kill(): Promise<void> {
    if (this.child && this.alive()) this.child.kill('SIGKILL');
    await this.exited;
    this.child = null;
  }

  async stop(): Promise<void> {
    if (this.child && this.alive()) {
      this.child.kill('SIGTERM');
      const timer = setTimeout(() => this.child?.kill('SIGKILL'), 10_000);
      await this.exited;
      clearTimeout(timer);
    }
    this.child = null;
  }

  /** Every read model row, straight from the store (the BFF must be stopped for SQLite's sake). */
  async dumpReadModels(): Promise<ReadModelRow[]> {
    const sql = 'SELECT tenant, collection, id, owner, doc FROM read_models ORDER BY tenant, collection, seq, id';
    if (this.store.kind === 'sqlite') {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const Database = require('better-sqlite3');
      const db = new Database(join(this.dataDir, 'cis.sqlite'));
      try {
        const rows = db.prepare(sql).all() as Array<ReadModelRow & { doc: string }>;
        return rows.map((r) => ({ ...r, doc: JSON.parse(r.doc) }));
      } finally {
        db.close();
      }
    }
    return this.withPg(async (client) => (await client.query(sql)).rows as ReadModelRow[]);
  }

  async lastPosition(): Promise<number> {
    const sql = 'SELECT COALESCE(MAX(position), 0) AS p FROM events';
    if (this.store.kind === 'sqlite') {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const Database = require('better-sqlite3');
      const db = new Database(join(this.dataDir, 'cis.sqlite'), { readonly: true });
      try {
        return Number((db.prepare(sql).get() as { p: number }).p);
      } finally {
        db.close();
      }
    }
    return this.withPg(async (client) => Number((await client.query(sql)).rows[0].p));
  }

  /** `node bff/dist/platform/cli/rebuild-projections.js` on this store: drops every read model and replays the log. */
  async rebuild(): Promise<string> {
    const child = spawn(process.execPath, [REBUILD_CLI], { cwd: ROOT, env: this.env(), stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
    if (code !== 0) throw new Error(`rebuild-projections exited with ${code}: ${out}`);
    return out.trim();
  }

  /** Stops the process, removes the data dir and drops the PostgreSQL schema. */
  async drop(): Promise<void> {
    await this.kill();
    if (this.store.kind === 'postgres' && this.store.schema) {
      await this.withPg((client) => client.query(`DROP SCHEMA IF EXISTS "${this.store.schema}" CASCADE`));
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  private async withPg<T>(work: (client: import('pg').Client) => Promise<T>): Promise<T> {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      if (this.store.schema) await client.query(`SET search_path TO "${this.store.schema}"`);
      return await work(client);
    } finally {
      await client.end();
    }
  }
}

export interface JsonAnswer<T = any> {
  status: number;
  body: T;
}

/** A JSON call; network failures (a killed server) reject. */
export async function call<T = any>(
  base: string, method: string, path: string, token?: string, body?: unknown, signal?: AbortSignal,
): Promise<JsonAnswer<T>> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed as T };
}

export async function signIn(base: string, email: string): Promise<string> {
  const res = await call(base, 'POST', '/api/auth/sign-in', undefined, { email, password: DEMO_PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.accessToken as string;
}

/**
 * Suites that need several services (e.g. PostgreSQL and Redis) run when every variable is set. In CI (CI set) a
 * missing one fails the suite loudly, naming it; on a developer machine the suite is skipped with the reason printed.
 */
export function describeWithServices(variables: string[], name: string, body: () => void): void {
  const missing = variables.filter((variable) => !process.env[variable]);
  if (missing.length === 0) {
    describe(name, body);
  } else if (process.env.CI) {
    describe(name, () => {
      it(`needs ${variables.join(' and ')}`, () => {
        throw new Error(`${missing.join(', ')} not set: in CI this suite must run against the real services`);
      });
    });
  } else {
    // eslint-disable-next-line no-console
    console.warn(`Skipping "${name}": set ${missing.join(' and ')} (.ci/run sets them to the local servers).`);
    describe.skip(name, body);
  }
}

/**
 * PostgreSQL suites run when DATABASE_URL is set. In CI (CI=true) a missing DATABASE_URL fails the suite loudly;
 * on a developer machine the suite is skipped with the reason printed.
 */
export function describeWithPostgres(name: string, body: () => void): void {
  if (process.env.DATABASE_URL) {
    describe(name, body);
  } else if (process.env.CI) {
    describe(name, () => {
      it('needs DATABASE_URL', () => {
        throw new Error('DATABASE_URL is not set: in CI this suite must run against the real PostgreSQL');
      });
    });
  } else {
    // eslint-disable-next-line no-console
    console.warn(`Skipping "${name}": DATABASE_URL is not set (.ci/run sets it to the local PostgreSQL).`);
    describe.skip(name, body);
  }
}

/**
 * The multi-instance suites of issue 16 (several real instances, nginx, thousands of writes) take longer than npm
 * test's budget on CI's 2 cores: they run under `npm run reliability` (CIS_MULTI_INSTANCE=on) and are skipped, named,
 * in npm test.
 */
export function describeMultiInstance(name: string, body: () => void): void {
  if (process.env.CIS_MULTI_INSTANCE === 'on') describe(name, body);
  else describe.skip(`${name} (npm run reliability)`, body);
}
