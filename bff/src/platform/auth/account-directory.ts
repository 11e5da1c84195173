import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { changeKey } from '../read-cache/read-model-changes';
import { ACCOUNT_COLLECTIONS, sessionGenerationOf, toAuthUser, type AuthUser, type UserDoc } from './auth-user';

/** Parsed accounts kept (bounded), one per signed-in user or recipient named. */
const KEPT_ACCOUNTS_MAX = 10_000;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** An account as the guard and the commands naming a user need it. */
export interface DirectoryAccount {
  user: AuthUser;
  /** The session generation the account's tokens must carry (sessions.ts). */
  sessionGeneration: number;
  disabled: boolean;
}

/**
 * The accounts of every tenant as the read model has them now: the caller on every request (AuthGuard), a user named
 * by a command (a message's recipient). A parsed account is kept while the accounts collection has not changed since
 * it was read, and the read is still recorded (observe) for the answer cache, where the change counts hear of every
 * commit: in one process that owns the store (SQLite), or from the store's commit notifications while they arrive
 * (PostgreSQL, `consistency.live`; an account disabled, removed or signed out on another instance counts from its
 * notification on, milliseconds after the commit). Otherwise it is read and parsed on every call. Absent accounts are
 * never kept: one created a moment ago on another instance is found by the next read. Kept accounts are frozen, so
 * no request can change another's.
 */
@Injectable()
export class AccountDirectory {
  private readonly kept = new Map<string, { count: number; account: DirectoryAccount }>();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async account(tenant: string, userId: string): Promise<DirectoryAccount | null> {
    const changes = this.store.changes;
    if (!changes.complete && this.store.consistency?.live !== true) {
      const doc = await this.store.readModels.get<UserDoc>(tenant, ACCOUNT_COLLECTIONS.users, userId);
      return doc ? { user: toAuthUser(doc.user), sessionGeneration: sessionGenerationOf(doc), disabled: doc.disabled === true } : null;
    }
    const key = changeKey(tenant, ACCOUNT_COLLECTIONS.users);
    const cacheKey = `${tenant}\u0000${userId}`;
    const kept = this.kept.get(cacheKey);
    if (kept && kept.count === changes.current(key)) {
      changes.observe(key);
      return kept.account;
    }
    const count = changes.current(key);
    const doc = await this.store.readModels.get<UserDoc>(tenant, ACCOUNT_COLLECTIONS.users, userId);
    if (!doc) return null;
    const account = { user: deepFreeze(toAuthUser(doc.user)), sessionGeneration: sessionGenerationOf(doc), disabled: doc.disabled === true };
    if (this.kept.size >= KEPT_ACCOUNTS_MAX) {
      const oldest = this.kept.keys().next();
      if (!oldest.done) this.kept.delete(oldest.value);
    }
    this.kept.set(cacheKey, { count, account });
    return account;
  }
}
