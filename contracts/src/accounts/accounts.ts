import type { EventUnion } from '../platform/events';
import type { User, UserDetails, UserKind } from '../auth/auth';
import { Permission, isAllowed, type AccessRule, type Grant, type PermissionCode } from '../auth/permissions';

/**
 * Accounts as the firm manages them (issue 12 section 3): staff accounts on /users-management, customer and vendor
 * accounts on /qt-users. Signing in, renewing and resetting a password stay in auth (contracts/src/auth): that is
 * how a person proves who they are; this is what an administrator changes about an account.
 */
export const AccountsRoutes = {
  base: 'api/accounts',
  one: 'api/accounts/:id',
  signOutEverywhere: 'api/accounts/:id/sign-out-everywhere',
  resetPassword: 'api/accounts/:id/reset-password',
  permissions: 'api/permissions',
} as const;

/** Paging of the accounts list: zero-based page, ACCOUNTS_PAGE_SIZE by default, at most ACCOUNTS_PAGE_SIZE_MAX. */
export const ACCOUNTS_PAGE_SIZE = 10;
export const ACCOUNTS_PAGE_SIZE_MAX = 100;
export const ACCOUNT_NAME_MAX = 100;
export const ACCOUNT_SEARCH_MAX = 100;
/** The most clients one customer account acts for (PATCH clientIds). */
export const ACCOUNT_CLIENTS_MAX = 200;
/** How long an invitation's set-password link works (it works once). */
export const INVITATION_LIFETIME_HOURS = 72;
/** Role values of spec s6: 1 the firm's staff, 2 customers and vendors (balance widget, tutorials, help). */
export const ACCOUNT_ROLES = [1, 2] as const;
export const ACCOUNT_KINDS: readonly UserKind[] = ['staff', 'customer', 'vendor'];

/** An account as the accounts screens see it (never the password hash). */
export interface Account {
  id: string;
  email: string;
  name: string;
  kind: UserKind;
  role: number;
  permissions: PermissionCode[];
  userDetails: UserDetails;
  disabled: boolean;
  /** Invited and the set-password link not used yet: the account cannot sign in. */
  invitationPending: boolean;
  /** The clients a customer account acts for (the clients area keeps the relation); [] for other kinds. */
  clients: ActingForClient[];
}

/** A client an account acts for, as the accounts screens name it. */
export interface ActingForClient {
  id: string;
  tin: string;
  nameEn: string;
  nameKh: string;
}

export interface AccountsPagination {
  /** Accounts matching the filters. */
  length: number;
  size: number;
  /** Zero-based. */
  page: number;
  /** Number of pages, at least 1. */
  lastPage: number;
}

export interface AccountsPage {
  items: Account[];
  pagination: AccountsPagination;
}

/** GET api/permissions: every spec s6 code with what it opens, in English and Khmer. */
export interface PermissionDescription {
  code: PermissionCode;
  group: PermissionGroup;
  en: string;
  km: string;
}
export type PermissionGroup = 'administration' | 'tax-returns' | 'clients' | 'payments' | 'master-data' | 'other';

/**
 * Who may read and change which accounts. The two screens follow spec s6: user management (staff accounts) is
 * "ALL_FUNCTIONS or ALL_FUNCTIONS_READ (READ_USER in the horizontal layout)"; the users page (customer and vendor
 * accounts) is "READ_CLIENT_INDIVIDUAL AND ALL_FUNCTIONS (UPDATE_CLIENT_INDIVIDUAL in the horizontal layout)": the
 * people who read clients read the accounts that act for them. Changing is narrower than reading: ALL_FUNCTIONS
 * for staff accounts, UPDATE_CLIENT_INDIVIDUAL or ALL_FUNCTIONS for customer and vendor accounts (ALL_FUNCTIONS_READ
 * and READ_* codes look, they never change).
 */
export const ACCOUNT_ACCESS = {
  staff: {
    read: { permission: [Permission.READ_USER], permissionOp: 'OR', kinds: ['staff'] },
    write: { permission: [Permission.ALL_FUNCTIONS], permissionOp: 'ANY_NAMED', kinds: ['staff'] },
  },
  customer: {
    read: { permission: [Permission.READ_CLIENT_INDIVIDUAL, Permission.UPDATE_CLIENT_INDIVIDUAL], permissionOp: 'OR', kinds: ['staff'] },
    write: { permission: [Permission.UPDATE_CLIENT_INDIVIDUAL, Permission.ALL_FUNCTIONS], permissionOp: 'ANY_NAMED', kinds: ['staff'] },
  },
} as const satisfies Record<'staff' | 'customer', { read: AccessRule; write: AccessRule }>;

/** The screen an account kind is managed on: staff on /users-management, customers and vendors on /qt-users. */
export const accountAudience = (kind: UserKind): 'staff' | 'customer' => (kind === 'staff' ? 'staff' : 'customer');

/** The routes' own rule: a caller who may read at least one kind of account. */
export const ACCOUNTS_READ_ANY: AccessRule = {
  permission: [Permission.READ_USER, Permission.READ_CLIENT_INDIVIDUAL, Permission.UPDATE_CLIENT_INDIVIDUAL], permissionOp: 'OR', kinds: ['staff'],
};

export const mayReadAccounts = (grant: Grant, kind: UserKind): boolean => isAllowed(ACCOUNT_ACCESS[accountAudience(kind)].read, grant);
export const mayChangeAccounts = (grant: Grant, kind: UserKind): boolean => isAllowed(ACCOUNT_ACCESS[accountAudience(kind)].write, grant);

/**
 * The codes a granter may give or take away: ALL_FUNCTIONS holders any code (it is the one code that "opens
 * everything" to change); anyone else only the codes they hold themselves, and never ALL_FUNCTIONS. The web greys out
 * the rest; the decider refuses them (403 `codeNotHeld`).
 */
export function mayGrant(granterCodes: readonly string[], code: PermissionCode): boolean {
  if (granterCodes.includes(Permission.ALL_FUNCTIONS)) return true;
  return code !== Permission.ALL_FUNCTIONS && granterCodes.includes(code);
}

/** The codes a change adds or removes (the ones the granter must be allowed to grant). */
export function changedCodes(before: readonly PermissionCode[], after: readonly PermissionCode[]): PermissionCode[] {
  return [...after.filter((c) => !before.includes(c)), ...before.filter((c) => !after.includes(c))];
}

/** An enabled account holding ALL_FUNCTIONS: the tenant must always keep one (409 `lastAdministrator`). */
export const isEnabledAdministrator = (account: { permissions: readonly string[]; disabled: boolean }): boolean =>
  !account.disabled && account.permissions.includes(Permission.ALL_FUNCTIONS);

export const AccountEvents = {
  invited: 'accounts.account-invited',
  updated: 'accounts.account-updated',
  /** The administrators as the read models held them when the tenant's administration stream began: bookkeeping. */
  carriedOver: 'accounts.administration-carried-over',
} as const;

export interface AccountInvitedData {
  user: User;
  /** sha256 of the one-time set-password token; the token itself is only mailed. */
  tokenHash: string;
  expiresAt: string;
}

/** What an administrator changed; absent keys are unchanged. */
export interface AccountChanges {
  name?: string;
  role?: number;
  permissions?: PermissionCode[];
  disabled?: boolean;
  userDetails?: Partial<Pick<UserDetails, 'firstNameEn' | 'lastNameEn' | 'firstNameKh' | 'lastNameKh'>>;
}
export interface AccountUpdatedData {
  userId: string;
  changes: AccountChanges;
  /** The account's codes and state after the change: what the administration rules see from now on. */
  account: AdministeredAccount;
}

/** What the administration rules need of one account. */
export interface AdministeredAccount {
  userId: string;
  email: string;
  kind: UserKind;
  permissions: PermissionCode[];
  disabled: boolean;
}
export interface AdministrationCarriedOverData {
  accounts: AdministeredAccount[];
}

export type AccountEvent = EventUnion<{
  [AccountEvents.invited]: AccountInvitedData;
  [AccountEvents.updated]: AccountUpdatedData;
  [AccountEvents.carriedOver]: AdministrationCarriedOverData;
}>;

/** What the accounts screens are pushed: which account changed (never a token hash). */
export interface AccountPushed {
  userId: string;
}

/** Sign-in with the right password of a disabled account (only someone who knows the password learns it). */
export const ACCOUNT_DISABLED_MESSAGE = 'This account is disabled.';
