import { Injectable } from '@nestjs/common';
import { TASK_TAGS, TASKS } from '@cis/fixtures';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import { TasksDecider, tasksStream } from './tasks.decider';

@GenesisProvider()
@Injectable()
export class TasksGenesis implements GenesisSource {
  readonly name = 'tasks';

  genesis(tenant: string): GenesisStream[] {
    return [{ stream: tasksStream(tenant), events: TasksDecider.seed(TASK_TAGS, TASKS) }];
  }
}
