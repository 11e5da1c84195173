import {
  AccountsRoutes, ClientsRoutes, type Account, type ActingForClient, type ClientsPage, type AccountsPage, type PermissionCode, type PermissionDescription, type UserKind,
} from '@cis/contracts';
import { http, withQuery } from '../../api/http';

export interface AccountsQuery {
  kind?: UserKind;
  search?: string;
  page: number;
  size: number;
}
export interface InviteInput {
  email: string;
  name: string;
  kind: UserKind;
  permissions: PermissionCode[];
}
export interface AccountPatch {
  name?: string;
  role?: number;
  permissions?: PermissionCode[];
  disabled?: boolean;
  userDetails?: { firstNameEn?: string; lastNameEn?: string; firstNameKh?: string; lastNameKh?: string };
  clientIds?: string[];
}

const one = (id: string) => AccountsRoutes.one.replace(':id', encodeURIComponent(id));

/** Accounts administration. Writes are silent: the dialog shows refusals itself. */
export const accountsApi = {
  list: (q: AccountsQuery) => http.get<AccountsPage>(withQuery(AccountsRoutes.base, { ...q, search: q.search?.trim() || undefined })),
  one: (id: string) => http.get<Account>(one(id)),
  invite: (input: InviteInput) => http.post<Account>(AccountsRoutes.base, input, { silent: true }),
  update: (id: string, patch: AccountPatch) => http.patch<Account>(one(id), patch, { silent: true }),
  signOutEverywhere: (id: string) => http.post<true>(AccountsRoutes.signOutEverywhere.replace(':id', encodeURIComponent(id)), {}, { silent: true }),
  resetPassword: (id: string) => http.post<true>(AccountsRoutes.resetPassword.replace(':id', encodeURIComponent(id)), {}, { silent: true }),
  /** Clients to pick from (Khmer or Latin name, TIN), for the clients a customer account acts for. */
  searchClients: async (search: string): Promise<ActingForClient[]> =>
    (await http.get<ClientsPage>(withQuery(ClientsRoutes.base, { search: search.trim() || undefined, size: 10 }))).items
      .map(({ id, tin, nameEn, nameKh }) => ({ id, tin, nameEn, nameKh })),
  permissions: () => http.get<PermissionDescription[]>(AccountsRoutes.permissions, { cache: true }),
};
