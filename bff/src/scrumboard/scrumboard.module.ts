import { Module } from '@nestjs/common';
import { ScrumboardController } from './scrumboard.controller';
import { ScrumboardGenesis } from './scrumboard.genesis';
import { ScrumboardProjection } from './scrumboard.projection';
import { ScrumboardPushRule } from './scrumboard.push';
import { ScrumboardService } from './scrumboard.service';

@Module({
  controllers: [ScrumboardController],
  providers: [ScrumboardService, ScrumboardProjection, ScrumboardPushRule, ScrumboardGenesis],
})
export class ScrumboardModule {}
