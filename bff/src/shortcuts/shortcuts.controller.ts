import { Body, Controller, Delete, Get, Inject, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ShortcutRoutes, type Shortcut } from '@cis/contracts';
import { CreateShortcutDto, IdQueryDto, UpdateShortcutDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser } from '../platform/auth/decorators';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore, type ReadModelReader } from '../platform/event-store/event-store.port';
import { newId } from '../platform/ids';
import { SHORTCUTS, ShortcutsDecider, shortcutsStream } from './shortcuts.decider';
import { CachedRead } from '../platform/read-cache/read-cache';

@ApiTags('shortcuts')
@ApiBearerAuth()
@Controller(ShortcutRoutes.base)
export class ShortcutsController {
  constructor(private readonly commands: CommandService, @Inject(EVENT_STORE) private readonly store: EventStore) {}

  @CachedRead()
  @Get()
  list(@CurrentUser() user: AuthUser): Promise<Shortcut[]> {
    return this.own(this.store.readModels, user);
  }

  @Post()
  async create(@CurrentUser() user: AuthUser, @Body() dto: CreateShortcutDto): Promise<Shortcut> {
    const shortcut: Shortcut = { id: newId(), description: null, ...dto.shortcut };
    await this.commands.execute({
      stream: shortcutsStream(user.id), actor: user, decide: () => ShortcutsDecider.create(user.id, shortcut),
    });
    return shortcut;
  }

  @Patch()
  async update(@CurrentUser() user: AuthUser, @Body() dto: UpdateShortcutDto): Promise<Shortcut> {
    await this.commands.execute({
      stream: shortcutsStream(user.id), actor: user,
      load: (rm) => this.own(rm, user),
      decide: (own) => ShortcutsDecider.update(user.id, own, dto.id, dto.shortcut),
    });
    return (await this.store.readModels.get<Shortcut>(user.tenant, SHORTCUTS, dto.id)) as Shortcut;
  }

  @Delete()
  async delete(@CurrentUser() user: AuthUser, @Query() query: IdQueryDto): Promise<true> {
    await this.commands.execute({
      stream: shortcutsStream(user.id), actor: user,
      load: (rm) => this.own(rm, user),
      decide: (own) => ShortcutsDecider.delete(user.id, own, query.id),
    });
    return true;
  }

  private own(rm: ReadModelReader, user: AuthUser): Promise<Shortcut[]> {
    return rm.list<Shortcut>(user.tenant, SHORTCUTS, { owner: user.id });
  }
}
