import { Injectable } from '@nestjs/common';
import { MAILBOX_FILTERS, MAILBOX_FOLDERS, MAILBOX_LABELS, MAILBOX_MAILS, MAILBOX_SETTINGS } from '@cis/fixtures';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import { MailboxDecider, MailDecider, mailboxStream, mailStream } from './mailbox.decider';

@GenesisProvider()
@Injectable()
export class MailboxGenesis implements GenesisSource {
  readonly name = 'mailbox';

  genesis(tenant: string): GenesisStream[] {
    const mailbox = MailboxDecider.decide(
      { type: 'open', settings: MAILBOX_SETTINGS, folders: MAILBOX_FOLDERS, filters: MAILBOX_FILTERS, labels: MAILBOX_LABELS },
      MailboxDecider.initialState,
    );
    return [
      { stream: mailboxStream(tenant), events: [...mailbox] },
      ...MAILBOX_MAILS.map((mail) => ({
        stream: mailStream(tenant, mail.id),
        events: [...MailDecider.decide({ type: 'receive', mail }, MailDecider.initialState)],
      })),
    ];
  }
}
