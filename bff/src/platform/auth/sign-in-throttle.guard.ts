import { HttpException, HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { REFUSALS } from '@cis/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { SIGN_IN_ATTEMPTS, type AttemptCounters } from './sign-in-attempts';

/** 429 in the envelope (code tooManyRequests), with Retry-After. */
export class TooManyAttempts extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super({ message: REFUSALS.tooManyRequests, code: 'tooManyRequests' }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Counts one attempt under key in a window of windowMs; beyond limit, 429. */
export async function countAttempt(counters: AttemptCounters, key: string, limit: number, windowMs: number): Promise<void> {
  const { count, resetInMs } = await counters.hit(key, windowMs);
  if (count > limit) throw new TooManyAttempts(Math.max(1, Math.ceil(resetInMs / 1000)));
}

interface ThrottledRequest {
  ip?: string;
  body?: { email?: unknown };
}

/**
 * Rate limit of sign-up and the password reset routes, counted twice: per client address and per email, so neither
 * spraying one account from many addresses nor many accounts from one address gets more than the limit per window.
 * Sign-in itself is limited by SignInLimiter, which cannot be used to lock an owner out. The counters are in memory,
 * or in Redis with REDIS_URL so they hold across instances (sign-in-attempts.ts).
 */
@Injectable()
export class SignInThrottleGuard implements CanActivate {
  constructor(@Inject(SIGN_IN_ATTEMPTS) private readonly counters: AttemptCounters, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ThrottledRequest>();
    const { signInLimit: limit, signInWindowMs: windowMs } = this.config;
    await countAttempt(this.counters, `sign-in:ip:${request.ip ?? 'unknown'}`, limit, windowMs);
    if (typeof request.body?.email === 'string') {
      await countAttempt(this.counters, `sign-in:email:${request.body.email.trim().toLowerCase()}`, limit, windowMs);
    }
    return true;
  }
}

/**
 * The sign-in limit (sign-in and unlock-session), built so that a stranger cannot lock the owner out:
 * - per client address: SIGN_IN_LIMIT attempts per window, whatever the emails (one address guessing or spraying);
 * - per email: SIGN_IN_EMAIL_LIMIT attempts per window from addresses that email has not signed in from, all of them
 *   together (many addresses guessing one account). Once it is spent, such addresses are refused for the rest of the
 *   window; an address the email signed in from in the last SIGN_IN_FAMILIAR_DAYS neither counts nor is refused.
 * One address alone can never spend an email's allowance (SIGN_IN_EMAIL_LIMIT is 5 x SIGN_IN_LIMIT by default), so a
 * stranger's ten wrong passwords leave the owner's right one working from anywhere; an attack from many addresses
 * leaves it working from the addresses the owner used before.
 */
@Injectable()
export class SignInLimiter {
  constructor(@Inject(SIGN_IN_ATTEMPTS) private readonly counters: AttemptCounters, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Before the password is checked: 429 when the address or (from an unfamiliar address) the email is over its limit. */
  async admit(email: string, address: string): Promise<void> {
    const { signInLimit, signInEmailLimit, signInWindowMs } = this.config;
    await countAttempt(this.counters, `sign-in:ip:${address}`, signInLimit, signInWindowMs);
    if (await this.counters.marked(this.familiar(email, address))) return;
    await countAttempt(this.counters, `sign-in:email:${email}`, signInEmailLimit, signInWindowMs);
  }

  /** The right password from this address: it is familiar to the email from now on. */
  async succeeded(email: string, address: string): Promise<void> {
    await this.counters.mark(this.familiar(email, address), this.config.signInFamiliarMs);
  }

  private familiar(email: string, address: string): string {
    return `sign-in:familiar:${email}:${address}`;
  }
}
