import { Body, Controller, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { APP_ACCESS, ChatRoutes, type Chat, type ChatContact, type ChatContactSummary, type ChatProfile } from '@cis/contracts';
import { IdQueryDto, SendChatMessageDto, UpdateChatDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser, RequireAccess } from '../platform/auth/decorators';
import { ChatCommands } from './chat.commands';
import { ChatQueries } from './chat.queries';
import { CachedRead } from '../platform/read-cache/read-cache';

/** Spec 001 section 7, Chat. Every user sees only their own chats. */
@ApiTags('chat')
@ApiBearerAuth()
@RequireAccess(APP_ACCESS.chat)
@Controller()
export class ChatController {
  constructor(private readonly commands: ChatCommands, private readonly queries: ChatQueries) {}

  @CachedRead()
  @Get(ChatRoutes.chats)
  chats(@CurrentUser() user: AuthUser): Promise<Chat[]> {
    return this.queries.chats(user);
  }

  @CachedRead()
  @Get(ChatRoutes.chat)
  one(@CurrentUser() user: AuthUser, @Query() query: IdQueryDto): Promise<Chat> {
    return this.queries.chat(user, query.id);
  }

  @Patch(ChatRoutes.chat)
  update(@CurrentUser() user: AuthUser, @Body() dto: UpdateChatDto): Promise<Chat> {
    return this.commands.update(user, dto.id, dto.chat);
  }

  /** Not in the sample API (its mock kept messages in the browser): the real server needs a write to send. */
  @Post(ChatRoutes.message)
  @HttpCode(200)
  send(@CurrentUser() user: AuthUser, @Body() dto: SendChatMessageDto): Promise<Chat> {
    return this.commands.send(user, dto.chatId, dto.value);
  }

  @CachedRead()
  @Get(ChatRoutes.contacts)
  contacts(@CurrentUser() user: AuthUser): Promise<ChatContactSummary[]> {
    return this.queries.contacts(user);
  }

  @CachedRead()
  @Get(ChatRoutes.contact)
  contact(@CurrentUser() user: AuthUser, @Query() query: IdQueryDto): Promise<ChatContact> {
    return this.queries.contact(user, query.id);
  }

  @CachedRead()
  @Get(ChatRoutes.profile)
  profile(@CurrentUser() user: AuthUser): ChatProfile {
    return this.queries.profile(user);
  }
}
