import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { APP_ACCESS, FileManagerRoutes, type FileManagerListing } from '@cis/contracts';
import { FileManagerQueryDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser, RequireAccess } from '../platform/auth/decorators';
import { CachedRead } from '../platform/read-cache/read-cache';
import { FileManagerQueries } from './file-manager.queries';

/** Spec 001 section 7, File manager. */
@ApiTags('file-manager')
@ApiBearerAuth()
@RequireAccess(APP_ACCESS.fileManager)
@Controller(FileManagerRoutes.base)
export class FileManagerController {
  constructor(private readonly queries: FileManagerQueries) {}

  @CachedRead()
  @Get()
  list(@CurrentUser() user: AuthUser, @Query() query: FileManagerQueryDto): Promise<FileManagerListing> {
    return this.queries.folder(user.tenant, query.folderId);
  }
}
