import type { EventUnion } from '../platform/events';
import type { PermissionCode } from './permissions';

export interface UserDetails {
  customerP24Id: string | null;
  firstNameEn: string;
  lastNameEn: string;
  firstNameKh: string;
  lastNameKh: string;
}

export type UserKind = 'staff' | 'customer' | 'vendor';

/** The signed-in user as the BFF answers it (never carries the password hash). */
export interface User {
  id: string;
  tenant: string;
  email: string;
  name: string;
  avatar: string | null;
  status: 'online' | 'away' | 'busy' | 'not-visible';
  kind: UserKind;
  role: number;
  permissions: PermissionCode[];
  userDetails: UserDetails;
}

export interface AuthResponse {
  user: User;
  accessToken: string;
  tokenType: 'bearer';
}

/** Claims inside the JWT. */
export interface TokenClaims {
  sub: string;
  tenant: string;
  iss: string;
  /** Issued at (seconds). */
  iat?: number;
  /** Expires at (seconds): never later than auth_time + the session lifetime. */
  exp?: number;
  /**
   * When the password sign-in this session descends from happened (seconds): renewals keep it, so a session ends
   * SESSION_MAX_AGE after it however often it is renewed. Tokens issued before it was added use their iat.
   */
  auth_time?: number;
  /**
   * The account's session generation when the token was issued. Ending every session of an account (a password
   * reset or change, and later signing out everywhere or disabling it) moves the account's generation, and a token of
   * another generation is refused. Tokens issued before it was added count as generation 0.
   */
  gen?: number;
}

/** How long a session lasts from its password sign-in, renewals included (the default of SESSION_MAX_AGE_SECONDS). */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export const AuthRoutes = {
  signIn: 'api/auth/sign-in',
  signInWithToken: 'api/auth/sign-in-with-token',
  signUp: 'api/auth/sign-up',
  forgotPassword: 'api/auth/forgot-password',
  resetPassword: 'api/auth/reset-password',
  unlockSession: 'api/auth/unlock-session',
} as const;

export const AuthEvents = {
  userRegistered: 'auth.user-registered',
  passwordResetRequested: 'auth.password-reset-requested',
  passwordChanged: 'auth.password-changed',
  profileUpdated: 'auth.profile-updated',
  /** Every session of the account ends: tokens issued before are refused, its sockets are closed. */
  sessionsEnded: 'auth.sessions-ended',
} as const;

/** Why every session of an account ended. The accounts screens add the last two (issue 12). */
export const SESSION_END_REASONS = ['password-reset', 'password-changed', 'signed-out-everywhere', 'account-disabled'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export interface SessionsEndedData {
  userId: string;
  /** The account's new session generation: only tokens carrying it (gen) are accepted from now on. */
  generation: number;
  reason: SessionEndReason;
  endedAt: string;
}

export interface UserRegisteredData {
  user: User;
  passwordHash: string;
}
export interface PasswordResetRequestedData {
  userId: string;
  /** sha256 of the one-time token; the token itself is only mailed. */
  tokenHash: string;
  expiresAt: string;
}
export interface PasswordChangedData {
  userId: string;
  passwordHash: string;
  /** The reset token hash this change consumed, if any. */
  consumedTokenHash: string | null;
}
export interface ProfileUpdatedData {
  userId: string;
  changes: Partial<Pick<User, 'name' | 'avatar' | 'status'>> & { userDetails?: Partial<UserDetails> };
}

export type AuthEvent = EventUnion<{
  [AuthEvents.userRegistered]: UserRegisteredData;
  [AuthEvents.passwordResetRequested]: PasswordResetRequestedData;
  [AuthEvents.passwordChanged]: PasswordChangedData;
  [AuthEvents.profileUpdated]: ProfileUpdatedData;
  [AuthEvents.sessionsEnded]: SessionsEndedData;
}>;
