import { Module } from '@nestjs/common';
import { providePush } from '../platform/realtime/push-routes';
import { TasksCommands } from './tasks.commands';
import { TasksController } from './tasks.controller';
import { TasksGenesis } from './tasks.genesis';
import { TasksProjection } from './tasks.projection';
import { tasksPush } from './tasks.push';
import { TasksQueries } from './tasks.queries';

@Module({
  controllers: [TasksController],
  providers: [TasksCommands, TasksQueries, TasksProjection, providePush(tasksPush), TasksGenesis],
})
export class TasksModule {}
