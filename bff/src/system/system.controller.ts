import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  SYSTEM_READ, SYSTEM_WRITE, SystemRoutes, WALL_READ, type AuditPage, type AuditStreamHistory, type MaintenanceState,
  type MetricsSummary, type SystemSettings, type WallPost,
} from '@cis/contracts';
import { AuditQueryDto, SwitchMaintenanceDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser, Public, RequireAccess } from '../platform/auth/decorators';
import { SystemCommands } from './system.commands';
import { SystemQueries } from './system.queries';

@ApiTags('system')
@Controller()
export class SystemController {
  constructor(private readonly commands: SystemCommands, private readonly queries: SystemQueries) {}

  /** Every signed-in account: the banner of maintenance mode. */
  @ApiBearerAuth()
  @Get(SystemRoutes.maintenance)
  maintenance(@CurrentUser() user: AuthUser): Promise<MaintenanceState> {
    return this.queries.maintenance(user);
  }

  @ApiBearerAuth()
  @RequireAccess(SYSTEM_WRITE)
  @Post(SystemRoutes.maintenance)
  @HttpCode(200)
  switchMaintenance(@CurrentUser() user: AuthUser, @Body() dto: SwitchMaintenanceDto): Promise<MaintenanceState> {
    return this.commands.switchMaintenance(user, dto);
  }

  @ApiBearerAuth()
  @RequireAccess(SYSTEM_READ)
  @Get(SystemRoutes.auditExport)
  async auditExport(@CurrentUser() user: AuthUser, @Query() query: AuditQueryDto): Promise<StreamableFile> {
    const body = Buffer.from(`\uFEFF${await this.queries.auditCsv(user, query)}`, 'utf8');
    return new StreamableFile(new Uint8Array(body), { type: 'text/csv; charset=utf-8', disposition: 'attachment; filename="audit-log.csv"', length: body.length });
  }

  @ApiBearerAuth()
  @RequireAccess(SYSTEM_READ)
  @Get(SystemRoutes.auditStream)
  auditStream(@CurrentUser() user: AuthUser, @Param('stream') stream: string): Promise<AuditStreamHistory> {
    return this.queries.stream(user, stream);
  }

  @ApiBearerAuth()
  @RequireAccess(SYSTEM_READ)
  @Get(SystemRoutes.audit)
  audit(@CurrentUser() user: AuthUser, @Query() query: AuditQueryDto): Promise<AuditPage> {
    return this.queries.audit(user, query);
  }

  @ApiBearerAuth()
  @RequireAccess(SYSTEM_READ)
  @Get(SystemRoutes.metrics)
  metrics(): Promise<MetricsSummary> {
    return this.queries.metricsSummary();
  }

  @ApiBearerAuth()
  @RequireAccess(WALL_READ)
  @Get(SystemRoutes.wall)
  wall(@CurrentUser() user: AuthUser): Promise<WallPost[]> {
    return this.queries.wall(user);
  }

  /** Public: the web asks before anyone signs in whether the machine lab is served. */
  @Public()
  @Get(SystemRoutes.settings)
  settings(): SystemSettings {
    return this.queries.settings();
  }

  /** Prometheus text format; METRICS_TOKEN as a bearer token (unset: 404). Not the portal's sign-in. */
  @Public()
  @Get(SystemRoutes.prometheus)
  async prometheus(@Headers('authorization') authorization: string | undefined): Promise<StreamableFile> {
    const { contentType, body } = await this.queries.prometheus(authorization);
    const bytes = Buffer.from(body, 'utf8');
    return new StreamableFile(new Uint8Array(bytes), { type: contentType, length: bytes.length });
  }
}
