import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { InboxRoutes, Permission, type InboxItem } from '@cis/contracts';
import {
  CreateMessageDto, CreateNotificationDto, IdQueryDto, ToggleReadStatusDto, UpdateMessageDto, UpdateNotificationDto,
} from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser, RequireAccess } from '../platform/auth/decorators';
import { InboxCommands } from './inbox.commands';
import { InboxQueries } from './inbox.queries';
import { CachedRead } from '../platform/read-cache/read-cache';

@ApiTags('messages')
@ApiBearerAuth()
@Controller(InboxRoutes.base('messages'))
export class MessagesController {
  constructor(private readonly inbox: InboxCommands, private readonly queries: InboxQueries) {}

  @CachedRead()
  @Get()
  list(@CurrentUser() user: AuthUser): Promise<InboxItem[]> {
    return this.queries.list('messages', user);
  }

  /** 200 as the spec says (001 s1: 200 unless stated). */
  @Post()
  @HttpCode(200)
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateMessageDto): Promise<InboxItem> {
    return this.inbox.create('messages', user, dto.message, dto.recipientId);
  }

  @Patch()
  update(@CurrentUser() user: AuthUser, @Body() dto: UpdateMessageDto): Promise<InboxItem> {
    return this.inbox.update('messages', user, dto.id, dto.message);
  }

  @Delete()
  delete(@CurrentUser() user: AuthUser, @Query() query: IdQueryDto): Promise<true> {
    return this.inbox.delete('messages', user, query.id);
  }

  @Get('mark-all-as-read')
  markAllAsRead(@CurrentUser() user: AuthUser): Promise<true> {
    return this.inbox.markAllAsRead('messages', user);
  }

  @Post('toggle-read-status')
  @HttpCode(200)
  toggleRead(@CurrentUser() user: AuthUser, @Body() dto: ToggleReadStatusDto): Promise<InboxItem> {
    return this.inbox.toggleRead('messages', user, dto);
  }
}

/**
 * Notifications: the same feed, only for READ_WALL or ALL_FUNCTIONS (spec 000 section 6, "READ_WALL (or
 * ALL_FUNCTIONS): notifications"): ALL_FUNCTIONS_READ alone does not open them, as the web shell's check has it.
 */
@ApiTags('notifications')
@ApiBearerAuth()
@RequireAccess({ permission: [Permission.READ_WALL, Permission.ALL_FUNCTIONS], permissionOp: 'ANY_NAMED' })
@Controller(InboxRoutes.base('notifications'))
export class NotificationsController {
  constructor(private readonly inbox: InboxCommands, private readonly queries: InboxQueries) {}

  @CachedRead()
  @Get()
  list(@CurrentUser() user: AuthUser): Promise<InboxItem[]> {
    return this.queries.list('notifications', user);
  }

  /** 200 as the spec says (001 s1: 200 unless stated). */
  @Post()
  @HttpCode(200)
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateNotificationDto): Promise<InboxItem> {
    return this.inbox.create('notifications', user, dto.notification, dto.recipientId);
  }

  @Patch()
  update(@CurrentUser() user: AuthUser, @Body() dto: UpdateNotificationDto): Promise<InboxItem> {
    return this.inbox.update('notifications', user, dto.id, dto.notification);
  }

  @Delete()
  delete(@CurrentUser() user: AuthUser, @Query() query: IdQueryDto): Promise<true> {
    return this.inbox.delete('notifications', user, query.id);
  }

  @Get('mark-all-as-read')
  markAllAsRead(@CurrentUser() user: AuthUser): Promise<true> {
    return this.inbox.markAllAsRead('notifications', user);
  }

  @Post('toggle-read-status')
  @HttpCode(200)
  toggleRead(@CurrentUser() user: AuthUser, @Body() dto: ToggleReadStatusDto): Promise<InboxItem> {
    return this.inbox.toggleRead('notifications', user, dto);
  }
}
