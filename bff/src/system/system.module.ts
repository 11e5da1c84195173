import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { MasterDataModule } from '../master-data/master-data.module';
import { providePush } from '../platform/realtime/push-routes';
import { MaintenanceGuard } from './maintenance.guard';
import { SystemCommands } from './system.commands';
import { SystemController } from './system.controller';
import { SystemMetrics } from './system.metrics';
import { MaintenanceProjection } from './system.projection';
import { maintenancePush } from './system.push';
import { SystemQueries } from './system.queries';

/**
 * The System page (issue 14): maintenance mode (and its write guard), the audit log, the metrics, the wall's read
 * route, the deployment's settings for the web. The UI version is the uiversions area.
 */
@Module({
  imports: [MasterDataModule],
  controllers: [SystemController],
  providers: [
    SystemQueries, SystemCommands, SystemMetrics, MaintenanceProjection, providePush(maintenancePush),
    // A global guard: after the platform's AuthGuard, which knows the caller.
    { provide: APP_GUARD, useClass: MaintenanceGuard },
  ],
})
export class SystemModule implements NestModule {
  constructor(private readonly metrics: SystemMetrics) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(this.metrics.middleware).forRoutes({ path: '{*path}', method: RequestMethod.ALL });
  }
}
