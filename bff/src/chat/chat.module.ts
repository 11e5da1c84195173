import { Module } from '@nestjs/common';
import { ChatController } from './chat.controller';
import { ChatGenesis } from './chat.genesis';
import { ChatProjection } from './chat.projection';
import { providePush } from '../platform/realtime/push-routes';
import { chatPush } from './chat.push';
import { ChatCommands } from './chat.commands';
import { ChatQueries } from './chat.queries';

@Module({
  controllers: [ChatController],
  providers: [ChatCommands, ChatQueries, ChatProjection, providePush(chatPush), ChatGenesis],
})
export class ChatModule {}
