import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { DEFAULT_TENANT, Permission, UiVersionRoutes, type VersionInfo } from '@cis/contracts';
import { PublishVersionDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser, Public, RequireAccess } from '../platform/auth/decorators';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import {
  CURRENT_VERSION_ID, INITIAL_VERSION, UIVERSION_COLLECTION, UIVERSION_STREAM, UiVersionDecider,
} from './uiversions.decider';
import { CachedRead } from '../platform/read-cache/read-cache';

@ApiTags('uiversions')
@Controller()
export class UiVersionsController {
  constructor(private readonly commands: CommandService, @Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** Public: the client asks before anyone signs in. One web build per deployment, kept under the default tenant. */
  @Public()
  @CachedRead()
  @Get(UiVersionRoutes.current)
  async current(): Promise<VersionInfo> {
    return (await this.store.readModels.get<VersionInfo>(DEFAULT_TENANT, UIVERSION_COLLECTION, CURRENT_VERSION_ID)) ?? INITIAL_VERSION;
  }

  /** Publishing a version makes every open client show the update banner. ALL_FUNCTIONS only. */
  @ApiBearerAuth()
  @RequireAccess({ permission: [Permission.ALL_FUNCTIONS], permissionOp: 'AND' })
  @Post(UiVersionRoutes.publish)
  @HttpCode(200)
  async publish(@CurrentUser() user: AuthUser, @Body() dto: PublishVersionDto): Promise<VersionInfo> {
    const info: VersionInfo = { versions: dto.versions, message: dto.message ?? null };
    await this.commands.execute({
      stream: UIVERSION_STREAM, actor: { tenant: DEFAULT_TENANT, id: user.id }, decide: () => UiVersionDecider.publish(info),
    });
    return info;
  }
}
