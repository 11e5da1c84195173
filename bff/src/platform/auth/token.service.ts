import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { TOKEN_ISSUER, TOKEN_LIFETIME_SECONDS, type TokenClaims } from '@cis/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** JWT HS256, issuer 'Cis', 7 days. Verification pins the algorithm, so 'none' and RS/ES tokens are refused. */
@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  sign(userId: string, tenant: string): string {
    return this.jwt.sign({ tenant } satisfies Omit<TokenClaims, 'sub' | 'iss'>, {
      subject: userId, issuer: TOKEN_ISSUER, algorithm: 'HS256', expiresIn: TOKEN_LIFETIME_SECONDS, secret: this.config.jwtSecret,
    });
  }

  /** Claims of a valid token, or null. */
  verify(token: string): TokenClaims | null {
    try {
      const claims = this.jwt.verify<TokenClaims & { sub: string }>(token, {
        algorithms: ['HS256'], issuer: TOKEN_ISSUER, secret: this.config.jwtSecret,
      });
      if (typeof claims.sub !== 'string' || typeof claims.tenant !== 'string') return null;
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
