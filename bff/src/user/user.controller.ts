import { Body, Controller, Get, HttpCode, Patch, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { UserRoutes, type AuthResponse, type User } from '@cis/contracts';
import { ChangePasswordDto, UpdateUserDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser } from '../platform/auth/decorators';
import { CachedRead } from '../platform/read-cache/read-cache';
import { UserCommands } from './user.commands';

@ApiTags('user')
@ApiBearerAuth()
@Controller(UserRoutes.base)
export class UserController {
  constructor(private readonly user: UserCommands) {}

  @CachedRead()
  @Get()
  get(@CurrentUser() user: AuthUser): User {
    return user.user;
  }

  @Patch()
  update(@CurrentUser() user: AuthUser, @Body() dto: UpdateUserDto): Promise<User> {
    return this.user.update(user, dto);
  }

  @Post(UserRoutes.changePassword.replace(`${UserRoutes.base}/`, ''))
  @HttpCode(200)
  changePassword(@CurrentUser() user: AuthUser, @Body() dto: ChangePasswordDto, @Req() request: { ip?: string }): Promise<AuthResponse> {
    return this.user.changePassword(user, dto.currentPassword, dto.newPassword, request.ip ?? 'unknown');
  }
}
