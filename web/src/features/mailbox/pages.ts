import { APP_ACCESS } from '@cis/contracts';
import type { PageDef } from '../../lib/page-def';

/** Mailbox: /apps/mailbox/<folder|filter|label>/<slug>/<page>[/<mail id>]; /apps/mailbox alone opens the inbox. */
export const MAILBOX_PAGES: PageDef[] = [
  { path: 'apps/mailbox/*', title: 'mailbox.title', access: APP_ACCESS.mailbox, load: () => import('./MailboxPage') },
];
