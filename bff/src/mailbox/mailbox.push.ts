import { APP_ACCESS, MailboxEvents, type MailboxEvent } from '@cis/contracts';
import { definePush, to } from '../platform/realtime/push-routes';

/** Whoever may open the app (APP_ACCESS.mailbox: staff), the same rule as its routes. */
const MAILBOX_AUDIENCE = [to.access(APP_ACCESS.mailbox)];

export const mailboxPush = definePush<MailboxEvent>('mailbox', {
  routes: {
    [MailboxEvents.settingsChanged]: MAILBOX_AUDIENCE,
    [MailboxEvents.folderCreated]: MAILBOX_AUDIENCE,
    [MailboxEvents.filterCreated]: MAILBOX_AUDIENCE,
    [MailboxEvents.labelCreated]: MAILBOX_AUDIENCE,
    [MailboxEvents.labelUpdated]: MAILBOX_AUDIENCE,
    [MailboxEvents.labelDeleted]: MAILBOX_AUDIENCE,
    [MailboxEvents.mailReceived]: MAILBOX_AUDIENCE,
    [MailboxEvents.mailUpdated]: MAILBOX_AUDIENCE,
    // Nothing anyone sees changed.
    [MailboxEvents.mailCarriedOver]: [],
  },
});
