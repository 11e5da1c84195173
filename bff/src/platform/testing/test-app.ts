import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DEMO_PASSWORD } from '@cis/fixtures';
import { createApp } from '../../bootstrap';
import { loadConfig, type AppConfig } from '../config/app-config';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { genesisTemplate, saveGenesisTemplate, startFromGenesisTemplate } from './genesis-template';

export interface TestApp {
  app: NestExpressApplication;
  baseUrl: string;
  http: ReturnType<typeof request.agent>;
  store: EventStore;
  config: AppConfig;
  signIn(email: string, password?: string): Promise<string>;
  auth(token: string): Record<string, string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** 'postgres' uses DATABASE_URL (required) in a fresh schema; default SQLite in a temp dir. */
  store?: 'sqlite' | 'postgres';
  env?: Record<string, string>;
  /**
   * Serve a stub web build (an index.html in a temp dir), as `npm start` serves the real one. With a web build the
   * static module's middleware and error handler sit in front of the API, so body errors must be asserted with it.
   */
  web?: boolean;
}

/** The page a test app serves for the web routes when `web: true`. */
export const STUB_WEB_PAGE = '<!doctype html><html><head><title>Cis stub web build</title></head><body></body></html>';

/** A real BFF on a free port with a fresh store and the demo data, for HTTP and socket tests. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cis-test-'));
  const webDist = options.web ? mkdtempSync(join(tmpdir(), 'cis-test-web-')) : null;
  if (webDist) writeFileSync(join(webDist, 'index.html'), STUB_WEB_PAGE);
  const env: NodeJS.ProcessEnv = {
    // Limits far above what a test needs; the suites that test a limit set their own.
    NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'off', SEED: 'demo', SIGN_IN_LIMIT: '1000', COUPON_CLAIM_LIMIT: '1000',
    WEB_DIST: webDist ?? '', JWT_SECRET: 'test-secret-' + Math.random().toString(36).slice(2), ...options.env,
  };
  if (options.store === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is required for PostgreSQL tests');
    env.DATABASE_URL = url;
    env.DATABASE_SCHEMA = env.DATABASE_SCHEMA ?? `t_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
    // The whole gazetteer is 16,000 streams of genesis: a minute per fresh schema (see AppConfig.seedGazetteer).
    env.SEED_GAZETTEER = options.env?.SEED_GAZETTEER ?? 'sample';
  }
  const config = loadConfig(env);
  config.webDist = env.WEB_DIST || null;
  // The run's shared genesis (see genesis-template.ts): PostgreSQL seeds every fresh schema.
  const template = options.store === 'postgres' ? null : genesisTemplate(env);
  startFromGenesisTemplate(template, dataDir);
  const app = await createApp(config);
  await saveGenesisTemplate(template, dataDir);
  const address = app.getHttpServer().address() as { port: number };
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const store = app.get<EventStore>(EVENT_STORE);
  const http = request.agent(app.getHttpServer());
  return {
    app, baseUrl, http, store, config,
    auth: (token) => ({ Authorization: `Bearer ${token}` }),
    async signIn(email, password = DEMO_PASSWORD) {
      const response = await http.post('/api/auth/sign-in').send({ email, password });
      if (response.status !== 200) throw new Error(`sign-in ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body.accessToken as string;
    },
    async close() {
      const schema = options.store === 'postgres' ? env.DATABASE_SCHEMA : null;
      await app.close();
      if (schema && !options.env?.DATABASE_SCHEMA) {
        const { Client } = await import('pg');
        const client = new Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
      if (webDist) rmSync(webDist, { recursive: true, force: true });
    },
  };
}
