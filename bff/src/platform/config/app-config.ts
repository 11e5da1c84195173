import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CALLBACK_REFUSAL_LIMITS, SESSION_MAX_AGE_SECONDS } from '@cis/contracts';

export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug';

export interface AppConfig {
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL schema of this store (tests give each run its own). */
  databaseSchema: string;
  redisUrl: string | null;
  /**
   * HS256 signing secret: JWT_SECRET; unset, generated once and kept where every instance of the deployment finds it:
   * in the PostgreSQL store with DATABASE_URL (filled in when the store opens: '' until then), else in DATA_DIR.
   */
  jwtSecret: string;
  seed: 'demo' | 'none';
  /**
   * SEED_GAZETTEER: 'full' (default) seeds the whole Cambodian gazetteer (14,372 villages); 'sample' only the first
   * commune of each district and its first village, for throw-away test instances on PostgreSQL, where a genesis of
   * 17,000 streams costs most of a minute.
   */
  seedGazetteer: 'full' | 'sample';
  production: boolean;
  logLevel: LogLevel;
  corsOrigins: string[];
  webDist: string | null;
  sqliteSynchronous: 'FULL' | 'NORMAL';
  /** Credential attempts allowed per client address within signInWindowMs (sign-in, sign-up, password reset). */
  signInLimit: number;
  signInWindowMs: number;
  /**
   * Sign-in attempts at one email within signInWindowMs from addresses that email has not signed in from, all
   * together; beyond, such addresses are refused (addresses the email signed in from keep working, so strangers
   * cannot lock the owner out). Five times signInLimit by default, so one address alone can never spend it.
   */
  signInEmailLimit: number;
  /** How long an address stays familiar to an email after a successful sign-in from it. */
  signInFamiliarMs: number;
  /** Token renewals (sign-in-with-token) per account and per address within signInWindowMs. */
  tokenRenewalLimit: number;
  /** How long a session lasts from its password sign-in, however often it is renewed (seconds). */
  sessionMaxAgeSeconds: number;
  /** Open sockets one account may hold per BFF instance; one more is refused at the handshake. */
  socketsPerAccount: number;
  /** Coupon claims (attempts) one account may make within couponClaimWindowMs; beyond, 429. */
  couponClaimLimit: number;
  couponClaimWindowMs: number;
  /**
   * Express's `trust proxy`: which proxies' X-Forwarded-For is believed for the client address (TRUST_PROXY). false
   * (the default) believes none: the address is the TCP peer's, so a client cannot choose the address the limits
   * count by or the one recorded for a refused callback.
   */
  trustProxy: boolean | number | string[];
  /** MACHINE_LAB=on: the built web serves /machine-lab for testers (issue 14); off by default and in production. */
  machineLab: boolean;
  /** METRICS_TOKEN: the bearer token GET /metrics requires; unset, /metrics answers 404 (docs/operations.md). */
  metricsToken: string | null;
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
  /**
   * Look for due tax-return reminders at start-up and hourly (TAX_REMINDERS=on|off; default on, off with NODE_ENV=test:
   * a test runs the scheduler itself, at the day it chooses, so no write lands in the middle of another test).
   */
  taxReminders: boolean;
  /** SIGTERM drains (platform/lifecycle/drain.ts); requests still in flight after this long are cut (DRAIN_TIMEOUT_MS). */
  drainTimeoutMs: number;
  /**
   * While draining, open keep-alive connections stay usable this long, each answer closing its connection
   * (DRAIN_LINGER_MS): longer than a balancer keeps an idle upstream connection (nginx: keepalive_timeout 2s), so no
   * request is ever written into a connection this instance is closing.
   */
  drainLingerMs: number;
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
  const seed = parseSeed(env.SEED);
  const seedGazetteer = env.SEED_GAZETTEER === 'sample' ? 'sample' : 'full';
  if (production && seed === 'demo') {
    throw new Error('Refusing to start: NODE_ENV=production with SEED=demo would create demo accounts. Set SEED=none.');
  }
  const port = parsePort(env.PORT);
  const level = LOG_LEVELS[(env.LOG_LEVEL ?? (production ? 'warning' : 'info')).toLowerCase()];
  if (!level) throw new Error(`LOG_LEVEL must be one of Off, Error, Warning, Info, Debug (got ${env.LOG_LEVEL})`);
  return {
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    databaseSchema: env.DATABASE_SCHEMA || 'public',
    redisUrl: env.REDIS_URL || null,
    // With PostgreSQL the store keeps it (createEventStore fills it in), so every instance signs with the same one.
    jwtSecret: env.JWT_SECRET || (env.DATABASE_URL ? '' : persistedSecret(dataDir)),
    seed,
    seedGazetteer,
    production,
    logLevel: level,
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    webDist: env.WEB_DIST ?? resolve(__dirname, '../../../../web/dist'),
    sqliteSynchronous: env.SQLITE_SYNCHRONOUS === 'NORMAL' ? 'NORMAL' : 'FULL',
    signInLimit: positive(env.SIGN_IN_LIMIT, 10, 'SIGN_IN_LIMIT'),
    signInWindowMs: positive(env.SIGN_IN_WINDOW_MS, 60_000, 'SIGN_IN_WINDOW_MS'),
    signInEmailLimit: positive(env.SIGN_IN_EMAIL_LIMIT, 5 * positive(env.SIGN_IN_LIMIT, 10, 'SIGN_IN_LIMIT'), 'SIGN_IN_EMAIL_LIMIT'),
    signInFamiliarMs: positive(env.SIGN_IN_FAMILIAR_DAYS, 30, 'SIGN_IN_FAMILIAR_DAYS') * 24 * 60 * 60 * 1000,
    tokenRenewalLimit: positive(env.TOKEN_RENEWAL_LIMIT, 30, 'TOKEN_RENEWAL_LIMIT'),
    sessionMaxAgeSeconds: positive(env.SESSION_MAX_AGE_SECONDS, SESSION_MAX_AGE_SECONDS, 'SESSION_MAX_AGE_SECONDS'),
    socketsPerAccount: positive(env.SOCKETS_PER_ACCOUNT, 20, 'SOCKETS_PER_ACCOUNT'),
    couponClaimLimit: positive(env.COUPON_CLAIM_LIMIT, 10, 'COUPON_CLAIM_LIMIT'),
    couponClaimWindowMs: positive(env.COUPON_CLAIM_WINDOW_MS, 60 * 60 * 1000, 'COUPON_CLAIM_WINDOW_MS'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    machineLab: parseSwitch('MACHINE_LAB', env.MACHINE_LAB, false) && !production,
    metricsToken: env.METRICS_TOKEN || null,
    tenants: parseTenants(env.TENANTS),
    readCache: parseSwitch('READ_CACHE', env.READ_CACHE, true),
    openApi: parseSwitch('OPENAPI', env.OPENAPI, !production),
    processes: parseSwitch('PROCESSES', env.PROCESSES, true),
    taxReminders: parseSwitch('TAX_REMINDERS', env.TAX_REMINDERS, env.NODE_ENV !== 'test'),
    ...drainTimes(env),
    payments: {
      url: env.PAYMENT_PROVIDER_URL || null,
      sandbox: sandboxEnabled(env.PAYMENT_PROVIDER_URL || null, production),
      refusalLimits: {
        perAddress: positive(env.PAYMENT_CALLBACK_REFUSAL_LIMIT, CALLBACK_REFUSAL_LIMITS.perAddress, 'PAYMENT_CALLBACK_REFUSAL_LIMIT'),
        total: positive(env.PAYMENT_CALLBACK_REFUSAL_TOTAL_LIMIT, CALLBACK_REFUSAL_LIMITS.total, 'PAYMENT_CALLBACK_REFUSAL_TOTAL_LIMIT'),
        windowMs: positive(env.PAYMENT_CALLBACK_REFUSAL_WINDOW_MS, CALLBACK_REFUSAL_LIMITS.windowMs, 'PAYMENT_CALLBACK_REFUSAL_WINDOW_MS'),
      },
      merchantId: env.PAYMENT_MERCHANT_ID || 'cis-sandbox',
      merchantKey: merchantKey(env, production, dataDir, Boolean(env.DATABASE_URL)),
      publicBaseUrl: env.PUBLIC_BASE_URL || `http://localhost:${port}`,
    },
  };
}

const DRAIN_TIMEOUT_MS = 10_000;
const DRAIN_LINGER_MS = 3_000;

function drainTimes(env: NodeJS.ProcessEnv): Pick<AppConfig, 'drainTimeoutMs' | 'drainLingerMs'> {
  const drainTimeoutMs = positive(env.DRAIN_TIMEOUT_MS, DRAIN_TIMEOUT_MS, 'DRAIN_TIMEOUT_MS');
  const drainLingerMs = positive(env.DRAIN_LINGER_MS, DRAIN_LINGER_MS, 'DRAIN_LINGER_MS');
  if (drainLingerMs >= drainTimeoutMs) {
    // Either may be the default: an operator who set only one of them is told the other's value came from there.
    const shown = (name: string, value: number) => `${name} (${value}${env[name] ? '' : ', the default'})`;
    throw new Error(
      `Refusing to start: ${shown('DRAIN_LINGER_MS', drainLingerMs)} must be shorter than ${shown('DRAIN_TIMEOUT_MS', drainTimeoutMs)}: ` +
        'a drain lingers for open connections, then finishes the requests in flight within the timeout.',
    );
  }
  return { drainTimeoutMs, drainLingerMs };
}

/**
 * PORT: a TCP port, 0 for any free one (the tests' choice); unset or empty, 3000. Anything else is refused here, by
 * name: as a number it would reach listen() as NaN (an error that names no setting), and '' would become 0, a port
 * nobody knows.
 */
function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 3000;
  const port = Number(value);
  if (!/^\s*\d+\s*$/.test(value) || port > 65_535) throw new Error(`PORT must be a whole number from 0 to 65535 (got ${value})`);
  return port;
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number (got ${value})`);
  return n;
}

/**
 * The merchant key signs the provider form and verifies callbacks. No key is ever built in: with a provider
 * configured (PAYMENT_PROVIDER_URL) it must be set, whatever NODE_ENV says, or the BFF refuses to start; the sandbox
 * (no provider, not production) signs with a random key of its own, kept in DATA_DIR, which nobody outside this
 * process needs to know (the sandbox posts its own callbacks); production without a provider has no key (no top-up).
 */
function merchantKey(env: NodeJS.ProcessEnv, production: boolean, dataDir: string, sharedStore: boolean): string {
  const configured = env.PAYMENT_MERCHANT_KEY ?? '';
  const providerUrl = env.PAYMENT_PROVIDER_URL || null;
  if (providerUrl !== null && configured.trim() === '') {
    throw new Error('Refusing to start: PAYMENT_PROVIDER_URL is set but PAYMENT_MERCHANT_KEY is not. Set the merchant key the provider issued, or unset PAYMENT_PROVIDER_URL to use the sandbox (not in production).');
  }
  if (configured !== '') return configured;
  if (!sandboxEnabled(providerUrl, production)) return '';
  // With PostgreSQL the store keeps the sandbox's key too (filled in by createEventStore): a checkout opened on one
  // instance may post its callback to another.
  return sharedStore ? '' : persistedSecret(dataDir, 'sandbox-merchant-key');
}

/**
 * TRUST_PROXY: unset, empty or `false` trusts no proxy; `true` every hop (only behind a proxy that overwrites the
 * header); a number trusts that many hops; otherwise a comma-separated list of addresses, CIDR ranges or Express's
 * names (`loopback`, `linklocal`, `uniquelocal`) of the proxies in front of the BFF.
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const invalid = entries.filter((entry) => !/^(loopback|linklocal|uniquelocal|[0-9a-f:.]+(\/\d{1,3})?)$/i.test(entry));
  if (invalid.length > 0) throw new Error(`TRUST_PROXY must be false, true, a hop count or proxy addresses / ranges (got ${value})`);
  return entries;
}

/** The built-in sandbox provider: no real provider configured AND not production. */
export function sandboxEnabled(providerUrl: string | null, production: boolean): boolean {
  return providerUrl === null && !production;
}

/** A secret generated on first start and kept in DATA_DIR (JWT_SECRET unset: tokens survive restarts). */
function persistedSecret(dataDir: string, name = 'jwt-secret'): string {
  const file = join(dataDir, name);
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

/**
 * SEED: demo (the default) or none. Any other word is refused rather than read as demo: SEED=off on a server that is
 * not NODE_ENV=production would otherwise create the demo accounts, whose password is public.
 */
function parseSeed(value: string | undefined): 'demo' | 'none' {
  const seed = (value ?? '').trim().toLowerCase() || 'demo';
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be demo or none (got ${value})`);
  return seed;
}

/** An on/off variable; unset gives the default. */
function parseSwitch(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  const normalised = value.trim().toLowerCase();
  if (normalised === 'on') return true;
  if (normalised === 'off') return false;
  throw new Error(`${name} must be on or off (got ${value})`);
}
