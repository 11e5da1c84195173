import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CommandService } from '../command/command.service';
import type { ReadModelReader } from '../event-store/event-store.port';
import { AccountsDecider } from './accounts.decider';
import { ACCOUNT_COLLECTIONS as C, accountStream, type EmailDoc, type UserDoc } from './auth-user';
import { MailOutbox } from './mail-outbox';
import { mailLanguageOf } from './mail-texts';
import { newOneTimeToken } from './passwords';

const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** The path of the web's set-password page; the token travels in the fragment, which browsers never send to a server. */
export const resetLink = (publicBaseUrl: string, token: string): string => `${publicBaseUrl}/reset-password#token=${token}`;

/**
 * Mails a one-time reset link (valid one hour): asked for by the owner (forgot-password) or by an administrator
 * (POST api/accounts/:id/reset-password). An unknown email mails nothing, and the caller answers alike.
 */
@Injectable()
export class PasswordResets {
  constructor(
    private readonly commands: CommandService,
    private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async mailResetLink(tenant: string, email: string): Promise<void> {
    const { token, tokenHash } = newOneTimeToken();
    let owner: UserDoc | undefined;
    const events = await this.commands.execute({
      stream: accountStream(email),
      actor: { tenant, id: null },
      load: async (rm) => (owner = await userByEmail(rm, tenant, email)),
      decide: (user) => AccountsDecider.requestReset(user, tokenHash, new Date(Date.now() + RESET_TOKEN_LIFETIME_MS)),
    });
    if (events.length === 0) return;
    // In the owner's preferred language (their profile's), English without one.
    await this.outbox.mail(email, mailLanguageOf(owner?.user), 'passwordReset', { link: resetLink(this.config.payments.publicBaseUrl, token) });
  }
}

export async function userByEmail(rm: ReadModelReader, tenant: string, email: string): Promise<UserDoc | undefined> {
  const link = await rm.get<EmailDoc>(tenant, C.emails, email);
  return link ? rm.get<UserDoc>(tenant, C.users, link.userId) : undefined;
}
