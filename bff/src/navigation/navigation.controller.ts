import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { NavigationRoutes, type Navigation } from '@cis/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser } from '../platform/auth/decorators';
import { filterNavigation } from './navigation.filter';
import { NAVIGATION } from './navigation.menu';
import { CachedRead } from '../platform/read-cache/read-cache';

@ApiTags('navigation')
@ApiBearerAuth()
@Controller(NavigationRoutes.base)
export class NavigationController {
  @CachedRead()
  @Get()
  get(@CurrentUser() user: AuthUser): Navigation {
    return filterNavigation(NAVIGATION, user);
  }
}
