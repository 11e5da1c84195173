import { Module } from '@nestjs/common';
import { MessagesController, NotificationsController } from './inbox.controller';
import { InboxGenesis } from './inbox.genesis';
import { InboxProjection } from './inbox.projection';
import { inboxPush } from './inbox.push';
import { InboxCommands } from './inbox.commands';
import { InboxQueries } from './inbox.queries';
import { providePush } from '../platform/realtime/push-routes';

@Module({
  controllers: [MessagesController, NotificationsController],
  providers: [InboxCommands, InboxQueries, InboxProjection, providePush(inboxPush), InboxGenesis],
})
export class InboxModule {}
