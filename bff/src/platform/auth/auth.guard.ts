import { ForbiddenException, Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { TENANT_HEADER, isAllowed, type AccessRule, type TokenClaims } from '@cis/contracts';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { changeKey } from '../read-cache/read-model-changes';
import { ACCESS_RULE, IS_PUBLIC } from './decorators';
import { ACCOUNT_COLLECTIONS, sessionGenerationOf, toAuthUser, type AuthUser, type UserDoc } from './auth-user';
import { TokenService, authTimeOf, generationOf } from './token.service';

/** Verified tokens remembered (bounded): checking an HS256 signature with a string secret costs ~1 ms. */
const VERIFIED_TOKENS_MAX = 10_000;
/** Parsed accounts kept (bounded), one per signed-in user. */
const KEPT_ACCOUNTS_MAX = 10_000;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

interface VerifiedToken {
  claims: TokenClaims;
  /** The token's own expiry (exp, in ms): jsonwebtoken refuses it once floor(now / 1000) >= exp. */
  expiresAtMs: number;
}

export interface GuardedRequest {
  headers: Record<string, string | string[] | undefined>;
  user?: AuthUser;
  /** When the caller's token expires (ms since the epoch); 0 when it never does (such a token is not ours). */
  tokenExpiresAtMs?: number;
  /** The caller's session: its id (null for tokens minted without one) and its password sign-in (seconds). */
  session?: { id: string | null; authTime: number | null };
}

/** An account as the guard needs it: the caller, and the session generation its tokens must carry. */
interface GuardedAccount {
  user: AuthUser;
  sessionGeneration: number;
  disabled: boolean;
}

/**
 * Global: every route needs a valid token unless @Public; @RequireAccess adds a permission rule. A token is valid
 * when its signature, issuer and expiry are, its account exists, and it carries the account's current session
 * generation: ending every session of an account (password reset or change, sign-out everywhere) moves the
 * generation, and every token issued before is refused from the next request on (the account is read on every
 * request; where it is kept in memory, only until the accounts collection changes).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly verified = new Map<string, VerifiedToken>();
  /** Parsed accounts with the accounts collection's change count they were read at (see account()). */
  private readonly accounts = new Map<string, { count: number; account: GuardedAccount }>();

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const request = context.switchToHttp().getRequest<GuardedRequest>();
    const { user, expiresAtMs, claims } = await this.authenticateToken(request.headers);
    request.user = user;
    request.tokenExpiresAtMs = expiresAtMs;
    request.session = { id: claims.sid ?? null, authTime: authTimeOf(claims) };
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, targets);
    if (rule && !isAllowed(rule, { permissions: user.permissions, role: user.role, kind: user.kind })) {
      throw new ForbiddenException();
    }
    return true;
  }

  async authenticate(headers: GuardedRequest['headers']): Promise<AuthUser> {
    return (await this.authenticateToken(headers)).user;
  }

  private async authenticateToken(headers: GuardedRequest['headers']): Promise<{ user: AuthUser; expiresAtMs: number; claims: TokenClaims }> {
    const header = headers.authorization;
    const token = this.tokens.fromHeader(Array.isArray(header) ? header[0] : header);
    const verified = token ? this.verify(token) : null;
    if (!verified) throw new UnauthorizedException();
    const { claims, expiresAtMs } = verified;
    const account = await this.account(claims.tenant, claims.sub);
    if (!account || account.disabled || generationOf(claims) !== account.sessionGeneration) throw new UnauthorizedException();
    const tenantHeader = headers[TENANT_HEADER];
    const tenant = Array.isArray(tenantHeader) ? tenantHeader[0] : tenantHeader;
    if (tenant && tenant !== claims.tenant) throw new ForbiddenException('You are not authorized for this tenant!');
    return { user: account.user, expiresAtMs, claims };
  }

  /**
   * The caller's account as the read model has it now. The parsed account is kept while the accounts collection has
   * not changed since it was read, and the read is still recorded (observe) for the answer cache, where the change
   * counts hear of every commit: in one process that owns the store (SQLite), or from the store's commit
   * notifications while they arrive (PostgreSQL, `consistency.live`; an account disabled or signed out on another
   * instance is refused here once its notification arrives, milliseconds after the commit). Otherwise it is read and
   * parsed on every request. Kept accounts are frozen, so no request can change another's.
   */
  private async account(tenant: string, userId: string): Promise<GuardedAccount | null> {
    const changes = this.store.changes;
    if (!changes.complete && this.store.consistency?.live !== true) {
      const doc = await this.store.readModels.get<UserDoc>(tenant, ACCOUNT_COLLECTIONS.users, userId);
      return doc ? { user: toAuthUser(doc.user), sessionGeneration: sessionGenerationOf(doc), disabled: doc.disabled === true } : null;
    }
    const key = changeKey(tenant, ACCOUNT_COLLECTIONS.users);
    const cacheKey = `${tenant}\u0000${userId}`;
    const kept = this.accounts.get(cacheKey);
    if (kept && kept.count === changes.current(key)) {
      changes.observe(key);
      return kept.account;
    }
    const count = changes.current(key);
    const doc = await this.store.readModels.get<UserDoc>(tenant, ACCOUNT_COLLECTIONS.users, userId);
    if (!doc) return null;
    const account = { user: deepFreeze(toAuthUser(doc.user)), sessionGeneration: sessionGenerationOf(doc), disabled: doc.disabled === true };
    if (this.accounts.size >= KEPT_ACCOUNTS_MAX) this.accounts.delete(this.accounts.keys().next().value as string);
    this.accounts.set(cacheKey, { count, account });
    return account;
  }

  /**
   * TokenService.verify, remembered per token string until the token's exp: the answer cannot change before then
   * (same secret, same bytes). Only valid tokens with an exp and no nbf are kept; the user document is still read on
   * every request, so a changed or removed account takes effect at once.
   */
  private verify(token: string): VerifiedToken | null {
    const hit = this.verified.get(token);
    if (hit) {
      if (Date.now() < hit.expiresAtMs) return hit;
      this.verified.delete(token);
    }
    const claims = this.tokens.verify(token);
    if (!claims) return null;
    const { exp, nbf } = claims as { exp?: unknown; nbf?: unknown };
    if (typeof exp !== 'number' || nbf !== undefined) return { claims, expiresAtMs: 0 };
    const verified = { claims, expiresAtMs: exp * 1000 };
    if (this.verified.size >= VERIFIED_TOKENS_MAX) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, verified);
    return verified;
  }
}
