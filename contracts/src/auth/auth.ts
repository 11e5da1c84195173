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
}

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
} as const;

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
