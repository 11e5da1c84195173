import { Injectable } from '@nestjs/common';
import { INBOX_KINDS } from '@cis/contracts';
import { DEMO_ACCOUNTS, inboxFixtures } from '@cis/fixtures';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import { InboxDecider, inboxStream } from './inbox.decider';

@GenesisProvider()
@Injectable()
export class InboxGenesis implements GenesisSource {
  readonly name = 'inbox';

  genesis(): GenesisStream[] {
    return DEMO_ACCOUNTS.flatMap((account) =>
      INBOX_KINDS.map((kind) => ({
        stream: inboxStream(kind, account.id),
        events: inboxFixtures(account.id, kind).flatMap((item) =>
          InboxDecider.decide({ type: 'create', kind, ownerId: account.id, item, recipientKnown: true }, InboxDecider.initialState)),
      })),
    );
  }
}
