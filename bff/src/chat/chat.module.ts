import { Module } from '@nestjs/common';
import { ChatController } from './chat.controller';
import { ChatGenesis } from './chat.genesis';
import { ChatProjection } from './chat.projection';
import { providePush } from '../platform/realtime/push-routes';
import { chatPush } from './chat.push';
import { ChatService } from './chat.service';

@Module({
  controllers: [ChatController],
  providers: [ChatService, ChatProjection, providePush(chatPush), ChatGenesis],
})
export class ChatModule {}
