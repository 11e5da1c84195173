import { Module } from '@nestjs/common';
import { FileManagerController } from './file-manager.controller';
import { FileManagerGenesis } from './file-manager.genesis';
import { FileManagerProjection } from './file-manager.projection';
import { FileManagerPushRule } from './file-manager.push';

@Module({
  controllers: [FileManagerController],
  providers: [FileManagerProjection, FileManagerPushRule, FileManagerGenesis],
})
export class FileManagerModule {}
