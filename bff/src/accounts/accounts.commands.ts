import { Inject, Injectable } from '@nestjs/common';
import {
  AccountEvents, Forbidden, INVITATION_LIFETIME_HOURS, Refused, isEnabledAdministrator, mayChangeAccounts,
  type Account, type AccountChanges, type AccountEvent, type AdministeredAccount, type User,
} from '@cis/contracts';
import type { InviteAccountDto, UpdateAccountDto } from '@cis/contracts/dto';
import { ACCOUNT_COLLECTIONS as C, type AuthUser, type EmailDoc, type UserDoc } from '../platform/auth/auth-user';
import { MailOutbox } from '../platform/auth/mail-outbox';
import { mailLanguageOf } from '../platform/auth/mail-texts';
import { PasswordResets, resetLink } from '../platform/auth/password-resets';
import { newOneTimeToken } from '../platform/auth/passwords';
import { Sessions } from '../platform/auth/sessions';
import { CommandService } from '../platform/command/command.service';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { newId } from '../platform/ids';
import { ClientsCommands } from '../clients/clients.commands';
import { ClientsDirectory } from '../clients/clients.directory';
import { AccountAdministrationDecider, administrationStream, type AccountsCommand } from './accounts.decider';
import { AccountsQueries } from './accounts.queries';

const administered = (doc: UserDoc): AdministeredAccount => ({
  userId: doc.user.id, email: doc.user.email, kind: doc.user.kind, permissions: doc.user.permissions, disabled: doc.disabled === true,
});

/** The accounts' commands: what a decision needs from outside the administration stream is looked up here. */
@Injectable()
export class AccountsCommands {
  constructor(
    private readonly commands: CommandService,
    private readonly queries: AccountsQueries,
    private readonly sessions: Sessions,
    private readonly resets: PasswordResets,
    private readonly outbox: MailOutbox,
    private readonly clients: ClientsCommands,
    private readonly directory: ClientsDirectory,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** An invitation: the account exists without a password, and its owner is mailed a one-time set-password link. */
  async invite(caller: AuthUser, dto: InviteAccountDto): Promise<Account> {
    mustMayChange(caller, dto.kind);
    const email = dto.email.trim().toLowerCase();
    const name = dto.name.trim();
    const [firstName, ...rest] = name.split(/\s+/);
    const user: User = {
      id: newId(), tenant: caller.tenant, email, name, avatar: null, status: 'online', kind: dto.kind,
      role: dto.role ?? (dto.kind === 'staff' ? 1 : 2), permissions: [...new Set(dto.permissions ?? [])],
      userDetails: {
        customerP24Id: null, firstNameEn: dto.userDetails?.firstNameEn ?? firstName ?? '', lastNameEn: dto.userDetails?.lastNameEn ?? rest.join(' '),
        firstNameKh: dto.userDetails?.firstNameKh ?? '', lastNameKh: dto.userDetails?.lastNameKh ?? '',
      },
    };
    const { token, tokenHash } = newOneTimeToken();
    const expiresAt = new Date(Date.now() + INVITATION_LIFETIME_HOURS * 3600 * 1000).toISOString();
    const emailTaken = (await this.store.readModels.get<EmailDoc>(caller.tenant, C.emails, email)) !== undefined;
    await this.decide(caller, { type: 'invite', user, tokenHash, expiresAt, granter: caller, emailTaken });
    // The new account has no preferred language yet: the inviter's is the best guess of the one they share.
    await this.outbox.mail(email, mailLanguageOf(caller.user), 'invitation', {
      inviter: caller.name, link: resetLink(this.config.payments.publicBaseUrl, token), hours: INVITATION_LIFETIME_HOURS,
    });
    return this.queries.one(caller, user.id);
  }

  /**
   * Names, role, codes, disabled, and for a customer account the clients it acts for. Disabling also ends every
   * session of the account (its sockets close). The clients are checked before anything is stored; the relation is
   * the clients area's (its command records it on each client's stream).
   */
  async update(caller: AuthUser, id: string, dto: UpdateAccountDto): Promise<Account> {
    const doc = await this.queries.readable(caller, id);
    mustMayChange(caller, doc.user.kind);
    if (dto.clientIds) await this.mustBeClients(caller, doc, dto.clientIds);
    const changes: AccountChanges = {
      ...(dto.name === undefined ? {} : { name: dto.name.trim() }),
      ...(dto.role === undefined ? {} : { role: dto.role }),
      ...(dto.permissions === undefined ? {} : { permissions: dto.permissions }),
      ...(dto.disabled === undefined ? {} : { disabled: dto.disabled }),
      ...(dto.userDetails === undefined ? {} : { userDetails: { ...dto.userDetails } }),
    };
    const events = await this.decide(caller, { type: 'update', target: administered(doc), changes, granter: caller });
    if (events.some((event) => event.type === AccountEvents.updated && event.data.changes.disabled === true)) {
      await this.sessions.endEverySession(caller.tenant, id, 'account-disabled', caller);
    }
    if (dto.clientIds) await this.clients.setClientsOfAccount(caller, id, dto.clientIds);
    return this.queries.one(caller, id);
  }

  async signOutEverywhere(caller: AuthUser, id: string): Promise<true> {
    const doc = await this.queries.readable(caller, id);
    mustMayChange(caller, doc.user.kind);
    await this.sessions.endEverySession(caller.tenant, id, 'signed-out-everywhere', caller);
    return true;
  }

  /** Mails the owner a one-time reset link (one hour). The password and sessions stay until the link is used. */
  async resetPassword(caller: AuthUser, id: string): Promise<true> {
    const doc = await this.queries.readable(caller, id);
    mustMayChange(caller, doc.user.kind);
    await this.resets.mailResetLink(caller.tenant, doc.user.email);
    return true;
  }

  private async mustBeClients(caller: AuthUser, doc: UserDoc, clientIds: string[]): Promise<void> {
    if (doc.user.kind !== 'customer') {
      throw new Refused('customerAccountsOnly', 'Only a customer account acts for clients.', { field: 'clientIds' });
    }
    const found = await Promise.all(clientIds.map((clientId) => this.directory.get(caller.tenant, clientId)));
    const unknown = clientIds.flatMap((clientId, i) => (found[i] ? [] : [{ field: `clientIds[${i}]`, code: 'unknownReference', message: `${clientId} is no client.` }]));
    if (unknown.length > 0) throw Refused.fields(unknown);
  }

  private decide(caller: AuthUser, command: AccountsCommand) {
    return this.commands.handle({
      decider: AccountAdministrationDecider, stream: administrationStream(caller.tenant), actor: caller, command,
      // The stream's first decision carries over the administrators the read models hold (genesis, earlier code).
      carryOver: async (): Promise<AccountEvent[]> => {
        const docs = await this.store.readModels.list<UserDoc>(caller.tenant, C.users);
        const accounts = docs.map(administered).filter(isEnabledAdministrator);
        return [{ type: AccountEvents.carriedOver, data: { accounts } }];
      },
    });
  }
}

function mustMayChange(caller: AuthUser, kind: User['kind']): void {
  if (!mayChangeAccounts(caller, kind)) throw new Forbidden('accountKindForbidden', `You may not change ${kind} accounts.`, { kind });
}
