import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ThrottlerException, type ThrottlerStorage } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { SIGN_IN_ATTEMPTS } from './sign-in-attempts';

interface SignInRequest {
  ip?: string;
  body?: { email?: unknown };
}

/**
 * Rate limit of the credential routes, counted twice: per client address and per email, so neither spraying one
 * account from many addresses nor many accounts from one address gets more than the limit per window. The counters
 * are in memory, or in Redis with REDIS_URL so they hold across instances (sign-in-attempts.ts).
 */
@Injectable()
export class SignInThrottleGuard implements CanActivate {
  constructor(@Inject(SIGN_IN_ATTEMPTS) private readonly storage: ThrottlerStorage, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<SignInRequest>();
    const { signInLimit: limit, signInWindowMs: ttl } = this.config;
    const keys = [`sign-in:ip:${request.ip ?? 'unknown'}`];
    if (typeof request.body?.email === 'string') keys.push(`sign-in:email:${request.body.email.trim().toLowerCase()}`);
    for (const key of keys) {
      const record = await this.storage.increment(key, ttl, limit, ttl, 'sign-in');
      if (record.isBlocked) throw new ThrottlerException('Too many attempts. Please wait a moment and try again.');
    }
    return true;
  }
}
