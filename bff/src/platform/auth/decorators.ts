import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { TENANT_HEADER, type AccessRule } from '@cis/contracts';
import type { AppConfig } from '../config/app-config';
import { ValidationFailed } from '../errors/error-envelope.filter';
import type { AuthUser } from './auth-user';

export const IS_PUBLIC = 'cis:public';
export const ACCESS_RULE = 'cis:access-rule';

/** The route needs no token (auth, health, the public UI version). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** The route needs these permission codes (spec section 6 semantics: OR by default, ALL_FUNCTIONS opens OR rules). */
export const RequireAccess = (rule: AccessRule) => SetMetadata(ACCESS_RULE, rule);

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  const request = context.switchToHttp().getRequest<{ user: AuthUser }>();
  return request.user;
});

/**
 * The tenant a public (token-less) auth request is for: the tenant header when present, else the deployment's
 * first tenant. A header naming a tenant this deployment does not serve is a 400, so nobody can open accounts
 * in an invented tenant. Authenticated requests take their tenant from the token instead (AuthGuard).
 */
export function tenantOf(header: string | string[] | undefined, config: Pick<AppConfig, 'tenants'>): string {
  const named = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!named) return config.tenants[0];
  if (!config.tenants.includes(named)) {
    throw new ValidationFailed([
      { field: TENANT_HEADER, userMessage: 'Unknown tenant.', developerMessage: `tenant "${named}" is not served here` },
    ]);
  }
  return named;
}

/** The raw tenant header of a public auth request; tenantOf() resolves it against the configured tenants. */
export const RequestTenantHeader = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string | string[] | undefined =>
    context.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined> }>().headers[TENANT_HEADER],
);

/** The caller's session (AuthGuard): its id and password sign-in time, from the token. */
export interface CallerSession {
  id: string | null;
  authTime: number | null;
  userAgent: string;
  address: string;
}
export const CurrentSession = createParamDecorator((_data: unknown, context: ExecutionContext): CallerSession => {
  const request = context.switchToHttp().getRequest<{
    session?: { id: string | null; authTime: number | null }; headers: Record<string, string | string[] | undefined>;
    ip?: string; socket?: { remoteAddress?: string };
  }>();
  return { id: request.session?.id ?? null, authTime: request.session?.authTime ?? null, ...clientOf(request) };
});

/** The client's User-Agent and address as Express resolved it (TRUST_PROXY decides whether X-Forwarded-For counts). */
export function clientOf(request: {
  headers: Record<string, string | string[] | undefined>; ip?: string; socket?: { remoteAddress?: string };
}): { userAgent: string; address: string } {
  const agent = request.headers['user-agent'];
  return {
    userAgent: (Array.isArray(agent) ? agent[0] : agent) ?? '',
    address: request.ip ?? request.socket?.remoteAddress ?? 'unknown',
  };
}
