import { ForbiddenException } from '@nestjs/common';
import {
  AuthEvents, ONE_TIME_TOKEN_INVALID, type NewEvent, type ProfileUpdatedData, type User, type UserRegisteredData,
} from '@cis/contracts';
import type { ResetTokenDoc, UserDoc } from './auth-user';

/** Pure decisions of the accounts area. Hashing happens before (it is slow and not a decision). */
export const AccountsDecider = {
  /** An email already registered: no event (the caller answers true all the same and mails the owner instead). */
  register(existing: UserDoc | undefined, user: User, passwordHash: string): NewEvent[] {
    if (existing) return [];
    return [{ type: AuthEvents.userRegistered, data: { user, passwordHash } satisfies UserRegisteredData }];
  },

  requestReset(user: UserDoc | undefined, tokenHash: string, expiresAt: Date): NewEvent[] {
    // Unknown email: no event, and the caller answers true all the same (no account probing).
    if (!user) return [];
    return [{ type: AuthEvents.passwordResetRequested, data: { userId: user.user.id, tokenHash, expiresAt: expiresAt.toISOString() } }];
  },

  resetPassword(token: ResetTokenDoc | undefined, tokenHash: string, passwordHash: string, now: Date): NewEvent[] {
    if (!token || token.used || new Date(token.expiresAt) <= now) throw new ForbiddenException(ONE_TIME_TOKEN_INVALID);
    return [{ type: AuthEvents.passwordChanged, data: { userId: token.userId, passwordHash, consumedTokenHash: tokenHash } }];
  },

  updateProfile(doc: UserDoc, changes: ProfileUpdatedData['changes']): NewEvent[] {
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
    if (entries.length === 0) return [];
    return [{ type: AuthEvents.profileUpdated, data: { userId: doc.user.id, changes } satisfies ProfileUpdatedData }];
  },
};
