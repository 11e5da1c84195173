import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, Patch, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { UserRoutes, type AuthResponse, type User, type UserSession } from '@cis/contracts';
import { ChangePasswordDto, UpdateUserDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentSession, CurrentUser, Public, type CallerSession } from '../platform/auth/decorators';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { CachedRead } from '../platform/read-cache/read-cache';
import { ProfileAvatarUploadInterceptor } from './avatar-upload.interceptor';
import { UserCommands } from './user.commands';
import { UserQueries } from './user.queries';

const sub = (route: string) => route.replace(`${UserRoutes.base}/`, '');

@ApiTags('user')
@ApiBearerAuth()
@Controller(UserRoutes.base)
export class UserController {
  constructor(private readonly user: UserCommands, private readonly queries: UserQueries) {}

  @CachedRead()
  @Get()
  get(@CurrentUser() user: AuthUser): User {
    return user.user;
  }

  @Patch()
  update(@CurrentUser() user: AuthUser, @Body() dto: UpdateUserDto): Promise<User> {
    return this.user.update(user, dto);
  }

  @Post(sub(UserRoutes.changePassword))
  @HttpCode(200)
  changePassword(@CurrentUser() user: AuthUser, @Body() dto: ChangePasswordDto, @CurrentSession() session: CallerSession): Promise<AuthResponse> {
    return this.user.changePassword(user, dto.currentPassword, dto.newPassword, session);
  }

  /** multipart/form-data: the picture in the field `avatar`. */
  @Post(sub(UserRoutes.avatar))
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(ProfileAvatarUploadInterceptor)
  uploadAvatar(@CurrentUser() user: AuthUser, @Req() request: Request): Promise<User> {
    const file = request.file ? { buffer: request.file.buffer, size: request.file.size } : undefined;
    return this.user.uploadAvatar(user, file);
  }

  /** Not cached: which sessions are still alive depends on the clock. */
  @Get(sub(UserRoutes.sessions))
  sessions(@CurrentUser() user: AuthUser, @CurrentSession() session: CallerSession): Promise<UserSession[]> {
    return this.queries.sessions(user, session.id);
  }

  @Post(sub(UserRoutes.signOutOthers))
  @HttpCode(200)
  signOutOthers(@CurrentUser() user: AuthUser, @CurrentSession() session: CallerSession): Promise<AuthResponse> {
    return this.user.signOutOthers(user, session);
  }
}

/**
 * Profile pictures, public like any picture on a page (an <img> sends no token): content-addressed by their SHA-256,
 * so an address cannot be guessed and its bytes never change (cached for a year). Only pictures a profile uploaded.
 */
@ApiTags('user')
@Public()
@Controller()
export class AvatarImageController {
  constructor(private readonly queries: UserQueries, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get(UserRoutes.avatarImage)
  async image(@Param('tenant') tenant: string, @Param('sha256') sha256: string, @Res() response: Response): Promise<void> {
    if (!this.config.tenants.includes(tenant) || !/^[0-9a-f]{64}$/.test(sha256)) throw new NotFoundException();
    const blob = await this.queries.avatar(tenant, sha256);
    response.setHeader('Content-Type', blob.contentType);
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Content-Security-Policy', "default-src 'none'");
    response.send(blob.content);
  }
}
