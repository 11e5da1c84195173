import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { NavigationRoutes, type Navigation } from '@cis/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser } from '../platform/auth/decorators';
import { filterNavigation } from './navigation.filter';
import { NAVIGATION } from './navigation.menu';

@ApiTags('navigation')
@ApiBearerAuth()
@Controller(NavigationRoutes.base)
export class NavigationController {
  @Get()
  get(@CurrentUser() user: AuthUser): Navigation {
    return filterNavigation(NAVIGATION, user);
  }
}
