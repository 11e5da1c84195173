import { Injectable } from '@nestjs/common';
import { MAILBOX_FILTERS, MAILBOX_FOLDERS, MAILBOX_LABELS, MAILBOX_MAILS, MAILBOX_SETTINGS } from '@cis/fixtures';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import { MailboxDecider, mailboxStream } from './mailbox.decider';

@GenesisProvider()
@Injectable()
export class MailboxGenesis implements GenesisSource {
  readonly name = 'mailbox';

  genesis(tenant: string): GenesisStream[] {
    return [{
      stream: mailboxStream(tenant),
      events: MailboxDecider.seed({
        settings: MAILBOX_SETTINGS, folders: MAILBOX_FOLDERS, filters: MAILBOX_FILTERS, labels: MAILBOX_LABELS, mails: MAILBOX_MAILS,
      }),
    }];
  }
}
