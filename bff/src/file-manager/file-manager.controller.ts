import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { APP_ACCESS, FileManagerRoutes, type FileManagerItem, type FileManagerListing } from '@cis/contracts';
import { FileManagerQueryDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser, RequireAccess } from '../platform/auth/decorators';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { listFolder } from './file-manager.decider';
import { FileManagerCollections } from './file-manager.projection';
import { CachedRead } from '../platform/read-cache/read-cache';

/** Spec 001 section 7, File manager. */
@ApiTags('file-manager')
@ApiBearerAuth()
@RequireAccess(APP_ACCESS.fileManager)
@Controller(FileManagerRoutes.base)
export class FileManagerController {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  @CachedRead()
  @Get()
  async list(@CurrentUser() user: AuthUser, @Query() query: FileManagerQueryDto): Promise<FileManagerListing> {
    const items = await this.store.readModels.list<FileManagerItem>(user.tenant, FileManagerCollections.items);
    return listFolder(items, query.folderId);
  }
}
