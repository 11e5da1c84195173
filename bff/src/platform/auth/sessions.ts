import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { SessionEndReason } from '@cis/contracts';
import { CommandService, type Actor } from '../command/command.service';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { AccountsDecider } from './accounts.decider';
import { ACCOUNT_COLLECTIONS as C, accountStream, type UserDoc } from './auth-user';

/**
 * Ends sessions. One mechanism for every reason a session must end before its token expires: a password reset or
 * change (done by the accounts controller in the same append as the new password), and, for the accounts screens,
 * "sign out everywhere" and a disabled account:
 *
 *   await sessions.endEverySession(tenant, userId, 'signed-out-everywhere', actor);
 *
 * It appends `auth.sessions-ended` to the account's stream, which moves the account's session generation:
 * - AuthGuard refuses every token carrying an older generation from the next request on (HTTP and socket
 *   handshakes), and renewal (sign-in-with-token) refuses it too;
 * - the read cache cannot answer such a token from memory: the commit changes the accounts read model, which every
 *   remembered answer of a signed-in caller depends on (the guard's read of the caller's account);
 * - RealtimeGateway closes the account's open sockets when the event is committed (within a second; the web client
 *   then finds its token refused and signs out).
 */
@Injectable()
export class Sessions {
  constructor(private readonly commands: CommandService, @Inject(EVENT_STORE) private readonly store: EventStore) {}

  async endEverySession(tenant: string, userId: string, reason: SessionEndReason, actor: Actor): Promise<void> {
    const account = await this.store.readModels.get<UserDoc>(tenant, C.users, userId);
    if (!account) throw new NotFoundException();
    await this.commands.execute({
      stream: accountStream(account.user.email),
      actor,
      load: (rm) => rm.get<UserDoc>(tenant, C.users, userId),
      decide: (current) => {
        if (!current) throw new NotFoundException();
        return AccountsDecider.endSessions(current, reason, new Date());
      },
    });
  }
}
