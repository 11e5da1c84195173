import type { PermissionCode, User, UserKind } from '@cis/contracts';

/** The caller of a request, as guards and controllers see it. */
export interface AuthUser {
  id: string;
  tenant: string;
  email: string;
  name: string;
  kind: UserKind;
  role: number;
  permissions: PermissionCode[];
  customerP24Id: string | null;
  user: User;
}

export function toAuthUser(user: User): AuthUser {
  return {
    id: user.id, tenant: user.tenant, email: user.email, name: user.name, kind: user.kind, role: user.role,
    permissions: user.permissions, customerP24Id: user.userDetails.customerP24Id, user,
  };
}

/** Read model documents of the accounts area. */
export const ACCOUNT_COLLECTIONS = {
  users: 'users',
  emails: 'user-emails',
  resetTokens: 'password-reset-tokens',
  /** SessionDoc by session id, owned by the account (its user id). */
  sessions: 'user-sessions',
  /** AvatarDoc by the picture's sha256: the blobs the public avatar route may serve. */
  avatars: 'user-avatars',
} as const;

/** A session of an account (one password sign-in), for the profile's list of devices. */
export interface SessionDoc {
  id: string;
  userId: string;
  userAgent: string;
  address: string;
  startedAt: string;
  lastSeenAt: string;
  /** The account's session generation the session lives in: it is over once the account's generation moved on. */
  generation: number;
}
export interface AvatarDoc {
  userId: string;
}

export interface UserDoc {
  user: User;
  passwordHash: string;
  /** Moves each time every session of the account ends (AuthEvents.sessionsEnded); absent is 0. */
  sessionGeneration?: number;
  /** Counts the account's password changes; absent is 0. A reset token is good only for the version it was asked at. */
  passwordVersion?: number;
  /** Disabled by an administrator (accounts area): refused at sign-in, renewal and on every request. Absent is false. */
  disabled?: boolean;
}

/** The account's current session generation: a token is accepted only if it carries it. */
export const sessionGenerationOf = (doc: Pick<UserDoc, 'sessionGeneration'>): number => doc.sessionGeneration ?? 0;
export interface EmailDoc {
  userId: string;
}
export interface ResetTokenDoc {
  userId: string;
  expiresAt: string;
  used: boolean;
  /** The account's passwordVersion when the token was asked for: any password change since ends the token. */
  passwordVersion?: number;
}

export function accountStream(email: string): string {
  return `account-${email.trim().toLowerCase()}`;
}
