import { Inject, Injectable } from '@nestjs/common';
import {
  ACCOUNTS_PAGE_SIZE, ACCOUNT_KINDS, Forbidden, NotFound, PERMISSION_CATALOGUE, mayReadAccounts,
  type Account, type AccountsPage, type ActingForClient, type PermissionDescription, type UserKind,
} from '@cis/contracts';
import type { AccountsQueryDto } from '@cis/contracts/dto';
import { ACCOUNT_COLLECTIONS as C, type AuthUser, type UserDoc } from '../platform/auth/auth-user';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { ClientsDirectory } from '../clients/clients.directory';

export function toAccount(doc: UserDoc, clients: ActingForClient[]): Account {
  const { user } = doc;
  return {
    id: user.id, email: user.email, name: user.name, kind: user.kind, role: user.role, permissions: user.permissions,
    userDetails: user.userDetails, disabled: doc.disabled === true, invitationPending: doc.passwordHash === '', clients,
  };
}

/** Lower case, Unicode-normalised: Khmer and Latin names match however they were typed. */
const folded = (text: string) => text.normalize('NFC').toLocaleLowerCase();

/** The accounts' reads, from the accounts read models of platform/auth. */
@Injectable()
export class AccountsQueries {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore, private readonly clients: ClientsDirectory) {}

  /** The accounts of the kinds the caller may read (ACCOUNT_ACCESS), by name; asking for another kind is 403. */
  async list(caller: AuthUser, query: AccountsQueryDto): Promise<AccountsPage> {
    if (query.kind && !mayReadAccounts(caller, query.kind)) {
      throw new Forbidden('accountKindForbidden', `You may not read ${query.kind} accounts.`, { kind: query.kind });
    }
    const kinds: UserKind[] = query.kind ? [query.kind] : ACCOUNT_KINDS.filter((kind) => mayReadAccounts(caller, kind));
    const needle = folded(query.search?.trim() ?? '');
    const docs = await this.store.readModels.list<UserDoc>(caller.tenant, C.users);
    const matching = docs
      .filter((doc) => kinds.includes(doc.user.kind))
      .filter((doc) => needle === '' || searchText(doc).includes(needle))
      .sort((a, b) => a.user.name.localeCompare(b.user.name) || a.user.email.localeCompare(b.user.email));
    const size = query.size ?? ACCOUNTS_PAGE_SIZE;
    const page = query.page ?? 0;
    const items = await Promise.all(matching.slice(page * size, page * size + size).map((doc) => this.account(doc)));
    return { items, pagination: { length: matching.length, size, page, lastPage: Math.max(1, Math.ceil(matching.length / size)) } };
  }

  /** One account; one of a kind the caller may not read is 403 (staff may know the firm's accounts exist, as the list's kind filter does). */
  async one(caller: AuthUser, id: string): Promise<Account> {
    return this.account(await this.readable(caller, id));
  }

  async readable(caller: AuthUser, id: string): Promise<UserDoc> {
    const doc = await this.store.readModels.get<UserDoc>(caller.tenant, C.users, id);
    if (!doc) throw new NotFound();
    if (!mayReadAccounts(caller, doc.user.kind)) {
      throw new Forbidden('accountKindForbidden', `You may not read ${doc.user.kind} accounts.`, { kind: doc.user.kind });
    }
    return doc;
  }

  /** The account with the clients it acts for (the clients area keeps who acts for whom). */
  private async account(doc: UserDoc): Promise<Account> {
    if (doc.user.kind !== 'customer') return toAccount(doc, []);
    const ids = await this.clients.clientIdsActedForBy(doc.user.tenant, doc.user.id);
    const entries = await Promise.all(ids.map((id) => this.clients.get(doc.user.tenant, id)));
    const clients = entries.flatMap((c) => (c ? [{ id: c.id, tin: c.tin, nameEn: c.nameEn, nameKh: c.nameKh }] : []));
    return toAccount(doc, clients.sort((a, b) => a.nameEn.localeCompare(b.nameEn)));
  }

  permissions(): readonly PermissionDescription[] {
    return PERMISSION_CATALOGUE;
  }
}

function searchText(doc: UserDoc): string {
  const { user } = doc;
  const d = user.userDetails;
  return folded([user.name, user.email, d.firstNameEn, d.lastNameEn, d.firstNameKh, d.lastNameKh].join(' '));
}
