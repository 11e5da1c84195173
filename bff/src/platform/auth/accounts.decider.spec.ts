import { AuthEvents, Forbidden, USER_AGENT_MAX_LENGTH, type User } from '@cis/contracts';
import { AccountsDecider } from './accounts.decider';
import type { ResetTokenDoc, UserDoc } from './auth-user';

const now = new Date('2026-11-26T03:00:00.000Z');
const user = { id: 'u-1', email: 'someone@cis.test' } as User;
const owner: UserDoc = { user, passwordHash: 'old-hash', passwordVersion: 2, sessionGeneration: 4 };
const token: ResetTokenDoc = { userId: 'u-1', expiresAt: '2026-11-26T04:00:00.000Z', used: false, passwordVersion: 2 };

describe('AccountsDecider', () => {
  it('registers a new email and answers nothing for one already registered (no account probing)', () => {
    expect(AccountsDecider.register(undefined, user, 'hash')).toEqual([{ type: AuthEvents.userRegistered, data: { user, passwordHash: 'hash' } }]);
    expect(AccountsDecider.register(owner, user, 'hash')).toEqual([]);
    expect(AccountsDecider.requestReset(undefined, 'token-hash', now)).toEqual([]);
  });

  it('resets the password with a valid mailed token and ends every session (the generation moves on)', () => {
    expect(AccountsDecider.resetPassword(token, owner, 'token-hash', 'new-hash', now)).toEqual([
      { type: AuthEvents.passwordChanged, data: { userId: 'u-1', passwordHash: 'new-hash', consumedTokenHash: 'token-hash' } },
      { type: AuthEvents.sessionsEnded, data: { userId: 'u-1', generation: 5, reason: 'password-reset', endedAt: now.toISOString() } },
    ]);
  });

  it('refuses a reset token that is unknown, used, expired or older than the last password change', () => {
    for (const [t, o] of [
      [undefined, owner], [{ ...token, used: true }, owner], [{ ...token, expiresAt: now.toISOString() }, owner],
      [token, { ...owner, passwordVersion: 3 }], [token, undefined],
    ] as const) {
      expect(() => AccountsDecider.resetPassword(t, o, 'token-hash', 'new-hash', now)).toThrow(Forbidden);
    }
  });

  it('changes the password, keeping the session that asked under the new generation', () => {
    const [, ended] = AccountsDecider.changePassword(owner, 'new-hash', now, 'session-7');
    expect(ended).toEqual({ type: AuthEvents.sessionsEnded, data: { userId: 'u-1', generation: 5, reason: 'password-changed', endedAt: now.toISOString(), keptSessionId: 'session-7' } });
  });

  it('remembers a session\'s device and address as people read them', () => {
    const [started] = AccountsDecider.startSession(owner, 's-1', 'x'.repeat(USER_AGENT_MAX_LENGTH + 50), '::ffff:10.0.0.7', now);
    expect(started?.data).toMatchObject({ sessionId: 's-1', address: '10.0.0.7', userAgent: 'x'.repeat(USER_AGENT_MAX_LENGTH) });
  });

  it('updates the profile only with what is given', () => {
    expect(AccountsDecider.updateProfile(owner, { name: undefined })).toEqual([]);
    expect(AccountsDecider.updateProfile(owner, { name: 'Sok Dara' })).toEqual([
      { type: AuthEvents.profileUpdated, data: { userId: 'u-1', changes: { name: 'Sok Dara' } } },
    ]);
  });
});
