import { Module } from '@nestjs/common';
import { MailboxController } from './mailbox.controller';
import { MailboxGenesis } from './mailbox.genesis';
import { MailboxProjection } from './mailbox.projection';
import { MailboxPushRule } from './mailbox.push';
import { MailboxService } from './mailbox.service';

@Module({
  controllers: [MailboxController],
  providers: [MailboxService, MailboxProjection, MailboxPushRule, MailboxGenesis],
})
export class MailboxModule {}
