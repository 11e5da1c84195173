import { Module } from '@nestjs/common';
import { providePush } from '../platform/realtime/push-routes';
import { FileManagerController } from './file-manager.controller';
import { FileManagerGenesis } from './file-manager.genesis';
import { FileManagerProjection } from './file-manager.projection';
import { fileManagerPush } from './file-manager.push';
import { FileManagerQueries } from './file-manager.queries';

@Module({
  controllers: [FileManagerController],
  providers: [FileManagerQueries, FileManagerProjection, providePush(fileManagerPush), FileManagerGenesis],
})
export class FileManagerModule {}
