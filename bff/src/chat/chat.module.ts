import { Module } from '@nestjs/common';
import { ChatController } from './chat.controller';
import { ChatGenesis } from './chat.genesis';
import { ChatProjection } from './chat.projection';
import { ChatPushRule } from './chat.push';
import { ChatService } from './chat.service';

@Module({
  controllers: [ChatController],
  providers: [ChatService, ChatProjection, ChatPushRule, ChatGenesis],
})
export class ChatModule {}
