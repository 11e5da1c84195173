import { Module } from '@nestjs/common';
import { providePush } from '../platform/realtime/push-routes';
import { ScrumboardCommands } from './scrumboard.commands';
import { ScrumboardController } from './scrumboard.controller';
import { ScrumboardGenesis } from './scrumboard.genesis';
import { ScrumboardProjection } from './scrumboard.projection';
import { scrumboardPush } from './scrumboard.push';
import { ScrumboardQueries } from './scrumboard.queries';

@Module({
  controllers: [ScrumboardController],
  providers: [ScrumboardCommands, ScrumboardQueries, ScrumboardProjection, providePush(scrumboardPush), ScrumboardGenesis],
})
export class ScrumboardModule {}
