import { Module } from '@nestjs/common';
import { AcademyController, ActivitiesController, DashboardsController, IconsController } from './samples.controller';
import { SamplesGenesis } from './samples.genesis';
import { SamplesProjection } from './samples.projection';
import { providePush } from '../platform/realtime/push-routes';
import { samplesPush } from './samples.push';
import { SamplesQueries } from './samples.queries';

/** Read-only sample data: dashboards, activities page, UI icons, academy demo. */
@Module({
  controllers: [DashboardsController, ActivitiesController, IconsController, AcademyController],
  providers: [SamplesQueries, SamplesProjection, providePush(samplesPush), SamplesGenesis],
})
export class SamplesModule {}
