import {
  ACCOUNT_ACCESS, PERMISSION_GROUPS, isAllowed, mayGrant,
  type Account, type ActingForClient, type Grant, type PermissionCode, type PermissionDescription, type PermissionGroup,
} from '@cis/contracts';
import { textIn } from '../../lib/in-language';

export type Audience = keyof typeof ACCOUNT_ACCESS;

/** What the signed-in user may do on a screen (the same rules as the BFF, from contracts). */
export function accountsAccess(audience: Audience, grant: Grant): { read: boolean; write: boolean } {
  return { read: isAllowed(ACCOUNT_ACCESS[audience].read, grant), write: isAllowed(ACCOUNT_ACCESS[audience].write, grant) };
}

/** The catalogue in groups, each code once, in the catalogue's order. */
export function groupedCatalogue(catalogue: readonly PermissionDescription[]): Array<{ group: PermissionGroup; codes: PermissionDescription[] }> {
  return PERMISSION_GROUPS.map((group) => ({ group, codes: catalogue.filter((entry) => entry.group === group) })).filter((g) => g.codes.length > 0);
}

/** Whether the granter may tick or untick this code (contracts' mayGrant: the BFF refuses the rest). */
export const canToggle = (granterCodes: readonly string[], code: PermissionCode) => mayGrant(granterCodes, code);

export type AccountStatus = 'active' | 'disabled' | 'pending';
export const statusOf = (account: Account): AccountStatus => (account.disabled ? 'disabled' : account.invitationPending ? 'pending' : 'active');

/** The name in the reader's language: the Khmer names on a Khmer page when the account has them. */
export function displayName(account: Account, language: string): string {
  const d = account.userDetails;
  const khmer = `${d.lastNameKh} ${d.firstNameKh}`.trim();
  return textIn(language, account.name, khmer);
}

export interface AccountDraft {
  email: string;
  name: string;
  firstNameEn: string;
  lastNameEn: string;
  firstNameKh: string;
  lastNameKh: string;
  role: number;
  permissions: PermissionCode[];
  disabled: boolean;
  clients: ActingForClient[];
}

/** The fields of a draft typed as text. */
export type AccountTextField = 'email' | 'name' | 'firstNameEn' | 'lastNameEn' | 'firstNameKh' | 'lastNameKh';

/** A client as the client search answers it (the picker hands its choices back untyped). */
export function isActingForClient(value: unknown): value is ActingForClient {
  if (typeof value !== 'object' || value === null) return false;
  const { id, tin, nameEn, nameKh } = Object.fromEntries(Object.entries(value));
  return typeof id === 'string' && typeof tin === 'string' && typeof nameEn === 'string' && typeof nameKh === 'string';
}

export const draftOf = (a: Account): AccountDraft => ({
  email: a.email, name: a.name, ...a.userDetails, role: a.role, permissions: [...a.permissions], disabled: a.disabled, clients: [...a.clients],
});

export const emptyDraft = (role: number): AccountDraft => ({
  email: '', name: '', firstNameEn: '', lastNameEn: '', firstNameKh: '', lastNameKh: '', role, permissions: [], disabled: false, clients: [],
});

/** A client as the picker shows it: its name in the reader's language and its TIN. */
export const clientLabel = (c: ActingForClient, language: string) => `${textIn(language, c.nameEn, c.nameKh)} · ${c.tin}`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export type DraftProblem = { field: 'email' | 'name'; kind: 'required' | 'invalid' | 'taken' };

/**
 * The field a server refusal of the dialog is about, shown under that field: the dialog covers the page's alert (on a
 * phone, all of it), so "an account with this email exists" must also be said where the email is typed.
 */
export function problemsOfRefusal(code: string | undefined): DraftProblem[] {
  return code === 'emailTaken' ? [{ field: 'email', kind: 'taken' }] : [];
}

/** Checked before sending (the DTO's rules). */
export function validateDraft(draft: AccountDraft, inviting: boolean): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (inviting && !draft.email.trim()) problems.push({ field: 'email', kind: 'required' });
  else if (inviting && !EMAIL.test(draft.email.trim())) problems.push({ field: 'email', kind: 'invalid' });
  if (!draft.name.trim()) problems.push({ field: 'name', kind: 'required' });
  return problems;
}

/** The PATCH of an edit: only what changed. */
export function changesOf(draft: AccountDraft, account: Account) {
  const sameCodes = draft.permissions.length === account.permissions.length && draft.permissions.every((c) => account.permissions.includes(c));
  const d = account.userDetails;
  const names = { firstNameEn: draft.firstNameEn, lastNameEn: draft.lastNameEn, firstNameKh: draft.firstNameKh, lastNameKh: draft.lastNameKh };
  const namesChanged = names.firstNameEn !== d.firstNameEn || names.lastNameEn !== d.lastNameEn || names.firstNameKh !== d.firstNameKh || names.lastNameKh !== d.lastNameKh;
  const clientIds = draft.clients.map((c) => c.id);
  const sameClients = clientIds.length === account.clients.length && account.clients.every((c) => clientIds.includes(c.id));
  return {
    ...(sameClients ? {} : { clientIds }),
    ...(draft.name.trim() !== account.name ? { name: draft.name.trim() } : {}),
    ...(draft.role !== account.role ? { role: draft.role } : {}),
    ...(sameCodes ? {} : { permissions: draft.permissions }),
    ...(draft.disabled !== account.disabled ? { disabled: draft.disabled } : {}),
    ...(namesChanged ? { userDetails: names } : {}),
  };
}
