import { Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { REPORTS_ACCESS, ReportRoutes, type ReportAnswer } from '@cis/contracts';
import { ReportExportQueryDto, ReportQueryDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser, RequireAccess } from '../platform/auth/decorators';
import { ReportExports } from './reports.exports.service';
import { ReportQueries } from './reports.queries';

const Kind = () => Param('kind');

/**
 * E-filing reports (issue 14): staff accounts, as the page. No @CachedRead: overdue and the penalties move with the
 * calendar, not only with the log.
 */
@ApiTags('reports')
@ApiBearerAuth()
@RequireAccess(REPORTS_ACCESS)
@Controller(ReportRoutes.base)
export class ReportsController {
  constructor(private readonly queries: ReportQueries, private readonly exports: ReportExports) {}

  @Get(':kind')
  report(@CurrentUser() user: AuthUser, @Kind() kind: string, @Query() query: ReportQueryDto): Promise<ReportAnswer> {
    return this.queries.report(user, kind, query);
  }

  @Get(':kind/export')
  async export(@CurrentUser() user: AuthUser, @Kind() kind: string, @Query() query: ReportExportQueryDto): Promise<StreamableFile> {
    const file = await this.exports.export(user, kind, query);
    return new StreamableFile(new Uint8Array(file.body), { type: file.type, disposition: `attachment; filename="${file.name}"`, length: file.body.length });
  }
}
