import { Module } from '@nestjs/common';
import { MessagesController, NotificationsController } from './inbox.controller';
import { InboxGenesis } from './inbox.genesis';
import { InboxProjection } from './inbox.projection';
import { InboxPushRule } from './inbox.push';
import { InboxService } from './inbox.service';

@Module({
  controllers: [MessagesController, NotificationsController],
  providers: [InboxService, InboxProjection, InboxPushRule, InboxGenesis],
})
export class InboxModule {}
