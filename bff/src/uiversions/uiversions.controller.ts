import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Permission, UiVersionRoutes, type VersionInfo } from '@cis/contracts';
import { PublishVersionDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser, Public, RequireAccess } from '../platform/auth/decorators';
import { CachedRead } from '../platform/read-cache/read-cache';
import { UiVersionCommands } from './uiversions.commands';
import { UiVersionQueries } from './uiversions.queries';

@ApiTags('uiversions')
@Controller()
export class UiVersionsController {
  constructor(private readonly versions: UiVersionCommands, private readonly queries: UiVersionQueries) {}

  /** Public: the client asks before anyone signs in. One web build per deployment, kept under the default tenant. */
  @Public()
  @CachedRead()
  @Get(UiVersionRoutes.current)
  current(): Promise<VersionInfo> {
    return this.queries.current();
  }

  /** Publishing a version makes every open client show the update banner. ALL_FUNCTIONS only. */
  @ApiBearerAuth()
  @RequireAccess({ permission: [Permission.ALL_FUNCTIONS], permissionOp: 'AND' })
  @Post(UiVersionRoutes.publish)
  @HttpCode(200)
  publish(@CurrentUser() user: AuthUser, @Body() dto: PublishVersionDto): Promise<VersionInfo> {
    return this.versions.publish(user, { versions: dto.versions, message: dto.message ?? null });
  }
}
