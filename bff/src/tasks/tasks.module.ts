import { Module } from '@nestjs/common';
import { TasksController } from './tasks.controller';
import { TasksGenesis } from './tasks.genesis';
import { TasksProjection } from './tasks.projection';
import { TasksPushRule } from './tasks.push';
import { TasksService } from './tasks.service';

@Module({
  controllers: [TasksController],
  providers: [TasksService, TasksProjection, TasksPushRule, TasksGenesis],
})
export class TasksModule {}
