import { Injectable } from '@nestjs/common';
import { AccountEvents, type AccountEvent, type StoredOf } from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';
import { ACCOUNT_COLLECTIONS as C, type ResetTokenDoc, type UserDoc } from '../platform/auth/auth-user';

/**
 * The administration events onto the accounts' read models of platform/auth (users, user-emails, reset tokens): one
 * document per account, whichever stream its events came from, so sign-in and the guard see a change at once.
 */
@ProjectionProvider()
@Injectable()
export class AccountsAdministrationProjection implements Projection<AccountEvent> {
  readonly name = 'accounts-administration';
  readonly handles = Object.values(AccountEvents);

  async apply(event: StoredOf<AccountEvent>, rm: ReadModelWriter): Promise<void> {
    switch (event.type) {
      case AccountEvents.invited: {
        const { user, tokenHash, expiresAt } = event.data;
        // No password until the invitee sets one with the mailed link (an empty hash matches no password).
        await rm.put(C.users, user.id, { user, passwordHash: '' } satisfies UserDoc);
        await rm.put(C.emails, user.email, { userId: user.id });
        await rm.put(C.resetTokens, tokenHash, { userId: user.id, expiresAt, used: false, passwordVersion: 0 } satisfies ResetTokenDoc);
        return;
      }
      case AccountEvents.updated: {
        const doc = await rm.get<UserDoc>(C.users, event.data.userId);
        if (!doc) return;
        const { disabled, userDetails, ...userChanges } = event.data.changes;
        const user = { ...doc.user, ...userChanges, userDetails: { ...doc.user.userDetails, ...userDetails } };
        await rm.put(C.users, doc.user.id, { ...doc, user, ...(disabled === undefined ? {} : { disabled }) } satisfies UserDoc);
        return;
      }
      case AccountEvents.carriedOver:
        return;
    }
  }
}
