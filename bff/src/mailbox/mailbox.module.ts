import { Module } from '@nestjs/common';
import { providePush } from '../platform/realtime/push-routes';
import { MailboxCommands } from './mailbox.commands';
import { MailboxController } from './mailbox.controller';
import { MailboxGenesis } from './mailbox.genesis';
import { MailboxProjection } from './mailbox.projection';
import { mailboxPush } from './mailbox.push';
import { MailboxQueries } from './mailbox.queries';

@Module({
  controllers: [MailboxController],
  providers: [MailboxCommands, MailboxQueries, MailboxProjection, providePush(mailboxPush), MailboxGenesis],
})
export class MailboxModule {}
