import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  MasterDataRoutes,
  type MasterDataHistoryEntry, type MasterDataImportReport, type MasterDataKindSummary, type MasterDataPage, type MasterDataRow,
} from '@cis/contracts';
import {
  MasterDataExportQueryDto, MasterDataImportDto, MasterDataImportQueryDto, MasterDataListQueryDto, MasterDataWriteDto,
} from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser } from '../platform/auth/decorators';
import { CachedRead } from '../platform/read-cache/read-cache';
import { MasterDataCommands } from './master-data.commands';
import { exportRows } from './master-data.export';
import { MasterDataQueries, readableKind } from './master-data.queries';

/**
 * Every kind through the same routes. Who may read and edit depends on the kind named in the URL
 * (masterDataReadRule / masterDataWriteRule in contracts): unknown kind 404, a kind the caller may not read or edit 403.
 */
@ApiTags('master-data')
@ApiBearerAuth()
@Controller(MasterDataRoutes.base)
export class MasterDataController {
  constructor(private readonly commands: MasterDataCommands, private readonly queries: MasterDataQueries) {}

  @CachedRead()
  @Get()
  kinds(@CurrentUser() user: AuthUser): Promise<MasterDataKindSummary[]> {
    return this.queries.kinds(user);
  }

  @CachedRead()
  @Get(':kind')
  list(@CurrentUser() user: AuthUser, @Param('kind') kind: string, @Query() query: MasterDataListQueryDto): Promise<MasterDataPage> {
    return this.queries.list(user, kind, query);
  }

  @Post(':kind')
  @HttpCode(201)
  create(@CurrentUser() user: AuthUser, @Param('kind') kind: string, @Body() dto: MasterDataWriteDto): Promise<MasterDataRow> {
    return this.commands.create(user, kind, dto.values);
  }

  @Post(':kind/import')
  @HttpCode(200)
  import(
    @CurrentUser() user: AuthUser, @Param('kind') kind: string, @Query() query: MasterDataImportQueryDto, @Body() dto: MasterDataImportDto,
  ): Promise<MasterDataImportReport> {
    return this.commands.import(user, kind, dto.csv, query.dryRun === 'true');
  }

  @Get(':kind/export')
  async export(@CurrentUser() user: AuthUser, @Param('kind') rawKind: string, @Query() query: MasterDataExportQueryDto): Promise<StreamableFile> {
    const kind = readableKind(user, rawKind);
    const file = await exportRows(kind, await this.queries.all(user, kind), query.format ?? 'csv');
    return new StreamableFile(new Uint8Array(file.body), { type: file.type, disposition: `attachment; filename="${file.name}"`, length: file.body.length });
  }

  @Get(':kind/:id/history')
  history(@CurrentUser() user: AuthUser, @Param('kind') kind: string, @Param('id') id: string): Promise<MasterDataHistoryEntry[]> {
    return this.queries.history(user, kind, id);
  }

  @CachedRead()
  @Get(':kind/:id')
  one(@CurrentUser() user: AuthUser, @Param('kind') kind: string, @Param('id') id: string): Promise<MasterDataRow> {
    return this.queries.one(user, kind, id);
  }

  @Patch(':kind/:id')
  update(@CurrentUser() user: AuthUser, @Param('kind') kind: string, @Param('id') id: string, @Body() dto: MasterDataWriteDto): Promise<MasterDataRow> {
    return this.commands.update(user, kind, id, dto.values);
  }

  /** Retires the row (it stays, marked retired); 409 while anything refers to it. */
  @Delete(':kind/:id')
  retire(@CurrentUser() user: AuthUser, @Param('kind') kind: string, @Param('id') id: string): Promise<MasterDataRow> {
    return this.commands.retire(user, kind, id);
  }
}
