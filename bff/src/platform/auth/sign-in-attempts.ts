import { Logger, type FactoryProvider, type OnApplicationShutdown } from '@nestjs/common';
import type { createClient } from 'redis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { messageOf } from '../fields';

/** The counters of the credential limits (SignInLimiter, SignInThrottleGuard, token renewal, coupon claims). */
export const SIGN_IN_ATTEMPTS = Symbol('SIGN_IN_ATTEMPTS');

export interface Hit {
  /** Hits of the key in its current window, this one included. */
  count: number;
  /** Until the window ends (ms). */
  resetInMs: number;
}

/**
 * Counters of attempts in fixed windows, and marks that expire. A window starts with the key's first hit and lasts
 * windowMs; a mark (an address that signed in to an email) lasts ttlMs from when it was last set.
 */
export interface AttemptCounters {
  hit(key: string, windowMs: number): Promise<Hit>;
  /** The key's count in its current window, without counting (0 when there is none). */
  count(key: string): Promise<number>;
  mark(key: string, ttlMs: number): Promise<void>;
  marked(key: string): Promise<boolean>;
}

/** Entries kept in memory at most (each is a few dozen bytes); the oldest go first when full. */
const MEMORY_ENTRIES_MAX = 200_000;

/** One process's counters (no REDIS_URL, or while Redis cannot be reached). Expired entries are dropped as met. */
export class MemoryAttemptCounters implements AttemptCounters {
  private readonly entries = new Map<string, { count: number; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<Hit> {
    const now = this.now();
    let entry = this.live(key, now);
    if (!entry) {
      if (this.entries.size >= MEMORY_ENTRIES_MAX) this.evict(now);
      entry = { count: 0, expiresAt: now + windowMs };
      this.entries.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, resetInMs: entry.expiresAt - now };
  }

  async count(key: string): Promise<number> {
    return this.live(key, this.now())?.count ?? 0;
  }

  async mark(key: string, ttlMs: number): Promise<void> {
    const now = this.now();
    this.entries.delete(key);
    if (this.entries.size >= MEMORY_ENTRIES_MAX) this.evict(now);
    this.entries.set(key, { count: 1, expiresAt: now + ttlMs });
  }

  async marked(key: string): Promise<boolean> {
    return this.live(key, this.now()) !== undefined;
  }

  private live(key: string, now: number) {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Drops expired entries; if none had expired, the oldest tenth (insertion order). */
  private evict(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    if (this.entries.size < MEMORY_ENTRIES_MAX) return;
    let drop = Math.ceil(MEMORY_ENTRIES_MAX / 10);
    for (const key of this.entries.keys()) {
      if (drop-- <= 0) break;
      this.entries.delete(key);
    }
  }
}

type RedisClient = ReturnType<typeof createClient>;
type RedisCommands = Pick<RedisClient, 'eval' | 'get' | 'set' | 'exists' | 'quit'>;

/** INCR with the window set by the first hit; answers [count, ms left]. Atomic, so concurrent hits all count. */
const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;

/**
 * The counters in Redis, so the limits hold across every instance of a deployment rather than per process (an
 * attacker spreading guesses over instances behind a load balancer would otherwise get limit × N). Keys are prefixed
 * with the deployment's PostgreSQL schema, so deployments (and test runs) sharing one Redis do not count each other.
 *
 * While Redis cannot be reached the commands fail at once (no offline queue, so a sign-in never waits on it) and the
 * attempt is counted in this process's memory instead: the limits weaken to per instance, sign-in keeps working.
 */
export class RedisAttemptCounters implements AttemptCounters, OnApplicationShutdown {
  private readonly logger = new Logger('SignInAttempts');
  readonly fallback = new MemoryAttemptCounters();
  private lastWarning = 0;

  constructor(private readonly redis: RedisCommands, private readonly namespace: string) {}

  static async connect(url: string, namespace: string): Promise<RedisAttemptCounters> {
    const { createClient } = await import('redis');
    const client = createClient({ url, disableOfflineQueue: true });
    const logger = new Logger('SignInAttempts');
    // node-redis throws an 'error' event nobody listens to, which would end the process; it reconnects by itself.
    client.on('error', (error: Error) => logger.warn(`Redis: ${error.message}`));
    await client.connect();
    return new RedisAttemptCounters(client, namespace);
  }

  hit(key: string, windowMs: number): Promise<Hit> {
    return this.orMemory(async () => {
      const reply: unknown = await this.redis.eval(HIT_SCRIPT, { keys: [this.key(key)], arguments: [String(windowMs)] });
      // The script answers {count, milliseconds left}; anything else is Redis failing, counted in memory instead.
      if (!Array.isArray(reply) || reply.length !== 2) throw new Error(`the hit script answered ${JSON.stringify(reply)}`);
      const [count, resetInMs] = reply;
      return { count: Number(count), resetInMs: Number(resetInMs) };
    }, () => this.fallback.hit(key, windowMs));
  }

  count(key: string): Promise<number> {
    return this.orMemory(async () => Number((await this.redis.get(this.key(key))) ?? 0), () => this.fallback.count(key));
  }

  mark(key: string, ttlMs: number): Promise<void> {
    return this.orMemory(async () => {
      await this.redis.set(this.key(key), '1', { PX: ttlMs });
    }, () => this.fallback.mark(key, ttlMs));
  }

  marked(key: string): Promise<boolean> {
    return this.orMemory(async () => (await this.redis.exists(this.key(key))) > 0, () => this.fallback.marked(key));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }

  /** The key in Redis: namespaced by deployment. */
  key(key: string): string {
    return `cis:${this.namespace}:${key}`;
  }

  private async orMemory<T>(inRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T> {
    try {
      return await inRedis();
    } catch (error) {
      if (Date.now() - this.lastWarning > 60_000) {
        this.lastWarning = Date.now();
        this.logger.warn(`Counting sign-in attempts in memory, Redis failed: ${messageOf(error)}`);
      }
      return inMemory();
    }
  }
}

/** In memory (one process) without REDIS_URL; in Redis, shared by the deployment's instances, with it. */
export const signInAttemptsProvider: FactoryProvider<AttemptCounters> = {
  provide: SIGN_IN_ATTEMPTS,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) =>
    config.redisUrl ? RedisAttemptCounters.connect(config.redisUrl, config.databaseSchema) : new MemoryAttemptCounters(),
};
