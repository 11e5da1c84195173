import { Body, Controller, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { APP_ACCESS, ChatRoutes, type Chat, type ChatContact, type ChatContactSummary, type ChatProfile } from '@cis/contracts';
import { IdQueryDto, SendChatMessageDto, UpdateChatDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser, RequireAccess } from '../platform/auth/decorators';
import { ChatService } from './chat.service';
import { CachedRead } from '../platform/read-cache/read-cache';

/** Spec 001 section 7, Chat. Every user sees only their own chats. */
@ApiTags('chat')
@ApiBearerAuth()
@RequireAccess(APP_ACCESS.chat)
@Controller()
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  @CachedRead()
  @Get(ChatRoutes.chats)
  chats(@CurrentUser() user: AuthUser): Promise<Chat[]> {
    return this.chat.chats(user);
  }

  @CachedRead()
  @Get(ChatRoutes.chat)
  one(@CurrentUser() user: AuthUser, @Query() query: IdQueryDto): Promise<Chat> {
    return this.chat.chat(user, query.id);
  }

  @Patch(ChatRoutes.chat)
  update(@CurrentUser() user: AuthUser, @Body() dto: UpdateChatDto): Promise<Chat> {
    return this.chat.update(user, dto.id, dto.chat);
  }

  /** Not in the sample API (its mock kept messages in the browser): the real server needs a write to send. */
  @Post(ChatRoutes.message)
  @HttpCode(200)
  send(@CurrentUser() user: AuthUser, @Body() dto: SendChatMessageDto): Promise<Chat> {
    return this.chat.send(user, dto.chatId, dto.value);
  }

  @CachedRead()
  @Get(ChatRoutes.contacts)
  contacts(@CurrentUser() user: AuthUser): Promise<ChatContactSummary[]> {
    return this.chat.contacts(user);
  }

  @CachedRead()
  @Get(ChatRoutes.contact)
  contact(@CurrentUser() user: AuthUser, @Query() query: IdQueryDto): Promise<ChatContact> {
    return this.chat.contact(user, query.id);
  }

  @CachedRead()
  @Get(ChatRoutes.profile)
  profile(@CurrentUser() user: AuthUser): ChatProfile {
    return this.chat.profile(user);
  }
}
