import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ShortcutRoutes, type Shortcut } from '@cis/contracts';
import { CreateShortcutDto, IdQueryDto, UpdateShortcutDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser } from '../platform/auth/decorators';
import { CachedRead } from '../platform/read-cache/read-cache';
import { ShortcutsCommands } from './shortcuts.commands';
import { ShortcutsQueries } from './shortcuts.queries';

@ApiTags('shortcuts')
@ApiBearerAuth()
@Controller(ShortcutRoutes.base)
export class ShortcutsController {
  constructor(private readonly shortcuts: ShortcutsCommands, private readonly queries: ShortcutsQueries) {}

  @CachedRead()
  @Get()
  list(@CurrentUser() user: AuthUser): Promise<Shortcut[]> {
    return this.queries.own(user);
  }

  /** 200 as the spec says (001 s1: 200 unless stated). */
  @Post()
  @HttpCode(200)
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateShortcutDto): Promise<Shortcut> {
    return this.shortcuts.create(user, dto.shortcut);
  }

  @Patch()
  update(@CurrentUser() user: AuthUser, @Body() dto: UpdateShortcutDto): Promise<Shortcut> {
    return this.shortcuts.update(user, dto.id, dto.shortcut);
  }

  @Delete()
  delete(@CurrentUser() user: AuthUser, @Query() query: IdQueryDto): Promise<true> {
    return this.shortcuts.delete(user, query.id);
  }
}
