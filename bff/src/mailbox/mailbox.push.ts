import { MailboxEvents, type MailboxEvent } from '@cis/contracts';
import { definePush, to } from '../platform/realtime/push-routes';

/** Who sees the mailbox: it is shared by every user of the tenant. */
const MAILBOX_AUDIENCE = [to.tenant];

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
