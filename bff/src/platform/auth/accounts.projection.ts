import { Injectable } from '@nestjs/common';
import { AuthEvents, type AuthEvent, type StoredOf } from '@cis/contracts';
import { ProjectionProvider } from '../discovery';
import type { Projection, ReadModelWriter } from '../event-store/event-store.port';
import { ACCOUNT_COLLECTIONS as C, type ResetTokenDoc, type UserDoc } from './auth-user';

@ProjectionProvider()
@Injectable()
export class AccountsProjection implements Projection<AuthEvent> {
  readonly name = 'accounts';
  readonly handles = Object.values(AuthEvents);

  async apply(event: StoredOf<AuthEvent>, rm: ReadModelWriter): Promise<void> {
    switch (event.type) {
      case AuthEvents.userRegistered: {
        const { user, passwordHash } = event.data;
        await rm.put(C.users, user.id, { user, passwordHash } satisfies UserDoc);
        await rm.put(C.emails, user.email.toLowerCase(), { userId: user.id });
        return;
      }
      case AuthEvents.passwordResetRequested: {
        const { userId, tokenHash, expiresAt } = event.data;
        const owner = await rm.get<UserDoc>(C.users, userId);
        await rm.put(C.resetTokens, tokenHash, { userId, expiresAt, used: false, passwordVersion: owner?.passwordVersion ?? 0 } satisfies ResetTokenDoc);
        return;
      }
      case AuthEvents.passwordChanged: {
        const { userId, passwordHash, consumedTokenHash } = event.data;
        const doc = await rm.get<UserDoc>(C.users, userId);
        // A new password version ends every reset token asked for before (ResetTokenDoc.passwordVersion).
        if (doc) await rm.put(C.users, userId, { ...doc, passwordHash, passwordVersion: (doc.passwordVersion ?? 0) + 1 });
        if (consumedTokenHash) {
          const token = await rm.get<ResetTokenDoc>(C.resetTokens, consumedTokenHash);
          if (token) await rm.put(C.resetTokens, consumedTokenHash, { ...token, used: true });
        }
        return;
      }
      case AuthEvents.sessionsEnded: {
        const { userId, generation } = event.data;
        const doc = await rm.get<UserDoc>(C.users, userId);
        if (doc) await rm.put(C.users, userId, { ...doc, sessionGeneration: generation } satisfies UserDoc);
        return;
      }
      case AuthEvents.profileUpdated: {
        const { userId, changes } = event.data;
        const doc = await rm.get<UserDoc>(C.users, userId);
        if (!doc) return;
        const { userDetails, ...rest } = changes;
        const user = { ...doc.user, ...rest, userDetails: { ...doc.user.userDetails, ...userDetails } };
        await rm.put(C.users, userId, { ...doc, user });
        return;
      }
    }
  }
}
