import { Controller, Get, Logger } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { HEALTH_PATH } from '@cis/contracts';
import { Public } from '../auth/decorators';
import { Drain } from '../lifecycle/drain';
import { HealthQueries } from './health.queries';
import { messageOf } from '../fields';

/** Ready when the store answers; otherwise 503 (terminus), in the error envelope, with the cause in the server log. */
@ApiTags('health')
@Public()
@Controller(HEALTH_PATH)
export class HealthController {
  private readonly logger = new Logger('Health');

  constructor(
    private readonly health: HealthCheckService,
    private readonly indicator: HealthIndicatorService,
    private readonly queries: HealthQueries,
    private readonly drain: Drain,
  ) {}

  @Get()
  @HealthCheck()
  check() {
    return this.health.check([
      () => {
        // Draining (SIGTERM): not ready for new work, so a balancer checking /health sends it elsewhere.
        const check = this.indicator.check('accepting');
        return this.drain.draining ? check.down({ draining: true }) : check.up();
      },
      async () => {
        const check = this.indicator.check('eventStore');
        try {
          await this.queries.pingStore();
          return check.up({ kind: this.queries.storeKind });
        } catch (error) {
          this.logger.warn(`Event store not ready: ${messageOf(error)}`);
          return check.down({ kind: this.queries.storeKind });
        }
      },
    ]);
  }
}
