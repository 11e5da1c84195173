import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  APP_ACCESS, AcademyRoutes, ActivitiesRoutes, DashboardRoutes, IconsRoutes, type AcademyCategory, type Activity,
  type AnalyticsDashboard, type Course, type CourseDetail, type CryptoDashboard, type FinanceDashboard, type IconSet,
  type ProjectDashboard,
} from '@cis/contracts';
import { IconSetParamDto, IdQueryDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser, RequireAccess } from '../platform/auth/decorators';
import { SamplesQueries } from './samples.queries';
import { CachedRead } from '../platform/read-cache/read-cache';

@ApiTags('dashboards')
@ApiBearerAuth()
@RequireAccess(APP_ACCESS.sampleDashboards)
@Controller()
export class DashboardsController {
  constructor(private readonly samples: SamplesQueries) {}

  @CachedRead()
  @Get(DashboardRoutes.analytics)
  analytics(@CurrentUser() user: AuthUser): Promise<AnalyticsDashboard> {
    return this.samples.dashboard(user.tenant, 'analytics');
  }

  @CachedRead()
  @Get(DashboardRoutes.crypto)
  crypto(@CurrentUser() user: AuthUser): Promise<CryptoDashboard> {
    return this.samples.dashboard(user.tenant, 'crypto');
  }

  @CachedRead()
  @Get(DashboardRoutes.finance)
  finance(@CurrentUser() user: AuthUser): Promise<FinanceDashboard> {
    return this.samples.dashboard(user.tenant, 'finance');
  }

  @CachedRead()
  @Get(DashboardRoutes.project)
  project(@CurrentUser() user: AuthUser): Promise<ProjectDashboard> {
    return this.samples.dashboard(user.tenant, 'project');
  }
}

@ApiTags('activities')
@ApiBearerAuth()
@RequireAccess(APP_ACCESS.activities)
@Controller(ActivitiesRoutes.base)
export class ActivitiesController {
  constructor(private readonly samples: SamplesQueries) {}

  @CachedRead()
  @Get()
  activities(@CurrentUser() user: AuthUser): Promise<Activity[]> {
    return this.samples.activities(user.tenant);
  }
}

@ApiTags('icons')
@ApiBearerAuth()
@RequireAccess(APP_ACCESS.icons)
@Controller()
export class IconsController {
  constructor(private readonly samples: SamplesQueries) {}

  @CachedRead()
  @Get(IconsRoutes.set)
  iconSet(@CurrentUser() user: AuthUser, @Param() params: IconSetParamDto): Promise<IconSet> {
    return this.samples.iconSet(user.tenant, params.set);
  }
}

@ApiTags('academy')
@ApiBearerAuth()
@RequireAccess(APP_ACCESS.academy)
@Controller()
export class AcademyController {
  constructor(private readonly samples: SamplesQueries) {}

  @CachedRead()
  @Get(AcademyRoutes.categories)
  categories(@CurrentUser() user: AuthUser): Promise<AcademyCategory[]> {
    return this.samples.academyCategories(user.tenant);
  }

  @CachedRead()
  @Get(AcademyRoutes.courses)
  courses(@CurrentUser() user: AuthUser): Promise<Course[]> {
    return this.samples.courses(user.tenant);
  }

  @CachedRead()
  @Get(AcademyRoutes.course)
  course(@CurrentUser() user: AuthUser, @Query() query: IdQueryDto): Promise<CourseDetail> {
    return this.samples.course(user.tenant, query.id);
  }
}
