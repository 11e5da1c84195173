import { STAFF_ONLY, type AccessRule } from '@cis/contracts';

/** socket.io room names. Every push goes to rooms only; nothing is broadcast blindly. */
export const Rooms = {
  all: 'all',
  /** Every account of the tenant, customers and vendors included. */
  tenant: (tenant: string) => `tenant:${tenant}`,
  /** The tenant's staff accounts only (STAFF_ONLY): the pushes of the firm's internal apps. */
  staff: (tenant: string) => `staff:${tenant}`,
  user: (userId: string) => `user:${userId}`,
  permission: (tenant: string, code: string) => `perm:${tenant}:${code}`,
  customer: (tenant: string, customerP24Id: string) => `customer:${tenant}:${customerP24Id}`,
  /**
   * The room (per tenant) of everyone an app's access rule (APP_ACCESS in contracts) admits, so an area's pushes
   * follow the same rule object as its routes: STAFF_ONLY -> the staff room, a rule with no requirement -> the tenant
   * room. A rule no room matches exactly throws here, when the push rule is built (at start-up), rather than reach
   * more sockets than the routes admit or fail in the middle of a publish.
   */
  audience: (rule: AccessRule): ((tenant: string) => string) => {
    if (sameRule(rule, {})) return Rooms.tenant;
    if (sameRule(rule, STAFF_ONLY)) return Rooms.staff;
    throw new Error(`no socket room carries exactly the audience ${JSON.stringify(rule)}`);
  },
} as const;

function sameRule(a: AccessRule, b: AccessRule): boolean {
  const norm = (r: AccessRule) => JSON.stringify({
    permission: [...(r.permission ?? [])].sort(),
    permissionOp: (r.permission?.length ?? 0) > 0 ? r.permissionOp ?? 'OR' : undefined,
    hasRole: r.hasRole,
    kinds: r.kinds ? [...r.kinds].sort() : undefined,
  });
  return norm(a) === norm(b);
}
