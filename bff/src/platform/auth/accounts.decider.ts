import {
  AuthEvents, ONE_TIME_TOKEN_INVALID, type NewEvent, type PasswordChangedData, type ProfileUpdatedData, type SessionEndReason,
  type SessionSeenData, type SessionStartedData, type SessionsEndedData, type User, type UserRegisteredData, Forbidden,
  USER_AGENT_MAX_LENGTH } from '@cis/contracts';
import { sessionGenerationOf, type ResetTokenDoc, type UserDoc } from './auth-user';

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

  /**
   * A reset with a mailed token: the token must be unused, unexpired and asked for since the account's last password
   * change (a reset or change ends every outstanding reset token). The new password ends every session.
   */
  resetPassword(
    token: ResetTokenDoc | undefined, owner: UserDoc | undefined, tokenHash: string, passwordHash: string, now: Date,
  ): NewEvent[] {
    if (!token || !owner || token.used || new Date(token.expiresAt) <= now || (token.passwordVersion ?? 0) !== (owner.passwordVersion ?? 0)) {
      throw new Forbidden('oneTimeTokenInvalid', ONE_TIME_TOKEN_INVALID);
    }
    return [
      { type: AuthEvents.passwordChanged, data: { userId: token.userId, passwordHash, consumedTokenHash: tokenHash } satisfies PasswordChangedData },
      ...AccountsDecider.endSessions(owner, 'password-reset', now),
    ];
  },

  /** A password change by the signed-in owner (or staff): ends every session and every outstanding reset token. */
  changePassword(owner: UserDoc, passwordHash: string, now: Date, keptSessionId?: string): NewEvent[] {
    return [
      { type: AuthEvents.passwordChanged, data: { userId: owner.user.id, passwordHash, consumedTokenHash: null } satisfies PasswordChangedData },
      ...AccountsDecider.endSessions(owner, 'password-changed', now, keptSessionId),
    ];
  },

  /**
   * Ends every session of the account: the generation moves, so every token issued before is refused. A kept
   * session (the tab that asked) goes on under the new generation with a new token.
   */
  endSessions(owner: UserDoc, reason: SessionEndReason, now: Date, keptSessionId?: string): NewEvent[] {
    const data: SessionsEndedData = { userId: owner.user.id, generation: sessionGenerationOf(owner) + 1, reason, endedAt: now.toISOString() };
    if (keptSessionId) data.keptSessionId = keptSessionId;
    return [{ type: AuthEvents.sessionsEnded, data }];
  },

  /** A password sign-in began a session: remembered for the profile's list of devices. */
  startSession(owner: UserDoc, sessionId: string, userAgent: string, address: string, now: Date): NewEvent[] {
    const data: SessionStartedData = {
      userId: owner.user.id, sessionId, userAgent: userAgent.slice(0, USER_AGENT_MAX_LENGTH), address: clientAddress(address), startedAt: now.toISOString(),
    };
    return [{ type: AuthEvents.sessionStarted, data }];
  },

  /** A renewal of a session's token: when and where it was last seen. */
  seeSession(owner: UserDoc, sessionId: string, userAgent: string, address: string, now: Date): NewEvent[] {
    const data: SessionSeenData = {
      userId: owner.user.id, sessionId, userAgent: userAgent.slice(0, USER_AGENT_MAX_LENGTH), address: clientAddress(address), at: now.toISOString(),
    };
    return [{ type: AuthEvents.sessionSeen, data }];
  },

  updateProfile(doc: UserDoc, changes: ProfileUpdatedData['changes']): NewEvent[] {
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
    if (entries.length === 0) return [];
    return [{ type: AuthEvents.profileUpdated, data: { userId: doc.user.id, changes } satisfies ProfileUpdatedData }];
  },
};

/** The client's address as people write it: an IPv4 address without the IPv6 mapping prefix (::ffff:10.0.0.1 -> 10.0.0.1). */
export function clientAddress(address: string): string {
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1').slice(0, 100);
}
