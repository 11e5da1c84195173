import { Module } from '@nestjs/common';
import { AcademyController, ActivitiesController, DashboardsController, IconsController } from './samples.controller';
import { SamplesGenesis } from './samples.genesis';
import { SamplesProjection } from './samples.projection';
import { SamplesPushRule } from './samples.push';
import { SamplesService } from './samples.service';

/** Read-only sample data: dashboards, activities page, UI icons, academy demo. */
@Module({
  controllers: [DashboardsController, ActivitiesController, IconsController, AcademyController],
  providers: [SamplesService, SamplesProjection, SamplesPushRule, SamplesGenesis],
})
export class SamplesModule {}
