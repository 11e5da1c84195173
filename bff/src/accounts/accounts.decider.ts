import { Map as PersistentMap, Set as PersistentSet } from 'immutable';
import {
  AccountEvents, Conflict, Forbidden, changedCodes, isEnabledAdministrator, mayGrant,
  type AccountChanges, type AccountEvent, type AdministeredAccount, type PermissionCode, type User,
} from '@cis/contracts';
import type { Decider } from '../platform/command/decider';

/**
 * One administration stream per tenant: the rule "the last enabled ALL_FUNCTIONS account cannot be disabled or lose
 * the code" spans every account of the tenant, so every decision that can change who is an administrator (an
 * invitation, a change of codes, disabling) is taken on this one stream, in order; two administrators demoting each
 * other at once cannot both succeed. What proves a person (sign-in, passwords, sessions) stays on the account's own
 * stream (`account-<email>`, platform/auth).
 */
export function administrationStream(tenant: string): string {
  return `account-administration-${tenant}`;
}

/** Who asks: their id and the codes they hold (what they may grant). */
export interface Granter {
  id: string;
  permissions: readonly string[];
}

export type AccountsCommand =
  /** emailTaken: an account with this email exists in the tenant's read models (sign-ups are not on this stream). */
  | { type: 'invite'; user: User; tokenHash: string; expiresAt: string; granter: Granter; emailTaken: boolean }
  /** target: the account as its read model holds it, used when this stream has not decided about it yet. */
  | { type: 'update'; target: AdministeredAccount; changes: AccountChanges; granter: Granter };

/**
 * The accounts the stream has decided about, with their codes and whether they are disabled. Every enabled
 * administrator is in it: the administrators that existed when the stream began are carried over, and an account
 * becomes one only through this stream.
 */
export interface AccountsState {
  /** Persistent (immutable.js): an invitation shares the rest of the tenant's accounts instead of copying them all. */
  accounts: PersistentMap<string, AdministeredAccount>;
  emails: PersistentSet<string>;
}

export const AccountAdministrationDecider: Decider<AccountsCommand, AccountEvent, AccountsState> = {
  initialState: { accounts: PersistentMap(), emails: PersistentSet() },

  decide(command, state) {
    switch (command.type) {
      case 'invite': {
        const { user, granter } = command;
        if (command.emailTaken || state.emails.has(user.email)) {
          throw new Conflict('emailTaken', 'An account with this email exists.', { field: 'email' });
        }
        mustMayGrant(granter, user.permissions);
        return [{ type: AccountEvents.invited, data: { user, tokenHash: command.tokenHash, expiresAt: command.expiresAt } }];
      }
      case 'update': {
        const before = state.accounts.get(command.target.userId) ?? command.target;
        const changes = effectiveChanges(before, command.changes);
        if (Object.keys(changes).length === 0) return [];
        if (changes.permissions) mustMayGrant(command.granter, changedCodes(before.permissions, changes.permissions));
        const after: AdministeredAccount = {
          ...before, permissions: changes.permissions ?? before.permissions, disabled: changes.disabled ?? before.disabled,
        };
        if (isEnabledAdministrator(before) && !isEnabledAdministrator(after)) {
          const others = [...state.accounts.values()].filter((a) => a.userId !== before.userId && isEnabledAdministrator(a));
          if (others.length === 0) {
            throw new Conflict('lastAdministrator', 'The last enabled ALL_FUNCTIONS account cannot be disabled or lose the code.');
          }
        }
        return [{ type: AccountEvents.updated, data: { userId: before.userId, changes, account: after } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case AccountEvents.carriedOver: {
        const accounts = state.accounts.withMutations((next) => {
          for (const account of event.data.accounts) next.set(account.userId, account);
        });
        return { accounts, emails: state.emails.union(event.data.accounts.map((a) => a.email)) };
      }
      case AccountEvents.invited: {
        const { user } = event.data;
        const accounts = state.accounts.set(user.id, { userId: user.id, email: user.email, kind: user.kind, permissions: user.permissions, disabled: false });
        return { accounts, emails: state.emails.add(user.email) };
      }
      case AccountEvents.updated: {
        return { accounts: state.accounts.set(event.data.userId, event.data.account), emails: state.emails.add(event.data.account.email) };
      }
    }
  },
};

/** Nobody grants (or takes away) a code they do not hold; only ALL_FUNCTIONS grants ALL_FUNCTIONS (contracts: mayGrant). */
function mustMayGrant(granter: Granter, codes: readonly PermissionCode[]): void {
  const refused = codes.filter((code) => !mayGrant(granter.permissions, code));
  if (refused.length > 0) {
    throw new Forbidden('codeNotHeld', `You may not grant or take away ${refused.join(', ')}.`, { codes: refused.join(', ') });
  }
}

/** The changes that change something: a code list equal to the current one (in any order), or the same flag, is left out. */
function effectiveChanges(before: AdministeredAccount, changes: AccountChanges): AccountChanges {
  const out: AccountChanges = {};
  if (changes.name !== undefined) out.name = changes.name;
  if (changes.role !== undefined) out.role = changes.role;
  if (changes.userDetails !== undefined && Object.values(changes.userDetails).some((v) => v !== undefined)) out.userDetails = changes.userDetails;
  if (changes.permissions !== undefined) {
    const next = [...new Set(changes.permissions)];
    if (changedCodes(before.permissions, next).length > 0) out.permissions = next;
  }
  if (changes.disabled !== undefined && changes.disabled !== before.disabled) out.disabled = changes.disabled;
  return out;
}
