import { Logger, type FactoryProvider, type OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import type { createClient } from 'redis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** The counters of the sign-in limit (SignInThrottleGuard). */
export const SIGN_IN_ATTEMPTS = Symbol('SIGN_IN_ATTEMPTS');

type RedisClient = ReturnType<typeof createClient>;
type AttemptRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Sign-in attempts counted in Redis, so the limit holds across every instance of a deployment rather than per
 * process (an attacker spreading guesses over instances behind a load balancer would otherwise get limit × N).
 * @nestjs-redis/throttler-storage does the counting (an atomic Lua script on node-redis, the client the socket.io
 * adapter already uses). Keys are prefixed with the deployment's PostgreSQL schema, so deployments (and test runs)
 * sharing one Redis do not count each other's attempts.
 *
 * While Redis cannot be reached the commands fail at once (no offline queue, so a sign-in never waits on it) and the
 * attempt is counted in this process's memory instead: the limit weakens to per instance, sign-in keeps working.
 */
export class RedisSignInAttempts implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger('SignInAttempts');
  private readonly fallback = new ThrottlerStorageService();
  private lastWarning = 0;

  constructor(
    private readonly redis: ThrottlerStorage,
    private readonly namespace: string,
    private readonly client: Pick<RedisClient, 'quit'> | null = null,
  ) {}

  static async connect(url: string, namespace: string): Promise<RedisSignInAttempts> {
    const [{ createClient }, { RedisThrottlerStorage }] = await Promise.all([import('redis'), import('@nestjs-redis/throttler-storage')]);
    const client = createClient({ url, disableOfflineQueue: true });
    const logger = new Logger('SignInAttempts');
    // node-redis throws an 'error' event nobody listens to, which would end the process; it reconnects by itself.
    client.on('error', (error: Error) => logger.warn(`Redis: ${error.message}`));
    await client.connect();
    return new RedisSignInAttempts(new RedisThrottlerStorage(client as never), namespace, client);
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<AttemptRecord> {
    try {
      return await this.redis.increment(`cis:${this.namespace}:${key}`, ttl, limit, blockDuration, throttlerName);
    } catch (error) {
      if (Date.now() - this.lastWarning > 60_000) {
        this.lastWarning = Date.now();
        this.logger.warn(`Counting sign-in attempts in memory, Redis failed: ${(error as Error).message}`);
      }
      return this.fallback.increment(key, ttl, limit, blockDuration, throttlerName);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.fallback.onApplicationShutdown();
    await this.client?.quit().catch(() => undefined);
  }
}

/** In memory (one process) without REDIS_URL; in Redis, shared by the deployment's instances, with it. */
export const signInAttemptsProvider: FactoryProvider<ThrottlerStorage> = {
  provide: SIGN_IN_ATTEMPTS,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) =>
    config.redisUrl ? RedisSignInAttempts.connect(config.redisUrl, config.databaseSchema) : new ThrottlerStorageService(),
};
