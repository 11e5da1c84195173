import { Injectable } from '@nestjs/common';
import { TASK_TAGS, TASKS } from '@cis/fixtures';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import { TaskDecider, TaskTagDecider, byOrder, taskStream, taskTagStream } from './tasks.decider';

@GenesisProvider()
@Injectable()
export class TasksGenesis implements GenesisSource {
  readonly name = 'tasks';

  genesis(tenant: string): GenesisStream[] {
    return [
      ...TASK_TAGS.map((tag) => ({
        stream: taskTagStream(tenant, tag.id),
        events: [...TaskTagDecider.decide({ type: 'create', tag }, TaskTagDecider.initialState)],
      })),
      // In list order: each created task takes its own place, after those already there.
      ...byOrder(TASKS).map((task) => ({
        stream: taskStream(tenant, task.id),
        events: [...TaskDecider.decide({ type: 'create', task }, TaskDecider.initialState)],
      })),
    ];
  }
}
