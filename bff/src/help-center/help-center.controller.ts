import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  APP_ACCESS, HelpCenterRoutes, type FaqCategoryWithFaqs, type GuideCategorySummary, type GuideCategoryWithGuide,
  type GuideCategoryWithGuides,
} from '@cis/contracts';
import { FaqsQueryDto, GuideQueryDto, GuidesQueryDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser, RequireAccess } from '../platform/auth/decorators';
import { HelpCenterQueries } from './help-center.queries';
import { CachedRead } from '../platform/read-cache/read-cache';

/** Spec 001 section 7, Help center. */
@ApiTags('help-center')
@ApiBearerAuth()
@RequireAccess(APP_ACCESS.helpCenter)
@Controller()
export class HelpCenterController {
  constructor(private readonly help: HelpCenterQueries) {}

  @CachedRead()
  @Get(HelpCenterRoutes.faqs)
  faqs(@CurrentUser() user: AuthUser, @Query() query: FaqsQueryDto): Promise<FaqCategoryWithFaqs[]> {
    return this.help.faqs(user, query.slug);
  }

  @CachedRead()
  @Get(HelpCenterRoutes.guides)
  guides(@CurrentUser() user: AuthUser, @Query() query: GuidesQueryDto): Promise<GuideCategorySummary[] | GuideCategoryWithGuides[]> {
    return this.help.guides(user, query.slug, query.limit);
  }

  @CachedRead()
  @Get(HelpCenterRoutes.guide)
  guide(@CurrentUser() user: AuthUser, @Query() query: GuideQueryDto): Promise<GuideCategoryWithGuide> {
    return this.help.guide(user, query.categorySlug, query.guideSlug);
  }
}
