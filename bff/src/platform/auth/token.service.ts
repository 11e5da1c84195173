import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { TOKEN_ISSUER, TOKEN_LIFETIME_SECONDS, type TokenClaims } from '@cis/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** The session a token belongs to: the account's session generation and when its password sign-in happened. */
export interface SessionOrigin {
  /** The account's session generation (UserDoc.sessionGeneration) when the token is issued. */
  generation: number;
  /** The password sign-in the session descends from (seconds since the epoch). */
  authTime: number;
  /** The session's id (sid): one password sign-in, kept by renewals, a password change and "sign out the others". */
  sessionId?: string;
}

/**
 * JWT HS256, issuer 'Cis'. Verification pins the algorithm, so 'none' and RS/ES tokens are refused. A token carries
 * its session: the account's session generation (gen) and the time of the password sign-in (auth_time); it expires
 * TOKEN_LIFETIME_SECONDS after issue but never later than auth_time + SESSION_MAX_AGE_SECONDS.
 */
@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * A token of a session of this account; without a session, a new one beginning now, of generation 0 (tests and
   * tools that mint tokens for fresh accounts).
   */
  sign(userId: string, tenant: string, session?: SessionOrigin, nowMs = Date.now()): string {
    const token = this.signWithin(userId, tenant, session ?? { generation: 0, authTime: Math.floor(nowMs / 1000) }, nowMs);
    if (token === null) throw new Error('the session is over');
    return token;
  }

  /** A token of this session, or null when the session's lifetime is over (a renewal past it). */
  signWithin(userId: string, tenant: string, session: SessionOrigin, nowMs = Date.now()): string | null {
    const now = Math.floor(nowMs / 1000);
    const lifetime = Math.min(TOKEN_LIFETIME_SECONDS, this.sessionEnds(session.authTime) - now);
    if (lifetime <= 0) return null;
    const claims: Omit<TokenClaims, 'sub' | 'iss'> = { tenant, gen: session.generation, auth_time: session.authTime, iat: now };
    if (session.sessionId) claims.sid = session.sessionId;
    return this.jwt.sign(claims, {
      subject: userId, issuer: TOKEN_ISSUER, algorithm: 'HS256', expiresIn: lifetime, secret: this.config.jwtSecret,
    });
  }

  /** When a session that began at authTime (seconds) ends, renewals included (seconds). */
  sessionEnds(authTime: number): number {
    return authTime + this.config.sessionMaxAgeSeconds;
  }

  /** Claims of a valid token, or null. */
  verify(token: string): TokenClaims | null {
    try {
      const claims = this.jwt.verify<TokenClaims & { sub: string }>(token, {
        algorithms: ['HS256'], issuer: TOKEN_ISSUER, secret: this.config.jwtSecret,
      });
      if (typeof claims.sub !== 'string' || typeof claims.tenant !== 'string') return null;
      if (claims.gen !== undefined && (!Number.isInteger(claims.gen) || claims.gen < 0)) return null;
      if (claims.sid !== undefined && typeof claims.sid !== 'string') return null;
      return claims;
    } catch {
      return null;
    }
  }

  /** 'Bearer <jwt>' or, as the spec's non-OAuth mode sends it, 'Basic <jwt>'. */
  fromHeader(header: string | undefined): string | null {
    if (!header) return null;
    const match = /^(Bearer|Basic)\s+(\S+)$/i.exec(header.trim());
    return match ? match[2] : null;
  }
}

/** The session generation a token carries (tokens from before generations existed: 0). */
export const generationOf = (claims: Pick<TokenClaims, 'gen'>): number => claims.gen ?? 0;

/** The password sign-in a token descends from (seconds); tokens from before auth_time existed: their issue time. */
export const authTimeOf = (claims: Pick<TokenClaims, 'auth_time' | 'iat'>): number | null => claims.auth_time ?? claims.iat ?? null;
