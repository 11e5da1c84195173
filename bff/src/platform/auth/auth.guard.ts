import { ForbiddenException, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { TENANT_HEADER, isAllowed, type AccessRule, type TokenClaims } from '@cis/contracts';
import { ACCESS_RULE, IS_PUBLIC } from './decorators';
import { AccountDirectory } from './account-directory';
import type { AuthUser } from './auth-user';
import { TokenService, authTimeOf, generationOf } from './token.service';

/** Verified tokens remembered (bounded): checking an HS256 signature with a string secret costs ~1 ms. */
const VERIFIED_TOKENS_MAX = 10_000;

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

/**
 * Global: every route needs a valid token unless @Public; @RequireAccess adds a permission rule. A token is valid
 * when its signature, issuer and expiry are, its account exists, and it carries the account's current session
 * generation: ending every session of an account (password reset or change, sign-out everywhere) moves the
 * generation, and every token issued before is refused from the next request on (the account is read on every
 * request through AccountDirectory, which keeps it in memory only until the accounts collection changes).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly verified = new Map<string, VerifiedToken>();

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly accounts: AccountDirectory,
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
    const account = await this.accounts.account(claims.tenant, claims.sub);
    if (!account || account.disabled || generationOf(claims) !== account.sessionGeneration) throw new UnauthorizedException();
    const tenantHeader = headers[TENANT_HEADER];
    const tenant = Array.isArray(tenantHeader) ? tenantHeader[0] : tenantHeader;
    if (tenant && tenant !== claims.tenant) throw new ForbiddenException('You are not authorized for this tenant!');
    return { user: account.user, expiresAtMs, claims };
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
    // The JWT's registered claims, which TokenClaims does not declare: read without trusting their type.
    const exp = 'exp' in claims ? claims.exp : undefined;
    const nbf = 'nbf' in claims ? claims.nbf : undefined;
    if (typeof exp !== 'number' || nbf !== undefined) return { claims, expiresAtMs: 0 };
    const verified = { claims, expiresAtMs: exp * 1000 };
    if (this.verified.size >= VERIFIED_TOKENS_MAX) {
      // The oldest entry (a Map keeps insertion order) makes room.
      for (const oldest of this.verified.keys()) {
        this.verified.delete(oldest);
        break;
      }
    }
    this.verified.set(token, verified);
    return verified;
  }
}
