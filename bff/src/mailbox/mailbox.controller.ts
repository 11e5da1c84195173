import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  APP_ACCESS, MailboxRoutes, type Mail, type MailFilter, type MailFolder, type MailLabel, type MailListResponse, type MailboxSettings,
} from '@cis/contracts';
import { CreateMailLabelDto, IdQueryDto, MailsQueryDto, UpdateMailboxSettingsDto, UpdateMailDto, UpdateMailLabelDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser, RequireAccess } from '../platform/auth/decorators';
import { CachedRead } from '../platform/read-cache/read-cache';
import { MailboxCommands } from './mailbox.commands';
import { MailboxQueries } from './mailbox.queries';

const path = (route: string): string => route.slice(MailboxRoutes.base.length + 1);

@ApiTags('mailbox')
@ApiBearerAuth()
@RequireAccess(APP_ACCESS.mailbox)
@Controller(MailboxRoutes.base)
export class MailboxController {
  constructor(private readonly mailbox: MailboxCommands, private readonly queries: MailboxQueries) {}

  @CachedRead()
  @Get(path(MailboxRoutes.settings))
  settings(@CurrentUser() user: AuthUser): Promise<MailboxSettings> {
    return this.queries.settings(user.tenant);
  }

  @Patch(path(MailboxRoutes.settings))
  updateSettings(@CurrentUser() user: AuthUser, @Body() dto: UpdateMailboxSettingsDto): Promise<MailboxSettings> {
    return this.mailbox.updateSettings(user, dto.settings);
  }

  @CachedRead()
  @Get(path(MailboxRoutes.folders))
  folders(@CurrentUser() user: AuthUser): Promise<MailFolder[]> {
    return this.queries.folders(user.tenant);
  }

  @CachedRead()
  @Get(path(MailboxRoutes.filters))
  filters(@CurrentUser() user: AuthUser): Promise<MailFilter[]> {
    return this.queries.filters(user.tenant);
  }

  @CachedRead()
  @Get(path(MailboxRoutes.labels))
  labels(@CurrentUser() user: AuthUser): Promise<MailLabel[]> {
    return this.queries.labels(user.tenant);
  }

  @Post(path(MailboxRoutes.label))
  @HttpCode(200)
  createLabel(@CurrentUser() user: AuthUser, @Body() dto: CreateMailLabelDto): Promise<MailLabel> {
    return this.mailbox.createLabel(user, dto.label);
  }

  @Patch(path(MailboxRoutes.label))
  updateLabel(@CurrentUser() user: AuthUser, @Body() dto: UpdateMailLabelDto): Promise<MailLabel> {
    return this.mailbox.updateLabel(user, dto.id, dto.label);
  }

  @Delete(path(MailboxRoutes.label))
  deleteLabel(@CurrentUser() user: AuthUser, @Query() query: IdQueryDto): Promise<true> {
    return this.mailbox.deleteLabel(user, query.id);
  }

  @CachedRead()
  @Get(path(MailboxRoutes.mails))
  mails(@CurrentUser() user: AuthUser, @Query() query: MailsQueryDto): Promise<MailListResponse> {
    return this.queries.mails(user.tenant, query);
  }

  @CachedRead()
  @Get(path(MailboxRoutes.mail))
  mail(@CurrentUser() user: AuthUser, @Query() query: IdQueryDto): Promise<Mail> {
    return this.queries.mail(user.tenant, query.id);
  }

  @Patch(path(MailboxRoutes.mail))
  updateMail(@CurrentUser() user: AuthUser, @Body() dto: UpdateMailDto): Promise<Mail> {
    return this.mailbox.updateMail(user, dto.id, dto.mail);
  }
}
