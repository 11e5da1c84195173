import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CALLBACK_REFUSAL_LIMITS, SESSION_MAX_AGE_SECONDS } from '@cis/contracts';
import { loadConfig, parseTrustProxy } from './app-config';

/**
 * What an operator meets at start-up: the values a deployment gets when it sets nothing, and the settings it is
 * refused with, each refusal naming the variable to fix (main prints the message and exits 1).
 */
describe('app configuration', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'cis-config-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  const load = (env: NodeJS.ProcessEnv = {}) => loadConfig({ DATA_DIR: dataDir, ...env });

  describe('with nothing set', () => {
    it('serves the demo on port 3000 with the documented limits, drain times and switches', () => {
      const config = load();
      expect(config).toMatchObject({
        port: 3000,
        dataDir,
        databaseUrl: null,
        databaseSchema: 'public',
        redisUrl: null,
        seed: 'demo',
        seedGazetteer: 'full',
        production: false,
        logLevel: 'info',
        corsOrigins: [],
        sqliteSynchronous: 'FULL',
        signInLimit: 10,
        signInWindowMs: 60_000,
        signInEmailLimit: 50,
        signInFamiliarMs: 30 * 24 * 60 * 60 * 1000,
        tokenRenewalLimit: 30,
        sessionMaxAgeSeconds: SESSION_MAX_AGE_SECONDS,
        socketsPerAccount: 20,
        couponClaimLimit: 10,
        couponClaimWindowMs: 60 * 60 * 1000,
        trustProxy: false,
        machineLab: false,
        metricsToken: null,
        tenants: ['cis'],
        readCache: true,
        openApi: true,
        processes: true,
        taxReminders: true,
        drainTimeoutMs: 10_000,
        drainLingerMs: 3_000,
      });
      expect(config.payments).toEqual({
        url: null,
        sandbox: true,
        refusalLimits: CALLBACK_REFUSAL_LIMITS,
        merchantId: 'cis-sandbox',
        merchantKey: expect.stringMatching(/^[\w-]{32,}$/),
        publicBaseUrl: 'http://localhost:3000',
      });
    });

    it('keeps one generated signing secret in DATA_DIR, so sessions survive a restart', () => {
      const first = load();
      expect(first.jwtSecret).toMatch(/^[\w-]{64}$/);
      expect(load().jwtSecret).toBe(first.jwtSecret);
      expect(load().payments.merchantKey).toBe(first.payments.merchantKey);
    });

    it('leaves the secrets to the PostgreSQL store when DATABASE_URL is set (every instance signs with the same)', () => {
      const config = load({ DATABASE_URL: 'postgres://db/cis', DATABASE_SCHEMA: 'tenant_a' });
      expect({ url: config.databaseUrl, schema: config.databaseSchema, jwt: config.jwtSecret, merchant: config.payments.merchantKey })
        .toEqual({ url: 'postgres://db/cis', schema: 'tenant_a', jwt: '', merchant: '' });
    });

    it('treats an empty value as unset for numbers, switches and secrets', () => {
      const config = load({ PORT: '', SIGN_IN_LIMIT: '', DRAIN_TIMEOUT_MS: '', DRAIN_LINGER_MS: '', OPENAPI: '', JWT_SECRET: '', DATABASE_URL: '', METRICS_TOKEN: '' });
      expect(config).toMatchObject({ port: 3000, signInLimit: 10, drainTimeoutMs: 10_000, drainLingerMs: 3_000, openApi: true, databaseUrl: null, metricsToken: null });
      expect(config.jwtSecret).toMatch(/^[\w-]{64}$/);
    });

    it('does not run the tax-reminder scheduler under NODE_ENV=test (a test runs it at the day it chooses)', () => {
      expect(load({ NODE_ENV: 'test' }).taxReminders).toBe(false);
    });
  });

  describe('in production', () => {
    it('refuses the demo seed, which would create demo accounts', () => {
      expect(() => load({ NODE_ENV: 'production' })).toThrow(
        'Refusing to start: NODE_ENV=production with SEED=demo would create demo accounts. Set SEED=none.',
      );
      expect(() => load({ NODE_ENV: 'production', SEED: 'demo' })).toThrow(/SEED=none/);
    });

    it('logs warnings, hides the OpenAPI document and the machine lab, and serves no sandbox payment provider', () => {
      const config = load({ NODE_ENV: 'production', SEED: 'none', MACHINE_LAB: 'on' });
      expect(config).toMatchObject({ production: true, seed: 'none', logLevel: 'warn', openApi: false, machineLab: false });
      expect(config.payments).toMatchObject({ url: null, sandbox: false, merchantKey: '' });
    });
  });

  describe('numbers', () => {
    const positiveSettings = [
      'SIGN_IN_LIMIT', 'SIGN_IN_WINDOW_MS', 'SIGN_IN_EMAIL_LIMIT', 'SIGN_IN_FAMILIAR_DAYS', 'TOKEN_RENEWAL_LIMIT', 'SESSION_MAX_AGE_SECONDS',
      'SOCKETS_PER_ACCOUNT', 'COUPON_CLAIM_LIMIT', 'COUPON_CLAIM_WINDOW_MS', 'PAYMENT_CALLBACK_REFUSAL_LIMIT', 'PAYMENT_CALLBACK_REFUSAL_TOTAL_LIMIT',
      'PAYMENT_CALLBACK_REFUSAL_WINDOW_MS', 'DRAIN_TIMEOUT_MS',
    ];
    it.each(positiveSettings.flatMap((name) => ['0', '-5', '2.5', 'ten', '10s'].map((value) => [name, value])))(
      'refuses %s=%s, naming the setting and the value',
      (name, value) => {
        expect(() => load({ [name]: value })).toThrow(`${name} must be a positive whole number (got ${value})`);
      },
    );

    it('refuses a DRAIN_LINGER_MS that is not a positive whole number', () => {
      expect(() => load({ DRAIN_LINGER_MS: '0' })).toThrow('DRAIN_LINGER_MS must be a positive whole number (got 0)');
      expect(() => load({ DRAIN_LINGER_MS: 'soon' })).toThrow('DRAIN_LINGER_MS must be a positive whole number (got soon)');
    });

    it('takes the values given; the per-email sign-in limit follows SIGN_IN_LIMIT (five times) unless set', () => {
      expect(load({ SIGN_IN_LIMIT: '4', SIGN_IN_FAMILIAR_DAYS: '2', COUPON_CLAIM_WINDOW_MS: '1000' })).toMatchObject({
        signInLimit: 4, signInEmailLimit: 20, signInFamiliarMs: 2 * 24 * 60 * 60 * 1000, couponClaimWindowMs: 1000,
      });
      expect(load({ SIGN_IN_LIMIT: '4', SIGN_IN_EMAIL_LIMIT: '7' }).signInEmailLimit).toBe(7);
      expect(load({ PAYMENT_CALLBACK_REFUSAL_LIMIT: '3' }).payments.refusalLimits.perAddress).toBe(3);
    });

    it.each(['http', '-1', '65536', '80.5', '0x50'])('refuses PORT=%s, naming the setting', (value) => {
      expect(() => load({ PORT: value })).toThrow(`PORT must be a whole number from 0 to 65535 (got ${value})`);
    });

    it('takes PORT 0 (any free port, as the tests start) up to 65535, and builds the public address from it', () => {
      expect(load({ PORT: '0' }).port).toBe(0);
      expect(load({ PORT: '65535' }).port).toBe(65_535);
      expect(load({ PORT: '8080' }).payments.publicBaseUrl).toBe('http://localhost:8080');
      expect(load({ PORT: '8080', PUBLIC_BASE_URL: 'https://cis.example' }).payments.publicBaseUrl).toBe('https://cis.example');
    });
  });

  describe('the drain times (SIGTERM)', () => {
    it('takes a linger shorter than the timeout', () => {
      expect(load({ DRAIN_LINGER_MS: '800', DRAIN_TIMEOUT_MS: '5000' })).toMatchObject({ drainLingerMs: 800, drainTimeoutMs: 5000 });
      expect(load({ DRAIN_LINGER_MS: '9999' })).toMatchObject({ drainLingerMs: 9999, drainTimeoutMs: 10_000 });
    });

    it.each([
      [{ DRAIN_LINGER_MS: '5000', DRAIN_TIMEOUT_MS: '5000' }, 'DRAIN_LINGER_MS (5000) must be shorter than DRAIN_TIMEOUT_MS (5000)'],
      [{ DRAIN_LINGER_MS: '12000', DRAIN_TIMEOUT_MS: '5000' }, 'DRAIN_LINGER_MS (12000) must be shorter than DRAIN_TIMEOUT_MS (5000)'],
      [{ DRAIN_LINGER_MS: '10000' }, 'DRAIN_LINGER_MS (10000) must be shorter than DRAIN_TIMEOUT_MS (10000, the default)'],
      [{ DRAIN_TIMEOUT_MS: '2000' }, 'DRAIN_LINGER_MS (3000, the default) must be shorter than DRAIN_TIMEOUT_MS (2000)'],
    ])('refuses to start with a linger as long as the timeout or longer: %j', (env, message) => {
      expect(() => load(env)).toThrow(`Refusing to start: ${message}`);
    });
  });

  describe('words and lists', () => {
    it('maps the spec log levels, in any case', () => {
      const levels = ['Off', 'Error', 'Warning', 'warn', 'Info', 'DEBUG'].map((LOG_LEVEL) => load({ LOG_LEVEL }).logLevel);
      expect(levels).toEqual(['silent', 'error', 'warn', 'warn', 'info', 'debug']);
    });

    it('refuses an unknown log level, listing the levels', () => {
      expect(() => load({ LOG_LEVEL: 'Verbose' })).toThrow('LOG_LEVEL must be one of Off, Error, Warning, Info, Debug (got Verbose)');
    });

    it.each([
      ['OPENAPI', 'openApi'],
      ['PROCESSES', 'processes'],
      ['TAX_REMINDERS', 'taxReminders'],
      ['READ_CACHE', 'readCache'],
      ['MACHINE_LAB', 'machineLab'],
    ] as const)('takes %s on or off, and refuses any other word (no setting is turned on or off by a guess)', (name, field) => {
      expect(load({ [name]: ' ON ' })[field]).toBe(true);
      expect(load({ [name]: 'Off' })[field]).toBe(false);
      for (const word of ['yes', 'no', 'false']) expect(() => load({ [name]: word })).toThrow(`${name} must be on or off (got ${word})`);
    });

    it('seeds demo or none, and refuses any other word rather than creating the demo accounts', () => {
      expect(['demo', 'none', 'None', ''].map((SEED) => load({ SEED }).seed)).toEqual(['demo', 'none', 'none', 'demo']);
      for (const word of ['off', 'no', 'empty']) expect(() => load({ SEED: word })).toThrow(`SEED must be demo or none (got ${word})`);
    });

    it('reads TENANTS as a list of ids and refuses ids that are not lower-case letters, digits and hyphens', () => {
      expect(load({ TENANTS: 'cis, acme-2' }).tenants).toEqual(['cis', 'acme-2']);
      expect(() => load({ TENANTS: 'cis,Acme Ltd' })).toThrow('TENANTS must list tenant ids like "cis,acme" (got cis,Acme Ltd)');
      expect(() => load({ TENANTS: ' , ' })).toThrow('TENANTS must list tenant ids like "cis,acme" (got  , )');
    });

    it('reads CORS_ORIGINS as a comma-separated list', () => {
      expect(load({ CORS_ORIGINS: 'https://a.example, https://b.example,' }).corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    });

    it('reads TRUST_PROXY as no proxy, every hop, a hop count or addresses, and refuses a host name', () => {
      expect([undefined, '', 'false', 'TRUE', '2', 'loopback, 10.0.0.0/8'].map(parseTrustProxy)).toEqual([false, false, false, true, 2, ['loopback', '10.0.0.0/8']]);
      expect(() => load({ TRUST_PROXY: 'proxy.example.com' })).toThrow('TRUST_PROXY must be false, true, a hop count or proxy addresses / ranges (got proxy.example.com)');
    });

    it('keeps the safe choice for a word it does not know: full fsync, the whole gazetteer', () => {
      expect(load({ SQLITE_SYNCHRONOUS: 'OFF', SEED_GAZETTEER: 'none' })).toMatchObject({ sqliteSynchronous: 'FULL', seedGazetteer: 'full' });
      expect(load({ SQLITE_SYNCHRONOUS: 'NORMAL', SEED_GAZETTEER: 'sample' })).toMatchObject({ sqliteSynchronous: 'NORMAL', seedGazetteer: 'sample' });
    });
  });

  describe('the payment provider', () => {
    it('refuses a provider without the merchant key it issued (blank counts as none)', () => {
      for (const key of [undefined, '', '   ']) {
        expect(() => load({ PAYMENT_PROVIDER_URL: 'https://pay.example/form', PAYMENT_MERCHANT_KEY: key })).toThrow(
          'Refusing to start: PAYMENT_PROVIDER_URL is set but PAYMENT_MERCHANT_KEY is not.',
        );
      }
    });

    it('with a provider and its key, serves no sandbox', () => {
      const { payments } = load({ PAYMENT_PROVIDER_URL: 'https://pay.example/form', PAYMENT_MERCHANT_KEY: 'issued', PAYMENT_MERCHANT_ID: 'm-1' });
      expect(payments).toMatchObject({ url: 'https://pay.example/form', sandbox: false, merchantKey: 'issued', merchantId: 'm-1' });
    });
  });
});
