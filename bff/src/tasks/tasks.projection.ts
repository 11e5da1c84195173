import { Injectable } from '@nestjs/common';
import {
  TasksEvents, type StoredEvent, type Task, type TaskCreatedData, type TaskDeletedData, type TaskTag,
  type TaskTagCreatedData, type TaskTagDeletedData, type TaskTagUpdatedData, type TaskUpdatedData, type TasksReorderedData,
} from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';
import { TasksCollections as C } from './tasks.decider';

/** Read models: 'tasks' (with their order) and 'tasks-tags' of the tenant. */
@ProjectionProvider()
@Injectable()
export class TasksProjection implements Projection {
  readonly name = 'tasks';
  readonly handles = Object.values(TasksEvents);

  async apply(event: StoredEvent, rm: ReadModelWriter): Promise<void> {
    switch (event.type) {
      case TasksEvents.tagCreated: {
        const { tag } = event.data as TaskTagCreatedData;
        await rm.put(C.tags, tag.id, tag);
        return;
      }
      case TasksEvents.tagUpdated: {
        const { id, title } = event.data as TaskTagUpdatedData;
        const tag = await rm.get<TaskTag>(C.tags, id);
        if (tag) await rm.put(C.tags, id, { ...tag, title });
        return;
      }
      case TasksEvents.tagDeleted: {
        const { id } = event.data as TaskTagDeletedData;
        await rm.delete(C.tags, id);
        for (const task of await rm.list<Task>(C.tasks)) {
          if (task.tags.includes(id)) await rm.put(C.tasks, task.id, { ...task, tags: task.tags.filter((t) => t !== id) });
        }
        return;
      }
      case TasksEvents.taskCreated: {
        const { task } = event.data as TaskCreatedData;
        for (const other of await rm.list<Task>(C.tasks)) {
          if (other.order >= task.order) await rm.put(C.tasks, other.id, { ...other, order: other.order + 1 });
        }
        await rm.put(C.tasks, task.id, task);
        return;
      }
      case TasksEvents.taskUpdated: {
        const { id, changes } = event.data as TaskUpdatedData;
        const task = await rm.get<Task>(C.tasks, id);
        if (task) await rm.put(C.tasks, id, { ...task, ...changes });
        return;
      }
      case TasksEvents.taskDeleted: {
        const { id } = event.data as TaskDeletedData;
        const task = await rm.get<Task>(C.tasks, id);
        if (!task) return;
        await rm.delete(C.tasks, id);
        for (const other of await rm.list<Task>(C.tasks)) {
          if (other.order > task.order) await rm.put(C.tasks, other.id, { ...other, order: other.order - 1 });
        }
        return;
      }
      case TasksEvents.tasksReordered: {
        const { ids } = event.data as TasksReorderedData;
        for (const [order, id] of ids.entries()) {
          const task = await rm.get<Task>(C.tasks, id);
          if (task && task.order !== order) await rm.put(C.tasks, id, { ...task, order });
        }
        return;
      }
    }
  }
}
