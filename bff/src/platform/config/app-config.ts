import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CALLBACK_REFUSAL_LIMITS } from '@cis/contracts';

export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug';

export interface AppConfig {
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL schema of this store (tests give each run its own). */
  databaseSchema: string;
  redisUrl: string | null;
  jwtSecret: string;
  seed: 'demo' | 'none';
  production: boolean;
  logLevel: LogLevel;
  corsOrigins: string[];
  webDist: string | null;
  sqliteSynchronous: 'FULL' | 'NORMAL';
  /** Sign-in attempts allowed per email and per address within signInWindowMs. */
  signInLimit: number;
  signInWindowMs: number;
  /** Tenants this deployment serves; the first is used when a request names none. */
  tenants: string[];
  payments: PaymentProviderConfig;
  /** Remember the answers of read routes until what they read changes (READ_CACHE=off disables; SQLite only). */
  readCache: boolean;
  /** Serve the OpenAPI document at /api/docs (OPENAPI=on|off; default on, off with NODE_ENV=production). */
  openApi: boolean;
  /**
   * Run the processes (platform/process: the top-up credit ...) in this instance (PROCESSES=on|off, default on). Off
   * for the rebuild command, which must not act on the log it replays.
   */
  processes: boolean;
}

export interface PaymentProviderConfig {
  /** Provider form action URL; null means the sandbox built into the BFF (outside production). */
  url: string | null;
  /**
   * The built-in sandbox provider is served: only when no real provider is configured and NODE_ENV is not
   * production. With a real provider it must not exist: it signs its callbacks with the real merchant key, so
   * anyone could approve their own top-up through it.
   */
  sandbox: boolean;
  /** Refused callbacks recorded one by one per window: per source address and in all (beyond: 429, one summary). */
  refusalLimits: { perAddress: number; total: number; windowMs: number };
  merchantId: string;
  merchantKey: string;
  publicBaseUrl: string;
}

/** Maps the spec's log levels (Off, Error, Warning, Info, Debug) to the logger's. */
const LOG_LEVELS: Record<string, LogLevel> = {
  off: 'silent', error: 'error', warning: 'warn', warn: 'warn', info: 'info', debug: 'debug', silent: 'silent',
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const seed = (env.SEED ?? 'demo') === 'none' ? 'none' : 'demo';
  if (production && seed === 'demo') {
    throw new Error('Refusing to start: NODE_ENV=production with SEED=demo would create demo accounts. Set SEED=none.');
  }
  const port = Number(env.PORT ?? 3000);
  const level = LOG_LEVELS[(env.LOG_LEVEL ?? (production ? 'warning' : 'info')).toLowerCase()];
  if (!level) throw new Error(`LOG_LEVEL must be one of Off, Error, Warning, Info, Debug (got ${env.LOG_LEVEL})`);
  return {
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    databaseSchema: env.DATABASE_SCHEMA || 'public',
    redisUrl: env.REDIS_URL || null,
    jwtSecret: env.JWT_SECRET || persistedSecret(dataDir),
    seed,
    production,
    logLevel: level,
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    webDist: env.WEB_DIST ?? resolve(__dirname, '../../../../web/dist'),
    sqliteSynchronous: env.SQLITE_SYNCHRONOUS === 'NORMAL' ? 'NORMAL' : 'FULL',
    signInLimit: Number(env.SIGN_IN_LIMIT ?? 10),
    signInWindowMs: Number(env.SIGN_IN_WINDOW_MS ?? 60_000),
    tenants: parseTenants(env.TENANTS),
    readCache: (env.READ_CACHE ?? 'on').toLowerCase() !== 'off',
    openApi: parseSwitch('OPENAPI', env.OPENAPI, !production),
    processes: parseSwitch('PROCESSES', env.PROCESSES, true),
    payments: {
      url: env.PAYMENT_PROVIDER_URL || null,
      sandbox: sandboxEnabled(env.PAYMENT_PROVIDER_URL || null, production),
      refusalLimits: {
        perAddress: positive(env.PAYMENT_CALLBACK_REFUSAL_LIMIT, CALLBACK_REFUSAL_LIMITS.perAddress, 'PAYMENT_CALLBACK_REFUSAL_LIMIT'),
        total: positive(env.PAYMENT_CALLBACK_REFUSAL_TOTAL_LIMIT, CALLBACK_REFUSAL_LIMITS.total, 'PAYMENT_CALLBACK_REFUSAL_TOTAL_LIMIT'),
        windowMs: positive(env.PAYMENT_CALLBACK_REFUSAL_WINDOW_MS, CALLBACK_REFUSAL_LIMITS.windowMs, 'PAYMENT_CALLBACK_REFUSAL_WINDOW_MS'),
      },
      merchantId: env.PAYMENT_MERCHANT_ID || 'cis-sandbox',
      merchantKey: env.PAYMENT_MERCHANT_KEY || (production ? '' : 'sandbox-merchant-key'),
      publicBaseUrl: env.PUBLIC_BASE_URL || `http://localhost:${port}`,
    },
  };
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number (got ${value})`);
  return n;
}

/** The built-in sandbox provider: no real provider configured AND not production. */
export function sandboxEnabled(providerUrl: string | null, production: boolean): boolean {
  return providerUrl === null && !production;
}

/** JWT_SECRET unset: generate one on first start and keep it in DATA_DIR, so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** TENANTS: comma-separated tenant ids (lower-case letters, digits, hyphens); default the demo tenant `cis`. */
function parseTenants(value: string | undefined): string[] {
  const tenants = (value ?? 'cis').split(',').map((t) => t.trim()).filter(Boolean);
  const invalid = tenants.filter((t) => !TENANT_ID.test(t));
  if (tenants.length === 0 || invalid.length > 0) throw new Error(`TENANTS must list tenant ids like "cis,acme" (got ${value})`);
  return tenants;
}

/** An on/off variable; unset gives the default. */
function parseSwitch(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  const normalised = value.trim().toLowerCase();
  if (normalised === 'on') return true;
  if (normalised === 'off') return false;
  throw new Error(`${name} must be on or off (got ${value})`);
}
